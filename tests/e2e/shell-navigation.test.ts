/**
 * The signed-in shell around every /app page, on a live page in Chromium (a full-page screenshot
 * draws sticky and fixed bars where they are not): the desktop sidebar stays full height from the
 * top whatever the page above its content shows (the first page's welcome included); the sidebar,
 * the phone's bottom bar and its menu agree on the current entry, the Dashboard's on the pages
 * the dashboard leads to ("Your designs", the credit history); and at 390 px a tool page's sticky
 * Back/Next bar stands right on the bottom navigation, and the page's end scrolls into view above both.
 */
import { randomUUID } from "node:crypto";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { SCRIPTLESS_APP_PAGES } from "../support/app-pages";
import { ACCOUNT_PATH, APP_HOME, CREDIT_HISTORY_PATH, DASHBOARD_PATH, DESIGNS_PATH } from "~/utils/paths";
import { TOOL_LIST, TOOLS } from "~/tools";
import {
  DESKTOP,
  LANGUAGES_AT_WIDTHS,
  LOCALES as LANGUAGES,
  localeOf,
  newPage,
  PHONE,
  viewportScreenshot,
} from "../support/browser";
import { useApp } from "../support/e2e";
import { fixturePath } from "../support/images";
import { choosePhoto, hydrated, openWizard, recolorFromPage, signInPage, skipTours } from "./app-support";
import { TEXTS, type Lang } from "../support/texts";

const e2e = useApp();

async function signedIn(lang: Lang, viewport: typeof PHONE) {
  const opened = await newPage(e2e.browser, { viewport, locale: localeOf(lang) });
  await signInPage(opened.page, e2e.url, `shell-${randomUUID().slice(0, 8)}@example.com`);
  await skipTours(opened.page);
  return opened;
}

/** Where an element is in the viewport, as the user sees it now. */
const box = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const { top, bottom, left, height } = el.getBoundingClientRect();
      return { top, bottom, left, height };
    });

/** Scrolls to the very end of the page, again while it grows (an image arriving), until the browser is there. */
async function scrollToEnd(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const end = document.documentElement.scrollHeight;
        window.scrollTo(0, end);
        return Math.ceil(window.scrollY + window.innerHeight) >= end;
      }),
    )
    .toBe(true);
}

describe("the desktop sidebar", () => {
  for (const [lang] of LANGUAGES)
    it(`stays full height from the top under the first page's welcome, scrolled or not (${lang})`, async () => {
      const { page, problems } = await signedIn(lang, DESKTOP);
      await page.goto(`${e2e.url}${DASHBOARD_PATH}`);
      await hydrated(page);
      await page.getByTestId("welcome-note").waitFor();
      const sidebar = '[data-testid="sidebar"]';
      const full = { top: 0, left: 0, height: DESKTOP.height };
      expect(await box(page, sidebar)).toMatchObject(full);
      // The welcome sits in the page's column, beside the sidebar, not above it.
      expect((await box(page, '[data-testid="welcome-note"]')).top).toBeLessThan(DESKTOP.height / 4);
      await scrollToEnd(page);
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      expect(await box(page, sidebar)).toMatchObject(full);
      await viewportScreenshot(page, `shell-sidebar-welcome-end-${lang}`);
      expect(problems).toEqual([]);
    });
});

describe("the current entry of the navigation", () => {
  /** The pages the dashboard leads to, which have no entry of their own. */
  const DASHBOARD_PAGES = [APP_HOME, DASHBOARD_PATH, DESIGNS_PATH, CREDIT_HISTORY_PATH];

  /** Expects exactly one entry of the navigation `container` marked aria-current="page", the one saying `label`. */
  async function expectCurrent(page: Page, container: string, label: string, path: string) {
    const entries = await page.locator(`${container} [aria-current="page"]`).allTextContents();
    expect(entries, path).toHaveLength(1);
    expect(entries[0], path).toContain(label);
  }

  for (const [lang, width, viewport] of LANGUAGES_AT_WIDTHS)
    it(`is the Dashboard on the pages it leads to, the tool on a tool (${lang}, ${width})`, async () => {
      const nav = TEXTS[lang].app.nav;
      const recolor = TEXTS[lang].tools.recolor;
      const { page, problems } = await signedIn(lang, viewport);
      const expectations = [
        ...DASHBOARD_PAGES.map((path) => ({ path, sidebar: nav.dashboard, bar: nav.home, menu: nav.dashboard })),
        { path: TOOLS.recolor.path, sidebar: recolor.shortName, bar: recolor.shortName, menu: recolor.name },
      ];
      for (const { path, sidebar, bar, menu } of expectations) {
        await page.goto(`${e2e.url}${path}`);
        await hydrated(page);
        if (width === "desktop") {
          await expectCurrent(page, '[data-testid="sidebar"] nav', sidebar, path);
          if (path === DESIGNS_PATH) await viewportScreenshot(page, `shell-current-${lang}-${width}`);
          continue;
        }
        await expectCurrent(page, '[data-testid="bottom-bar"]', bar, path);
        // A page that loads no script has More as what it is without JavaScript: a link to All tools.
        const more = page.getByTestId("bottom-bar").getByRole("link", { name: nav.more });
        if (SCRIPTLESS_APP_PAGES.includes(path)) {
          expect(await more.getAttribute("href"), path).toBe("/app/image-editing");
          continue;
        }
        await more.click();
        await expectCurrent(page, '[data-testid="mobile-menu"] ul', menu, path);
        if (path === DESIGNS_PATH) await viewportScreenshot(page, `shell-current-${lang}-${width}`);
        await page.getByRole("button", { name: nav.closeMenu }).click();
      }
      expect(problems).toEqual([]);
    });
});

describe("the phone's More tab", () => {
  /** The colour the bottom bar's entry saying `label` is drawn in. */
  const colourOf = (page: Page, label: string) =>
    page
      .getByTestId("bottom-bar")
      .getByRole("link", { name: label, exact: true })
      .evaluate((el) => getComputedStyle(el).color);

  for (const [lang] of LANGUAGES)
    it(`is lit, like a current tab, on the pages only its menu leads to (${lang}, phone)`, async () => {
      const nav = TEXTS[lang].app.nav;
      const { page, problems } = await signedIn(lang, PHONE);
      await page.goto(`${e2e.url}${DASHBOARD_PATH}`);
      await hydrated(page);
      const lit = await colourOf(page, nav.home);
      expect(await colourOf(page, nav.moreLabel)).not.toBe(lit);
      const behindMore = TOOL_LIST.filter((tool) => !tool.inBottomBar).map((tool) => tool.path);
      expect(behindMore.length).toBeGreaterThan(0);
      for (const path of [...behindMore, ACCOUNT_PATH]) {
        await page.goto(`${e2e.url}${path}`);
        await hydrated(page);
        expect(await colourOf(page, nav.moreLabel), path).toBe(lit);
        expect(await page.getByTestId("bottom-bar").locator('[aria-current="page"]').count(), path).toBe(0);
      }
      await viewportScreenshot(page, `shell-more-lit-${lang}-phone`);
      expect(problems).toEqual([]);
    });
});

describe("the end of a tool page on a phone", () => {
  for (const [lang] of LANGUAGES)
    it(`scrolls into view above the sticky Back/Next bar and the bottom navigation (${lang}, phone)`, async () => {
      const { page, problems } = await signedIn(lang, PHONE);
      await openWizard(page, `${e2e.url}${TOOLS.recolor.path}`);
      // A chosen photo makes the step taller than the screen: the bars float over the page.
      await choosePhoto(page, "image", fixturePath("room.jpg"));
      expect(await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight)).toBe(true);
      // Above the end, the Back/Next bar sticks right on the bottom navigation: no strip of page between them.
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect
        .poll(async () => {
          const actionBar = await box(page, '[data-testid="next-step"] >> xpath=..');
          const bar = await box(page, '[data-testid="bottom-bar"]');
          return Math.abs(actionBar.bottom - bar.top);
        })
        .toBeLessThan(1);
      await viewportScreenshot(page, `shell-tool-stuck-bar-${lang}-phone`);
      await scrollToEnd(page);
      const card = await box(page, "main section.card");
      const actions = await box(page, '[data-testid="next-step"]');
      const bar = await box(page, '[data-testid="bottom-bar"]');
      expect(card.bottom).toBeLessThanOrEqual(actions.top);
      expect(actions.bottom).toBeLessThanOrEqual(bar.top);
      await viewportScreenshot(page, `shell-tool-end-${lang}-phone`);
      expect(problems).toEqual([]);
    });

  for (const [lang] of LANGUAGES)
    it(`shows a stored result's last actions above the bottom navigation (${lang}, phone)`, async () => {
      const { page, problems } = await signedIn(lang, PHONE);
      await page.goto(`${e2e.url}${DESIGNS_PATH}`);
      await recolorFromPage(page);
      await page.reload();
      // The design opens its tool's stored-result page, as the user reaches it from "Your designs".
      await page.locator(`main a[href^="${TOOLS.recolor.path}?result="]`).first().click();
      // The designs page loads no script and has loaded: "hydrated" holds there at once, so the
      // result's own page is waited for first.
      await page.waitForURL((url) => url.pathname === TOOLS.recolor.path && url.searchParams.has("result"));
      await hydrated(page);
      // The page reaches its full height once its images have loaded.
      await page.waitForFunction(() =>
        [...document.querySelectorAll("main img")].every((img) => (img as HTMLImageElement).complete),
      );
      await page.getByTestId("result-image").waitFor();
      // Measured again until it holds: the page can still change height after its image is in.
      await expect
        .poll(async () => {
          await scrollToEnd(page);
          const card = await box(page, "main section.card");
          const bar = await box(page, '[data-testid="bottom-bar"]');
          return card.bottom - bar.top;
        })
        .toBeLessThanOrEqual(0);
      await viewportScreenshot(page, `shell-result-end-${lang}-phone`);
      expect(problems).toEqual([]);
    });
});
