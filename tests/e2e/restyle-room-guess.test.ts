/**
 * Restyle Room's room-type guess in Chromium, with Gemini pointed at the loopback fake: the
 * room check names the room type, the Room Type step preselects it and says so, and the person
 * can still choose another; a second photo's guess never replaces a type the person chose.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { remoteProviderOptions, startFakeImageModels, type FakeImageModels } from "../fakes/image-models";
import { LANGUAGES_AT_WIDTHS, newPage, screenshot } from "../support/browser";
import { useApp } from "../support/e2e";
import { fixture, fixturePath } from "../support/images";
import { TEXTS } from "../support/texts";
import { hydrated, signInPage, skipTours } from "./app-support";

// The fake's address is known once it listens: the settings are filled in before the app's hook reads them.
const settings: Record<string, string> = {};
let fake: FakeImageModels;
beforeAll(async () => {
  fake = await startFakeImageModels(fixture("room-small.png"));
  Object.assign(settings, remoteProviderOptions("gemini", fake).vars);
});
afterAll(() => fake?.close());
const e2e = useApp({ settings });

const LOCALES = { en: "en-US", es: "es-ES" } as const;
let counter = 0;

describe.each(LANGUAGES_AT_WIDTHS.filter(([, width]) => width === "phone"))(
  "the room type, guessed, in %s on a %s",
  (language, device, viewport) => {
    const r = TEXTS[language].tools.restyle;

    it("preselects the type the room check names, and keeps the one the person chose", async () => {
      fake.roomAnswer = "yes";
      fake.roomTypeAnswer = "Home office";
      const { page, problems } = await newPage(e2e.browser, { viewport, locale: LOCALES[language] });
      await skipTours(page);
      await signInPage(page, e2e.url, `guess-${Date.now()}-${counter++}@example.com`);
      await page.goto(`${e2e.url}/app/restyle`);
      await hydrated(page);
      const upload = page.getByTestId("upload-image").locator('input[type="file"]');
      await upload.setInputFiles(fixturePath("room.jpg"));
      await page.getByTestId("upload-image").locator("img").waitFor();
      await page.getByTestId("next-step").click();

      const office = page.getByRole("radio", { name: r.rooms["home-office"] });
      await expect.poll(() => office.isChecked()).toBe(true);
      expect(await page.getByTestId("room-guess").textContent()).toBe(
        r.roomGuess.replace("{{room}}", r.rooms["home-office"]),
      );
      expect(await page.getByTestId("next-step").isEnabled()).toBe(true);
      await screenshot(page, `restyle-room-guess-${language}-${device}`, false);

      // The person's own choice stands, even when another photo brings another guess.
      await page.getByRole("radio", { name: r.rooms.bedroom }).check();
      await page.getByRole("button", { name: TEXTS[language].app.wizard.back }).click();
      fake.roomTypeAnswer = "Kitchen";
      const guessed = page.waitForResponse((response) => response.url().endsWith("/restyle/room-type"));
      await page.getByTestId("upload-image").locator('input[type="file"]').setInputFiles(fixturePath("room.webp"));
      expect(await (await guessed).json()).toEqual({ roomType: "kitchen" });
      await page.getByTestId("next-step").click();
      expect(await page.getByRole("radio", { name: r.rooms.bedroom }).isChecked()).toBe(true);
      expect(problems).toEqual([]);
    }, 120_000);
  },
);
