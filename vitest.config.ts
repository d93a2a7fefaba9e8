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
          include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "db/**/*.test.ts"],
          setupFiles,
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
