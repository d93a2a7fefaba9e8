#!/usr/bin/env node
// `npm test`: every layer, in order: typecheck, unit, integration (Miniflare), end-to-end (Chromium).
import { execSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { CHROMIUM_PATH as chromium } from "./chromium.mjs";
import { offlineEnv } from "./offline-env.mjs";

const env = offlineEnv();

function ensureChromium() {
  if (existsSync(chromium)) return;
  const root = typeof process.getuid === "function" && process.getuid() === 0;
  if (!root || !existsSync("/usr/bin/apt-get")) {
    console.error(
      `Chromium is missing at ${chromium}. ` +
        "Install Debian's chromium (apt-get install -y chromium) or set CHROMIUM_PATH.",
    );
    process.exit(1);
  }
  console.log("[roommuse] installing Debian's chromium for the end-to-end tests…");
  execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null", {
    stdio: "inherit",
  });
}

function step(name, command, args) {
  console.log(`\n[roommuse] ${name}`);
  const result = spawnSync(command, args, { stdio: "inherit", env });
  return result.status === 0;
}

const layers = process.argv.slice(2).length ? process.argv.slice(2) : ["unit", "integration", "e2e"];
mkdirSync("test-results", { recursive: true });
let ok = step("format check (npm run format fixes it)", "npx", ["biome", "format", "."]);
ok =
  step("lint (npm run lint; docs/conventions.md says how to justify an exception)", "npx", [
    "biome",
    "lint",
    "--error-on-warnings",
    ".",
  ]) && ok;
ok = step('line width (docs/conventions.md, "Line width")', "node", ["scripts/line-width.mjs"]) && ok;
// The build comes before the binding types: wrangler types reads the Durable Object class from the
// built bundle (wrangler.toml's main), and on a fresh clone without it the types come out untyped.
ok = step("build", "node", ["scripts/build.mjs"]) && ok;
ok =
  step("binding types match wrangler.toml (worker-configuration.d.ts, from wrangler types)", "node", [
    "scripts/worker-types.mjs",
    "--check",
  ]) && ok;
ok = step("typecheck", "npx", ["tsc"]) && ok;
if (layers.includes("e2e")) ensureChromium();

let passed = 0;
let failed = 0;
for (const layer of layers) {
  const report = `test-results/${layer}.json`;
  ok =
    step(`${layer} tests`, "npx", [
      "vitest",
      "run",
      "--project",
      layer,
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${report}`,
    ]) && ok;
  if (existsSync(report)) {
    const summary = JSON.parse(readFileSync(report, "utf8"));
    passed += summary.numPassedTests ?? 0;
    failed += (summary.numFailedTests ?? 0) + ((summary.numRuntimeErrorTests ?? 0) ? 1 : 0);
  } else {
    failed += 1;
  }
}
if (!ok && failed === 0) failed = 1;
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(ok && failed === 0 ? 0 : 1);
