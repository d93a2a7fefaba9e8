/**
 * Shared by every test layer: an unexpected console.error fails the test, in this process
 * and in any Worker a test started. Call `allowConsoleErrors(/pattern/)` for an expected one.
 */
import { afterEach, beforeEach, vi } from "vitest";
import { takeUnexpectedWorkerErrors } from "./worker-log";

let allowed: RegExp[] = [];
let spy: { mock: { calls: unknown[][] }; mockRestore(): void } | undefined;

export function allowConsoleErrors(...patterns: RegExp[]) {
  allowed.push(...patterns);
}

const isAllowed = (text: string) => allowed.some((p) => p.test(text));

beforeEach(() => {
  allowed = [];
  const print = console.error.bind(console);
  spy = vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    if (!isAllowed(args.map(String).join(" "))) print(...args);
  });
});

afterEach(() => {
  const calls = (spy?.mock.calls ?? []).map((args) => args.map(String).join(" ")).filter((t) => !isAllowed(t));
  spy?.mockRestore();
  const workerErrors = takeUnexpectedWorkerErrors().filter((t) => !isAllowed(t));
  const all = [...calls, ...workerErrors];
  if (all.length) throw new Error(`Unexpected console.error:\n${all.join("\n")}`);
});
