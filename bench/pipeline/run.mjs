/**
 * npm run bench:pipeline [-- --previews DIR]
 * Builds the Worker if needed, bundles bench.ts for Node with esbuild, and runs it.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { build } from "esbuild";

if (!existsSync("build/index.js")) execFileSync("npx", ["remix", "build"], { stdio: "inherit" });
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
  logLevel: "warning",
});
execFileSync(process.execPath, ["--expose-gc", outfile, ...process.argv.slice(2)], { stdio: "inherit" });
