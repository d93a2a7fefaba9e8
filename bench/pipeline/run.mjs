/**
 * npm run bench:pipeline [-- --previews DIR | --only overhead|adapters|premium|room-check|local]
 * Builds the Worker if needed, bundles bench.ts for Node with esbuild, and runs it.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { build } from "esbuild";
import { esbuildWasmModules } from "../../scripts/wasm-module.mjs";

if (!existsSync("build/worker/index.js")) execFileSync("npm", ["run", "build"], { stdio: "inherit" });
mkdirSync(".wrangler/tmp", { recursive: true });
const outfile = ".wrangler/tmp/bench-pipeline.mjs";
await build({
  entryPoints: ["bench/pipeline/bench.ts"],
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  outfile,
  alias: { "~": "./app" },
  packages: "external",
  plugins: [esbuildWasmModules()],
  logLevel: "warning",
});
execFileSync(process.execPath, ["--expose-gc", outfile, ...process.argv.slice(2)], { stdio: "inherit" });
