/**
 * The app of this checkout and of earlier commits, each built and served by `wrangler dev` side
 * by side, so that a bench compares them in one run on the same machine under the same load.
 * An earlier commit is checked out in bench/results/ (ignored by git) as a detached worktree, with
 * this checkout's node_modules when its lock file is the same and its own (`npm ci`) otherwise;
 * it is built with its own `npm run build`.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, symlinkSync } from "node:fs";
import { join, resolve } from "node:path";
import { startDevServer } from "../../scripts/dev-server.mjs";
import { offlineEnv } from "../../scripts/offline-env.mjs";

const env = offlineEnv({ NO_COLOR: "1", CI: "true" });
const run = (command, args, cwd) => execFileSync(command, args, { cwd, env, stdio: "ignore" });

/** `--against <ref>` (repeatable) from the command line: the commits to compare with this checkout. */
export const againstRefs = (argv) => argv.flatMap((arg, i) => (argv[i - 1] === "--against" ? [arg] : []));

/** A built checkout of `ref` (or of this working tree for null): its directory and its name in tables. */
export function prepareCheckout(ref) {
  if (ref === null) {
    run("node", ["scripts/build.mjs"], process.cwd());
    return { name: "this checkout", dir: process.cwd() };
  }
  const sha = execFileSync("git", ["rev-parse", "--short", ref], { encoding: "utf8" }).trim();
  const dir = resolve("bench/results", `checkout-${sha}`);
  if (!existsSync(dir)) {
    mkdirSync("bench/results", { recursive: true });
    run("git", ["worktree", "add", "--detach", "--force", dir, sha], process.cwd());
    const sameLock = readFileSync(join(dir, "package-lock.json"), "utf8") === readFileSync("package-lock.json", "utf8");
    if (sameLock) symlinkSync(resolve("node_modules"), join(dir, "node_modules"));
    else run("npm", ["ci", "--no-audit", "--no-fund"], dir);
  }
  run("node", ["scripts/build.mjs"], dir);
  return { name: ref === sha ? sha : `${ref} (${sha})`, dir };
}

/** Serves a prepared checkout on a free port with a fresh local state; answers `{ name, url, stop }`. */
export async function serveCheckout({ name, dir }) {
  const server = await startDevServer({ cwd: dir });
  return { name, url: server.url, stop: () => server.stop(), stopNow: () => server.stopNow() };
}
