/**
 * A new account's first page of the app greets it once with what its free credits buy, the
 * numbers taken from the pricing table: not again on a reload, nor on another device. The note
 * is part of the server's page (no layout shift) and is not a dialog (the focus stays free).
 */
import { randomUUID } from "node:crypto";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DEFAULT_CREDIT_COSTS, transformationsFor, WELCOME_BONUS_CREDITS } from "~/models/pricing";
import { DESKTOP, eachLanguageOnce, newPage, PHONE, screenshot, localeOf, WIDTHS } from "../support/browser";
import { useApp } from "../support/e2e";
import { fixturePath } from "../support/images";
import { choosePhoto, hydrated, recolorFromPage, signInPage } from "./app-support";
import { TEXTS } from "../support/texts";

const e2e = useApp();

/** The sum of the page's layout shifts so far (what CLS adds up), read from the browser's own record. */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const shifts = list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[];
          resolve(shifts.filter((s) => !s.hadRecentInput).reduce((sum, s) => sum + s.value, 0));
        }).observe({ type: "layout-shift", buffered: true });
        // No entry at all means no shift: the observer is not called then.
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(0)));
      }),
  );

describe("the welcome on a new account's first page", () => {
  for (const lang of ["en", "es"] as const)
    for (const [size, viewport] of [
      ["phone", PHONE],
      ["desktop", DESKTOP],
    ] as const)
      it(`says once what the free credits buy, from the pricing table (${lang}, ${size})`, async () => {
        const texts = TEXTS[lang].app.welcome;
        const locale = localeOf(lang);
        const email = `welcome-${randomUUID().slice(0, 8)}@example.com`;
        const { page, problems } = await newPage(e2e.browser, { viewport, locale });
        await signInPage(page, e2e.url, email);
        await page.goto(`${e2e.url}/app/dashboard`);
        const note = page.getByTestId("welcome-note");
        const count = transformationsFor(WELCOME_BONUS_CREDITS, DEFAULT_CREDIT_COSTS);
        const expected = texts.text_other
          .replace("{{credits}}", String(WELCOME_BONUS_CREDITS))
          .replace("{{count}}", String(count));
        await expect.poll(() => note.getByRole("heading").textContent()).toBe(texts.title);
        expect(await note.locator("p").first().textContent()).toBe(expected);
        // The page's own heading does not say "welcome back" to someone who was never here.
        const heading = () => page.getByRole("heading", { level: 1 }).textContent();
        const greeting = (key: "welcome" | "welcomeFirst") => TEXTS[lang].app.dashboard[key].split("{{name}}")[0];
        expect(await heading()).toMatch(new RegExp(`^${greeting("welcomeFirst")}\\S`));
        // 50 and 5 with the default table: the words match the numbers a user was promised.
        expect(expected).toContain(lang === "es" ? "50 créditos gratis: eso son 5" : "50 free credits — that's 5");
        // Not a dialog and nothing modal: the page behind stays usable and nothing holds the focus.
        expect(await page.locator('[role="dialog"], [aria-modal="true"]').count()).toBe(0);
        await hydrated(page);
        expect(await layoutShift(page)).toBeLessThan(0.01);
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
        await screenshot(page, `welcome-${lang}-${size}`);

        // "Got it" puts it away in place.
        await note.getByRole("button", { name: texts.dismiss }).click();
        await expect.poll(() => note.count()).toBe(0);

        // Shown once: not after a reload, not on another page, not on another device.
        await page.reload();
        await hydrated(page);
        expect(await page.getByTestId("welcome-note").count()).toBe(0);
        expect(await heading()).toMatch(new RegExp(`^${greeting("welcome")}\\S`));
        await page.goto(`${e2e.url}/app/recolor`);
        expect(await page.getByTestId("welcome-note").count()).toBe(0);
        const other = await newPage(e2e.browser, { viewport, locale });
        await signInPage(other.page, e2e.url, email);
        await other.page.goto(`${e2e.url}/app/dashboard`);
        await hydrated(other.page);
        expect(await other.page.getByTestId("welcome-note").count()).toBe(0);
        await other.page.context().close();
        await page.context().close();
        expect(problems).toEqual([]);
        expect(other.problems).toEqual([]);
      });
});

/** A new account signed in on `page`, whose first page of the app is `path` (sign-in lands on Recolor). */
async function firstPage(lang: "en" | "es", viewport: typeof PHONE, path = "/app/recolor") {
  const { page, problems } = await newPage(e2e.browser, { viewport, locale: localeOf(lang) });
  await signInPage(page, e2e.url, `first-${randomUUID().slice(0, 8)}@example.com`);
  await page.goto(`${e2e.url}${path}`);
  await hydrated(page);
  return { page, problems };
}

describe("a new account's first page is a tool", () => {
  for (const lang of ["en", "es"] as const)
    for (const [size, viewport] of WIDTHS)
      it(`greets first; the tool's tour opens once the note is put away (${lang}, ${size})`, async () => {
        const texts = TEXTS[lang].app;
        const { page, problems } = await firstPage(lang, viewport);
        const note = page.getByTestId("welcome-note");
        const tour = page.getByTestId("onboarding-dialog");
        await note.waitFor();
        // Never both: no tour over the note, not even in the page's HTML.
        expect(await tour.count()).toBe(0);
        expect(await page.locator('[role="dialog"], dialog[open]').count()).toBe(0);
        await screenshot(page, `welcome-before-tour-${lang}-${size}`);

        await note.getByRole("button", { name: texts.welcome.dismiss }).click();
        await expect.poll(() => note.count()).toBe(0);
        // Now the tour, open over the page with the focus inside it.
        await tour.getByRole("heading", { name: texts.onboarding.recolor.s1.title }).waitFor();
        await expect.poll(() => tour.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
        await screenshot(page, `welcome-then-tour-${lang}-${size}`);
        await tour.getByRole("button", { name: texts.onboarding.close }).click();
        await tour.waitFor({ state: "detached" });
        expect(await note.count()).toBe(0);
        // The next page has neither: greeted once, the tour dismissed for good.
        await page.reload();
        await hydrated(page);
        expect(await note.count()).toBe(0);
        expect(await tour.count()).toBe(0);
        expect(problems).toEqual([]);
      });
});

describe("the welcome note follows the balance", () => {
  for (const [lang, size, viewport] of eachLanguageOnce("desktop"))
    it(`says what is left of the free credits as they are spent, then offers more (${lang}, ${size})`, async () => {
      const texts = TEXTS[lang].app;
      const { page, problems } = await firstPage(lang, viewport);
      const credits = page.getByTestId("welcome-credits");
      const fill = (text: string, values: Record<string, number>) =>
        Object.entries(values).reduce((out, [name, value]) => out.replace(`{{${name}}}`, String(value)), text);
      expect(await credits.textContent()).toBe(fill(texts.welcome.text_other, { credits: 50, count: 5 }));

      /** One recolor in the wizard, with the note still on the page above it. */
      const recolor = async () => {
        await choosePhoto(page, "image", fixturePath("room-small.png"));
        await page.getByTestId("next-step").click();
        await page.getByTestId("next-step").click();
        await page.getByTestId("wizard-result").waitFor({ timeout: 60_000 });
      };
      await recolor();
      await expect
        .poll(() => credits.textContent())
        .toBe(fill(texts.welcome.left_other, { credits: 40, bonus: 50, count: 4 }));
      await screenshot(page, `welcome-follows-balance-${lang}-${size}`);

      // 30 more spent in another tab; the last 10 here. The note then says they are used and offers more.
      await recolorFromPage(page, 3);
      await page.getByRole("button", { name: texts.wizard.startOver }).click();
      await recolor();
      await expect.poll(() => credits.textContent()).toBe(fill(texts.welcome.spent, { bonus: 50 }));
      const buy = page.getByTestId("welcome-note").getByRole("link", { name: texts.nav.buyCredits });
      expect(await buy.getAttribute("href")).toBe("/app/dashboard#buy-credits");
      await screenshot(page, `welcome-credits-spent-${lang}-${size}`);
      expect(problems).toEqual([]);
    }, 120_000);
});
