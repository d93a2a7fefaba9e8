#!/usr/bin/env node
// Installs dependencies when node_modules is missing or older than package-lock.json.
// Node built-ins only: this runs before anything is installed.
import { execSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";

const lock = existsSync("package-lock.json") ? readFileSync("package-lock.json") : readFileSync("package.json");
const want = createHash("sha256").update(lock).digest("hex");
const stamp = "node_modules/.roommuse-installed";
const have = existsSync(stamp) ? readFileSync(stamp, "utf8").trim() : "";

if (have !== want || !existsSync("node_modules/.bin/remix")) {
  const command = existsSync("package-lock.json") ? "npm ci --no-audit --no-fund" : "npm install --no-audit --no-fund";
  console.log(`[roommuse] installing dependencies (${command})…`);
  execSync(command, { stdio: "inherit" });
  writeFileSync(stamp, want);
}
