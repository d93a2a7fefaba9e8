/**
 * The app's screens translate with the texts their page brought (no i18next in the browser):
 * switching language inside the app, with JavaScript, shows the open screen and the next one in
 * the new language, without a reload and without a hydration error.
 */
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import en from "~/locales/en";
import es from "~/locales/es";
import { DESKTOP, newPage } from "../support/browser";
import { useApp } from "../support/e2e";
import { hydrated, signInPage, skipTours } from "./app-support";

const e2e = useApp();

describe("the app's language switch, with JavaScript", () => {
  it("turns the open tool and the next screen into Spanish without a reload", async () => {
    const { page, problems } = await newPage(e2e.browser, { viewport: DESKTOP, locale: "en-US" });
    await signInPage(page, e2e.url, `lang-${randomUUID().slice(0, 8)}@example.com`);
    await skipTours(page);
    await page.goto(`${e2e.url}/app/recolor`);
    await hydrated(page);
    await page.getByText(en.tools.steps.uploadImage).first().waitFor();
    // A mark on the window: a document load would lose it.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));

    await page.locator('button[lang="es"]:visible').click();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe("es");
    await page.getByText(es.tools.steps.uploadImage).first().waitFor();

    // The next screen, drawn by the browser, has its Spanish texts too.
    await page.locator('a[href="/app"]:visible').first().click();
    await page.getByRole("heading", { name: es.app.dashboard.quickRecolor }).waitFor();
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(await page.getByText(en.app.dashboard.quickRecolor).count()).toBe(0);
    await page.context().close();
    expect(problems).toEqual([]);
  });
});
