/**
 * What a wizard does when the way on is blocked: a balance below the tool's price (the actions
 * say so and offer Buy in place; Out of Credits opens on arrival and the moment the balance
 * runs out), and a run or a purchase that gets no answer (offline, timeout, unreachable: the
 * spec's words, never the browser's "Failed to fetch"; Start Over beside Back). Chromium
 * against the built Worker, users made by the harness, English and Spanish, 390 and 1280 px.
 */
import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DEFAULT_CREDIT_COSTS } from "~/models/pricing";
import { TOOL_LIST } from "~/tools";
import { fixturePath } from "../support/images";
import {
  DESKTOP,
  eachLanguageOnce,
  LANGUAGES_AT_WIDTHS,
  newPage,
  PHONE,
  screenshot,
  viewportScreenshot,
  localeOf,
  shownImageBytes,
} from "../support/browser";
import { latestMagicLink } from "../support/sign-in";
import { createUser, type TestUser } from "../support/users";
import { useApp } from "../support/e2e";
import {
  choosePhoto,
  hydrated,
  openWizard,
  outOfCredits,
  payAndCloseConfirmation,
  signInAs,
  skipTours,
} from "./app-support";
import { TEXTS } from "../support/texts";

const e2e = useApp();

const TEXT = {
  en: {
    insufficient: "Insufficient credits. This operation requires 30 credits.",
    buy: "Buy credits",
    maybeLater: "Maybe Later",
    belowCost: "You have 20 credits left and this needs 30.",
    startOver: "Start Over",
    offline: "No internet connection - please check your network",
    timeout: "Request timeout - please check your connection and try again",
    unreachable: "Unable to connect to server. Please check your connection.",
    notCharged: "No credits were charged.",
    refundedIfTaken: "if credits were taken, they are refunded automatically",
    stepOne: "Step 1 of 2",
  },
  es: {
    insufficient: "Créditos insuficientes. Esta operación requiere 30 créditos.",
    buy: "Comprar créditos",
    maybeLater: "Quizás más tarde",
    belowCost: "Te quedan 20 créditos y esto necesita 30.",
    startOver: "Empezar de nuevo",
    offline: "Sin conexión a internet - revisa tu red",
    timeout: "La solicitud tardó demasiado - revisa tu conexión e inténtalo de nuevo",
    unreachable: "No se puede conectar con el servidor. Revisa tu conexión.",
    notCharged: "No se cobró ningún crédito.",
    refundedIfTaken: "si se descontaron créditos, se devuelven automáticamente",
    stepOne: "Paso 1 de 2",
  },
} as const;

async function signedIn(user: TestUser, lang: "en" | "es", viewport: typeof PHONE) {
  const { page, problems } = await newPage(e2e.browser, { viewport, locale: localeOf(lang) });
  await skipTours(page);
  await signInAs(page, e2e.url, user);
  return { page, problems };
}

/**
 * A new user with `credits`, signed in, on the tool page at `path` (its wizard on screen), with the
 * words the page says them in (`text`).
 */
async function openAs(credits: number, lang: "en" | "es", viewport: typeof PHONE, path: string) {
  const user = await createUser(e2e.worker, { credits });
  const { page, problems } = await signedIn(user, lang, viewport);
  await open(page, path);
  return { user, page, problems, text: TEXT[lang] };
}

const open = (page: Page, path: string) => openWizard(page, `${e2e.url}${path}`);
const upload = (page: Page, slot: string, file: string) => choosePhoto(page, slot, fixturePath(file));

describe("a balance below the tool's price", () => {
  it.each(eachLanguageOnce("desktop"))(
    "20 credits in the interior designer (30): Out of Credits on arrival, Next says why and offers Buy (%s, %s)",
    async (lang, width, viewport) => {
      const { page, problems, text } = await openAs(20, lang, viewport, "/app/interior-designer");
      // Not only at 0: 20 cannot pay for 30, so the dialog opens at once and says by how much.
      const dialog = await outOfCredits(page);
      expect(await dialog.textContent()).toContain(text.belowCost);
      await viewportScreenshot(page, `flow-below-cost-dialog-${lang}-${width}`);
      await dialog.getByRole("button", { name: text.maybeLater }).click();
      await dialog.waitFor({ state: "detached" });

      // Where the user looks (the step's Next): disabled, why, and Buy in place.
      await upload(page, "room", "room.jpg");
      expect(await page.getByTestId("next-step").isDisabled()).toBe(true);
      const why = page.getByTestId("cannot-afford");
      expect(await why.textContent()).toContain(text.insufficient);
      expect(await why.isVisible()).toBe(true);
      await screenshot(page, `flow-below-cost-step-${lang}-${width}`);
      await why.getByRole("button", { name: text.buy }).click();
      await dialog.waitFor();
      // Buy kept the user in the tool: same page, the photo still there behind the dialog.
      expect(new URL(page.url()).pathname).toBe("/app/interior-designer");
      await dialog.getByRole("button", { name: text.maybeLater }).click();
      expect(await page.getByTestId("upload-room").locator("img").count()).toBe(1);
      expect(problems).toEqual([]);
    },
    90_000,
  );

  it.each(eachLanguageOnce("desktop"))(
    "50 credits, one design (30): Out of Credits opens over the result, Continue Designing off, Buy beside it (%s, %s)",
    async (lang, width, viewport) => {
      const { page, problems, text } = await openAs(50, lang, viewport, "/app/interior-designer");
      expect(await page.getByTestId("out-of-credits-dialog").count()).toBe(0);
      for (const [slot, file] of [
        ["room", "room.jpg"],
        ["item1", "item-armchair.png"],
        ["item2", "item-plant.jpg"],
      ] as const) {
        await upload(page, slot, file);
        await page.getByTestId("next-step").click();
      }
      await page.getByTestId("wizard-result").waitFor({ timeout: 60_000 });
      // The run left 20: the balance ran out for this tool at that moment.
      const dialog = await outOfCredits(page);
      expect(await dialog.textContent()).toContain(text.belowCost);
      await viewportScreenshot(page, `flow-ran-out-dialog-${lang}-${width}`);
      await dialog.getByRole("button", { name: text.maybeLater }).click();
      await dialog.waitFor({ state: "detached" });

      expect(await page.getByTestId("continue-designing").isDisabled()).toBe(true);
      const why = page.getByTestId("cannot-afford");
      expect(await why.textContent()).toContain(text.insufficient);
      await screenshot(page, `flow-ran-out-result-${lang}-${width}`);
      await why.getByRole("button", { name: text.buy }).click();
      await dialog.waitFor();
      expect(problems).toEqual([]);
    },
    120_000,
  );
});

describe("Continue Designing on a stored design at a balance below its price", () => {
  const file = (name: string, mimeType: string) => ({ name, mimeType, buffer: readFileSync(fixturePath(name)) });

  it.each(eachLanguageOnce("desktop"))(
    "after F5 or from Your designs, 20 credits (30): off, says why, offers Buy (no JS: a link), returns to it (%s, %s)",
    async (lang, width, viewport) => {
      const text = TEXT[lang];
      const user = await createUser(e2e.worker, { credits: 50 });
      const { page, problems } = await signedIn(user, lang, viewport);
      // One design made (the plain form's post, as without JavaScript): 50 - 30 leaves 20.
      const made = await page.request.post(`${e2e.url}/app/interior-designer`, {
        headers: { Origin: e2e.url },
        multipart: {
          room: file("room.jpg", "image/jpeg"),
          item1: file("item-armchair.png", "image/png"),
          item2: file("item-plant.jpg", "image/jpeg"),
        },
        maxRedirects: 0,
      });
      expect(made.status()).toBe(302);
      const stored = made.headers().location;
      expect(stored).toMatch(/^\/app\/interior-designer\?result=/);

      // Without JavaScript: the button is off, and Buy is a link to the packs.
      const noJs = await newPage(e2e.browser, { viewport, locale: localeOf(lang), javaScriptEnabled: false });
      await noJs.page.context().addCookies(await page.context().cookies());
      await noJs.page.goto(`${e2e.url}${stored}`);
      const plain = noJs.page.getByTestId("continue-form");
      expect(await plain.locator('button[type="submit"]').isDisabled()).toBe(true);
      expect(await plain.getByTestId("cannot-afford").textContent()).toContain(text.insufficient);
      // The tool's own plain form too: off, why, and the same link.
      await noJs.page.goto(`${e2e.url}/app/interior-designer`);
      const first = noJs.page.getByTestId("plain-form");
      expect(await first.locator('button[type="submit"]').isDisabled()).toBe(true);
      expect(await first.getByTestId("cannot-afford").textContent()).toContain(text.insufficient);
      await noJs.page.goBack();
      await plain.getByRole("link", { name: text.buy }).click();
      await noJs.page.waitForURL((url) => url.pathname === "/app/dashboard" && url.hash === "#buy-credits");
      await noJs.page.locator("#buy-credits").waitFor();
      await noJs.page.context().close();
      expect(noJs.problems).toEqual([]);

      // With JavaScript: the same, and Buy opens Out of Credits over the design, which stays behind it.
      await page.goto(`${e2e.url}${stored}`);
      await hydrated(page);
      const form = page.getByTestId("continue-form");
      expect(await form.locator('button[type="submit"]').isDisabled()).toBe(true);
      const why = form.getByTestId("cannot-afford");
      expect(await why.textContent()).toContain(text.insufficient);
      await why.scrollIntoViewIfNeeded();
      expect(await why.isVisible()).toBe(true);
      await screenshot(page, `flow-stored-below-cost-${lang}-${width}`);
      await why.getByRole("button", { name: text.buy }).click();
      const dialog = await outOfCredits(page);
      expect(await dialog.textContent()).toContain(text.belowCost);
      expect(page.url()).toBe(`${e2e.url}${stored}`);
      await dialog.getByRole("button", { name: text.maybeLater }).click();
      await dialog.waitFor({ state: "detached" });
      expect(await page.getByTestId("stored-result").count()).toBe(1);

      // Buying comes back to this design, as the room of its next round, with what was typed.
      const texts = TEXTS[lang];
      await form.locator('input[name="item1Description"]').fill("a reading lamp");
      await why.getByRole("button", { name: text.buy }).click();
      await dialog.getByTestId("buy-starter").click();
      await page.waitForURL(/\/checkout\/local\/cs_local_/);
      await payAndCloseConfirmation(page, "/app/interior-designer", texts.credits.confirmation);
      const stepOf = texts.app.wizard.stepOf.replace("{{step}}", "2").replace("{{total}}", "4");
      await expect.poll(() => page.getByTestId("step-counter").textContent()).toBe(stepOf);
      expect(await page.getByLabel(texts.tools["interior-designer"].item1DescriptionLabel).inputValue()).toBe(
        "a reading lamp",
      );
      await screenshot(page, `flow-stored-bought-${lang}-${width}`);
      // The room, a step back, is the design itself: the same bytes as the stored result's picture.
      const design = await page.request.get(`${e2e.url}/api/generations/${stored.split("=")[1]}/image`);
      await page.getByRole("button", { name: texts.app.wizard.back }).click();
      const room = page.getByTestId("upload-room").locator("img");
      await room.waitFor();
      expect((await shownImageBytes(room)).equals(await design.body())).toBe(true);
      expect(problems).toEqual([]);
    },
    120_000,
  );
});

describe("every tool at a balance below its price", () => {
  /** 5 credits pay for no tool: each one's own price is what the page must name. */
  const BALANCE = 5;

  it.each(LANGUAGES_AT_WIDTHS)(
    "Out of Credits opens on arrival, then beside Next the tool's price and Buy in place (%s, %s)",
    async (lang, width, viewport) => {
      const texts = TEXTS[lang];
      const { page, problems } = await signedIn(await createUser(e2e.worker, { credits: BALANCE }), lang, viewport);
      for (const tool of TOOL_LIST) {
        const cost = DEFAULT_CREDIT_COSTS[tool.costKey];
        await open(page, tool.path);
        const dialog = await outOfCredits(page);
        expect(await dialog.textContent(), tool.id).toContain(
          texts.credits.outOfCredits.textBelowCost_other
            .replace("{{count}}", String(BALANCE))
            .replace("{{cost}}", String(cost)),
        );
        await dialog.getByRole("button", { name: texts.credits.outOfCredits.maybeLater }).click();
        await dialog.waitFor({ state: "detached" });

        // With the first photo in, Next stays off, and right by it the page says why and offers Buy.
        const box = page.locator('[data-testid^="upload-"]').first();
        await box.locator('input[type="file"]').setInputFiles(fixturePath("room.jpg"));
        await box.locator("img").waitFor();
        const next = page.getByTestId("next-step");
        const why = page.getByTestId("cannot-afford");
        expect(await next.isDisabled(), tool.id).toBe(true);
        expect(await why.textContent(), tool.id).toContain(
          texts.app.wizard.insufficient.replace("{{count}}", String(cost)),
        );
        await next.scrollIntoViewIfNeeded();
        const [note, button] = [await why.boundingBox(), await next.boundingBox()];
        // In the same bar as Next, on screen with it: at most one line above it.
        expect(note && button && button.y - (note.y + note.height), tool.id).toBeLessThan(48);
        expect(note && button && note.y + note.height <= button.y + button.height, tool.id).toBe(true);
        if (tool.id === "recolor") await screenshot(page, `flow-below-price-step-${lang}-${width}`);
        await why.getByRole("button", { name: texts.app.wizard.buyMore }).click();
        await dialog.waitFor();
        expect(new URL(page.url()).pathname, tool.id).toBe(tool.path);
        await dialog.getByRole("button", { name: texts.credits.outOfCredits.maybeLater }).click();
        await dialog.waitFor({ state: "detached" });
        expect(await box.locator("img").count(), tool.id).toBe(1);
      }
      expect(problems).toEqual([]);
    },
    180_000,
  );
});

describe("a run or a purchase that gets no answer", () => {
  it.each(eachLanguageOnce("desktop"))(
    "offline: the spec's offline message, nothing charged, Start Over in the panel clears the photo (%s, %s)",
    async (lang, width, viewport) => {
      const { page, problems, text } = await openAs(50, lang, viewport, "/app/clear-space");
      await upload(page, "image", "room.jpg");
      await page.context().setOffline(true);
      await page.getByTestId("next-step").click();
      const error = page.getByTestId("wizard-error");
      await error.waitFor();
      expect(await error.textContent()).toContain(text.offline);
      expect(await error.textContent()).toContain(text.notCharged);
      expect(await error.textContent()).not.toContain("Failed to fetch");
      await screenshot(page, `flow-offline-error-${lang}-${width}`);

      await page.context().setOffline(false);
      await error.getByRole("button", { name: text.startOver }).click();
      await expect.poll(() => page.getByTestId("step-counter").textContent()).toBe(text.stepOne);
      expect(await page.getByTestId("wizard-error").count()).toBe(0);
      expect(await page.getByTestId("upload-image").locator("img").count()).toBe(0);
      expect(problems).toEqual([]);
    },
    90_000,
  );

  it.each(eachLanguageOnce("phone"))(
    "a server that never answers: the spec's timeout message once the model's time and its grace have passed (%s, %s)",
    async (lang, width, viewport) => {
      const { page, problems, text } = await openAs(50, lang, viewport, "/app/clear-space");
      // The request reaches "the server" and hangs there; the page's clock is ours to move.
      let held = false;
      await page.route("**/api/image-editing/**", () => {
        held = true;
      });
      await page.clock.install();
      await upload(page, "image", "room.jpg");
      await page.getByTestId("next-step").click();
      await page.clock.runFor(1_000);
      await page.getByTestId("processing").waitFor();
      await expect.poll(() => held).toBe(true);
      // 120 s of model time and 15 s of grace.
      await page.clock.runFor(136_000);
      const error = page.getByTestId("wizard-error");
      await error.waitFor();
      expect(await error.textContent()).toContain(text.timeout);
      expect(await error.textContent()).toContain(text.refundedIfTaken);
      expect(await error.getByRole("button", { name: text.startOver }).count()).toBe(1);
      await screenshot(page, `flow-timeout-error-${lang}-${width}`);
      expect(problems).toEqual([]);
    },
    90_000,
  );

  it.each(LANGUAGES_AT_WIDTHS)(
    "buying from Out of Credits with the network down says so in the user's words (%s, %s)",
    async (lang, width, viewport) => {
      // At 0 Out of Credits opens on arrival in every version: what is tested here is the words.
      const { page, problems, text } = await openAs(0, lang, viewport, "/app/recolor");
      const dialog = await outOfCredits(page);
      await page.route("**/api/stripe/create-checkout-session", (route) => route.abort("internetdisconnected"));
      await dialog.getByTestId("buy-starter").click();
      const status = page.getByTestId("checkout-status");
      await expect.poll(() => status.textContent()).toContain(text.unreachable);
      expect(await status.textContent()).not.toMatch(/fetch/i);
      await viewportScreenshot(page, `flow-buy-unreachable-${lang}-${width}`);
      // Where the phone's bottom bar shows (below 1024 px, a tablet too) the notice floats above it.
      for (const size of [viewport, { width: 768, height: 1024 }]) {
        await page.setViewportSize(size);
        const bar = page.getByTestId("bottom-bar");
        if (!(await bar.isVisible())) continue;
        const [notice, tabs] = [await status.boundingBox(), await bar.boundingBox()];
        expect(notice && tabs && notice.y + notice.height, `${size.width} px`).toBeLessThanOrEqual(tabs?.y ?? 0);
      }
      // The browser logs the aborted request itself; nothing else may be logged as an error.
      expect(problems.filter((p) => !p.includes("ERR_INTERNET_DISCONNECTED"))).toEqual([]);
    },
    60_000,
  );
});

describe("a result survives a reload", () => {
  const WORDS = {
    en: { fullScreen: "View full screen", startOver: "Start Over", stepOne: "Step 1 of 2" },
    es: { fullScreen: "Pantalla completa", startOver: "Empezar de nuevo", stepOne: "Paso 1 de 2" },
  } as const;

  const loaded = (page: Page, testId: string) =>
    page.getByTestId(testId).evaluate((img) => (img as HTMLImageElement).naturalWidth);

  it.each(eachLanguageOnce("desktop"))(
    "F5 on a result and a dashboard design both show before/after, Save, full screen and Start Over (%s, %s)",
    async (lang, width, viewport) => {
      const words = WORDS[lang];
      const { user, page, problems } = await openAs(50, lang, viewport, "/app/clear-space");
      await upload(page, "image", "room.jpg");
      await page.getByTestId("next-step").click();
      await page.getByTestId("wizard-result").waitFor({ timeout: 60_000 });
      const id = new URL(page.url()).searchParams.get("result");
      expect(id).toMatch(/^[0-9a-f-]{36}$/);

      const expectStoredResult = async (shot: string) => {
        await page.getByTestId("stored-result").waitFor();
        // The slider comes with the scripts (without them it could not move).
        await page.getByTestId("compare-slider").waitFor();
        await expect.poll(() => loaded(page, "before-image")).toBeGreaterThan(0);
        await expect.poll(() => loaded(page, "result-image")).toBeGreaterThan(0);
        expect(await page.getByTestId("save-result").getAttribute("download")).toMatch(/^cleared-space\.(png|jpg)$/);
        await screenshot(page, shot);
        await page.getByRole("button", { name: words.fullScreen }).first().click();
        const full = page.getByTestId("fullscreen");
        await full.waitFor();
        expect(await full.getByTestId("save-result").count()).toBe(1);
        expect(await full.getByRole("link", { name: words.startOver }).count()).toBe(1);
        await page.keyboard.press("Escape");
        await full.waitFor({ state: "detached" });
      };

      await page.reload();
      await hydrated(page);
      await expectStoredResult(`flow-reloaded-result-${lang}-${width}`);

      // "Your designs" on the dashboard opens the same page, not the bare image.
      await page.goto(`${e2e.url}/app/dashboard`);
      await hydrated(page);
      const design = page.getByTestId("your-designs").getByRole("link").first();
      expect(await design.getAttribute("href")).toBe(`/app/clear-space?result=${id}`);
      await design.click();
      await page.waitForURL((url) => url.searchParams.get("result") === id);
      await hydrated(page);
      await expectStoredResult(`flow-design-opened-${lang}-${width}`);

      // Start Over goes back to the tool's first step with nothing in it.
      await page.getByRole("link", { name: words.startOver }).click();
      await page.getByTestId("step-counter").waitFor();
      expect(await page.getByTestId("step-counter").textContent()).toBe(words.stepOne);
      expect(new URL(page.url()).search).toBe("");

      // The photo a result was made from is its owner's only.
      const other = await createUser(e2e.worker);
      const before = `/api/generations/${id}/image?part=before`;
      expect((await e2e.worker.fetch(before, { headers: user.headers })).status).toBe(200);
      expect((await e2e.worker.fetch(before, { headers: other.headers })).status).toBe(404);
      expect(problems).toEqual([]);
    },
    120_000,
  );
});

describe("a pack chosen on the public site", () => {
  // Every pack's button, on the landing and on its variants, in both languages at both widths.
  it.each([
    ["en", "desktop", DESKTOP, "/", "Get Premium", "Premium pack"],
    ["es", "phone", PHONE, "/", "Comprar Premium", "Paquete Premium"],
    ["en", "phone", PHONE, "/landing/design-studio", "Get Starter", "Starter pack"],
    ["es", "desktop", DESKTOP, "/landing/home-decoration", "Comprar Estándar", "Paquete Estándar"],
  ] as const)(
    "its button leads, after signing in by e-mail, straight to that pack's checkout (%s, %s)",
    async (lang, width, viewport, path, button, pack) => {
      const { page, problems } = await newPage(e2e.browser, { viewport, locale: localeOf(lang) });
      await page.goto(`${e2e.url}${path}`);
      await page.getByRole("link", { name: button }).click();
      await page.waitForURL((url) => url.pathname === "/auth");
      const email = `buyer-${lang}-${Date.now()}@example.com`;
      await page.locator('input[name="email"]').fill(email);
      await page.locator('input[name="email"]').press("Enter");
      await page.getByTestId("magic-link-sent").waitFor();
      const link = new URL(await latestMagicLink(e2e.url, email));
      await page.goto(`${e2e.url}${link.pathname}${link.search}`);
      await page.getByTestId("magic-link-confirm").click();
      // Signed in: no stop on the dashboard's packs, the chosen pack's checkout opens.
      await page.waitForURL(/\/checkout\/local\/cs_local_/);
      expect(await page.getByTestId("checkout-package").textContent()).toBe(pack);
      await screenshot(page, `flow-public-pack-checkout-${lang}-${width}`);
      // Back from checkout does not start another one: the dashboard's address lost ?buy=.
      await page.goBack();
      await page.waitForURL((url) => url.pathname === "/app/dashboard");
      expect(new URL(page.url()).searchParams.has("buy")).toBe(false);
      expect(problems).toEqual([]);
    },
    90_000,
  );
});
