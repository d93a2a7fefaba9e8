/**
 * Signed-in journeys on the public site: a signed-in visitor of any public page (landing variants,
 * an unknown path, about, contact, legal) is offered the dashboard in the header and the footer
 * instead of Sign in; a signed-out visitor still gets Sign in. English and Spanish, phone and desktop.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { newPage, PHONE, screenshot, WIDTHS, localeOf } from "../support/browser";
import { useApp } from "../support/e2e";
import { allowConsoleErrors } from "../support/setup";
import { createUser } from "../support/users";
import { signInAs } from "./app-support";
import { TEXTS } from "../support/texts";

const e2e = useApp();
const PAGES = [
  "/landing/design-studio",
  "/landing/home-decoration",
  "/no/such/page",
  "/about",
  "/contact",
  "/legal/terms",
];

/** The header's and the footer's links to the app or to sign-in, with what they say. */
const accountLinks = (page: Page, where: "header" | "footer") =>
  page
    .locator(`body > div > ${where} a[href="/app"], body > div > ${where} a[href^="/auth"]`)
    .evaluateAll((links) =>
      links.map((link) => ({ href: link.getAttribute("href"), text: (link as HTMLElement).textContent?.trim() })),
    );

describe("the public site for a signed-in visitor", () => {
  for (const lang of ["en", "es"] as const)
    for (const [size, viewport] of WIDTHS)
      it(`offers Open RoomMuse instead of Sign in on every public page (${lang}, ${size})`, async () => {
        const dashboard = TEXTS[lang].site.nav.openApp;
        const user = await createUser(e2e.worker);
        const { page, problems } = await newPage(e2e.browser, { viewport, locale: localeOf(lang) });
        for (const path of PAGES) {
          await page.context().clearCookies();
          await page.goto(`${e2e.url}${path}`);
          // Signed out: Sign in, and never the dashboard.
          expect((await accountLinks(page, "footer")).map((l) => l.href)).toEqual(["/auth"]);
          expect((await accountLinks(page, "header")).every((l) => l.href === "/auth")).toBe(true);

          await signInAs(page, e2e.url, user);
          await page.goto(`${e2e.url}${path}`);
          for (const where of ["header", "footer"] as const) {
            const links = await accountLinks(page, where);
            expect(links.length, `${path} ${where}`).toBeGreaterThan(0);
            expect(links, `${path} ${where}`).toEqual(links.map(() => ({ href: "/app", text: dashboard })));
          }
        }
        // The header's button, on a phone too; the landing variants' calls to action say the same.
        await page.locator("header").getByRole("link", { name: dashboard }).first().waitFor();
        for (const variant of ["/landing/design-studio", "/landing/home-decoration"]) {
          await page.goto(`${e2e.url}${variant}`);
          const calls = await page.locator('main a[href="/app"]').allTextContents();
          // The hero's, the free plan's and the closing call's.
          expect(
            calls.map((text) => text.trim()),
            variant,
          ).toEqual([dashboard, dashboard, dashboard]);
          expect(await page.locator('main a[href="/auth"]').count(), variant).toBe(0);
        }
        await screenshot(page, `site-signed-in-${lang}-${size}`);
        expect(problems).toEqual([]);
      }, 120_000);
});

describe("a sign-in return on any public page", () => {
  it("forwards ?code= and #access_token= to /auth/callback, keeping the query and the hash", async () => {
    // The hash forwarding leaves a page while it is still streaming.
    allowConsoleErrors(/disconnected: ::write\(.*Broken pipe/);
    const { page, problems } = await newPage(e2e.browser, { viewport: PHONE, locale: "es-ES" });
    for (const path of ["/", ...PAGES]) {
      await page.goto(`${e2e.url}${path}?code=abc&state=xyz`);
      await page.waitForURL((u) => u.pathname === "/auth/callback");
      expect(new URL(page.url()).search).toBe("?code=abc&state=xyz");
      await page.goto(`${e2e.url}${path}?from=mail#access_token=abc&refresh_token=def`);
      await page.waitForURL((u) => u.pathname === "/auth/callback");
      expect(page.url()).toBe(`${e2e.url}/auth/callback?from=mail#access_token=abc&refresh_token=def`);
      await page.getByRole("heading", { name: TEXTS.es.auth.callback.failedTitle }).waitFor();
    }
    expect(problems.filter((problem) => !/status of 40[01]/.test(problem))).toEqual([]);
  }, 120_000);
});
