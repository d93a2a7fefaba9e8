#!/usr/bin/env node
// The Worker's binding types (worker-configuration.d.ts) come from wrangler.toml through
// `wrangler types`, never by hand. `node scripts/worker-types.mjs` regenerates them; with
// `--check` (a step of npm test) it also fails when the checked-in file was out of date.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { offlineEnv } from "./offline-env.mjs";

const FILE = "worker-configuration.d.ts";
const before = existsSync(FILE) ? readFileSync(FILE, "utf8") : "";
// No runtime types (the project pins @cloudflare/workers-types) and no .dev.vars (a developer's
// local secrets must not change the checked-in file): only wrangler.toml decides.
const args = ["wrangler", "types", FILE, "--include-runtime=false", "--strict-vars=false", "--env-file", "/dev/null"];
const run = spawnSync("npx", args, { encoding: "utf8", env: offlineEnv() });
if (run.status !== 0) {
  process.stderr.write(run.stdout + run.stderr);
  process.exit(1);
}
// wrangler.toml's `main` is the built bundle; its Durable Object class is written in server/index.ts.
const after = readFileSync(FILE, "utf8").replaceAll('import("./build/index")', 'import("./server/index")');
writeFileSync(FILE, after);
if (process.argv.includes("--check") && after !== before) {
  console.error(`${FILE} did not match wrangler.toml; it is regenerated now: review and commit it.`);
  process.exit(1);
}
