/**
 * Every screen a person can reach, scanned with axe-core (WCAG 2.1 A and AA) and html-validate
 * (`standard`), signed out and signed in: the public pages, sign-in and its "Check your email"
 * card, every app page, every step of every wizard in the tool registry with its result, error,
 * full-screen view and Out of Credits, the tour, the phone menu, the local checkout and the
 * payment confirmation. Any finding fails its test. `scanEveryScreen(lang, size)` registers the
 * scans of one language at one width; each of the four has a test file of its own
 * (accessibility-*.test.ts), so that the run's processes share them out.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { CREDIT_COST_KEYS } from "~/models/pricing";
import { TOOL_LIST, type AnyTool } from "~/tools";
import { PUBLIC_PAGES } from "~/components/site/site.server";
import { Audit } from "../support/accessibility";
import { brokenPng, fixturePath } from "../support/images";
import { DESKTOP, newPage, PHONE, SCREENSHOT_DIR } from "../support/browser";
import { useApp } from "../support/e2e";
import { latestMagicLink } from "../support/sign-in";
import { hydrated, openWizard, outOfCredits, signInPage } from "./app-support";

// Every tool costs the whole welcome bonus, so one run leaves the balance at 0 (Out of Credits).
const COSTS = Object.fromEntries(CREDIT_COST_KEYS.map((key) => [key, 50]));

/** A photo that suits the slot's name (a face for the thumbnail's face, an item for an item...). */
function fixtureFor(slot: string): string {
  if (/face/i.test(slot)) return fixturePath("face.jpg");
  if (/item/i.test(slot)) return fixturePath("item-armchair.png");
  if (/reference/i.test(slot)) return fixturePath("reference-sofa.jpg");
  return fixturePath("room.jpg");
}

const VARIANTS = [
  { lang: "en", locale: "en-US", size: "phone", viewport: PHONE },
  { lang: "en", locale: "en-US", size: "desktop", viewport: DESKTOP },
  { lang: "es", locale: "es-ES", size: "phone", viewport: PHONE },
  { lang: "es", locale: "es-ES", size: "desktop", viewport: DESKTOP },
] as const;
type Variant = (typeof VARIANTS)[number];

/** Loaded, fonts in, and no transition half-way (a fading button is measured at its final colors). */
async function settle(page: Page) {
  await page.waitForLoadState("load");
  await page.waitForFunction(() => document.fonts.status === "loaded");
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/** The 1-based step the wizard shows (the stepper's current item). */
const currentStep = (page: Page) =>
  page.evaluate(() => {
    const items = [...document.querySelectorAll("ol li")];
    return items.findIndex((li) => li.getAttribute("aria-current") === "step") + 1;
  });

/**
 * Gives the current step what it asks for: a photo in each empty box, a pick in each open choice, text in each empty
 * field.
 */
async function fillStep(page: Page, photo: (slot: string) => string | typeof brokenPng) {
  const boxes = page.locator('[data-testid^="upload-"]');
  for (let i = 0; i < (await boxes.count()); i++) {
    const box = boxes.nth(i);
    if ((await box.locator("img").count()) > 0) continue;
    const slot = ((await box.getAttribute("data-testid")) ?? "").replace(/^upload-/, "");
    await box.locator('input[type="file"]').setInputFiles(photo(slot));
    await box.locator("img").first().waitFor();
  }
  // A choice with no default (a style grid, a room type): the first option.
  await page.evaluate(() => {
    const groups = new Map<string, HTMLInputElement[]>();
    for (const radio of document.querySelectorAll<HTMLInputElement>('section input[type="radio"]'))
      groups.set(radio.name, [...(groups.get(radio.name) ?? []), radio]);
    for (const radios of groups.values()) if (!radios.some((r) => r.checked)) radios[0]?.click();
  });
  const fields = page.locator(
    'section input[type="text"]:visible, section input:not([type]):visible, section textarea:visible',
  );
  for (let i = 0; i < (await fields.count()); i++) {
    if ((await fields.nth(i).inputValue()) === "") await fields.nth(i).fill("armchair");
  }
}

/**
 * Starts the run from the last step. Most tools start by themselves; one whose last step is a
 * choice waits for its button. Pressing it either way is the same run (the wizard runs once).
 */
const startRun = (page: Page) =>
  page.evaluate(() => {
    const button = document.querySelector<HTMLButtonElement>('[data-testid="run-tool"]');
    if (button && !button.disabled) button.click();
  });

/** A new account's first page greets it; the tour waits until "Got it" puts the note away. */
async function dismissWelcome(page: Page) {
  const note = page.getByTestId("welcome-note");
  await note.waitFor();
  await note.getByRole("button").click();
  await note.waitFor({ state: "detached" });
}

async function closeTour(page: Page) {
  const tour = page.getByTestId("onboarding");
  if (await tour.isVisible()) {
    await tour.locator("button[aria-label]").first().click();
    await tour.waitFor({ state: "detached" });
  }
}

/**
 * Registers every scan in `lang` at the `size` width: the app and Chromium (every tool priced at
 * the whole welcome bonus), the tests, and a report of the findings after them.
 */
export function scanEveryScreen(lang: Variant["lang"], size: Variant["size"]) {
  const found = VARIANTS.find((variant) => variant.lang === lang && variant.size === size);
  if (!found) throw new Error(`No variant ${lang} at ${size}`);
  const v: Variant = found;
  const e2e = useApp({ settings: { CREDIT_COSTS: JSON.stringify(COSTS) } });
  const audit = new Audit();
  let users = 0;
  const emailFor = (what: string) => `a11y-${what}-${v.lang}-${v.size}-${users++}@example.com`;

  async function open() {
    const { page, problems } = await newPage(e2e.browser, { viewport: v.viewport, locale: v.locale });
    return { page, problems };
  }

  async function scanned(page: Page, label: string) {
    await settle(page);
    await audit.scan(page, label);
  }

  /** Findings of this test only, as a readable list ("" when clean). */
  function since(start: number) {
    return audit.report(audit.findings.slice(start));
  }

  afterAll(() => {
    const byRule = new Map<string, number>();
    for (const f of audit.findings) byRule.set(`${f.tool} ${f.rule}`, (byRule.get(`${f.tool} ${f.rule}`) ?? 0) + 1);
    console.log(
      `accessibility: ${audit.scans} scans, ${audit.findings.length} findings`,
      [...byRule].map(([rule, n]) => `\n  ${n} ${rule}`).join(""),
    );
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    writeFileSync(join(SCREENSHOT_DIR, `accessibility-findings-${v.lang}-${v.size}.txt`), `${audit.report()}\n`);
  });

  describe(`signed out (${v.lang}, ${v.size})`, () => {
    it("public pages, sign-in, Check your email, the magic link page and not found", async () => {
      const start = audit.findings.length;
      const { page, problems } = await open();
      const name = `${v.lang} ${v.size}`;
      for (const path of PUBLIC_PAGES) {
        await page.goto(`${e2e.url}${path}`);
        await scanned(page, `${path} ${name}`);
      }
      await page.goto(`${e2e.url}/no-such-page`);
      await scanned(page, `404 ${name}`);

      await page.goto(`${e2e.url}/auth`);
      await scanned(page, `/auth ${name}`);
      const email = emailFor("signin");
      await page.locator('input[name="email"]').fill(email);
      await page.locator('form[action="/auth"] button[type="submit"]').click();
      await page.getByTestId("magic-link-sent").waitFor();
      await scanned(page, `/auth check your email ${name}`);
      const link = new URL(await latestMagicLink(e2e.url, email));
      await page.goto(`${e2e.url}${link.pathname}${link.search}`);
      await page.getByTestId("magic-link-confirm").waitFor();
      await scanned(page, `/auth/magic ${name}`);
      await page.goto(`${e2e.url}/auth/magic?token=not-a-token`);
      await scanned(page, `/auth/magic invalid ${name}`);
      // The unknown page answers 404 and the bad token 400, as they should.
      expect(problems.filter((p) => !/status of 40[04]/.test(p))).toEqual([]);
      expect(since(start)).toBe("");
    });
  });

  describe(`signed in (${v.lang}, ${v.size})`, () => {
    it("app pages, the phone menu, the local checkout and the payment confirmation", async () => {
      const start = audit.findings.length;
      const { page, problems } = await open();
      const name = `${v.lang} ${v.size}`;
      await signInPage(page, e2e.url, emailFor("pages"));
      for (const path of [
        "/app",
        "/app/image-editing",
        "/app/credits/history",
        "/app/designs",
        "/app/account",
        "/app/account/delete",
        "/",
      ]) {
        await page.goto(`${e2e.url}${path}`);
        if (path.startsWith("/app")) await hydrated(page);
        await scanned(page, `${path} signed in ${name}`);
      }
      if (v.size === "phone") {
        await page.goto(`${e2e.url}/app`);
        await hydrated(page);
        await page.getByTestId("bottom-bar").locator("a[aria-haspopup]").click();
        await page.getByTestId("mobile-menu").waitFor();
        await scanned(page, `phone menu ${name}`);
      }
      await page.goto(`${e2e.url}/app/dashboard`);
      await hydrated(page);
      await page.getByTestId("buy-starter").click();
      await page.waitForURL(/\/checkout\/local\//);
      await scanned(page, `local checkout ${name}`);
      await page.locator(`button[name="intent"][value="pay"]`).click();
      await page.waitForURL(/payment=success/);
      await page.getByTestId("payment-confirmation").waitFor();
      await hydrated(page);
      await scanned(page, `payment confirmation ${name}`);
      expect(problems).toEqual([]);
      expect(since(start)).toBe("");
    });
  });

  const openTool = (page: Page, tool: AnyTool) => openWizard(page, `${e2e.url}${tool.path}`);

  describe(`wizards (${v.lang}, ${v.size})`, () => {
    it.each(TOOL_LIST.map((tool) => [tool.id, tool] as const))(
      "%s: tour, every step, error, result, full screen, Out of Credits",
      async (_id, tool) => {
        const start = audit.findings.length;
        const { page, problems } = await open();
        const name = `${tool.id} ${v.lang} ${v.size}`;
        await signInPage(page, e2e.url, emailFor(tool.id));
        await openTool(page, tool);
        await scanned(page, `${name} welcome`);
        await dismissWelcome(page);
        if (tool.onboarding) {
          await page.getByTestId("onboarding").waitFor();
          await scanned(page, `${name} tour`);
          await closeTour(page);
        }

        // A file that starts like a PNG and is not one: the server refuses it, nothing is charged.
        for (let step = 1; step < tool.steps.length; step++) {
          await fillStep(page, (slot) => (slot === tool.imageSlots[0].name ? brokenPng : fixtureFor(slot)));
          await page.getByTestId("next-step").click();
        }
        await startRun(page);
        await page.getByTestId("wizard-error").waitFor({ timeout: 30_000 });
        await scanned(page, `${name} error`);

        await openTool(page, tool);
        for (let step = 1; step <= tool.steps.length; step++) {
          await expect.poll(() => currentStep(page)).toBe(step);
          await scanned(page, `${name} step ${step}`);
          if (step === tool.steps.length) break;
          await fillStep(page, fixtureFor);
          await scanned(page, `${name} step ${step} filled`);
          await page.getByTestId("next-step").click();
        }
        await startRun(page);
        await page.getByTestId("wizard-result").waitFor({ timeout: 60_000 });
        // The run spent the whole balance: Out of Credits opens over the result at that moment.
        const dialog = await outOfCredits(page);
        await scanned(page, `${name} ran out`);
        await page.keyboard.press("Escape");
        await dialog.waitFor({ state: "detached" });
        await scanned(page, `${name} result`);
        await page.getByTestId("wizard-result").getByRole("button").first().click();
        await page.getByTestId("fullscreen").waitFor();
        await scanned(page, `${name} full screen`);
        await page.keyboard.press("Escape");
        await page.getByTestId("fullscreen").waitFor({ state: "detached" });

        // The run spent the whole balance: the tool now opens with 0 credits (and Out of Credits).
        await openTool(page, tool);
        await scanned(page, `${name} at 0 credits`);
        expect(problems.filter((p) => !/status of 4\d\d/.test(p))).toEqual([]);
        expect(since(start)).toBe("");
      },
      120_000,
    );
  });
}
