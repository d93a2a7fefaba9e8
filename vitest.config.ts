import { resolve } from "node:path";
import { defineConfig } from "vitest/config";
import { viteWasmModules } from "./scripts/wasm-module.mjs";
import { SlowestFirst } from "./tests/support/slowest-first";

const setupFiles = ["tests/support/setup.ts"];
/**
 * How many e2e processes run side by side, each with its own app and Chromium (E2E_WORKERS
 * overrides). Measured on this 2-core machine, the whole layer took 586 s with 2, 450 s with 3 and
 * 482 s with 4: with 2 the cores idle while a test waits on the app or the browser; with 4 they were
 * busy 98 % of the time and every file ran slower.
 */
const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? 3);
/**
 * Integration processes side by side. Vitest's default is one fewer than the cores, 1 on a 2-core
 * machine, which left one core idle more than half the time: the tests wait on workerd as much
 * as they compute. 2 use both cores (202 s to about 110 s). 3 were faster still (88 s), but under
 * that load Miniflare's synchronous binding proxy (a D1 `prepare` from the test) once read no
 * answer and failed 10 tests in one run ("false == true" in fetch-sync.ts).
 */
const INTEGRATION_WORKERS = Number(process.env.INTEGRATION_WORKERS ?? 2);

export default defineConfig({
  plugins: [viteWasmModules()],
  resolve: { alias: { "~": resolve(import.meta.dirname, "app") } },
  test: {
    // expect.poll waits for what the user would see; its default second is too short on a busy
    // machine (a refresh that answered in 1.2 s failed a test). It returns as soon as it holds.
    expect: { poll: { timeout: 15_000 } },
    sequence: { sequencer: SlowestFirst },
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "db/**/*.test.ts", "scripts/**/*.test.ts"],
          setupFiles,
          // The local engine's tests decode and transform real photos: seconds of CPU each, more on a
          // machine shared with a build. The limit catches a hang, not a slow but correct run.
          testTimeout: 20_000,
          // Both cores: the default (cores - 1) leaves one idle on a 2-core machine.
          maxWorkers: 2,
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          setupFiles,
          // The files of a process share one Worker (tests/support/worker.ts, sharedWorker): the
          // modules, and with them that Worker, live on from one file to the next.
          isolate: false,
          maxWorkers: INTEGRATION_WORKERS,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          setupFiles,
          testTimeout: 90_000,
          hookTimeout: 120_000,
          // Each process starts the app and Chromium once for all the files it runs (tests/support/e2e.ts).
          isolate: false,
          maxWorkers: E2E_WORKERS,
        },
      },
    ],
  },
});
