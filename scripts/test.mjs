#!/usr/bin/env node
// `npm test`: the checks (format, lint, line width, build, binding types), then every layer in
// order: unit, integration (Miniflare), end-to-end (Chromium), with the typecheck running beside
// the first two. `npm test -- unit` (or `integration`, `e2e`, several at once) runs only those
// layers, and builds only for the layers that run the built Worker. At the end it prints what
// each step took and the slowest files.
import { execSync, spawn } from "node:child_process";
import { closeSync, existsSync, mkdirSync, openSync, readFileSync } from "node:fs";
import { relative } from "node:path";
import { CHROMIUM_PATH, HEADLESS_SHELL_PACKAGE, HEADLESS_SHELL_PATH } from "./chromium.mjs";
import { offlineEnv } from "./offline-env.mjs";

const env = offlineEnv();
const LAYERS = ["unit", "integration", "e2e"];
/** The layers that run the built Worker (build/worker/, what `wrangler deploy` uploads). */
const BUILT = new Set(["integration", "e2e"]);
const SLOWEST = 10;

/** The tests' browser is there: Debian's chromium-headless-shell, installed when missing and root may. */
function ensureChromium() {
  if (process.env.TEST_CHROMIUM_PATH || existsSync(HEADLESS_SHELL_PATH)) return;
  const root = typeof process.getuid === "function" && process.getuid() === 0;
  if (!root || !existsSync("/usr/bin/apt-get")) {
    if (existsSync(CHROMIUM_PATH)) return; // the full Chromium serves, slower
    console.error(
      `Chromium is missing at ${HEADLESS_SHELL_PATH}. ` +
        `Install Debian's ${HEADLESS_SHELL_PACKAGE} (apt-get install -y ${HEADLESS_SHELL_PACKAGE}) ` +
        "or set TEST_CHROMIUM_PATH.",
    );
    process.exit(1);
  }
  console.log(`[roommuse] installing Debian's ${HEADLESS_SHELL_PACKAGE} for the end-to-end tests…`);
  execSync(
    `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${HEADLESS_SHELL_PACKAGE} >/dev/null`,
    { stdio: "inherit" },
  );
}

/** [name, seconds] of every step, in the order they ran. */
const timings = [];

/** Runs one step in the foreground, its output straight to the terminal; resolves to whether it passed. */
function step(name, command, args) {
  console.log(`\n[roommuse] ${name}`);
  const started = performance.now();
  const child = spawn(command, args, { stdio: "inherit", env });
  return new Promise((resolve) => {
    child.on("close", (code) => {
      timings.push([name.replace(/ \(.*$/, ""), (performance.now() - started) / 1000]);
      resolve(code === 0);
    });
  });
}

/**
 * A step that runs beside the next ones (the typecheck beside the unit and integration layers, which
 * leave a core idle while they wait on workerd). Its output is held and printed, under its
 * heading, once it ends; `await` the answer for whether it passed.
 */
function besideStep(name, command, args) {
  const started = performance.now();
  // Into a file, printed whole at its end, so that it does not interleave with the tests' output.
  const log = `test-results/${name}.log`;
  const out = openSync(log, "w");
  const child = spawn(command, args, { env, stdio: ["ignore", out, out] });
  closeSync(out);
  return new Promise((resolve) => {
    child.on("close", (code) => {
      console.log(`\n[roommuse] ${name} (ran beside the tests)`);
      process.stdout.write(readFileSync(log));
      timings.push([name, (performance.now() - started) / 1000]);
      resolve(code === 0);
    });
  });
}

const asked = process.argv.slice(2);
const unknown = asked.filter((layer) => !LAYERS.includes(layer));
if (unknown.length) {
  console.error(`Unknown layer ${unknown.join(", ")}: name any of ${LAYERS.join(", ")}, or none for all.`);
  process.exit(2);
}
const layers = asked.length ? LAYERS.filter((layer) => asked.includes(layer)) : LAYERS;
const everything = asked.length === 0;
mkdirSync("test-results", { recursive: true });

let ok = true;
/** The typecheck, running beside the unit and integration layers (a full `npm test` only). */
let typecheck = Promise.resolve(true);
if (everything) {
  ok = (await step("format check (npm run format fixes it)", "npx", ["biome", "format", "."])) && ok;
  ok =
    (await step("lint (npm run lint; docs/conventions.md says how to justify an exception)", "npx", [
      "biome",
      "lint",
      "--error-on-warnings",
      ".",
    ])) && ok;
  ok = (await step('line width (docs/conventions.md, "Line width")', "node", ["scripts/line-width.mjs"])) && ok;
}
if (layers.some((layer) => BUILT.has(layer))) ok = (await step("build", "node", ["scripts/build.mjs"])) && ok;
if (everything) {
  // After the build: wrangler types reads the Durable Object class from the built bundle
  // (wrangler.toml's main), and on a fresh clone without it the types come out untyped.
  ok =
    (await step("binding types match wrangler.toml (worker-configuration.d.ts, from wrangler types)", "node", [
      "scripts/worker-types.mjs",
      "--check",
    ])) && ok;
  typecheck = besideStep("typecheck", "npx", ["tsc"]);
}
if (layers.includes("e2e")) ensureChromium();

let passed = 0;
let failed = 0;
/** [seconds, layer, file] of every test file that ran. */
const files = [];
for (const layer of layers) {
  // The e2e layer has the machine to itself: the typecheck ends before it starts.
  if (layer === "e2e") ok = (await typecheck) && ok;
  const report = `test-results/${layer}.json`;
  ok =
    (await step(`${layer} tests`, "npx", [
      "vitest",
      "run",
      "--project",
      layer,
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${report}`,
    ])) && ok;
  if (existsSync(report)) {
    const summary = JSON.parse(readFileSync(report, "utf8"));
    passed += summary.numPassedTests ?? 0;
    failed += (summary.numFailedTests ?? 0) + ((summary.numRuntimeErrorTests ?? 0) ? 1 : 0);
    for (const file of summary.testResults ?? [])
      files.push([(file.endTime - file.startTime) / 1000, layer, relative(process.cwd(), file.name)]);
  } else {
    failed += 1;
  }
}
ok = (await typecheck) && ok;
if (!ok && failed === 0) failed = 1;

const seconds = (value) => `${value.toFixed(1).padStart(7)} s`;
console.log("\n[roommuse] time per step");
for (const [name, took] of timings) console.log(`${seconds(took)}  ${name}`);
// From the start to here: the typecheck overlaps the layers, so the steps add up to more.
console.log(`${seconds(performance.now() / 1000)}  in all, wall time`);
console.log(`\n[roommuse] the ${SLOWEST} slowest test files`);
for (const [took, layer, file] of files.sort((a, b) => b[0] - a[0]).slice(0, SLOWEST))
  console.log(`${seconds(took)}  ${layer.padEnd(11)} ${file}`);

console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(ok && failed === 0 ? 0 : 1);
