/**
 * A new account's first page of the app greets it once with what its free credits buy, the
 * numbers taken from the pricing table: not again on a reload, nor on another device. The note
 * is part of the server's page (no layout shift) and is not a dialog (the focus stays free).
 */
import { randomUUID } from "node:crypto";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DEFAULT_CREDIT_COSTS, transformationsFor, WELCOME_BONUS_CREDITS } from "~/models/pricing";
import { DESKTOP, newPage, PHONE, screenshot, localeOf } from "../support/browser";
import { useApp } from "../support/e2e";
import { hydrated, signInPage } from "./app-support";
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
