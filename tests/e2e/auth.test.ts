import { randomBytes } from "node:crypto";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESKTOP, newPage, PHONE, screenshot, LOCALES, WIDTHS } from "../support/browser";
import { useApp } from "../support/e2e";
import { allowConsoleErrors } from "../support/setup";
import { latestMagicLink, signInViaMailbox, waitForSignInForm } from "../support/sign-in";
import { useDevServer, useFakeIdentityProvider } from "../support/fixtures";
import { CHROME_EXTENSION_ID, extensionFlow, FIREFOX_EXTENSION_ID, TEST_EXTENSIONS } from "../support/extension";

/** workerd logs this when the browser leaves a page whose response is still being written. */
const CLIENT_WENT_AWAY = /disconnected: ::write\(.*Broken pipe/;

const e2e = useApp({ settings: { EXTENSION_IDS: TEST_EXTENSIONS } });

/** Screenshots `name` at phone width (where the page opened), then again at desktop width. */
async function phoneThenDesktop(page: Page, name: string) {
  await screenshot(page, `${name}-phone`);
  await page.setViewportSize(DESKTOP);
  await screenshot(page, `${name}-desktop`);
}

/** React has hydrated `selector` once it carries React's props (its event handlers then work). */
const hydrated = (page: Page, selector = "form") =>
  page.waitForFunction((sel) => {
    const element = document.querySelector(sel);
    return element !== null && Object.keys(element).some((key) => key.startsWith("__reactProps"));
  }, selector);
/** Holds form posts to `pattern` back a little, so a busy state can be seen. */
const slowDownPosts = (page: Page, pattern: string) =>
  page.route(pattern, async (route) => {
    if (route.request().method() === "POST") await new Promise((r) => setTimeout(r, 800));
    await route.continue();
  });
const balance = (page: Page) => page.getByTestId("credit-balance").textContent();

describe("signing in, out, and deleting the account", () => {
  it("runs the whole account life cycle in the browser", async () => {
    const { page, problems } = await newPage(e2e.browser, { viewport: PHONE, locale: "es-ES" });
    const email = "life-cycle@example.com";

    await signInViaMailbox(page, e2e.url, email);
    const firstLink = await latestMagicLink(e2e.url, email);
    expect(new URL(page.url()).pathname).toBe("/app/recolor");
    expect(await balance(page)).toBe("50");

    // The real shell at phone width: the first page greets the new account (in the server's HTML),
    // and the tool's tour opens once "Entendido" puts the note away (so the page is hydrated);
    // Sign out sits at the bottom of the "Más" menu.
    const note = page.getByTestId("welcome-note");
    await note.waitFor();
    expect(await page.getByTestId("onboarding").count()).toBe(0);
    await hydrated(page);
    await note.getByRole("button", { name: "Entendido" }).click();
    const tour = page.getByTestId("onboarding");
    await tour.waitFor();
    await tour.getByRole("button", { name: "Cerrar" }).click();
    await page.getByRole("link", { name: "Más" }).click();
    await page.getByTestId("mobile-menu").getByRole("button", { name: "Cerrar sesión" }).click();
    await page.waitForURL((u) => u.pathname === "/auth");

    await signInViaMailbox(page, e2e.url, email);
    expect(await balance(page)).toBe("50");

    const reused = new URL(firstLink);
    const reuse = async () => {
      await page.goto(`${e2e.url}${reused.pathname}${reused.search}`);
      return page.getByTestId("magic-link-problem").textContent();
    };
    expect(await reuse()).toBe("Este enlace de inicio de sesión ya se usó. Cada enlace funciona una sola vez.");

    await page.goto(`${e2e.url}/app/account/delete`);
    await hydrated(page, 'form[action^="/app/account/delete"]');
    await screenshot(page, "auth-delete-es-phone-signed-in");
    const dialogs: string[] = [];
    page.once("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.accept();
    });
    // Slow the deletion down a little so the busy label can be seen. The post is the page's navigation,
    // which a locator waits out, so the page itself reports the label it shows while the post is under way.
    await slowDownPosts(page, "**/app/account/delete*");
    const busyLabels: string[] = [];
    await page.exposeFunction("reportBusyLabel", (label: string) => busyLabels.push(label));
    await page.evaluate(() => {
      const report = (window as unknown as { reportBusyLabel(label: string): void }).reportBusyLabel;
      new MutationObserver(() => {
        const button = [...document.querySelectorAll<HTMLButtonElement>("form button[type=submit]")].pop();
        if (button?.disabled) report(button.textContent ?? "");
      }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
    });
    await page.getByRole("button", { name: "Eliminar mi cuenta" }).click({ noWaitAfter: true });
    await page.waitForURL((u) => u.pathname === "/auth");
    expect(busyLabels).toContain("Eliminando…");
    expect(dialogs).toEqual(["¿Eliminar tu cuenta y todos tus datos? Esta acción es permanente."]);

    // The deletion page was replaced in history: going back never shows it again.
    await page.goBack();
    expect(new URL(page.url()).pathname).not.toBe("/app/account/delete");

    // After deletion nothing of the account is left, not even its used links.
    expect(await reuse()).toBe("Este enlace de inicio de sesión no es válido. Puede que se haya copiado incompleto.");
    expect(problems.filter((p) => !/status of 410|status of 400/.test(p))).toEqual([]);
  });

  it("returns a signed-out visitor of /app to the page they asked for after signing in", async () => {
    const { page, problems } = await newPage(e2e.browser, { viewport: DESKTOP });
    await page.goto(`${e2e.url}/app/account/delete`);
    await page.waitForURL((u) => u.pathname === "/auth");
    await waitForSignInForm(page);
    await page.locator('input[name="email"]').fill("returner@example.com");
    await page.getByRole("button", { name: "Send magic link" }).click();
    await page.getByTestId("magic-link-sent").waitFor();
    const link = new URL(await latestMagicLink(e2e.url, "returner@example.com"));
    await page.goto(`${e2e.url}${link.pathname}${link.search}`);
    await page.getByTestId("magic-link-confirm").click();
    await page.waitForURL((u) => u.pathname === "/app/account/delete");
    expect(problems).toEqual([]);
  });
});

describe("the sign-in form", () => {
  it("ships no JavaScript, answers an empty or malformed address in plain words, keeps what was typed", async () => {
    const { page, problems } = await newPage(e2e.browser, { viewport: DESKTOP });
    const scripts: string[] = [];
    page.on("request", (request) => request.resourceType() === "script" && scripts.push(request.url()));
    await page.goto(`${e2e.url}/auth`);
    const send = page.getByRole("button", { name: "Send magic link" });
    await send.click();
    await page.getByRole("alert").getByText("Please enter your email address").waitFor();
    await page.locator('input[name="email"]').fill("not an email");
    await send.click();
    await page.getByRole("alert").getByText("Please enter a valid email address").waitFor();
    expect(await page.locator('input[name="email"]').inputValue()).toBe("not an email");
    expect(await page.locator('input[name="email"]').getAttribute("aria-invalid")).toBe("true");

    await page.locator('input[name="email"]').fill("patient@example.com");
    await send.click();
    await page.getByTestId("magic-link-sent").waitFor();
    const link = new URL(await latestMagicLink(e2e.url, "patient@example.com"));
    await page.goto(`${e2e.url}${link.pathname}${link.search}`);
    await page.getByTestId("magic-link-confirm").waitFor();
    // Neither the sign-in page, its answers nor the link's confirm page loaded a script.
    expect(scripts).toEqual([]);
    expect(await page.locator("script[src], link[rel=modulepreload]").count()).toBe(0);
    expect(problems.filter((p) => !/status of 400/.test(p))).toEqual([]);
  });

  it("says that continuing accepts the Terms and the Privacy Policy, with links, in both languages", async () => {
    for (const [locale, text, terms, privacy] of [
      ["en-US", "By continuing you agree to the Terms and Privacy Policy.", "Terms", "Privacy Policy"],
      [
        "es-ES",
        "Al continuar, aceptas los Términos y la Política de privacidad.",
        "Términos",
        "Política de privacidad",
      ],
    ] as const) {
      const { page, problems } = await newPage(e2e.browser, { viewport: PHONE, locale });
      await page.goto(`${e2e.url}/auth`);
      const consent = page.getByTestId("consent");
      expect(await consent.textContent()).toBe(text);
      expect(await consent.getByRole("link", { name: terms }).getAttribute("href")).toBe("/legal/terms");
      await consent.getByRole("link", { name: privacy }).click();
      await page.waitForURL((u) => u.pathname === "/legal/privacy");
      expect(problems).toEqual([]);
    }
  });

  it("shows the site's and the app's brand mark on every sign-in screen", async () => {
    /** The mark beside the brand name in `scope`: its drawing, whatever its size. */
    const mark = (page: Page, scope: string) =>
      page
        .locator(`${scope} a svg`)
        .first()
        .evaluate((svg) => {
          const copy = svg.cloneNode(true) as Element;
          copy.removeAttribute("class");
          return copy.outerHTML;
        });
    const { page, problems } = await newPage(e2e.browser, { viewport: DESKTOP, locale: "es-ES" });
    await page.goto(`${e2e.url}/`);
    const site = await mark(page, "header");
    expect(site).toMatch(/^<svg[^>]*viewBox="0 0 64 64"/);

    const screens: Record<string, string> = {};
    await page.goto(`${e2e.url}/auth`);
    screens.signIn = await mark(page, "header");
    await waitForSignInForm(page);
    await page.locator('input[name="email"]').fill("brand-mark@example.com");
    await page.locator('input[name="email"]').press("Enter");
    await page.getByTestId("magic-link-sent").waitFor();
    screens.checkEmail = await mark(page, "header");
    const link = new URL(await latestMagicLink(e2e.url, "brand-mark@example.com"));
    await page.goto(`${e2e.url}${link.pathname}${link.search}`);
    screens.magicLink = await mark(page, "header");
    await page.getByTestId("magic-link-confirm").click();
    await page.waitForURL((u) => u.pathname.startsWith("/app/"));
    screens.app = await mark(page, '[data-testid="sidebar"]');
    const { page: failed } = await newPage(e2e.browser, { viewport: PHONE });
    await failed.goto(`${e2e.url}/auth/callback?error=access_denied`);
    screens.callbackFailure = await mark(failed, "header");
    await failed.context().close();

    expect(screens).toEqual({
      signIn: site,
      checkEmail: site,
      magicLink: site,
      app: site,
      callbackFailure: site,
    });
    expect(problems).toEqual([]);
  });

  it("works without JavaScript", async () => {
    const { page, problems } = await newPage(e2e.browser, { viewport: PHONE, javaScriptEnabled: false });
    await page.goto(`${e2e.url}/auth`);
    await page.locator('input[name="email"]').fill("nojs@example.com");
    await page.getByRole("button", { name: "Send magic link" }).click();
    await page.getByTestId("magic-link-sent").waitFor();
    expect(await page.textContent("h1")).toBe("Check your email");
    const link = new URL(await latestMagicLink(e2e.url, "nojs@example.com"));
    await page.goto(`${e2e.url}${link.pathname}${link.search}`);
    await page.getByTestId("magic-link-confirm").click();
    await page.waitForURL((u) => u.pathname === "/app/recolor");
    expect(await balance(page)).toBe("50");
    expect(problems).toEqual([]);
  });
});

describe("a used e-mail link opened while signed in", () => {
  it("says you're already signed in, with a link on into the app, in both languages", async () => {
    for (const [locale, lng, title, button] of [
      ["en-US", "en", "You're already signed in", "Continue to RoomMuse"],
      ["es-ES", "es", "Ya iniciaste sesión", "Continuar a RoomMuse"],
    ] as const) {
      const { page, problems } = await newPage(e2e.browser, { viewport: PHONE, locale });
      const email = `used-link-${lng}@example.com`;
      await signInViaMailbox(page, e2e.url, email);
      const used = new URL(await latestMagicLink(e2e.url, email));
      await page.goto(`${e2e.url}${used.pathname}${used.search}`);
      await page.getByRole("heading", { name: title }).waitFor();
      await phoneThenDesktop(page, `auth-magic-used-signed-in-${lng}`);
      await page.getByRole("link", { name: button }).click();
      await page.waitForURL((u) => u.pathname.startsWith("/app"));
      // The used link's page answers 410, which the browser reports; nothing else may.
      expect(problems.filter((p) => !/status of 410/.test(p))).toEqual([]);
    }
  });
});

describe("the browser extension", () => {
  it("connects after sign-in on a page naming the extension; only the registered extension gets the code", async () => {
    const { page, problems } = await newPage(e2e.browser, { viewport: PHONE });
    const flow = extensionFlow();
    // What launchWebAuthFlow does: the browser hands a navigation to the extension's redirect URI
    // to the extension, and closes the window. The extension reads the address the browser was
    // sent to; nothing answers there (no route: Chromium's headless shell does not pass a
    // redirect's next hop through one).
    const redirected = page
      .waitForRequest((request) => new URL(request.url()).host === `${CHROME_EXTENSION_ID}.chromiumapp.org`)
      .then((request) => request.url());
    await signInViaMailbox(page, e2e.url, "extension@example.com", {
      redirectTo: `/auth/callback?${flow.query}`,
      landing: "/auth/callback",
    });
    await page.getByTestId("connect-extension").waitFor();
    await page.getByRole("heading", { name: "Connect the RoomMuse extension for Chrome?" }).waitFor();
    await phoneThenDesktop(page, "auth-extension-confirm-en");
    await page.getByTestId("connect-extension").click();
    const location = await redirected;
    expect(new URL(location).searchParams.get("state")).toBe(flow.state);
    const read = (verifier: string) =>
      fetch(`${e2e.url}${flow.readPath(location)}`, { headers: { "Code-Verifier": verifier } });
    expect((await read(randomBytes(32).toString("base64url"))).status).toBe(404);
    const res = await read(flow.verifier);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { user: { email: string } }).user.email).toBe("extension@example.com");
    expect((await read(flow.verifier)).status).toBe(404);
    expect(problems).toEqual([]);
  });

  it("names the extension in Spanish", async () => {
    const { page, problems } = await newPage(e2e.browser, { viewport: PHONE, locale: "es-ES" });
    await signInViaMailbox(page, e2e.url, "extension-es@example.com", {
      redirectTo: `/auth/callback?${extensionFlow(FIREFOX_EXTENSION_ID).query}`,
      landing: "/auth/callback",
    });
    await page.getByRole("heading", { name: "¿Conectar la extensión de RoomMuse para Firefox?" }).waitFor();
    await phoneThenDesktop(page, "auth-extension-confirm-es");
    expect(problems).toEqual([]);
  });
});

describe("signing in again before deleting the account", () => {
  it("keeps a signed-in user on /auth?reauth=1 and says why, in both languages", async () => {
    for (const [locale, lng, text] of [
      ["en-US", "en", "For your security, sign in again to delete your account."],
      ["es-ES", "es", "Por tu seguridad, vuelve a iniciar sesión para eliminar tu cuenta."],
    ] as const) {
      const { page, problems } = await newPage(e2e.browser, { viewport: PHONE, locale });
      await signInViaMailbox(page, e2e.url, `reauth-${lng}@example.com`);
      await page.goto(`${e2e.url}/auth?redirect_to=%2Fapp%2Faccount%2Fdelete&reauth=1`);
      await page.getByTestId("reauth-notice").getByText(text).waitFor();
      await waitForSignInForm(page);
      await phoneThenDesktop(page, `auth-reauth-${lng}`);
      expect(problems).toEqual([]);
    }
  });
});

describe("too many magic links", () => {
  it("says how long to wait, in the visitor's language, at phone and desktop width", async () => {
    for (const [locale, lng, text] of [
      ["en-US", "en", "Too many sign-in links were requested. You can ask for a new one in 60 minutes."],
      ["es-ES", "es", "Se pidieron demasiados enlaces de acceso. Podrás pedir otro dentro de 60 minutos."],
    ] as const) {
      const { page, problems } = await newPage(e2e.browser, { viewport: PHONE, locale });
      const email = `patient-${lng}@example.com`;
      // One requester of its own, so this spends nobody else's budget.
      const from = { "CF-Connecting-IP": `198.51.100.${lng === "en" ? 1 : 2}` };
      await page.setExtraHTTPHeaders(from);
      const ask = () =>
        page.request.post(`${e2e.url}/auth`, { form: { email }, headers: { ...from, "Accept-Language": lng } });
      // Spend this requester's five links for the address.
      for (let i = 0; i < 5; i++) expect((await ask()).status()).toBe(200);
      await page.goto(`${e2e.url}/auth`);
      await waitForSignInForm(page);
      await page.locator('input[name="email"]').fill(email);
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.url().includes("/auth") && r.request().method() === "POST"),
        page.locator('form[action="/auth"] button[type="submit"]').click(),
      ]);
      expect(response.status()).toBe(429);
      // The real wait and nothing vaguer: no "wait a moment" beside the minutes.
      await page.getByRole("alert").getByText(text, { exact: true }).waitFor();
      await phoneThenDesktop(page, `auth-rate-limited-${lng}`);
      expect(problems.filter((problem) => !/429/.test(problem))).toEqual([]);
    }
  });
});

describe("Google sign-in in the browser", () => {
  const idp = useFakeIdentityProvider();
  const oauthServer = useDevServer(() => ({ vars: idp.vars() }));

  it("goes to the provider and back, signed in with 50 credits", async () => {
    idp.nextIdentity({ email: "google-e2e@example.com", name: "Gigi" });
    const { page, problems } = await newPage(e2e.browser, { viewport: DESKTOP });
    await page.goto(`${oauthServer.url}/auth`);
    await page.getByRole("button", { name: "Continue with Google" }).click();
    await page.waitForURL((u) => u.pathname === "/app/recolor");
    expect(await balance(page)).toBe("50");
    expect(idp.tokenRequests.at(-1)?.get("code_verifier")).toBeTruthy();
    expect(problems).toEqual([]);
  });
});

describe("the landing wrapper", () => {
  it(
    "forwards #access_token to /auth/callback keeping query and hash, which fails cleanly back " + "to /auth after 3 s",
    async () => {
      // The forwarding script leaves the landing page while it is still streaming.
      allowConsoleErrors(CLIENT_WENT_AWAY);
      const { page, problems } = await newPage(e2e.browser, { viewport: DESKTOP });
      const started = Date.now();
      // One way back to sign-in: the page once had both a meta refresh and a timer, and the second cancelled the first.
      const backToSignIn: string[] = [];
      page.on("request", (r) => {
        if (r.isNavigationRequest() && new URL(r.url()).pathname === "/auth") backToSignIn.push(r.url());
      });
      // Each page leaves while it may still be loading, so each wait ends when the next page arrives
      // (commit), not when the page that is being left finishes loading.
      await page.goto(`${e2e.url}/?from=mail#access_token=abc&refresh_token=def`, { waitUntil: "commit" });
      await page.waitForURL((u) => u.pathname === "/auth/callback", { waitUntil: "commit" });
      expect(page.url()).toBe(`${e2e.url}/auth/callback?from=mail#access_token=abc&refresh_token=def`);
      await expect.poll(() => page.textContent("h1")).toBe("Authentication Failed");
      await page.waitForURL((u) => u.pathname === "/auth", { timeout: 10_000, waitUntil: "commit" });
      expect(Date.now() - started).toBeGreaterThanOrEqual(3000);
      expect(backToSignIn).toHaveLength(1);
      expect(problems.filter((p) => !/status of 401/.test(p))).toEqual([]);
    },
  );
});

describe("screenshots", () => {
  for (const [lang, locale] of LOCALES) {
    for (const [size, viewport] of WIDTHS) {
      it(`${lang} ${size}`, async () => {
        allowConsoleErrors(CLIENT_WENT_AWAY);
        const { page, problems } = await newPage(e2e.browser, { viewport, locale });
        await page.goto(`${e2e.url}/auth`);
        await waitForSignInForm(page);
        await screenshot(page, `auth-signin-${lang}-${size}`);

        const email = `shots-${lang}-${size}@example.com`;
        await page.locator('input[name="email"]').fill(email);
        await page.locator('form[action="/auth"] button[type="submit"]').click();
        await page.getByTestId("magic-link-sent").waitFor();
        await screenshot(page, `auth-sent-${lang}-${size}`);

        await page.waitForLoadState("networkidle");
        await page.goto(`${e2e.url}/auth/callback?error=access_denied`);
        await page.waitForLoadState("networkidle");
        await screenshot(page, `auth-failed-${lang}-${size}`);

        await signInViaMailbox(page, e2e.url, email);
        await page.goto(`${e2e.url}/app/account/delete`);
        await screenshot(page, `auth-delete-${lang}-${size}`);
        expect(problems.filter((p) => !/status of 401/.test(p))).toEqual([]);
      });
    }
  }
});
