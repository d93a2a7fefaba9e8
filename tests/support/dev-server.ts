/**
 * Runs the app the way `npm start` does (wrangler dev, local D1/R2/DO in workerd) on a free
 * port with its own fresh state, for end-to-end tests.
 */
import { spawn, execFileSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { developmentVarArgs, offlineEnv } from "../../scripts/offline-env.mjs";
import { freePort } from "./ports";
import { recordWorkerError } from "./worker-log";

const CLIENT_DISCONNECT = /kj\/async-io-unix\.c\+\+:\d+: disconnected: .*(Connection reset by peer|Broken pipe)/;

export interface DevServer {
  url: string;
  stop(): Promise<void>;
}

const wranglerEnv = offlineEnv({ NO_COLOR: "1", CI: "true" });
const wrangler = join(process.cwd(), "node_modules/.bin/wrangler");

export async function startDevServer(options: { vars?: Record<string, string> } = {}): Promise<DevServer> {
  const state = mkdtempSync(join(tmpdir(), "roommuse-e2e-"));
  execFileSync(wrangler, ["d1", "migrations", "apply", "DB", "--local", "--persist-to", state], {
    env: wranglerEnv,
    stdio: "pipe",
  });
  const [port, inspectorPort] = [await freePort(), await freePort()];
  const child: ChildProcess = spawn(
    wrangler,
    [
      "dev",
      "--local",
      "--ip",
      "127.0.0.1",
      "--port",
      String(port),
      "--inspector-port",
      String(inspectorPort),
      "--persist-to",
      state,
      "--show-interactive-dev-session=false",
      ...developmentVarArgs(options.vars),
    ],
    { env: wranglerEnv, stdio: ["ignore", "pipe", "pipe"] },
  );
  let output = "";
  const collect = (chunk: Buffer) => {
    const text = chunk.toString();
    output += text;
    for (const line of text.split("\n")) {
      // A browser that drops a connection mid-response (navigation, closed tab) is not an app error.
      if (CLIENT_DISCONNECT.test(line)) continue;
      if (/✘|\[ERROR\]|^\s*Error/.test(line)) recordWorkerError(line);
    }
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited early:\n${output}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  if (Date.now() >= deadline) throw new Error(`wrangler dev did not become ready:\n${output}`);

  return {
    url,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once("exit", r));
        child.kill("SIGINT");
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
        if (child.exitCode === null) child.kill("SIGKILL");
      }
      rmSync(state, { recursive: true, force: true });
    },
  };
}
