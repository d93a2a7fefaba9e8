import { resolve } from "node:path";
import { defineConfig } from "vitest/config";
import { viteWasmModules } from "./scripts/wasm-module.mjs";

const setupFiles = ["tests/support/setup.ts"];

export default defineConfig({
  plugins: [viteWasmModules()],
  resolve: { alias: { "~": resolve(import.meta.dirname, "app") } },
  test: {
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
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          setupFiles,
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
          fileParallelism: false,
        },
      },
    ],
  },
});
