/**
 * Debian's Chromium driven by playwright-core. Screenshots, for a person to look at, land in
 * tests/e2e/screenshots/ (ignored) when SCREENSHOTS=1 (`npm run screenshots`); a plain test run
 * takes none: no test reads them, and about a second of Chromium's CPU each was a tenth of the run.
 */
import { existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from "playwright-core";
import { onTestFinished, TestRunner } from "vitest";
import { HEADLESS_SHELL_PACKAGE, TEST_CHROMIUM_PATH } from "../../scripts/chromium.mjs";
import { visitorAddress } from "./sign-in";

export const CHROMIUM = TEST_CHROMIUM_PATH;
export const SCREENSHOT_DIR = join(process.cwd(), "tests/e2e/screenshots");

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };
/** The two widths every screen is looked at, named as test titles and screenshot files name them. */
export const WIDTHS = [
  ["phone", PHONE],
  ["desktop", DESKTOP],
] as const;
/** Each language the app speaks, with the browser locale that asks for it. */
export const LOCALES = [
  ["en", "en-US"],
  ["es", "es-ES"],
] as const;
/** The browser locale that asks for `lang`. */
export const localeOf = (lang: (typeof LOCALES)[number][0]) =>
  LOCALES.find(([language]) => language === lang)?.[1] ?? "en-US";
/** Every language at every width: [language, width name, viewport], for `describe.each`. */
export const LANGUAGES_AT_WIDTHS = LOCALES.flatMap(([lang]) =>
  WIDTHS.map(([width, viewport]) => [lang, width, viewport] as const),
);
/** Each language once, each at its own width: English at `englishWidth`, Spanish at the other. */
export const eachLanguageOnce = (englishWidth: (typeof WIDTHS)[number][0]) =>
  LANGUAGES_AT_WIDTHS.filter(([lang, width]) => (lang === "en") === (width === englishWidth));

/** Playwright gives every launch a fresh, empty profile of its own. */
export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM))
    throw new Error(
      `Chromium not found at ${CHROMIUM}: apt-get install -y ${HEADLESS_SHELL_PACKAGE} (npm test does this)`,
    );
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

/**
 * A page opened inside a test closes when the test ends, passed or failed. Left open, a file's
 * pages pile up in one Chromium (dozens in the accessibility scan, each with its photos and its
 * timers), and on a busy machine a late navigation waited 30 s for its load event. A page opened
 * in a hook is the hook's to close.
 */
function closeWithTest(context: BrowserContext) {
  if (TestRunner.getCurrentTest()) onTestFinished(() => context.close().catch(() => undefined));
}

/** A page that fails the test on any uncaught page error or console.error, and closes with its test. */
export async function newPage(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<{ page: Page; problems: string[] }> {
  const context = await browser.newContext({
    viewport: DESKTOP,
    ...options,
    // Each page is a visitor of its own, as Cloudflare names one: the app's per-address limits (20
    // sign-in links an hour) then count each test's visitor, not the whole run from one loopback.
    extraHTTPHeaders: { "CF-Connecting-IP": visitorAddress(), ...options.extraHTTPHeaders },
  });
  closeWithTest(context);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console.error: ${message.text()}`);
  });
  return { page, problems };
}

/** Whether this run keeps screenshots (SCREENSHOTS=1, as `npm run screenshots` sets it). */
export const TAKING_SCREENSHOTS = process.env.SCREENSHOTS === "1";

/** Saves the page as tests/e2e/screenshots/<name>.png, when this run keeps screenshots. */
export async function screenshot(page: Page, name: string, fullPage = true): Promise<void> {
  if (!TAKING_SCREENSHOTS) return;
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage });
}

/** The viewport as the user sees it: a full-page capture draws fixed dialogs and sticky bars elsewhere. */
export const viewportScreenshot = (page: Page, name: string) => screenshot(page, name, false);

/**
 * The bytes `url` gives the page (with its cookies; a `blob:` address too), carried back as base64.
 * A list of numbers, as `[...new Uint8Array(…)]` returns them, is serialized element by element on
 * both sides of the protocol: seconds of CPU for one photo.
 */
export async function bytesInPage(page: Page, url: string): Promise<Buffer> {
  const base64 = await page.evaluate(async (address) => {
    const blob = await (await fetch(address)).blob();
    const read = await new Promise<string>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.onerror = () => reject(reader.error);
      reader.readAsDataURL(blob);
    });
    return read.slice(read.indexOf(",") + 1);
  }, url);
  return Buffer.from(base64, "base64");
}

/** The bytes of the picture an `<img>` shows, as the page has them. */
export async function shownImageBytes(image: Locator): Promise<Buffer> {
  return bytesInPage(image.page(), await image.evaluate((img) => (img as HTMLImageElement).src));
}

/**
 * Loads every image of the page now, the lazy ones too, and waits until each has drawn (a picture
 * that fails to load fails the wait). One script in the page: scrolling each one into view, as a
 * person would, took two round trips an image (the landing has 40).
 */
export async function everyImageDrawn(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      [...document.images].map((img) => {
        img.loading = "eager";
        return img.complete
          ? undefined
          : new Promise((settled) => {
              img.addEventListener("load", settled, { once: true });
              img.addEventListener("error", settled, { once: true });
            });
      }),
    ),
  );
  await page.waitForFunction(() => [...document.images].every((img) => img.complete && img.naturalWidth > 0));
}
