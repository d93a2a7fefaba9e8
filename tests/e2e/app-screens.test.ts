/**
 * Every signed-in screen at phone and desktop width, in English and Spanish (screenshots to LOOK
 * at), each with links that say where they lead.
 */
import { describe, expect, it } from "vitest";
import { newPage, screenshot, LOCALES, WIDTHS } from "../support/browser";
import { useApp } from "../support/e2e";
import { nonDescriptiveLinks } from "../support/link-text";
import { hydrated, openWizard, signInPage, skipTours } from "./app-support";

const e2e = useApp();

const TOOL_PATHS = ["recolor", "clear-space", "magic-furniture", "combine-rooms", "interior-designer", "thumbnail"];

describe("signed-in screens", () => {
  for (const [lang, locale] of LOCALES) {
    for (const [size, viewport] of WIDTHS) {
      it(`renders every screen (${lang}, ${size})`, async () => {
        const { page, problems } = await newPage(e2e.browser, { viewport, locale });
        await skipTours(page);
        await signInPage(page, e2e.url, `screens-${lang}-${size}@example.com`);
        await page.goto(`${e2e.url}/app`);
        await hydrated(page);
        await expect.poll(() => page.getByTestId("credit-balance").first().textContent()).toBe("50");
        await screenshot(page, `app-dashboard-${lang}-${size}`);
        expect(await nonDescriptiveLinks(page), "dashboard").toEqual([]);
        await page.goto(`${e2e.url}/app/image-editing`);
        await screenshot(page, `app-chooser-${lang}-${size}`);
        expect(await nonDescriptiveLinks(page), "chooser").toEqual([]);
        for (const tool of TOOL_PATHS) {
          await openWizard(page, `${e2e.url}/app/${tool}`);
          await screenshot(page, `app-${tool}-${lang}-${size}`);
          expect(await nonDescriptiveLinks(page), tool).toEqual([]);
        }
        if (size === "phone") {
          // The bottom bar shows "More"; its name says what it opens.
          const more = lang === "en" ? "More tools and your account" : "Más herramientas y tu cuenta";
          await page.getByRole("link", { name: more, exact: true }).click();
          await page.getByTestId("mobile-menu").waitFor();
          await screenshot(page, `app-menu-${lang}-${size}`);
        }
        expect(problems).toEqual([]);
      }, 120_000);
    }
  }
});
