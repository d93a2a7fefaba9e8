/**
 * The setup every e2e file shares: the app and a Chromium, started once per test process and used
 * by every file that process runs (Vitest runs a project's files one after another in each process,
 * sharing modules). The app is the built Worker, exactly what `npm start` serves and `wrangler
 * deploy` uploads, in workerd through Miniflare, so a test can also reach its D1 and Durable
 * Objects to set up users and ledgers. Each test makes its own users; a file that needs other
 * settings (prices, a support address) gets them per request, through the test harness's switch
 * (server/test-settings.ts), by naming them here.
 *
 *   const e2e = useApp({ settings: { CREDIT_COSTS: "{\"RECOLOR\":5}" } });
 *   it("...", async () => { const { page } = await newPage(e2e.browser); await page.goto(e2e.url); });
 */
import type { Browser, BrowserContextOptions } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { TEST_SETTINGS_HEADER } from "../../server/test-settings";
import { launchBrowser } from "./browser";
import { sharedWorker, type TestWorker, withTestSettings } from "./worker";

export interface App {
  /** The app's origin, for Chromium to browse and for plain HTTP. */
  readonly url: string;
  /** The same app in Miniflare: its D1, R2 and Durable Objects, and requests carrying the file's settings. */
  readonly worker: TestWorker;
  /** Chromium; every page it opens carries the file's settings. */
  readonly browser: Browser;
}

let chromium: Promise<Browser> | undefined;

/**
 * `browser` with `headers` on every request of every page it opens (contexts and pages made here),
 * which is how a file's settings reach the app from Chromium.
 */
function sendingHeaders(browser: Browser, headers: Record<string, string>): Browser {
  if (Object.keys(headers).length === 0) return browser;
  const withHeaders = (options: BrowserContextOptions = {}) => ({
    ...options,
    extraHTTPHeaders: { ...headers, ...options.extraHTTPHeaders },
  });
  return new Proxy(browser, {
    get(target, key) {
      if (key === "newContext") return (options?: BrowserContextOptions) => target.newContext(withHeaders(options));
      if (key === "newPage") return (options?: BrowserContextOptions) => target.newPage(withHeaders(options));
      const value = Reflect.get(target, key);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/** Registers the file's beforeAll/afterAll; the returned fields are set once beforeAll has run. */
export function useApp(options: { settings?: Record<string, string> } = {}): App {
  const settings = options.settings ?? {};
  const started: { worker?: TestWorker; browser?: Browser; url?: string } = {};
  beforeAll(async () => {
    chromium ??= launchBrowser();
    const [worker, browser] = await Promise.all([sharedWorker(), chromium]);
    started.worker = withTestSettings(worker, settings);
    started.url = (await worker.mf.ready).origin;
    const header: Record<string, string> = Object.keys(settings).length
      ? { [TEST_SETTINGS_HEADER]: JSON.stringify(settings) }
      : {};
    started.browser = sendingHeaders(browser, header);
  });
  // What a file's tests opened and left open (a page opened in a hook) goes with the file: the next
  // file gets a Chromium with nothing in it.
  afterAll(async () => {
    const browser = await chromium;
    await Promise.all((browser?.contexts() ?? []).map((context) => context.close().catch(() => undefined)));
  });
  const get = <K extends keyof typeof started>(key: K) => {
    const value = started[key];
    if (value === undefined) throw new Error("The app and Chromium start in beforeAll: use them inside a test or hook");
    return value as NonNullable<(typeof started)[K]>;
  };
  return {
    get url() {
      return get("url");
    },
    get worker() {
      return get("worker");
    },
    get browser() {
      return get("browser");
    },
  };
}
