/**
 * No signed-in page scrolls sideways at 360, 390, 768 or 1280 px, for a new user and for one
 * with results (the dashboard's "Your designs" strip once stretched the phone page to ~1,700 px).
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { TOOL_LIST } from "~/tools";
import { LOCALES, newPage, screenshot, TAKING_SCREENSHOTS } from "../support/browser";
import { useApp } from "../support/e2e";
import { latestMagicLink } from "../support/sign-in";
import { hydrated, recolorFromPage, signInPage, skipTours } from "./app-support";

// Recolor at 5 credits so that the 50 welcome credits pay for a full "Your designs" strip.
const e2e = useApp({ settings: { CREDIT_COSTS: JSON.stringify({ RECOLOR: 5 }) } });

const WIDTHS = [360, 390, 768, 1280];
const PAGES = [
  "/app",
  "/app/image-editing",
  ...TOOL_LIST.map((tool) => tool.path),
  "/app/credits/history",
  "/app/account",
  "/app/account/delete",
  "/app/designs",
];
const RESULTS = 8;

/** How far the page lays out beyond the viewport, in CSS px (0 when nothing scrolls sideways). */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/**
 * Visits every page (and `more`) and returns the ones that scroll sideways at any of the widths.
 * Each page is loaded once and laid out at every width in turn, as a window resized to it: the
 * layout at a width is the stylesheet's and the components' answer to that width (media queries
 * and matchMedia alike), whether the page was loaded at it or not.
 */
async function sidewaysPages(page: Page, designs: number, more: string[] = []): Promise<string[]> {
  const wide: string[] = [];
  for (const path of [...PAGES, ...more]) {
    await page.setViewportSize({ width: WIDTHS[0], height: 844 });
    await page.goto(`${e2e.url}${path}`);
    await hydrated(page);
    // The dashboard's designs arrive after hydration: wait for the strip (or its empty state).
    if (path === "/app") await expect.poll(() => page.getByTestId("your-designs").locator("li").count()).toBe(designs);
    if (path === "/app/designs") expect(await page.getByTestId("design").count()).toBe(designs);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 844 });
      const extra = await overflow(page);
      if (extra > 0) wide.push(`${path} at ${width}px: ${extra}px too wide`);
    }
  }
  return wide;
}

describe("no sideways scrolling", () => {
  for (const [lang, locale] of LOCALES) {
    it(`every /app page fits 360, 390, 768 and 1280 px, without and with results (${lang})`, async () => {
      const { page, problems } = await newPage(e2e.browser, { locale });
      await skipTours(page);
      await signInPage(page, e2e.url, `no-sideways-${lang}-${Date.now()}@example.com`);
      expect(await sidewaysPages(page, 0)).toEqual([]);

      await page.goto(`${e2e.url}/app`);
      await recolorFromPage(page, RESULTS);
      // A stored result's own page too, as "Your designs" opens it.
      await page.goto(`${e2e.url}/app`);
      await hydrated(page);
      await expect.poll(() => page.getByTestId("your-designs").locator("li").count()).toBe(RESULTS);
      const design = await page.getByTestId("your-designs").getByRole("link").first().getAttribute("href");
      expect(design).toMatch(/^\/app\/recolor\?result=/);
      expect(await sidewaysPages(page, RESULTS, [design ?? ""])).toEqual([]);

      // For a person to look at: the strip scrolls inside itself instead, and the bottom bar stays on screen.
      for (const width of TAKING_SCREENSHOTS ? [390, 1280] : []) {
        await page.setViewportSize({ width, height: 844 });
        await page.goto(`${e2e.url}/app`);
        await hydrated(page);
        await expect.poll(() => page.getByTestId("your-designs").locator("li").count()).toBe(RESULTS);
        await screenshot(page, `no-sideways-dashboard-${lang}-${width}`);
      }
      expect(problems).toEqual([]);
    }, 300_000);
  }

  for (const [lang, locale] of LOCALES) {
    it(`signing in with a long e-mail address fits 360 px (${lang})`, async () => {
      const { page, problems } = await newPage(e2e.browser, { locale, viewport: { width: 360, height: 844 } });
      // One unbroken run of letters before the @: nothing a line could wrap at.
      const email = `mariafernandagonzalezrodriguez${lang}${Date.now()}@correo.example.com`;
      await page.goto(`${e2e.url}/auth`);
      const form = page.locator("form", { has: page.locator('input[name="email"]') });
      await form.locator('input[name="email"]').fill(email);
      await form.locator('button[type="submit"]').click();
      await page.getByTestId("magic-link-sent").filter({ hasText: email }).waitFor();
      // Sent before hydration, the form loads a new page: measure it once its stylesheet is in.
      await page.waitForLoadState("load");
      expect(await overflow(page)).toBe(0);
      await screenshot(page, `no-sideways-auth-sent-${lang}-360`);
      await page.goto(await latestMagicLink(e2e.url, email));
      await page.getByTestId("magic-link-confirm").waitFor();
      expect(await overflow(page)).toBe(0);
      await screenshot(page, `no-sideways-auth-magic-${lang}-360`);
      expect(problems).toEqual([]);
    });
  }
});
