#!/usr/bin/env node
// `npm start`: build (the app and the local engine), apply local D1 migrations, serve development on
// http://127.0.0.1:8787 (PORT overrides). wrangler.toml is production; development is chosen here with --var.
import { spawn, execSync } from "node:child_process";
import { devServerArgs } from "./dev-server.mjs";
import { buildLocalEngine } from "./local-engine.mjs";
import { offlineEnv } from "./offline-env.mjs";

const port = process.env.PORT || "8787";
const env = offlineEnv();
const run = (cmd) => execSync(cmd, { stdio: "inherit", env });

run("npx remix build");
// The local image engine, which the production bundle leaves out, and the config that adds it (docs/decisions/0030).
await buildLocalEngine();
run("npx wrangler d1 migrations apply DB --local");
console.log(`[roommuse] serving on http://127.0.0.1:${port}`);
const dev = spawn("npx", ["wrangler", ...devServerArgs({ port })], { stdio: "inherit", env });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => dev.kill("SIGINT"));
dev.on("exit", (code) => process.exit(code ?? 0));
