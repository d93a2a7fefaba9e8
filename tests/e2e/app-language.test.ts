/**
 * The app's screens translate with the texts their page brought (no i18next in the browser):
 * switching language inside the app, with JavaScript, shows the open screen and the next one in
 * the new language, without a reload and without a hydration error. A tool's page carries only its
 * own tool's texts: going from one tool to another in the browser brings the other's.
 */
import { randomUUID } from "node:crypto";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import en from "~/locales/en";
import es from "~/locales/es";
import { DESKTOP, localeOf, newPage } from "../support/browser";
import { useWorkerAndBrowser } from "../support/e2e";
import { hydrated, signInPage, skipTours } from "./app-support";

const e2e = useWorkerAndBrowser();

/** Recolor's page, signed in as a new account in `lang`, hydrated, with a mark that a document load would lose. */
async function recolorInBrowser(lang: "en" | "es") {
  const opened = await newPage(e2e.browser, { viewport: DESKTOP, locale: localeOf(lang) });
  const { page } = opened;
  await signInPage(page, e2e.baseUrl, `lang-${randomUUID().slice(0, 8)}@example.com`);
  await skipTours(page);
  await page.goto(`${e2e.baseUrl}/app/recolor`);
  await hydrated(page);
  await page
    .getByText((lang === "en" ? en : es).tools.steps.uploadImage)
    .first()
    .waitFor();
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  return opened;
}

const sameDocument = (page: Page) => page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument);

describe("the app's language switch, with JavaScript", () => {
  it("turns the open tool and the next screen into Spanish without a reload", async () => {
    const { page, problems } = await recolorInBrowser("en");

    await page.locator('button[lang="es"]:visible').click();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe("es");
    await page.getByText(es.tools.steps.uploadImage).first().waitFor();

    // The next screen, drawn by the browser, has its Spanish texts too.
    await page.locator('a[href="/app"]:visible').first().click();
    await page.getByRole("heading", { name: es.app.dashboard.quickRecolor }).waitFor();
    expect(await sameDocument(page)).toBe(true);
    expect(await page.getByText(en.app.dashboard.quickRecolor).count()).toBe(0);
    await page.context().close();
    expect(problems).toEqual([]);
  });
});

describe("another tool, opened from a tool's page with JavaScript", () => {
  for (const [lang, texts] of [
    ["en", en],
    ["es", es],
  ] as const)
    it(`shows its own texts, none missing (${lang})`, async () => {
      const { page, problems } = await recolorInBrowser(lang);

      await page.locator('a[href="/app/clear-space"]:visible').first().click();
      await page.getByText(texts.app.clear.tipsTitle).waitFor();
      await page.getByText(texts.app.clear.tips.t1).waitFor();
      expect(await sameDocument(page)).toBe(true);
      const shown = await page.locator("body").innerText();
      // A text the page did not bring would show as its key.
      expect(shown.match(/\b(app|tools|common|credits)\.[\w-]+\.\w+/g) ?? []).toEqual([]);
      await page.context().close();
      expect(problems).toEqual([]);
    });
});
