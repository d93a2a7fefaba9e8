/**
 * The app on `wrangler dev`, as `npm start` serves it (local D1, R2 and Durable Objects in workerd),
 * in one place for everything that starts it: `npm start`, the e2e harness and the Lighthouse bench.
 */
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DEVELOPMENT_CONFIG } from "./local-engine.mjs";
import { developmentVarArgs, offlineEnv } from "./offline-env.mjs";

const READY_WITHIN_MS = 60_000;

/**
 * `wrangler dev` arguments: development, on loopback only, local bindings, no interactive prompt.
 * `config` is wrangler.toml plus the development engine's modules by default (scripts/local-engine.mjs writes it).
 * @param {{ port: number | string, inspectorPort?: number, persistTo?: string, vars?: Record<string, string>,
 *   config?: string }} options
 */
export function devServerArgs({ port, inspectorPort, persistTo, vars, config = DEVELOPMENT_CONFIG }) {
  return [
    "dev",
    "--config",
    config,
    "--local",
    "--ip",
    "127.0.0.1",
    "--port",
    String(port),
    ...(inspectorPort === undefined ? [] : ["--inspector-port", String(inspectorPort)]),
    ...(persistTo === undefined ? [] : ["--persist-to", persistTo]),
    "--show-interactive-dev-session=false",
    ...developmentVarArgs(vars),
  ];
}

/** A TCP port on 127.0.0.1 that is free right now. */
export function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolvePort(address.port) : reject(new Error("no port")),
      );
    });
  });
}

/**
 * Serves the app on free ports with a fresh local state of its own (migrations applied), and
 * answers once /api/health does. `onOutput` sees everything wrangler writes. `cwd` is the checkout
 * to serve (this one by default; the benches serve earlier commits beside it).
 * @param {{ vars?: Record<string, string>, onOutput?: (text: string) => void, cwd?: string }} [options]
 */
export async function startDevServer({ vars, onOutput, cwd = process.cwd() } = {}) {
  const wrangler = join(cwd, "node_modules/.bin/wrangler");
  const env = offlineEnv({ NO_COLOR: "1", CI: "true" });
  const state = mkdtempSync(join(tmpdir(), "roommuse-dev-"));
  execFileSync(wrangler, ["d1", "migrations", "apply", "DB", "--local", "--persist-to", state], {
    cwd,
    env,
    stdio: "pipe",
  });
  const [port, inspectorPort] = [await freePort(), await freePort()];
  // A checkout of an earlier commit (the benches' --against) has no development config: its wrangler.toml is served.
  const config = existsSync(join(cwd, DEVELOPMENT_CONFIG)) ? DEVELOPMENT_CONFIG : "wrangler.toml";
  const child = spawn(wrangler, devServerArgs({ port, inspectorPort, persistTo: state, vars, config }), {
    cwd,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const collect = (chunk) => {
    const text = chunk.toString();
    output += text;
    onOutput?.(text);
  };
  child.stdout.on("data", collect);
  child.stderr.on("data", collect);

  const server = {
    url: `http://127.0.0.1:${port}`,
    child,
    /** Stops wrangler (SIGINT, then SIGKILL after 5 s) and deletes the state. */
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((done) => child.once("exit", done));
        child.kill("SIGINT");
        await Promise.race([exited, new Promise((done) => setTimeout(done, 5_000))]);
        if (child.exitCode === null) child.kill("SIGKILL");
      }
      rmSync(state, { recursive: true, force: true });
    },
    /** The same, for a process that is exiting and can no longer wait. */
    stopNow() {
      child.kill("SIGINT");
      rmSync(state, { recursive: true, force: true });
    },
  };
  const deadline = Date.now() + READY_WITHIN_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      await server.stop();
      throw new Error(`wrangler dev exited early:\n${output}`);
    }
    try {
      if ((await fetch(`${server.url}/api/health`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((next) => setTimeout(next, 250));
  }
  await server.stop();
  throw new Error(`wrangler dev did not become ready:\n${output}`);
}
