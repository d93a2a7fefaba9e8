/**
 * Deleting the account without JavaScript (or before the page has hydrated): the first press
 * shows a confirm step, and only its Confirm deletion button deletes. The page names the support
 * address the deployment is configured with.
 */
import type { Browser, BrowserContextOptions, Cookie } from "playwright-core";
import { describe, expect, it } from "vitest";
import { newPage, PHONE, screenshot, WIDTHS } from "../support/browser";
import { useApp } from "../support/e2e";
import { signInViaMailbox } from "../support/sign-in";

const SUPPORT = "ayuda@example.test";
const e2e = useApp({ settings: { SUPPORT_EMAIL: SUPPORT } });

/** Signs `email` in with a normal browser and returns its cookies, for a browser without JavaScript. */
async function signedInCookies(browser: Browser, email: string): Promise<Cookie[]> {
  const { page } = await newPage(browser);
  await signInViaMailbox(page, e2e.url, email);
  const cookies = await page.context().cookies();
  await page.context().close();
  return cookies;
}

async function pageWithoutJs(cookies: Cookie[], options: BrowserContextOptions) {
  const opened = await newPage(e2e.browser, { javaScriptEnabled: false, ...options });
  await opened.page.context().addCookies(cookies);
  return opened;
}

describe("account deletion without JavaScript", () => {
  it("asks on a confirm step first, in Spanish on a phone, and shows the support address", async () => {
    const email = "no-js-delete@example.com";
    const cookies = await signedInCookies(e2e.browser, email);
    const { page, problems } = await pageWithoutJs(cookies, { viewport: PHONE, locale: "es-ES" });
    const deletionPage = `${e2e.url}/app/account/delete`;

    await page.goto(deletionPage);
    await page.getByRole("link", { name: SUPPORT }).waitFor();
    await page.getByRole("button", { name: "Eliminar mi cuenta" }).click();

    // The first press only asks.
    await page.getByRole("heading", { level: 1, name: "¿Eliminar tu cuenta definitivamente?" }).waitFor();
    expect(await page.getByText("Tu historial de transacciones de créditos.").isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: SUPPORT }).getAttribute("href")).toBe(`mailto:${SUPPORT}`);
    await screenshot(page, "account-delete-confirm-es-phone-no-js");

    // Cancel keeps the account: the app still opens.
    await page.getByRole("link", { name: "Cancelar" }).click();
    await page.waitForURL((u) => u.pathname.startsWith("/app") && u.pathname !== "/app/account/delete");
    await page.goto(deletionPage);
    expect(new URL(page.url()).pathname).toBe("/app/account/delete");

    // Pressing again and confirming deletes: signed out, and the app is closed to this browser.
    await page.getByRole("button", { name: "Eliminar mi cuenta" }).click();
    await page.getByRole("button", { name: "Confirmar eliminación" }).click();
    await page.waitForURL((u) => u.pathname === "/auth");
    await page.goto(deletionPage);
    await page.waitForURL((u) => u.pathname === "/auth");
    expect(problems).toEqual([]);
  });

  it("answers a tap before the page has hydrated with the confirm step, which then deletes once hydrated", async () => {
    const cookies = await signedInCookies(e2e.browser, "early-tap@example.com");
    const { page, problems } = await newPage(e2e.browser, { viewport: PHONE, locale: "es-ES" });
    await page.context().addCookies(cookies);
    // The app's scripts are held back until the confirm step shows: the button is tapped before React runs.
    let release = () => {};
    const scriptsMayLoad = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/*", async (route) => {
      if (route.request().resourceType() === "script") await scriptsMayLoad;
      await route.continue();
    });
    await page.goto(`${e2e.url}/app/account/delete`, { waitUntil: "domcontentloaded" });
    await page.getByRole("button", { name: "Eliminar mi cuenta" }).click();
    await page.getByRole("heading", { level: 1, name: "¿Eliminar tu cuenta definitivamente?" }).waitFor();
    release();

    // Hydrated or not, the step's own button deletes.
    await page.getByRole("button", { name: "Confirmar eliminación" }).click();
    await page.waitForURL((u) => u.pathname === "/auth");
    expect(problems).toEqual([]);
  });

  it("shows the confirm step in English and Spanish at phone and desktop widths", async () => {
    const cookies = await signedInCookies(e2e.browser, "no-js-shots@example.com");
    for (const [lang, locale, question, button] of [
      ["en", "en-US", "Delete your account for good?", "Delete my account"],
      ["es", "es-ES", "¿Eliminar tu cuenta definitivamente?", "Eliminar mi cuenta"],
    ] as const) {
      for (const [size, viewport] of WIDTHS) {
        const { page, problems } = await pageWithoutJs(cookies, { viewport, locale });
        await page.goto(`${e2e.url}/app/account/delete`);
        await page.getByRole("button", { name: button }).click();
        await page.getByRole("heading", { level: 1, name: question }).waitFor();
        // Nothing on the step is wider than the screen.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
        await screenshot(page, `account-delete-confirm-${lang}-${size}`);
        expect(problems).toEqual([]);
        await page.context().close();
      }
    }
  });
});
