/**
 * The setup most e2e files share: the app on `wrangler dev` (as `npm start` runs it) and a
 * Chromium, both started before the file's tests and stopped after them.
 *
 *   const e2e = useDevServerAndBrowser();
 *   it("...", async () => { const { page } = await newPage(e2e.browser); await page.goto(e2e.server.url); });
 */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { launchBrowser } from "./browser";
import { startDevServer, type DevServer } from "./dev-server";
import { startWorker, type TestWorker } from "./worker";

export interface DevServerAndBrowser {
  readonly server: DevServer;
  readonly browser: Browser;
}

/** Registers the file's beforeAll/afterAll; the returned fields are set once beforeAll has run. */
export function useDevServerAndBrowser(options: Parameters<typeof startDevServer>[0] = {}): DevServerAndBrowser {
  const started: { server?: DevServer; browser?: Browser } = {};
  beforeAll(async () => {
    [started.server, started.browser] = await Promise.all([startDevServer(options), launchBrowser()]);
  });
  afterAll(async () => {
    await started.browser?.close();
    await started.server?.stop();
  });
  return {
    get server() {
      if (!started.server) throw new Error("The dev server starts in beforeAll: use it inside a test or hook");
      return started.server;
    },
    get browser() {
      if (!started.browser) throw new Error("Chromium starts in beforeAll: use it inside a test or hook");
      return started.browser;
    },
  };
}

export interface WorkerAndBrowser {
  readonly worker: TestWorker;
  readonly browser: Browser;
  /** The Worker's origin, for Chromium to browse. */
  readonly baseUrl: string;
}

/**
 * The built Worker in Miniflare (tests can reach its D1 and Durable Objects to set up users and
 * ledgers) and a Chromium, started before the file's tests and stopped after them.
 */
export function useWorkerAndBrowser(): WorkerAndBrowser {
  const started: { worker?: TestWorker; browser?: Browser; baseUrl?: string } = {};
  beforeAll(async () => {
    [started.worker, started.browser] = await Promise.all([startWorker(), launchBrowser()]);
    started.baseUrl = (await started.worker.mf.ready).origin;
  });
  afterAll(async () => {
    await started.browser?.close();
    await started.worker?.dispose();
  });
  const get = <K extends keyof typeof started>(key: K) => {
    const value = started[key];
    if (value === undefined)
      throw new Error("The Worker and Chromium start in beforeAll: use them inside a test or hook");
    return value as NonNullable<(typeof started)[K]>;
  };
  return {
    get worker() {
      return get("worker");
    },
    get browser() {
      return get("browser");
    },
    get baseUrl() {
      return get("baseUrl");
    },
  };
}
