/**
 * Every wizard end to end in Chromium against wrangler dev and the local image engine:
 * upload a photo fixture, run, see the result, see the balance drop by the cost, download.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { TOOL_LIST } from "~/tools";
import { DESKTOP, LANGUAGES_AT_WIDTHS, localeOf, newPage, PHONE, screenshot } from "../support/browser";
import { useApp } from "../support/e2e";
import { brokenPng, fixturePath } from "../support/images";
import { nextSentForm } from "../support/sent-form";
import { TEXTS } from "../support/texts";
import { choosePhoto, hydrated, openWizard, outOfCredits, pastWelcome, signInPage, skipTours } from "./app-support";

// Interior designer at 20 so that two iterations fit in the 50 welcome credits.
const COSTS = { RECOLOR: 10, CLEAR: 10, REPLACE: 10, COMBINE: 20, INTERIOR_DESIGNER: 20, THUMBNAIL: 10 };

const e2e = useApp({ settings: { CREDIT_COSTS: JSON.stringify(COSTS) } });

let counter = 0;
async function signedIn(
  options: { viewport?: typeof PHONE; locale?: string; tours?: boolean; javaScriptEnabled?: boolean } = {},
) {
  const { page, problems } = await newPage(e2e.browser, {
    viewport: options.viewport ?? DESKTOP,
    locale: options.locale ?? "en-US",
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    acceptDownloads: true,
  });
  if (!options.tours) await skipTours(page);
  await signInPage(page, e2e.url, `tools-${Date.now()}-${counter++}@example.com`);
  if (options.tours) await pastWelcome(page, e2e.url);
  return { page, problems };
}

const balance = (page: Page) => page.getByTestId("credit-balance").first().textContent();

const open = (page: Page, path: string) => openWizard(page, `${e2e.url}${path}`);
const upload = (page: Page, slot: string, file: string) => choosePhoto(page, slot, fixturePath(file));

const next = (page: Page) => page.getByTestId("next-step").click();

/** Fills upload steps in order: each photo, then Next. */
async function uploadSteps(page: Page, steps: [slot: string, file: string][]) {
  for (const [slot, file] of steps) {
    await upload(page, slot, file);
    await next(page);
  }
}

/** Out of Credits is open (the balance cannot pay for the tool at hand): Maybe Later closes it. */
async function maybeLater(page: Page) {
  const dialog = await outOfCredits(page);
  await dialog.getByRole("button", { name: "Maybe Later" }).click();
  await dialog.waitFor({ state: "detached" });
}

/**
 * Waits for the auto-started run, then checks the result, the balance and the download name: `file`
 * and the extension of the image the engine made (PNG or JPEG).
 * `ranOut`: the run left less than the tool's price, so Out of Credits opens over the result.
 */
async function expectResult(page: Page, expected: { balance: string; file: string; shot: string; ranOut?: boolean }) {
  await page.getByTestId("wizard-result").waitFor({ timeout: 60_000 });
  await expect.poll(() => balance(page)).toBe(expected.balance);
  if (expected.ranOut) await maybeLater(page);
  await screenshot(page, expected.shot);
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("save-result").click()]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^${expected.file}\\.(png|jpg)$`));
}

/** The text at a dotted key of a language's texts. */
const textAt = (texts: object, key: string) =>
  String(key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], texts));

describe("a first visit to each tool", () => {
  for (const [lang, size, viewport] of LANGUAGES_AT_WIDTHS)
    it(`opens that tool's own tour, Replace Element and Thumbnail Maker included (${lang}, ${size})`, async () => {
      const { page, problems } = await signedIn({ viewport, locale: localeOf(lang), tours: true });
      const texts = TEXTS[lang];
      for (const tool of TOOL_LIST) {
        expect(tool.onboarding, tool.id).not.toBeNull();
        const tour = tool.onboarding!;
        await page.goto(`${e2e.url}${tool.path}`);
        const dialog = page.getByTestId("onboarding");
        const title = (step: number) => textAt(texts, `${tour.textsKey}.s${step}.title`);
        await dialog.getByRole("heading", { name: title(1) }).waitFor();
        // It says whose tour it is.
        expect(await dialog.textContent()).toContain(textAt(texts, tool.nameKey));
        await hydrated(page);
        // Every step has its own words; the last one closes the tour for good.
        for (let step = 2; step <= tour.icons.length; step++) {
          await dialog.getByRole("button", { name: texts.app.onboarding.next }).click();
          await dialog.getByRole("heading", { name: title(step) }).waitFor();
        }
        if (tool.id === "combine-rooms" || tool.id === "thumbnail")
          await screenshot(page, `tour-${tool.id}-${lang}-${size}`);
        await dialog.getByRole("button", { name: texts.app.onboarding.getStarted }).click();
        await dialog.waitFor({ state: "detached" });
      }
      expect(problems).toEqual([]);
    }, 120_000);
});

describe("wizards", () => {
  it("recolor: tour once, upload, pick a preset, auto-start, result, balance, download, New Color", async () => {
    const { page, problems } = await signedIn({ tours: true });
    // The tour is in the page's HTML, an open <dialog>, not something the scripts add later.
    const html = await (await page.request.get(`${e2e.url}/app/recolor`)).text();
    expect(html).toMatch(/<dialog[^>]* open=""[^>]*data-testid="onboarding-dialog"/);
    expect(html).toContain("Upload your room");
    await open(page, "/app/recolor");
    await page.getByTestId("onboarding").waitFor();
    await screenshot(page, "tool-recolor-tour-en-desktop");
    const tour = page.getByTestId("onboarding");
    expect(await tour.getByRole("checkbox", { name: "Don't show this again" }).isChecked()).toBe(true);
    await tour.getByRole("button", { name: "Next" }).click();
    await tour.getByRole("button", { name: "Back" }).click();
    await tour.getByRole("button", { name: "Next" }).click();
    await tour.getByRole("button", { name: "Next" }).click();
    await tour.getByRole("button", { name: "Get started" }).click();
    await page.getByTestId("onboarding").waitFor({ state: "detached" });
    const cookies = await page.context().cookies(e2e.url);
    expect(cookies.find((cookie) => cookie.name === "rm_tour_recolor_v1")?.value).toBe("1");

    expect(await page.getByTestId("next-step").isDisabled()).toBe(true);
    await uploadSteps(page, [["image", "room.jpg"]]);
    expect(await page.getByTestId("selected-color").textContent()).toBe("#22C55E");
    await page.getByRole("button", { name: /^Sage/ }).click();
    expect(await page.getByTestId("selected-color").textContent()).toBe("#9CAF88");
    await screenshot(page, "tool-recolor-step2-en-desktop");
    await next(page);
    await expectResult(page, { balance: "40", file: "recolored-room", shot: "tool-recolor-result-en-desktop" });

    // The comparison slider moves with the keyboard.
    const handle = page.getByRole("slider");
    await handle.focus();
    await page.keyboard.press("Home");
    expect(await handle.getAttribute("aria-valuenow")).toBe("0");

    // Tapping the after image opens the full-screen view with Save Photo, New Color and Start Over.
    await page.getByTestId("result-image").click();
    const full = page.getByTestId("fullscreen");
    await full.waitFor();
    expect(await full.getByRole("link", { name: "Save Photo" }).count()).toBe(1);
    expect(await full.getByRole("button", { name: "Start Over" }).count()).toBe(1);
    await full.getByRole("button", { name: "New Color" }).click();
    await expect.poll(() => page.getByTestId("step-counter").textContent()).toBe("Step 2 of 3");
    expect(await page.getByTestId("fullscreen").count()).toBe(0);
    expect(await page.getByTestId("selected-color").textContent()).toBe("#22C55E");

    // Shown once: a new visit's page has no tour, not even in its HTML.
    await open(page, "/app/recolor");
    expect(await page.getByTestId("onboarding").count()).toBe(0);
    expect(await (await page.request.get(`${e2e.url}/app/recolor`)).text()).not.toContain("onboarding-dialog");
    expect(problems).toEqual([]);
  }, 120_000);

  it("clear space in Spanish, from a WebP photo", async () => {
    const { page, problems } = await signedIn({ locale: "es-ES" });
    await open(page, "/app/clear-space");
    expect(await page.getByTestId("step-counter").textContent()).toBe("Paso 1 de 2");
    await upload(page, "image", "room.webp");
    await screenshot(page, "tool-clear-step1-es-desktop");
    const { sent } = await nextSentForm(page, "/api/image-editing/clear-space");
    await next(page);
    // The photo's bytes as a file part (not base64 in JSON), as WebP, as it was chosen.
    const image = (await sent).form.get("image");
    expect(image instanceof File && image.type).toBe("image/webp");
    await expectResult(page, { balance: "40", file: "cleared-space", shot: "tool-clear-result-es-desktop" });
    expect(problems).toEqual([]);
  }, 120_000);

  it("magic furniture with quick pick and suggestion, at phone width", async () => {
    const { page, problems } = await signedIn({ viewport: PHONE });
    await open(page, "/app/magic-furniture");
    await uploadSteps(page, [["image", "room.jpg"]]);
    expect(await page.getByTestId("next-step").isDisabled()).toBe(true);
    await page.getByRole("button", { name: "sofa", exact: true }).click();
    await next(page);
    await page.getByRole("button", { name: "Mid-century cognac leather sofa" }).click();
    await screenshot(page, "tool-furniture-step3-en-phone");
    await next(page);
    await expectResult(page, { balance: "40", file: "magic-furniture", shot: "tool-furniture-result-en-phone" });
    expect(problems).toEqual([]);
  }, 120_000);

  it("replace element: chips default to sofa, Reupload reference", async () => {
    const { page, problems } = await signedIn();
    await open(page, "/app/combine-rooms");
    await uploadSteps(page, [
      ["room", "room.jpg"],
      ["reference", "reference-sofa.jpg"],
    ]);
    expect(await page.getByRole("button", { name: "sofa", exact: true }).getAttribute("aria-pressed")).toBe("true");
    await screenshot(page, "tool-combine-step3-en-desktop");
    await next(page);
    await expectResult(page, { balance: "30", file: "replaced-element", shot: "tool-combine-result-en-desktop" });
    await page.getByRole("button", { name: "Reupload reference" }).click();
    expect(await page.getByTestId("step-counter").textContent()).toBe("Step 2 of 4");
    expect(await page.getByTestId("upload-reference").locator("img").count()).toBe(0);
    expect(problems).toEqual([]);
  }, 120_000);

  it("interior designer: two iterations with history and iteration file names", async () => {
    const { page, problems } = await signedIn();
    await open(page, "/app/interior-designer");
    await uploadSteps(page, [["room", "room.jpg"]]);
    await upload(page, "item1", "item-armchair.png");
    await page.getByLabel("Describe item 1 (optional)").fill("a green armchair");
    await next(page);
    const firstRun = await nextSentForm(page, "/api/image-editing/interior-designer");
    const firstAnswer = page.waitForResponse((r) => r.url().endsWith("/api/image-editing/interior-designer"));
    await uploadSteps(page, [["item2", "item-plant.jpg"]]);
    await expectResult(page, {
      balance: "30",
      file: "interior-design-iteration-1",
      shot: "tool-interior-result1-en-desktop",
    });
    // The wizard asks for the result's address only, and shows and downloads it from there.
    expect((await firstRun.sent).headers.prefer).toBe("return=minimal");
    const answer = (await (await firstAnswer).json()) as { generationId: string; imageUrl: string };
    expect(answer).not.toHaveProperty("imageBase64");
    expect(await page.getByTestId("result-image").getAttribute("src")).toBe(answer.imageUrl);
    expect(await page.getByTestId("save-result").getAttribute("href")).toBe(answer.imageUrl);
    const stored = await page.request.get(`${e2e.url}${answer.imageUrl}`);
    const resultBytes = (await stored.body()).length;

    await page.getByTestId("continue-designing").click();
    await expect.poll(() => page.getByTestId("step-counter").textContent()).toBe("Step 2 of 4");
    // The result became the room, named by its iteration.
    expect(await page.getByTestId("upload-room").count()).toBe(0);
    expect(await page.getByTestId("upload-item1").locator("img").count()).toBe(0);
    await uploadSteps(page, [["item1", "item-plant.jpg"]]);
    const secondRun = await nextSentForm(page, "/api/image-editing/interior-designer");
    await uploadSteps(page, [["item2", "item-armchair.png"]]);
    await expectResult(page, {
      balance: "10",
      ranOut: true,
      file: "interior-design-iteration-2",
      shot: "tool-interior-result2-en-desktop",
    });
    // The next round names the result; its bytes are not uploaded again: the request is the two
    // items and a few text fields, smaller than the result alone.
    const { form, bytes } = await secondRun.sent;
    expect(form.get("continueFrom")).toBe(answer.generationId);
    expect(form.has("room")).toBe(false);
    const items = ["item1", "item2"].reduce((sum, slot) => sum + (form.get(slot) as File).size, 0);
    expect(bytes - items).toBeLessThan(2048);
    expect(bytes - items).toBeLessThan(resultBytes);
    const history = page.getByTestId("design-history");
    expect(await history.locator("li").count()).toBe(2);
    expect(await history.textContent()).toContain("a green armchair");
    await page.getByRole("button", { name: "Start Over" }).click();
    expect(await page.getByTestId("design-history").count()).toBe(0);
    expect(problems).toEqual([]);
  }, 180_000);

  it("interior designer: another room starts at iteration 1, as its stored result says after a reload", async () => {
    const { page, problems } = await signedIn();
    await open(page, "/app/interior-designer");
    const design = async (balance: string, shot: string, ranOut = false) => {
      await uploadSteps(page, [
        ["room", "room.jpg"],
        ["item1", "item-armchair.png"],
        ["item2", "item-plant.jpg"],
      ]);
      await expectResult(page, { balance, ranOut, file: "interior-design-iteration-1", shot });
    };
    await design("30", "tool-interior-room1-en-desktop");
    await page.getByRole("button", { name: "Design another room" }).click();
    await expect.poll(() => page.getByTestId("step-counter").textContent()).toBe("Step 1 of 4");
    await design("10", "tool-interior-room2-en-desktop", true);
    // Both rooms stay in the history, each at its own first round.
    const history = page.getByTestId("design-history");
    const rounds = await history
      .locator("li p:first-child")
      .evaluateAll((lines) => lines.map((line) => line.firstChild?.textContent));
    expect(rounds).toEqual(["Iteration 1", "Iteration 1"]);
    await page.reload();
    await page.getByTestId("stored-result").getByText("Iteration 1", { exact: true }).waitFor();
    expect(await page.getByTestId("save-result").getAttribute("download")).toMatch(/^interior-design-iteration-1\./);
    expect(problems).toEqual([]);
  }, 180_000);

  it("thumbnail: styles default to youtube, text suggestion", async () => {
    const { page, problems } = await signedIn();
    await open(page, "/app/thumbnail");
    await uploadSteps(page, [
      ["base", "room.jpg"],
      ["face", "face.jpg"],
    ]);
    expect(await page.getByRole("button", { name: /^YouTube/ }).getAttribute("aria-pressed")).toBe("true");
    await page.getByRole("button", { name: /^Dramatic/ }).click();
    await page.getByRole("button", { name: "BEFORE & AFTER" }).click();
    await screenshot(page, "tool-thumbnail-step3-en-desktop");
    await next(page);
    await expectResult(page, { balance: "40", file: "youtube-thumbnail", shot: "tool-thumbnail-result-en-desktop" });
    await page.getByRole("button", { name: "Start Over" }).click();
    await uploadSteps(page, [
      ["base", "room.jpg"],
      ["face", "face.jpg"],
    ]);
    expect(await page.getByRole("button", { name: /^YouTube/ }).getAttribute("aria-pressed")).toBe("true");
    expect(await page.getByLabel("Thumbnail text").inputValue()).toBe("");
    expect(problems).toEqual([]);
  }, 120_000);

  it("replace element in Spanish starts on sofá with its chip selected, with and without JavaScript", async () => {
    const { page, problems } = await signedIn({ locale: "es-ES", viewport: PHONE });
    await open(page, "/app/combine-rooms");
    await uploadSteps(page, [
      ["room", "room.jpg"],
      ["reference", "reference-sofa.jpg"],
    ]);
    expect(await page.getByRole("button", { name: "sofá", exact: true }).getAttribute("aria-pressed")).toBe("true");
    expect(await page.getByRole("button", { name: "otro", exact: true }).getAttribute("aria-pressed")).toBe("false");
    expect(await page.getByLabel("¿Qué elemento quieres reemplazar?").inputValue()).toBe("sofá");
    await screenshot(page, "tool-combine-step3-es-phone");
    expect(problems).toEqual([]);

    const noJs = await signedIn({ locale: "es-ES", javaScriptEnabled: false });
    await noJs.page.goto(`${e2e.url}/app/combine-rooms`);
    expect(await noJs.page.locator('input[name="elementType"]').inputValue()).toBe("sofá");
  }, 120_000);

  it("opens Out of Credits when the balance runs out and at 0 credits; refuses to start below the cost", async () => {
    const { page, problems } = await signedIn();
    await open(page, "/app/combine-rooms");
    await uploadSteps(page, [
      ["room", "room.jpg"],
      ["reference", "reference-sofa.jpg"],
    ]);
    await next(page);
    await page.getByTestId("wizard-result").waitFor({ timeout: 60_000 });
    await page.getByRole("button", { name: "Reupload reference" }).click();
    await uploadSteps(page, [["reference", "reference-sofa.jpg"]]);
    await next(page);
    await page.getByTestId("wizard-result").waitFor({ timeout: 60_000 });
    await expect.poll(() => balance(page)).toBe("10");
    // 10 left, 20 needed: Out of Credits opens at that moment; then Next is disabled and says why.
    await maybeLater(page);
    await page.getByRole("button", { name: "Reupload reference" }).click();
    await upload(page, "reference", "reference-sofa.jpg");
    expect(await page.getByTestId("next-step").isDisabled()).toBe(true);
    expect(await page.getByTestId("cannot-afford").textContent()).toContain(
      "Insufficient credits. This operation requires 20 credits.",
    );

    await open(page, "/app/clear-space");
    await uploadSteps(page, [["image", "room.jpg"]]);
    await expectResult(page, {
      balance: "0",
      ranOut: true,
      file: "cleared-space",
      shot: "tool-clear-result-zero-en-desktop",
    });
    await open(page, "/app/recolor");
    await outOfCredits(page);
    await screenshot(page, "tool-out-of-credits-en-desktop");
    await page.getByRole("button", { name: "Maybe Later" }).click();
    expect(await page.getByTestId("out-of-credits-dialog").count()).toBe(0);
    expect(await page.getByTestId("cost-vs-balance").textContent()).toContain("you have 0");
    expect(problems).toEqual([]);
  }, 180_000);
});

describe("errors", () => {
  it("shows 'Something went wrong' with the server's message, says nothing was charged, and " +
    "does not retry", async () => {
    const { page, problems } = await signedIn();
    // Every run the page sends: a retry would show up here, however late it came.
    const runs: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url().includes("/api/image-editing/")) runs.push(request.url());
    });
    await open(page, "/app/clear-space");
    // A PNG's first bytes and then text: the box's magic-number check passes; the server reads on and refuses it.
    await page.getByTestId("upload-image").locator('input[type="file"]').setInputFiles([brokenPng]);
    await page.getByTestId("upload-image").locator("img").waitFor();
    await next(page);
    const error = page.getByTestId("wizard-error");
    await error.waitFor({ timeout: 30_000 });
    expect(await error.textContent()).toContain("Something went wrong");
    // The file is named as the person chose it, not the field as the API spells it (imageBase64).
    expect(await error.textContent()).toContain(
      "Unsupported file(s): not-an-image.png. Allowed: PNG, JPG, JPEG, WebP.",
    );
    expect(await error.textContent()).toContain("No credits were charged.");
    await screenshot(page, "tool-clear-error-en-desktop");
    expect(await page.getByTestId("processing").count()).toBe(0);
    expect(await balance(page)).toBe("50");
    expect(runs).toHaveLength(1);
    // Going back and changing the photo clears the error; a real photo then works.
    await page.getByRole("button", { name: "Back" }).click();
    await page.getByRole("button", { name: "Remove not-an-image.png" }).click();
    await uploadSteps(page, [["image", "room.jpg"]]);
    await expectResult(page, { balance: "40", file: "cleared-space", shot: "tool-clear-after-error-en-desktop" });
    // Through all of that the failed run was never sent again: the one that failed, the one the user started.
    expect(runs).toHaveLength(2);
    // The failed request is the only console error, from the browser's network log.
    expect(problems.filter((p) => !p.includes("status of 415") && !p.includes("status of 400"))).toEqual([]);
  }, 90_000);
});

describe("without JavaScript", () => {
  it("the tour shows in the HTML, steps with Next and Back, and closes for good", async () => {
    const { page, problems } = await signedIn({ javaScriptEnabled: false, tours: true, viewport: PHONE });
    await page.goto(`${e2e.url}/app/recolor`);
    const tour = page.getByTestId("onboarding");
    await tour.getByRole("heading", { name: "Upload your room" }).waitFor();
    await tour.getByRole("button", { name: "Next" }).click();
    await tour.getByRole("heading", { name: "Pick any color" }).waitFor();
    await tour.getByRole("button", { name: "Back" }).click();
    await tour.getByRole("heading", { name: "Upload your room" }).waitFor();
    await screenshot(page, "tool-recolor-tour-nojs-en-phone");
    // Closed with "Don't show this again" unchecked: gone now, back on the next visit.
    await tour.getByRole("checkbox", { name: "Don't show this again" }).uncheck();
    await tour.getByRole("button", { name: "Close" }).click();
    await page.waitForURL((u) => u.pathname === "/app/recolor" && u.searchParams.get("tour") === "0");
    expect(await tour.count()).toBe(0);
    await page.getByTestId("plain-form").waitFor();
    await page.goto(`${e2e.url}/app/recolor`);
    // Closed with it checked (the default): gone for good.
    await tour.getByRole("button", { name: "Close" }).click();
    await page.waitForURL((u) => u.pathname === "/app/recolor" && !u.search);
    expect(await tour.count()).toBe(0);
    await page.goto(`${e2e.url}/app/recolor`);
    await page.getByTestId("plain-form").waitFor();
    expect(await tour.count()).toBe(0);
    expect(problems).toEqual([]);
  }, 60_000);

  it("recolor works as a plain form and shows the result on the next page", async () => {
    const { page, problems } = await signedIn({ javaScriptEnabled: false });
    await page.goto(`${e2e.url}/app/recolor`);
    await page.getByTestId("plain-form").waitFor();
    await page.locator('input[name="image"]').setInputFiles(fixturePath("room.jpg"));
    await page.getByText("Navy", { exact: true }).click();
    await screenshot(page, "tool-recolor-nojs-form-en-desktop");
    await page.getByRole("button", { name: /Transform/ }).click();
    await page.waitForURL(/\/app\/recolor\?result=/);
    await page.getByTestId("result-image").waitFor();
    expect(
      await page.getByTestId("result-image").evaluate((img) => (img as HTMLImageElement).naturalWidth),
    ).toBeGreaterThan(0);
    expect(await balance(page)).toBe("40");
    expect(await page.getByTestId("save-result").getAttribute("download")).toMatch(/^recolored-room\.(png|jpg)$/);
    await screenshot(page, "tool-recolor-nojs-result-en-desktop");
    expect(problems).toEqual([]);
  }, 120_000);
});

const JPEG_START = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);

describe("upload box", () => {
  for (const [lang, locale, message] of [
    ["en", "en-US", "Unsupported file(s): party.jpg. Allowed: PNG, JPG, JPEG, WebP."],
    ["es", "es-ES", "Archivo(s) no compatible(s): party.jpg. Se permiten: PNG, JPG, JPEG, WebP."],
  ] as const) {
    it(`refuses a GIF renamed .jpg at once, by its first bytes (${lang})`, async () => {
      const { page, problems } = await signedIn({ locale, viewport: PHONE });
      await open(page, "/app/clear-space");
      const gif = Buffer.concat([Buffer.from("GIF89a"), Buffer.from([1, 0, 1, 0, 0x80, 0, 0]), Buffer.alloc(32)]);
      const box = page.getByTestId("upload-image");
      await box
        .locator('input[type="file"]')
        .setInputFiles([{ name: "party.jpg", mimeType: "image/jpeg", buffer: gif }]);
      await expect.poll(() => box.getByRole("alert").textContent()).toBe(message);
      expect(await box.locator("img").count()).toBe(0);
      expect(await page.getByTestId("next-step").isDisabled()).toBe(true);
      await screenshot(page, `upload-disguised-gif-${lang}-phone`);
      expect(problems).toEqual([]);
    }, 60_000);
  }

  it("rejects other types with the spec's message, enforces 10 MB, and downscales big photos", async () => {
    const { page, problems } = await signedIn();
    await open(page, "/app/recolor");
    const input = page.getByTestId("upload-image").locator('input[type="file"]');
    await input.setInputFiles([{ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") }]);
    await expect
      .poll(() => page.getByTestId("upload-image").getByRole("alert").textContent())
      .toBe("Unsupported file(s): notes.txt. Allowed: PNG, JPG, JPEG, WebP.");
    await input.setInputFiles([
      {
        name: "huge.jpg",
        mimeType: "image/jpeg",
        buffer: Buffer.concat([JPEG_START, Buffer.alloc(11 * 1024 * 1024, 1)]),
      },
    ]);
    await expect
      .poll(() => page.getByTestId("upload-image").getByRole("alert").textContent())
      .toMatch(/^File\(s\) over 10MB: huge\.jpg\./);
    expect(await page.getByTestId("upload-image").locator("img").count()).toBe(0);

    // A 4000×3000 photo is scaled to 2048 on its long side, keeping the aspect ratio.
    const size = await page.evaluate(async () => {
      const canvas = document.createElement("canvas");
      canvas.width = 4000;
      canvas.height = 3000;
      const ctx = canvas.getContext("2d")!;
      ctx.fillStyle = "#c8643b";
      ctx.fillRect(0, 0, 4000, 3000);
      const blob = await new Promise<Blob>((r) => canvas.toBlob((b) => r(b!), "image/jpeg", 0.9));
      const transfer = new DataTransfer();
      transfer.items.add(new File([blob], "big.jpg", { type: "image/jpeg" }));
      const el = document.querySelector<HTMLInputElement>('[data-testid="upload-image"] input[type="file"]')!;
      el.files = transfer.files;
      el.dispatchEvent(new Event("change", { bubbles: true }));
      const img = await new Promise<HTMLImageElement>((resolve) => {
        const poll = () => {
          const found = document.querySelector<HTMLImageElement>('[data-testid="upload-image"] img');
          if (found?.complete && found.naturalWidth) resolve(found);
          else setTimeout(poll, 50);
        };
        poll();
      });
      return [img.naturalWidth, img.naturalHeight];
    });
    expect(size).toEqual([2048, 1536]);
    await page.getByRole("button", { name: "Remove big.jpg" }).click();
    expect(await page.getByTestId("upload-image").locator("img").count()).toBe(0);
    expect(problems).toEqual([]);
  }, 60_000);
});

describe("shell", () => {
  it("remembers a collapsed sidebar, and signing out clears the locally kept generations", async () => {
    const { page, problems } = await signedIn();
    await open(page, "/app/clear-space");
    await uploadSteps(page, [["image", "room.jpg"]]);
    await page.getByTestId("wizard-result").waitFor({ timeout: 60_000 });
    const kept = () =>
      page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("generations:")).length);
    expect(await kept()).toBe(1);

    await page.getByRole("button", { name: "Collapse sidebar" }).click();
    await page.reload();
    expect(await page.getByTestId("sidebar").getAttribute("data-collapsed")).toBe("true");
    await screenshot(page, "app-sidebar-collapsed-en-desktop");
    await page.getByRole("button", { name: "Expand sidebar" }).click();

    expect(problems).toEqual([]);
    await page.getByTestId("sidebar").getByRole("button", { name: "Log out" }).click();
    await page.waitForURL((u) => !u.pathname.startsWith("/app"));
    expect(await kept()).toBe(0);
    // (Page errors after this point belong to the sign-in screen, not to the app.)
    const res = await page.request.get(`${e2e.url}/app`, { maxRedirects: 0 });
    expect(res.status()).toBe(302);
  }, 90_000);

  it("dashboard color picker: quick and paint tabs, custom hex, opens Recolor with the color", async () => {
    const { page, problems } = await signedIn();
    await page.goto(`${e2e.url}/app`);
    await hydrated(page);
    const picker = page.getByTestId("color-picker");
    expect(await picker.getByRole("tabpanel").getByRole("button").count()).toBe(8);
    await picker.getByRole("tab", { name: "Paint" }).click();
    expect(await picker.getByRole("tabpanel").getByRole("button").count()).toBe(24);
    await picker.getByLabel("Custom hex").fill("rgb(18, 58, 188)");
    await page.getByRole("link", { name: "Try #123ABC on my walls" }).click();
    await page.waitForURL(/\/app\/recolor\?color=/);
    await page.getByTestId("step-counter").waitFor();
    await uploadSteps(page, [["image", "room.jpg"]]);
    expect(await page.getByTestId("selected-color").textContent()).toBe("#123ABC");
    expect(problems).toEqual([]);
  }, 60_000);

  it("phone menu: highlights the current page and closes when an item is chosen", async () => {
    const { page, problems } = await signedIn({ viewport: PHONE });
    await open(page, "/app/clear-space");
    await page.getByRole("link", { name: "More" }).click();
    const menu = page.getByTestId("mobile-menu");
    await menu.waitFor();
    expect(await menu.getByRole("link", { name: /Clear Space/ }).getAttribute("aria-current")).toBe("page");
    expect(await menu.textContent()).toContain("10 credits = 1 transformation");
    await menu.getByRole("link", { name: /Thumbnail Maker/ }).click();
    await page.waitForURL(/\/app\/thumbnail$/);
    expect(await page.getByTestId("mobile-menu").count()).toBe(0);
    expect(problems).toEqual([]);
  }, 60_000);
});
