#!/usr/bin/env node
// `npm run build`: the Remix build (build/index.js), then the Worker exactly as `wrangler deploy`
// would upload it (build/worker/: index.js plus the precompiled WebAssembly modules it imports).
// Tests and benches run build/worker in Miniflare; `wrangler dev` bundles build/index.js itself.
//
// The dry run reads wrangler.toml's top level, which is what a plain `wrangler deploy` publishes,
// so this is also the deploy check that npm test (and with it CI) runs: the bundle must be
// production, and its gzipped upload must fit Cloudflare's 1 MB Worker size limit.
import { execSync, spawnSync } from "node:child_process";
import { offlineEnv } from "./offline-env.mjs";

const GZIP_LIMIT_KIB = 1024;

const env = offlineEnv();
execSync("npx remix build", { stdio: "inherit", env });
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
if (!/env\.ENVIRONMENT \("production"\)/.test(report))
  failures.push('wrangler.toml\'s top level does not deploy ENVIRONMENT = "production"');
if (failures.length) {
  console.error(`[roommuse] the production deploy check failed:\n- ${failures.join("\n- ")}\n${report}`);
  process.exit(1);
}
console.log(
  `[roommuse] Worker bundle written to build/worker/ (production; gzipped upload ${gzip[1]} KiB of ${GZIP_LIMIT_KIB})`,
);
