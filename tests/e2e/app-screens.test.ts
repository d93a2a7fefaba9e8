/** Every signed-in screen at phone and desktop width, in English and Spanish (screenshots to LOOK at). */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, launchBrowser, newPage, PHONE, screenshot } from "../support/browser";
import { startDevServer, type DevServer } from "../support/dev-server";
import { hydrated, signInPage, skipTours } from "./app-support";

let server: DevServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startDevServer(), launchBrowser()]);
}, 90_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const TOOL_PATHS = ["recolor", "clear-space", "magic-furniture", "combine-rooms", "interior-designer", "thumbnail"];

describe("signed-in screens", () => {
  for (const [lang, locale] of [["en", "en-US"], ["es", "es-ES"]] as const) {
    for (const [size, viewport] of [["phone", PHONE], ["desktop", DESKTOP]] as const) {
      it(`renders every screen (${lang}, ${size})`, async () => {
        const { page, problems } = await newPage(browser, { viewport, locale });
        await skipTours(page);
        await signInPage(page, server.url, `screens-${lang}-${size}@example.com`);
        await page.goto(`${server.url}/app`);
        await hydrated(page);
        await expect.poll(() => page.getByTestId("credit-balance").first().textContent()).toBe("50");
        await screenshot(page, `app-dashboard-${lang}-${size}`);
        await page.goto(`${server.url}/app/image-editing`);
        await screenshot(page, `app-chooser-${lang}-${size}`);
        for (const tool of TOOL_PATHS) {
          await page.goto(`${server.url}/app/${tool}`);
          await hydrated(page);
          await page.getByTestId("step-counter").waitFor();
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
