/** Helpers for the signed-in app's e2e tests: a real magic-link sign-in over HTTP, cookie handed to the browser. */
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { TOOL_LIST } from "~/tools";
import { tourCookieName } from "~/tools/onboarding";
import { b64, fixture } from "../support/images";
import { latestMagicLink, setCookies, visitorAddress } from "../support/sign-in";
import type { TestUser } from "../support/users";
import { SESSION_COOKIE } from "~/services/cookie-names";
import { HYDRATED_ATTRIBUTE } from "~/utils/hydration";

/** The cookies that mark every tool's tour as dismissed, from the tool modules. */
export const TOURS = TOOL_LIST.flatMap((tool) => (tool.onboarding ? [tourCookieName(tool.onboarding)] : []));

/**
 * Signs `email` in through /auth + the dev mailbox + /auth/magic and puts the session cookie in the page's context.
 * Each call comes from its own address, so a file that signs in many users stays under the per-address limit.
 */
export async function signInPage(page: Page, serverUrl: string, email: string): Promise<void> {
  const form = new URLSearchParams({ email });
  const res = await fetch(`${serverUrl}/auth`, {
    method: "POST",
    body: form,
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: serverUrl,
      "CF-Connecting-IP": visitorAddress(),
    },
  });
  if (res.status !== 200) throw new Error(`magic link request: ${res.status}`);
  const link = new URL(await latestMagicLink(serverUrl, email));
  const confirm = await fetch(`${serverUrl}/auth/magic`, {
    method: "POST",
    body: new URLSearchParams({ token: link.searchParams.get("token") ?? "" }),
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: serverUrl },
    redirect: "manual",
  });
  const token = setCookies(confirm)[SESSION_COOKIE];
  if (!token) throw new Error(`sign-in set no cookie (${confirm.status})`);
  await putSession(page, serverUrl, token);
}

/** Signs `user` (made in the database by createUser) in on the page: its session cookie for `baseUrl`. */
export const signInAs = (page: Page, baseUrl: string, user: TestUser) =>
  putSession(page, baseUrl, user.cookie.slice(`${SESSION_COOKIE}=`.length));

const putSession = (page: Page, url: string, token: string) =>
  page.context().addCookies([{ name: SESSION_COOKIE, value: token, url }]);

/**
 * A new account's first page of the app greets it, and a tool's tour waits for that note to be
 * put away (welcome.test.ts). A test about the tours starts past it: the greeting is spent on a
 * page the test does not look at (the page's own cookies, no browser page load).
 */
export async function pastWelcome(page: Page, serverUrl: string) {
  const response = await page.request.get(`${serverUrl}/app/dashboard`);
  expect(response.status()).toBe(200);
}

/** Every tour dismissed, as the server reads it (the e2e dev server answers on 127.0.0.1). */
export async function skipTours(page: Page) {
  await page.context().addCookies(TOURS.map((name) => ({ name, value: "1", domain: "127.0.0.1", path: "/" })));
}

/**
 * The page is as ready as it gets: React has hydrated it (app/root.tsx marks <html>), so its
 * buttons and links run their handlers; or it is a page that loads no script (its route handle
 * says `hydrate: false`: the public site, the credit history, the designs, the account) and has
 * loaded. Until then a tap gets what it would get without JavaScript (app/utils/hydration.ts).
 */
export const hydrated = (page: Page) =>
  page.waitForFunction(
    (attribute) =>
      // A document that has just replaced the last one may not have its <html> yet.
      document.documentElement?.hasAttribute(attribute) ||
      (document.readyState === "complete" && !document.querySelector('script[type="module"]')),
    HYDRATED_ATTRIBUTE,
  );

/** Opens a tool page at `url` and waits until its wizard answers (hydrated, first step shown). */
export async function openWizard(page: Page, url: string) {
  await page.goto(url);
  await hydrated(page);
  await page.getByTestId("step-counter").waitFor();
}

/** Out of Credits, once it is on screen (it opens over the page when the balance cannot pay for the tool). */
export async function outOfCredits(page: Page) {
  const dialog = page.getByTestId("out-of-credits-dialog");
  await dialog.waitFor();
  return dialog;
}

/**
 * Chooses `file` (a path, or bytes with a name) in the wizard's `slot` upload box and waits for the
 * preview the user sees; answers the box. A photo the browser must first shrink can take `timeout`.
 */
export async function choosePhoto(
  page: Page,
  slot: string,
  file: Parameters<Page["setInputFiles"]>[1],
  timeout?: number,
) {
  const box = page.getByTestId(`upload-${slot}`);
  await box.locator('input[type="file"]').setInputFiles(file);
  await box.locator("img").waitFor({ timeout });
  return box;
}

/**
 * Runs recolor `count` times through the API from the signed-in page (same origin, its cookie),
 * as another tab of the same user would: results for the dashboard, or a balance spent elsewhere.
 */
export async function recolorFromPage(page: Page, count = 1) {
  const imageBase64 = b64(fixture("room-small.png"));
  for (let i = 0; i < count; i++) {
    const status = await page.evaluate(
      async (body) =>
        (
          await fetch("/api/image-editing/recolor", {
            method: "POST",
            headers: { "Content-Type": "application/json" },
            body: JSON.stringify(body),
          })
        ).status,
      { imageBase64, mimeType: "image/png", targetColor: "#9CAF88" },
    );
    expect(status).toBe(200);
  }
}

/**
 * Pays at the local checkout a tool opened, and back on that tool (`path`) closes the payment's
 * confirmation (`words`: its title and its close button, in the page's language) once hydrated.
 */
export async function payAndCloseConfirmation(
  page: Page,
  path: string,
  words: { successTitle: string; close: string },
) {
  await page.locator('button[name="intent"][value="pay"]').click();
  await page.waitForURL((url) => url.pathname === path && url.searchParams.get("payment") === "success");
  const confirmation = page.getByTestId("payment-confirmation");
  await confirmation.getByRole("heading", { name: words.successTitle }).waitFor();
  await hydrated(page);
  await confirmation.getByRole("button", { name: words.close }).first().click();
  await page.waitForURL((url) => url.pathname === path && url.search === "");
}
