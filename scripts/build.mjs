#!/usr/bin/env node
// `npm run build`: the Remix build (build/index.js), then the Worker exactly as `wrangler deploy`
// would upload it (build/worker/: index.js plus the precompiled WebAssembly modules it imports).
// Tests and benches run build/worker in Miniflare; `wrangler dev` bundles build/index.js itself.
import { execSync } from "node:child_process";
import { offlineEnv } from "./offline-env.mjs";

const env = offlineEnv({ WRANGLER_LOG: "warn" });
execSync("npx remix build", { stdio: "inherit", env });
execSync("npx wrangler deploy --dry-run --outdir build/worker", { stdio: ["ignore", "ignore", "inherit"], env });
console.log("[roommuse] Worker bundle written to build/worker/");
