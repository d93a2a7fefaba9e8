/**
 * Restyle Room in Chromium against wrangler dev and the local engine: the four steps, the
 * result with the credit drop, Try another style back to the style grid with the photo and
 * room type kept, a second result; in English on a phone and in Spanish on a desktop (and the
 * other two pairings for the screenshots); the tour; Out of Credits; two options side by side from
 * one run; the form without JavaScript.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { fixturePath } from "../support/images";
import { eachLanguageOnce, LANGUAGES_AT_WIDTHS, newPage, type PHONE, screenshot } from "../support/browser";
import { useApp } from "../support/e2e";
import { nextSentForm } from "../support/sent-form";
import { hydrated, outOfCredits, pastWelcome, signInPage, skipTours } from "./app-support";
import { TEXTS } from "../support/texts";
import { creditAccount } from "../support/users";

// 25 so that two results spend the 50 welcome credits exactly and Out of Credits can be seen.
const COST = 25;
const e2e = useApp({ settings: { CREDIT_COSTS: JSON.stringify({ RESTYLE: COST }) } });

const balance = (page: Page) => page.getByTestId("credit-balance").first().textContent();
const stepCounter = (page: Page) => page.getByTestId("step-counter").textContent();

let counter = 0;
async function signedIn(options: {
  viewport: typeof PHONE;
  locale: string;
  tours?: boolean;
  javaScriptEnabled?: boolean;
}) {
  const { page, problems } = await newPage(e2e.browser, {
    viewport: options.viewport,
    locale: options.locale,
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    acceptDownloads: true,
  });
  if (!options.tours) await skipTours(page);
  await signInPage(page, e2e.url, `restyle-${Date.now()}-${counter++}@example.com`);
  if (options.tours) await pastWelcome(page, e2e.url);
  return { page, problems };
}

const LANGUAGES = {
  en: { locale: "en-US", texts: TEXTS.en, step: (n: number) => `Step ${n} of 4` },
  es: { locale: "es-ES", texts: TEXTS.es, step: (n: number) => `Paso ${n} de 4` },
} as const;

describe.each(LANGUAGES_AT_WIDTHS)("Restyle Room in %s on a %s", (language, device, viewport) => {
  const { locale, texts, step } = LANGUAGES[language];
  const r = texts.tools.restyle;
  const shot = (page: Page, name: string) => screenshot(page, `restyle-${name}-${language}-${device}`);

  it("Bedroom · Japandi · Redesign · balanced, then Try another style → Industrial", async () => {
    const { page, problems } = await signedIn({ viewport, locale, tours: true });

    // The dashboard's card shows the configured cost; the sidebar (desktop) or the menu (phone) leads to the tool.
    await page.goto(`${e2e.url}/app/dashboard`);
    await hydrated(page);
    const card = page.getByTestId("tool-card-restyle");
    expect(await card.textContent()).toContain(r.name);
    expect(await card.textContent()).toContain(texts.app.nav.creditsCount_other.replace("{{count}}", String(COST)));
    await shot(page, "dashboard");
    if (device === "desktop") {
      await page
        .getByTestId("sidebar")
        .getByRole("link", { name: new RegExp(`^${r.shortName}`) })
        .click();
    } else {
      await page.getByTestId("bottom-bar").getByRole("link", { name: texts.app.nav.more }).click();
      await page.getByRole("link", { name: new RegExp(`^${r.name}`) }).click();
    }
    await page.waitForURL(/\/app\/restyle$/);

    // The tour opens once, in the page's language.
    const tour = page.getByTestId("onboarding");
    await tour.waitFor();
    expect(await tour.textContent()).toContain(texts.app.onboarding.restyle.s1.title);
    await shot(page, "tour");
    await tour.getByRole("button", { name: texts.app.onboarding.close }).click();
    await page.getByRole("heading", { level: 1, name: r.name }).waitFor();
    expect(await stepCounter(page)).toBe(step(1));
    expect(await balance(page)).toBe("50");

    // 1. The room photo. The local engine cannot guess the room type, and says so.
    await shot(page, "step1");
    const guess = page.waitForResponse((response) => response.url().endsWith("/api/image-editing/restyle/room-type"));
    await page.getByTestId("upload-image").locator('input[type="file"]').setInputFiles(fixturePath("room.jpg"));
    expect(await (await guess).json()).toEqual({ roomType: null, reason: "unavailable" });
    await page.getByTestId("upload-image").locator("img").waitFor();
    await page.getByTestId("next-step").click();

    // 2. The room type: nothing chosen yet (no guess to show), so Next waits.
    expect(await stepCounter(page)).toBe(step(2));
    expect(await page.getByTestId("room-guess").count()).toBe(0);
    expect(await page.getByTestId("next-step").isDisabled()).toBe(true);
    expect(await page.getByTestId("restyle-rooms").getByRole("radio").count()).toBeGreaterThanOrEqual(14);
    await page.getByRole("radio", { name: r.rooms.bedroom }).check();
    await expect.poll(() => page.getByTestId("next-step").isEnabled()).toBe(true);
    await shot(page, "step2");
    await page.getByTestId("next-step").click();

    // 3. The style grid, each style with its swatch.
    expect(await stepCounter(page)).toBe(step(3));
    const grid = page.getByTestId("restyle-styles");
    expect(await grid.getByRole("radio").count()).toBeGreaterThanOrEqual(30);
    // The families are named groups a screen reader announces.
    expect(await grid.getByRole("group", { name: r.families.natural }).getByRole("radio").count()).toBeGreaterThan(3);
    const swatch = grid.locator('img[src="/images/styles/japandi.svg"]');
    await expect.poll(() => swatch.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    // One radio group across the families: the arrow keys move the choice on, into the next family.
    await grid.getByText(r.styles.scandinavian.name, { exact: true }).click();
    await page.keyboard.press("ArrowRight");
    const japandi = grid.getByRole("radio", { name: new RegExp(`^${r.styles.japandi.name}`) });
    await expect.poll(() => japandi.isChecked()).toBe(true);
    expect(await japandi.evaluate((radio) => radio === document.activeElement)).toBe(true);
    await shot(page, "step3");
    await page.getByTestId("next-step").click();

    // 4. Mode and strength (Restyle and Balanced to start with); the run waits for the button.
    expect(await stepCounter(page)).toBe(step(4));
    expect(await page.getByRole("radio", { name: new RegExp(`^${r.modes.restyle.name}`) }).isChecked()).toBe(true);
    expect(await page.getByRole("radio", { name: new RegExp(`^${r.strengths.balanced.name}`) }).isChecked()).toBe(true);
    const summary = [r.rooms.bedroom, r.styles.japandi.name, r.modes.restyle.name, r.strengths.balanced.name].join(
      " · ",
    );
    expect(await page.getByTestId("restyle-summary").textContent()).toBe(summary);
    await shot(page, "step4");
    expect(await page.getByTestId("wizard-result").count()).toBe(0);
    const { sent } = await nextSentForm(page, "/api/image-editing/restyle");
    await page.getByTestId("run-tool").click();
    expect(Object.fromEntries((await sent).form)).toMatchObject({
      roomType: "bedroom",
      style: "japandi",
      mode: "restyle",
      strength: "balanced",
    });

    // The result, beside the photo, and the balance down by the cost.
    await page.getByTestId("wizard-result").waitFor({ timeout: 60_000 });
    await expect.poll(() => balance(page)).toBe(String(50 - COST));
    expect(await page.getByRole("slider").count()).toBe(1);
    expect(await page.getByTestId("restyle-result-summary").textContent()).toBe(summary);
    await shot(page, "result");
    const save = page.getByTestId("save-result");
    expect(await save.textContent()).toBe(texts.app.wizard.save);
    const [download] = await Promise.all([page.waitForEvent("download"), save.click()]);
    expect(download.suggestedFilename()).toMatch(/^restyled-room\.(png|jpg)$/);
    const first = await page.getByTestId("result-image").getAttribute("src");

    // Try another style: back to the grid, the photo and the room type kept, no style chosen.
    await page.getByRole("button", { name: r.tryAnotherStyle }).click();
    expect(await stepCounter(page)).toBe(step(3));
    expect(await page.getByTestId("next-step").isDisabled()).toBe(true);
    await grid.getByText(r.styles.industrial.name, { exact: true }).click();
    await page.getByTestId("next-step").click();
    expect(await page.getByTestId("restyle-summary").textContent()).toBe(
      `${r.rooms.bedroom} · ${r.styles.industrial.name} · ${r.modes.restyle.name} · ${r.strengths.balanced.name}`,
    );
    await page.getByTestId("run-tool").click();
    await page.getByTestId("wizard-result").waitFor({ timeout: 60_000 });
    await expect.poll(() => balance(page)).toBe(String(50 - 2 * COST));
    expect(await page.getByTestId("result-image").getAttribute("src")).not.toBe(first);
    await shot(page, "result-second");

    expect(await page.getByRole("button", { name: texts.app.wizard.startOver }).count()).toBeGreaterThan(0);

    // A reload shows the stored result again, with Save Result and Start Over.
    await page.reload();
    await page.getByTestId("stored-result").waitFor();
    const stored = page.getByTestId("result-image");
    await expect.poll(() => stored.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    expect(await page.getByTestId("save-result").textContent()).toBe(texts.app.wizard.save);
    expect(await page.getByTestId("save-result").getAttribute("download")).toMatch(/^restyled-room\.(png|jpg)$/);
    // It says what it was made with, as the live result did.
    expect(await page.getByTestId("stored-result-summary").textContent()).toBe(
      `${r.rooms.bedroom} · ${r.styles.industrial.name} · ${r.modes.restyle.name} · ${r.strengths.balanced.name}`,
    );
    await shot(page, "reloaded");

    // Start Over, now with 0 credits: Out of Credits opens on arrival.
    await page.getByRole("link", { name: texts.app.wizard.startOver }).click();
    await outOfCredits(page);
    await shot(page, "out-of-credits");
    expect(problems).toEqual([]);
  }, 180_000);
});

/** Credits beyond the welcome's, through the user's own CreditAccount object (a purchase's grant). */
async function grantCredits(page: Page, amount: number) {
  const { id } = (await (await page.request.get(`${e2e.url}/api/users/me`)).json()) as { id: string };
  const account = await creditAccount(e2e.worker, id);
  await account.grant({ userId: id, amount, reason: "bonus", idempotencyKey: `e2e-bonus:${id}` });
}

describe("Restyle Room with a style from a photo", () => {
  it.each(LANGUAGES_AT_WIDTHS)(
    "in %s on a %s: the inspiration photo in place of a style, 2 options side by side",
    async (language, device, viewport) => {
      const { locale, texts } = LANGUAGES[language];
      const r = texts.tools.restyle;
      const o = texts.app.wizard.options;
      const { page, problems } = await signedIn({ viewport, locale });
      // Two runs of this test: 2 options, then one more of 2.
      await grantCredits(page, 2 * 2 * COST - 50);
      await page.goto(`${e2e.url}/app/restyle`);
      await hydrated(page);
      await page.getByTestId("upload-image").locator('input[type="file"]').setInputFiles(fixturePath("room.jpg"));
      await page.getByTestId("upload-image").locator("img").waitFor();
      await page.getByTestId("next-step").click();
      await page.getByRole("radio", { name: r.rooms.sunroom }).check();
      await page.getByTestId("next-step").click();

      // The link under the step's title leads to the choice at the end of the grid.
      await page.getByRole("link", { name: r.fromPhoto.jump }).click();
      const group = page.getByRole("group", { name: r.fromPhoto.group });
      await group.getByText(r.fromPhoto.name, { exact: true }).click();
      // Chosen, but not complete until the photo is there.
      await page.getByTestId("restyle-inspiration").waitFor();
      expect(await page.getByTestId("next-step").isDisabled()).toBe(true);
      await page
        .getByTestId("upload-reference")
        .locator('input[type="file"]')
        .setInputFiles(fixturePath("reference-sofa.jpg"));
      await page.getByTestId("upload-reference").locator("img").waitFor();
      await expect.poll(() => page.getByTestId("next-step").isEnabled()).toBe(true);
      await screenshot(page, `restyle-from-photo-${language}-${device}`, false);
      await page.getByTestId("next-step").click();

      const summary = [r.rooms.sunroom, r.fromPhoto.name, r.modes.restyle.name, r.strengths.balanced.name].join(" · ");
      expect(await page.getByTestId("restyle-summary").textContent()).toBe(summary);
      // Two options: the button's price doubles before anything is spent.
      const run = page.getByTestId("run-tool");
      const price = (n: number) => texts.app.wizard.cost_other.replace("{{count}}", String(n));
      expect(await run.textContent()).toContain(price(COST));
      await page.getByTestId("options-choice").getByText(o.count_other.replace("{{count}}", "2")).click();
      await expect.poll(() => run.textContent()).toContain(price(2 * COST));
      await screenshot(page, `restyle-options-step-${language}-${device}`);
      const { sent } = await nextSentForm(page, "/api/image-editing/restyle");
      await run.click();
      const form = (await sent).form;
      expect(form.get("style")).toBe("from-photo");
      expect(form.get("reference")).toBeInstanceOf(File);
      expect(form.get("options")).toBe("2");
      // The two results, side by side on a desktop, one above the other on a phone; each its own design.
      const options = page.getByTestId("result-options").getByRole("listitem");
      await options.first().waitFor({ timeout: 60_000 });
      expect(await options.count()).toBe(2);
      await expect.poll(() => balance(page)).toBe(String(2 * 2 * COST - 2 * COST));
      const [a, b] = await Promise.all([0, 1].map(async (i) => (await options.nth(i).boundingBox())!));
      if (device === "desktop") expect(Math.abs(a.y - b.y)).toBeLessThan(2);
      else expect(b.y).toBeGreaterThanOrEqual(a.y + a.height);
      const images = page.getByTestId("result-image");
      const srcs = await Promise.all([0, 1].map((i) => images.nth(i).getAttribute("src")));
      expect(new Set(srcs).size).toBe(2);
      for (const i of [0, 1])
        await expect
          .poll(() => images.nth(i).evaluate((img) => (img as HTMLImageElement).naturalWidth))
          .toBeGreaterThan(0);
      expect(await options.nth(1).getByTestId("save-option").getAttribute("download")).toMatch(
        /^restyled-room-option-2\.(png|jpg)$/,
      );
      expect(await options.nth(1).textContent()).toContain(o.option.replace("{{n}}", "2"));
      await screenshot(page, `restyle-options-result-${language}-${device}`);
      // Each opens full screen, with its own Save there.
      await options
        .nth(1)
        .getByRole("button", { name: o.openOption.replace("{{n}}", "2") })
        .click();
      const full = page.getByTestId("fullscreen");
      await full.waitFor();
      expect(await full.locator("img").getAttribute("src")).toBe(srcs[1]);
      await full.getByRole("button", { name: texts.app.wizard.closeFullScreen }).click();
      await full.waitFor({ state: "detached" });

      // Try another style, then a named one: the inspiration photo is no longer sent.
      await page.getByRole("button", { name: r.tryAnotherStyle }).click();
      await page.getByTestId("restyle-styles").getByText(r.styles.zen.name, { exact: true }).click();
      expect(await page.getByTestId("restyle-inspiration").count()).toBe(0);
      await page.getByTestId("next-step").click();
      const next = await nextSentForm(page, "/api/image-editing/restyle");
      await page.getByTestId("run-tool").click();
      const second = (await next.sent).form;
      expect(second.get("style")).toBe("zen");
      expect(second.get("reference")).toBeNull();
      await page.getByTestId("wizard-result").waitFor({ timeout: 60_000 });
      expect(problems).toEqual([]);
    },
    180_000,
  );
});

describe("Restyle Room without JavaScript", () => {
  it.each(eachLanguageOnce("phone"))(
    "the plain form in %s produces a result",
    async (language, device, viewport) => {
      const { locale, texts } = LANGUAGES[language];
      const r = texts.tools.restyle;
      // A visitor sees the website's tool card, with the configured cost.
      const visitor = await newPage(e2e.browser, { viewport, locale, javaScriptEnabled: false });
      await visitor.page.goto(`${e2e.url}/`);
      expect(await visitor.page.getByTestId("tool-cost-restyle").textContent()).toBe(
        texts.site.landing.tools.cost.replace("{{count}}", String(COST)),
      );
      await screenshot(visitor.page, `restyle-landing-${language}-${device}`);
      expect(visitor.problems).toEqual([]);

      const { page, problems } = await signedIn({ viewport, locale, javaScriptEnabled: false });
      await page.goto(`${e2e.url}/app/restyle`);
      await page.getByTestId("plain-form").waitFor();
      await page.locator('input[name="image"]').setInputFiles(fixturePath("room.jpg"));
      await page.getByLabel(new RegExp(`^${r.roomTypeLabel}`)).selectOption("bedroom");
      await page.getByLabel(new RegExp(`^${r.styleLabel}`)).selectOption("japandi");
      await screenshot(page, `restyle-nojs-form-${language}-${device}`);
      await page.getByRole("button", { name: new RegExp(texts.tools.actions.transform) }).click();
      await page.waitForURL(/\/app\/restyle\?result=/);
      await page.getByTestId("result-image").waitFor();
      expect(
        await page.getByTestId("result-image").evaluate((img) => (img as HTMLImageElement).naturalWidth),
      ).toBeGreaterThan(0);
      expect(await balance(page)).toBe(String(50 - COST));
      expect(await page.getByTestId("save-result").getAttribute("download")).toMatch(/^restyled-room\.(png|jpg)$/);
      await screenshot(page, `restyle-nojs-result-${language}-${device}`);
      expect(problems).toEqual([]);
    },
    120_000,
  );
});
