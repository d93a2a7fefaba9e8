#!/usr/bin/env node
// `npm run build`: the Remix build (build/index.js), then the Worker exactly as `wrangler deploy`
// would upload it (build/worker/: index.js, plus any precompiled WebAssembly modules it imports).
// Tests and benches run build/worker in Miniflare; `wrangler dev` bundles build/index.js itself.
//
// The dry run reads wrangler.toml's top level, which is what a plain `wrangler deploy` publishes,
// so this is also the deploy check that npm test (and with it CI) runs: the bundle must be
// production, and its gzipped upload must fit Cloudflare's 1 MB Worker size limit and the budget below.
// Then the development engine, apart from the upload (scripts/local-engine.mjs).
import { execSync, spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { buildLocalEngine } from "./local-engine.mjs";
import { offlineEnv } from "./offline-env.mjs";

const GZIP_LIMIT_KIB = 1024;
/**
 * What production code needs today, with room to grow: the development engine left the upload at
 * 621 KiB, the upload without it is about 460 (docs/decisions/0030). Over this, look for what came in.
 */
const GZIP_BUDGET_KIB = 520;

const env = offlineEnv();
execSync("npx remix build", { stdio: "inherit", env });
// A fresh folder: it holds exactly what the upload holds (a module left by an older build is not in it).
rmSync("build/worker", { recursive: true, force: true });
const dryRun = spawnSync("npx", ["wrangler", "deploy", "--dry-run", "--outdir", "build/worker"], {
  stdio: ["ignore", "pipe", "pipe"],
  env,
  encoding: "utf8",
});
const report = dryRun.stdout;

const failures = [];
if (dryRun.status !== 0) failures.push(`wrangler deploy --dry-run failed:\n${dryRun.stderr}`);
const gzip = report.match(/gzip:\s*([\d.]+)\s*KiB/);
if (!gzip) failures.push("wrangler's dry run did not report the gzipped upload size");
else if (Number(gzip[1]) > GZIP_LIMIT_KIB)
  failures.push(`the gzipped upload is ${gzip[1]} KiB, over the ${GZIP_LIMIT_KIB} KiB Worker size limit`);
else if (Number(gzip[1]) > GZIP_BUDGET_KIB)
  failures.push(`the gzipped upload is ${gzip[1]} KiB, over its ${GZIP_BUDGET_KIB} KiB budget (development code?)`);
if (!/env\.ENVIRONMENT \("production"\)/.test(report))
  failures.push('wrangler.toml\'s top level does not deploy ENVIRONMENT = "production"');
if (failures.length) {
  console.error(`[roommuse] the production deploy check failed:\n- ${failures.join("\n- ")}\n${report}`);
  process.exit(1);
}
console.log(
  `[roommuse] Worker bundle written to build/worker/ (production; gzipped upload ${gzip[1]} KiB, ` +
    `budget ${GZIP_BUDGET_KIB}, limit ${GZIP_LIMIT_KIB})`,
);
// After the dry run, and never read by it: the development engine is no part of the upload (docs/decisions/0030).
await buildLocalEngine();
console.log("[roommuse] development engine written to build/local-engine/ (loaded only by development Workers)");
