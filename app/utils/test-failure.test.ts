import { describe, expect, it } from "vitest";
import { failIfTestAsks, requestedTestFailure } from "./test-failure.server";

const request = (query: string) => new Request(`http://localhost/app/recolor${query}`);
const context = (env: Record<string, string | undefined>) =>
  ({ env }) as unknown as Parameters<typeof requestedTestFailure>[0];

describe("test-only failure switch", () => {
  it("answers only in development with the test switch FAULT_INJECTION=on", () => {
    const on = context({ ENVIRONMENT: "development", FAULT_INJECTION: "on" });
    expect(requestedTestFailure(on, request("?testFailure=wizard"))).toBe("wizard");
    expect(() => failIfTestAsks(on, request("?testFailure=loader"), "loader")).toThrow(/test-only failure/);
    expect(() => failIfTestAsks(on, request("?testFailure=loader"), "action")).not.toThrow();
    expect(requestedTestFailure(on, request("?testFailure=anything"))).toBeNull();
  });

  it("is ignored without the switch and in production", () => {
    for (const env of [{ ENVIRONMENT: "development" }, { ENVIRONMENT: "production", FAULT_INJECTION: "on" }]) {
      expect(requestedTestFailure(context(env), request("?testFailure=loader"))).toBeNull();
      expect(() => failIfTestAsks(context(env), request("?testFailure=loader"), "loader")).not.toThrow();
    }
  });
});
