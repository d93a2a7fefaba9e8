/** Every signed-in screen at phone and desktop width, in English and Spanish (screenshots to LOOK at). */
import { describe, expect, it } from "vitest";
import { newPage, screenshot, LOCALES, WIDTHS } from "../support/browser";
import { useDevServerAndBrowser } from "../support/e2e";
import { hydrated, openWizard, signInPage, skipTours } from "./app-support";

const e2e = useDevServerAndBrowser();

const TOOL_PATHS = ["recolor", "clear-space", "magic-furniture", "combine-rooms", "interior-designer", "thumbnail"];

describe("signed-in screens", () => {
  for (const [lang, locale] of LOCALES) {
    for (const [size, viewport] of WIDTHS) {
      it(`renders every screen (${lang}, ${size})`, async () => {
        const { page, problems } = await newPage(e2e.browser, { viewport, locale });
        await skipTours(page);
        await signInPage(page, e2e.server.url, `screens-${lang}-${size}@example.com`);
        await page.goto(`${e2e.server.url}/app`);
        await hydrated(page);
        await expect.poll(() => page.getByTestId("credit-balance").first().textContent()).toBe("50");
        await screenshot(page, `app-dashboard-${lang}-${size}`);
        await page.goto(`${e2e.server.url}/app/image-editing`);
        await screenshot(page, `app-chooser-${lang}-${size}`);
        for (const tool of TOOL_PATHS) {
          await openWizard(page, `${e2e.server.url}/app/${tool}`);
          await screenshot(page, `app-${tool}-${lang}-${size}`);
        }
        if (size === "phone") {
          await page.getByRole("link", { name: lang === "en" ? "More" : "Más" }).click();
          await page.getByTestId("mobile-menu").waitFor();
          await screenshot(page, `app-menu-${lang}-${size}`);
        }
        expect(problems).toEqual([]);
      }, 120_000);
    }
  }
});
