/**
 * A paying user reaches every design and every credit movement from the app, not only the latest
 * ones: the dashboard's "Your designs" → See all → Older designs, until the first design they
 * ever made, which opens its stored-result page; Recent Activity → View All → Next, until the
 * first row of the history. With JavaScript the older designs join the list in place (focus on
 * the first new one); without it the same links load the next page. English and Spanish, 390 and
 * 1280 px, screenshots of each; the designs pages (the first, grown in place, and a page of its
 * own in the middle, with both links) are scanned with axe-core and html-validate. The strip
 * shows the user's results even when more runs than it holds failed after them.
 */
import type { Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { Audit } from "../support/accessibility";
import {
  everyImageDrawn,
  LANGUAGES_AT_WIDTHS,
  LOCALES,
  localeOf,
  newPage,
  PHONE,
  screenshot,
  viewportScreenshot,
} from "../support/browser";
import { storeGenerations } from "../support/generations";
import { useApp } from "../support/e2e";
import { createUser, type TestUser } from "../support/users";
import { hydrated, recolorFromPage, skipTours } from "./app-support";
import { SESSION_COOKIE } from "~/services/cookie-names";

const e2e = useApp();
const audit = new Audit();
/** More than the dashboard's strip (12) and two designs pages (24 each) hold. */
const RESULTS = 51;
const DESIGNS_PAGE = 24;
const GRANT = RESULTS * 10 + 100;

const WORDS = {
  en: {
    seeAll: "See all your designs",
    yourDesigns: "Your designs",
    designsTitle: "Your designs — RoomMuse",
    older: /Older designs/,
    tool: "Recolor Room",
    viewAll: "View All",
    historyTitle: "Credit history — RoomMuse",
    next: /Next/,
    pageOf: (n: number) => `Page ${n} of 3`,
    firstRow: "Bonus credits",
  },
  es: {
    seeAll: "Ver todos tus diseños",
    yourDesigns: "Tus diseños",
    designsTitle: "Tus diseños — RoomMuse",
    older: /Diseños anteriores/,
    tool: "Cambiar color",
    viewAll: "Ver todo",
    historyTitle: "Historial de créditos — RoomMuse",
    next: /Siguiente/,
    pageOf: (n: number) => `Página ${n} de 3`,
    firstRow: "Créditos de regalo",
  },
} as const;

let user: TestUser;
/** The user's designs, newest first, as the database holds them. */
let made: string[];

beforeAll(async () => {
  // Credits left after the designs, so the dashboard opens without the Out of Credits dialog.
  user = await createUser(e2e.worker, { credits: GRANT });
  const { page, problems } = await signedIn({ javaScriptEnabled: true, locale: "en-US" });
  await page.goto(`${e2e.url}/app`);
  await recolorFromPage(page, RESULTS);
  await page.context().close();
  expect(problems).toEqual([]);
  const { results } = await (await e2e.worker.db())
    .prepare("SELECT id FROM generations WHERE user_id = ? ORDER BY created_at DESC, id DESC")
    .bind(user.id)
    .all<{ id: string }>();
  made = results.map((row) => row.id);
  expect(made).toHaveLength(RESULTS);
}, 600_000);

async function signedIn(
  options: {
    javaScriptEnabled: boolean;
    locale: string;
    viewport?: { width: number; height: number };
  },
  who: TestUser = user,
) {
  const opened = await newPage(e2e.browser, options);
  await skipTours(opened.page);
  await opened.page.context().addCookies([{ name: SESSION_COOKIE, value: who.cookie.split("=")[1], url: e2e.url }]);
  return opened;
}

/** The design ids the page lists, in order (each card's link names its result). */
const listed = (page: Page) =>
  page
    .getByTestId("design")
    .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).searchParams.get("result")));

/** React has taken over this element (hydration attached its handlers): a click is React's, not a plain link's. */
const reactAttached = (link: Locator) =>
  link.evaluate(
    (element) =>
      new Promise<void>((resolve) => {
        const check = () =>
          Object.keys(element).some((key) => key.startsWith("__reactProps")) ? resolve() : requestAnimationFrame(check);
        check();
      }),
  );

/** Every design's picture arrives: a picture that fails to load would stay a tinted box. */
const loaded = everyImageDrawn;

/** Waits until the page lists `count` designs, as the user sees them arrive. */
const shown = (page: Page, count: number) =>
  page
    .getByTestId("design")
    .nth(count - 1)
    .waitFor();

/** The width the page lays out beyond the viewport (0: nothing scrolls sideways). */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe.each(LANGUAGES_AT_WIDTHS)("older designs and history (%s, %s)", (lang, width, viewport) => {
  const words = WORDS[lang];

  it("See all → Older designs reaches the first design, which opens its stored result", async () => {
    const { page, problems } = await signedIn({ javaScriptEnabled: true, locale: localeOf(lang), viewport });
    await page.goto(`${e2e.url}/app/dashboard`);
    await hydrated(page);
    // The strip shows the latest designs; See all sits beside its heading.
    await page.getByTestId("your-designs").getByTestId("design").nth(11).waitFor();
    await page.getByRole("heading", { name: words.yourDesigns }).scrollIntoViewIfNeeded();
    await viewportScreenshot(page, `dashboard-see-all-${lang}-${width}`);
    await page.getByRole("link", { name: words.seeAll }).click();
    await page.waitForURL(/\/app\/designs$/);
    await expect.poll(() => page.title()).toBe(words.designsTitle);
    expect(await listed(page)).toEqual(made.slice(0, DESIGNS_PAGE));
    // Every picture has loaded (or the screenshot would show the tinted boxes that stand in for them).
    await loaded(page);
    await screenshot(page, `designs-first-page-${lang}-${width}`);
    const found = await audit.scan(page, `designs first page ${lang} ${width}`);

    const older = page.getByRole("link", { name: words.older });
    const secondPage = await older.getAttribute("href");
    await reactAttached(older);
    await older.click();
    await shown(page, 2 * DESIGNS_PAGE);
    expect(await listed(page)).toEqual(made.slice(0, 2 * DESIGNS_PAGE));
    // The next designs joined the list in place; focus is on the first of them.
    expect(page.url()).toMatch(/\/app\/designs$/);
    expect(await page.evaluate(() => document.activeElement?.getAttribute("href"))).toContain(made[DESIGNS_PAGE]);
    // From the keyboard this time (the page is still scrolling smoothly to the focused design).
    await older.focus();
    await page.keyboard.press("Enter");
    await shown(page, RESULTS);
    expect(await listed(page)).toEqual(made);
    expect(await older.count()).toBe(0);
    expect(await overflow(page)).toBe(0);
    found.push(...(await audit.scan(page, `designs all in place ${lang} ${width}`)));
    await loaded(page);
    await screenshot(page, `older-designs-${lang}-${width}`);

    const first = page.getByTestId("design").last();
    expect(await first.textContent()).toContain(words.tool);
    await first.click();
    await page.waitForURL(new RegExp(`/app/recolor\\?result=${made[RESULTS - 1]}$`));
    const stored = page.getByTestId("stored-result");
    await stored.waitFor();
    expect(await stored.getByTestId("result-image").getAttribute("src")).toBe(
      `/api/generations/${made[RESULTS - 1]}/image`,
    );

    // A page of its own in the middle carries both links: back to the newest and on to older.
    await page.goto(`${e2e.url}${secondPage}`);
    await hydrated(page);
    expect(await listed(page)).toEqual(made.slice(DESIGNS_PAGE, 2 * DESIGNS_PAGE));
    found.push(...(await audit.scan(page, `designs second page ${lang} ${width}`)));
    expect(audit.report(found)).toBe("");
    await page.context().close();
    expect(problems).toEqual([]);
  });

  it("without JavaScript, Older designs is a link to the next page, down to the first design", async () => {
    const { page, problems } = await signedIn({ javaScriptEnabled: false, locale: localeOf(lang), viewport });
    await page.goto(`${e2e.url}/app/designs`);
    expect(await page.title()).toBe(words.designsTitle);
    for (let start = 0; start < RESULTS; start += DESIGNS_PAGE) {
      expect(await listed(page)).toEqual(made.slice(start, start + DESIGNS_PAGE));
      expect(await overflow(page)).toBe(0);
      if (start + DESIGNS_PAGE >= RESULTS) break;
      await page.getByRole("link", { name: words.older }).click();
      await page.waitForURL(/\/app\/designs\?before=/);
    }
    expect(await page.getByRole("link", { name: words.older }).count()).toBe(0);
    await screenshot(page, `older-designs-nojs-${lang}-${width}`);
    await page.getByTestId("design").last().click();
    await page.waitForURL(new RegExp(`result=${made[RESULTS - 1]}$`));
    await page.getByTestId("stored-result").waitFor();
    await page.context().close();
    expect(problems).toEqual([]);
  });

  it("View All → Next reaches the first row of the credit history", async () => {
    const { page, problems } = await signedIn({ javaScriptEnabled: true, locale: localeOf(lang), viewport });
    await page.goto(`${e2e.url}/app/dashboard`);
    await hydrated(page);
    await page.getByTestId("recent-activity").getByRole("link", { name: words.viewAll }).click();
    await page.waitForURL(/\/app\/credits\/history$/);
    await expect.poll(() => page.title()).toBe(words.historyTitle);
    // The grant, then one debit per design: 52 rows, 20 a page.
    for (const pageNumber of [2, 3]) {
      expect(await page.getByTestId("transaction").count()).toBe(20);
      await page.getByRole("link", { name: words.next }).click();
      await page.getByText(words.pageOf(pageNumber)).waitFor();
    }
    expect(await page.getByTestId("transaction").count()).toBe(12);
    expect(await page.getByRole("link", { name: words.next }).count()).toBe(0);
    const firstRow = page.getByTestId("transaction").last();
    expect(await firstRow.textContent()).toContain(words.firstRow);
    expect(await firstRow.getByTestId("transaction-amount").textContent()).toBe(`+${GRANT}`);
    expect(await overflow(page)).toBe(0);
    await screenshot(page, `older-history-${lang}-${width}`);
    await page.context().close();
    expect(problems).toEqual([]);
  });
});

describe.each(LOCALES)("the dashboard's strip (%s)", (lang, locale) => {
  it("shows the user's results even when their newest runs failed", async () => {
    const maker = await createUser(e2e.worker, { credits: 100 });
    const { page, problems } = await signedIn({ javaScriptEnabled: true, locale, viewport: PHONE }, maker);
    await page.goto(`${e2e.url}/app`);
    await recolorFromPage(page, 2);
    // Then a dozen runs that failed (no result), newer than both results: more than the strip holds.
    await storeGenerations(e2e.worker, maker, 13, Date.now() + 60 * 60_000, "failed");
    await page.goto(`${e2e.url}/app/dashboard`);
    await hydrated(page);
    const strip = page.getByTestId("your-designs");
    await strip.getByTestId("design").nth(1).waitFor();
    expect(await strip.getByTestId("design").count()).toBe(2);
    expect(await strip.getByTestId("design").first().textContent()).toContain(WORDS[lang].tool);
    await page.context().close();
    expect(problems).toEqual([]);
  });
});
