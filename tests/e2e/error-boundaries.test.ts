/**
 * Errors render where the user is: a tool page whose loader or action throws shows the error
 * inside the app shell (the sidebar or the phone bars, and the balance, stay), and a wizard
 * step that throws shows it inside the wizard frame. The failures are real throws, asked for
 * through the test harness's one fault switch, FAULT_INJECTION (app/utils/test-failure.server.ts).
 */
import type { Page } from "playwright-core";
import { beforeEach, describe, expect, it } from "vitest";
import en from "~/locales/en";
import es from "~/locales/es";
import { fixturePath } from "../support/images";
import { DESKTOP, newPage, PHONE, screenshot } from "../support/browser";
import { useApp } from "../support/e2e";
import { allowConsoleErrors } from "../support/setup";
import { hydrated, signInPage, skipTours } from "./app-support";

const e2e = useApp();

// The Worker logs each throw asked for here, sometimes after its test has finished: all expected.
beforeEach(() => allowConsoleErrors(/test-only failure/));

const CASES = [
  { lang: "en", locale: "en-US", size: "desktop", viewport: DESKTOP, title: "Something went wrong" },
  { lang: "es", locale: "es-ES", size: "phone", viewport: PHONE, title: "Algo salió mal" },
  { lang: "en", locale: "en-US", size: "phone", viewport: PHONE, title: "Something went wrong" },
  { lang: "es", locale: "es-ES", size: "desktop", viewport: DESKTOP, title: "Algo salió mal" },
] as const;

let counter = 0;
async function signedIn(c: (typeof CASES)[number], javaScriptEnabled = true) {
  const { page, problems } = await newPage(e2e.browser, { viewport: c.viewport, locale: c.locale, javaScriptEnabled });
  await skipTours(page);
  await signInPage(page, e2e.url, `errors-${Date.now()}-${counter++}@example.com`);
  return { page, problems };
}

/** The shell is there: the balance (50 welcome credits) and the navigation of this width. */
async function expectShell(page: Page, size: "desktop" | "phone") {
  await page.getByTestId(size === "desktop" ? "sidebar" : "bottom-bar").waitFor();
  const balance = page.getByTestId(size === "desktop" ? "credit-balance" : "credit-balance-mobile");
  expect(await balance.textContent()).toBe("50");
  expect(await balance.isVisible()).toBe(true);
}

/** What the failure itself logs (the 500 and the error's trace) is expected; nothing else is. */
const unexpected = (problems: string[]) =>
  problems.filter((p) => !/status of 500|test-only failure|Internal Server Error|Unexpected Server Error/.test(p));

describe("errors render inside the app shell", () => {
  // Every tool page exports the same boundary: two of them, each in both languages and both sizes.
  for (const [i, c] of CASES.entries()) {
    const tool = i < 2 ? "recolor" : "restyle";
    it(`a tool loader that throws (${tool}, ${c.lang}, ${c.size})`, async () => {
      const { page, problems } = await signedIn(c);
      const response = await page.goto(`${e2e.url}/app/${tool}?testFailure=loader`);
      expect(response?.status()).toBe(500);
      await hydrated(page);
      await page.getByTestId("app-error").waitFor();
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(c.title);
      await expectShell(page, c.size);
      await screenshot(page, `error-loader-${tool}-${c.lang}-${c.size}`);

      // The shell still works: the dashboard is one click away.
      await page.getByRole("link", { name: c.lang === "en" ? "Back to dashboard" : "Volver al panel" }).click();
      await page.waitForURL(/\/app$/);
      // The address changes before the new page renders: wait for the error to leave, as a user would see it.
      await page.getByTestId("app-error").waitFor({ state: "detached" });
      await expectShell(page, c.size);
      expect(unexpected(problems)).toEqual([]);
    }, 90_000);
  }

  it("a tool action that throws, without JavaScript (en, desktop)", async () => {
    const { page, problems } = await signedIn(CASES[0], false);
    await page.goto(`${e2e.url}/app/recolor?testFailure=action`);
    await page.locator('input[name="image"]').setInputFiles(fixturePath("room.jpg"));
    await page.getByRole("button", { name: /Transform/ }).click();
    await page.getByTestId("app-error").waitFor();
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Something went wrong");
    await expectShell(page, "desktop");
    expect(unexpected(problems)).toEqual([]);
  }, 90_000);
});

describe("a wizard step that throws", () => {
  for (const c of CASES.slice(0, 2)) {
    it(`renders inside the wizard frame (${c.lang}, ${c.size})`, async () => {
      const { page, problems } = await signedIn(c);
      await page.goto(`${e2e.url}/app/recolor?testFailure=wizard`);
      await hydrated(page);
      await page.getByTestId("wizard-crash").waitFor();
      // The frame stays: the tool's name, its step counter and the cost against the balance.
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(
        (c.lang === "en" ? en : es).tools.recolor.name,
      );
      await page.getByTestId("step-counter").waitFor();
      await page.getByTestId("cost-vs-balance").waitFor();
      expect(await page.getByTestId("wizard-crash").textContent()).toContain(c.title);
      expect(await page.getByTestId("app-error").count()).toBe(0);
      await expectShell(page, c.size);
      await screenshot(page, `error-wizard-${c.lang}-${c.size}`);
      expect(problems.filter((p) => !/test-only failure|The wizard stopped/.test(p))).toEqual([]);
    }, 90_000);
  }
});
