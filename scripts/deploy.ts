#!/usr/bin/env node
// `npm run deploy`: refuse to publish a Worker whose production settings are missing or still
// development values (server/deploy-preflight.ts says which), then build and deploy the top
// level of wrangler.toml, which is production. Extra arguments go to `wrangler deploy`.
import { execFileSync, spawnSync } from "node:child_process";
import { experimental_readRawConfig } from "wrangler";
import { deployPreflightProblems } from "../server/deploy-preflight";

const wrangler = (args: string[]) =>
  execFileSync("npx", ["wrangler", ...args], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] });

/** The names of the secrets already put on the Worker, or null when Cloudflare cannot be asked. */
function secretNames(): string[] | null {
  try {
    const listed = JSON.parse(wrangler(["secret", "list", "--format", "json"])) as { name: string }[];
    return listed.map((secret) => secret.name);
  } catch {
    return null;
  }
}

const { rawConfig } = experimental_readRawConfig({ config: "wrangler.toml" });
const secrets = secretNames();
const problems = deployPreflightProblems({
  vars: (rawConfig.vars ?? {}) as Record<string, unknown>,
  secretNames: secrets ?? [],
  d1DatabaseIds: ((rawConfig.d1_databases ?? []) as { database_id?: string }[]).map((db) => db.database_id ?? ""),
  sendEmailBindings: ((rawConfig.send_email ?? []) as { name: string }[]).map((binding) => binding.name),
});
if (!secrets) problems.unshift("cannot list the Worker's secrets: run `wrangler login` (or set CLOUDFLARE_API_TOKEN)");
if (problems.length) {
  console.error(`[deploy] refused: production is not ready.\n- ${problems.join("\n- ")}`);
  console.error("[deploy] see docs/deploying.md.");
  process.exit(1);
}
console.log("[deploy] preflight passed: every production setting is present");
execFileSync("node", ["scripts/build.mjs"], { stdio: "inherit" });
const deploy = spawnSync("npx", ["wrangler", "deploy", ...process.argv.slice(2)], { stdio: "inherit" });
process.exit(deploy.status ?? 1);
