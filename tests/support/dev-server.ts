/**
 * Runs the app the way `npm start` does (wrangler dev, local D1/R2/DO in workerd) on a free
 * port with its own fresh state, for end-to-end tests; wrangler's error lines fail the test.
 */
import { startDevServer as startWranglerDev } from "../../scripts/dev-server.mjs";
import { recordWorkerError } from "./worker-log";

export interface DevServer {
  url: string;
  stop(): Promise<void>;
}

export async function startDevServer(options: { vars?: Record<string, string> } = {}): Promise<DevServer> {
  const { url, stop } = await startWranglerDev({
    vars: options.vars,
    onOutput: (text: string) => {
      for (const line of text.split("\n")) {
        if (/✘|\[ERROR\]|^\s*Error/.test(line)) recordWorkerError(line);
      }
    },
  });
  return { url, stop };
}
