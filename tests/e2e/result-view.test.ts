/**
 * How a result is shown: a thumbnail (a new 16:9 picture, not the room changed) at its own aspect
 * ratio, never laid over the 4:3 room photo nor cropped to its frame; and the full-screen view,
 * which covers the whole screen with nothing of the page showing through. English and Spanish,
 * phone and desktop, in Chromium against the built Worker and the local image engine.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { TOOL_LIST } from "~/tools";
import { fixturePath, validBody } from "../support/images";
import {
  newPage,
  type PHONE,
  screenshot,
  viewportScreenshot,
  WIDTHS,
  localeOf,
  shownImageBytes,
} from "../support/browser";
import { useApp } from "../support/e2e";
import { createUser } from "../support/users";
import { choosePhoto, hydrated, openWizard, signInAs, skipTours } from "./app-support";
import { TEXTS } from "../support/texts";

const e2e = useApp();

async function signedIn(lang: "en" | "es", viewport: typeof PHONE, credits = 100) {
  const user = await createUser(e2e.worker, { credits });
  const { page, problems } = await newPage(e2e.browser, { viewport, locale: localeOf(lang) });
  await skipTours(page);
  await signInAs(page, e2e.url, user);
  return { page, problems };
}

async function upload(page: Page, slot: string, file: string) {
  await choosePhoto(page, slot, fixturePath(file));
  await page.getByTestId("next-step").click();
}

/**
 * Runs the thumbnail tool (or recolor) in the wizard up to its result. The thumbnail's title is
 * typed, or one of the suggestions (by its text) is picked.
 */
async function runToResult(
  page: Page,
  tool: "thumbnail" | "recolor",
  lang: "en" | "es",
  title: { typed: string } | { picked: string } = { typed: "ROOM MAKEOVER REVEAL" },
) {
  await openWizard(page, `${e2e.url}/app/${tool}`);
  if (tool === "thumbnail") {
    await upload(page, "base", "room.jpg");
    await upload(page, "face", "face.jpg");
    const field = page.getByLabel(TEXTS[lang].tools.thumbnail.titleLabel);
    if ("typed" in title) await field.fill(title.typed);
    else await page.getByRole("button", { name: title.picked, exact: true }).click();
    expect(await field.inputValue()).toBe("typed" in title ? title.typed : title.picked);
  } else {
    await upload(page, "image", "room.jpg");
  }
  await page.getByTestId("next-step").click();
  await page.getByTestId("wizard-result").waitFor({ timeout: 60_000 });
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLImageElement>("[data-testid=wizard-result] img")].every((img) => img.complete),
  );
}

/** Each shown copy of the result: its natural and its rendered aspect ratio, and how it is fitted. */
function shownResults(page: Page, src: string) {
  return page.locator("[data-testid=wizard-result] img").evaluateAll(
    (images, src) =>
      images
        .filter((img) => (img as HTMLImageElement).src === src)
        .map((img) => {
          const image = img as HTMLImageElement;
          const box = image.getBoundingClientRect();
          const fit = getComputedStyle(image).objectFit;
          return {
            natural: +(image.naturalWidth / image.naturalHeight).toFixed(2),
            shown: +(box.width / box.height).toFixed(2),
            fit,
          };
        }),
    src,
  );
}

describe("a thumbnail result", () => {
  for (const lang of ["en", "es"] as const)
    for (const [size, viewport] of WIDTHS)
      it(`is shown at its own 16:9 aspect ratio, not in the room's frame (${lang}, ${size})`, async () => {
        const { page, problems } = await signedIn(lang, viewport);
        await runToResult(page, "thumbnail", lang);
        const result = page.getByTestId("wizard-result");
        const src = await page.getByTestId("result-image").evaluate((img) => (img as HTMLImageElement).src);
        const shown = await shownResults(page, src);
        expect(shown.length).toBeGreaterThan(0);
        for (const copy of shown) {
          expect(copy.natural).toBeCloseTo(16 / 9, 1);
          // Rendered at its own shape: nothing cropped (cover) and no bars around it (contain in another frame).
          expect(copy.shown).toBeCloseTo(copy.natural, 1);
        }
        // Not compared inside the room's frame: no before/after slider laid over a different picture.
        expect(await result.getByTestId("compare-slider").count()).toBe(0);
        // The room it was made from is still there, at its own shape.
        const before = await result.getByTestId("before-image").evaluate((img) => {
          const image = img as HTMLImageElement;
          const box = image.getBoundingClientRect();
          return { natural: image.naturalWidth / image.naturalHeight, shown: box.width / box.height };
        });
        expect(before.shown).toBeCloseTo(before.natural, 1);
        expect(await result.getByText(TEXTS[lang].app.wizard.before, { exact: true }).count()).toBeGreaterThan(0);
        await screenshot(page, `result-thumbnail-${lang}-${size}`);
        expect(problems).toEqual([]);
      }, 120_000);
});

/** The result's bytes, as the page has them. */
const resultBytes = (page: Page) => shownImageBytes(page.getByTestId("result-image"));

/** What an engine without Spanish glyphs drew instead: bare letters, and ¡ ¿ as nothing. */
const bare = (title: string) =>
  title
    .normalize("NFD")
    .replace(/[\u0300-\u036f¡¿]/g, "")
    .normalize("NFC");

describe("a thumbnail title in Spanish letters", () => {
  // Spanish: a suggestion as offered; English: a user's own title with every Spanish letter.
  for (const [lang, size, viewport, title] of [
    ["es", "phone", WIDTHS[0][1], { picked: TEXTS.es.tools.thumbnail.textSuggestions[0] }],
    ["en", "desktop", WIDTHS[1][1], { typed: "¿AÑO ÚNICO? ¡OLÉ! CAFÉ, PINGÜINO Y MÁS" }],
  ] as const)
    it(`is drawn with its accents, Ñ, Ü, ¡ and ¿, not as bare letters (${lang}, ${size})`, async () => {
      const text = "typed" in title ? title.typed : title.picked;
      expect(bare(text)).not.toBe(text);
      const { page, problems } = await signedIn(lang, viewport);
      await runToResult(page, "thumbnail", lang, title);
      await screenshot(page, `result-thumbnail-letters-${lang}-${size}`);
      const drawn = await resultBytes(page);
      // The same picture with the bare title: were the letters drawn as bare ones, the two would be equal.
      await runToResult(page, "thumbnail", lang, { typed: bare(text) });
      const fallback = await resultBytes(page);
      expect(drawn.length).toBeGreaterThan(0);
      expect(Buffer.from(drawn).equals(Buffer.from(fallback))).toBe(false);
      // The same title twice draws the same picture: the difference above is the letters.
      await runToResult(page, "thumbnail", lang, title);
      expect(Buffer.from(await resultBytes(page)).equals(Buffer.from(drawn))).toBe(true);
      expect(problems).toEqual([]);
    }, 180_000);
});

describe("the full-screen view", () => {
  for (const lang of ["en", "es"] as const)
    for (const [size, viewport] of WIDTHS)
      it(`covers the whole screen, with nothing of the page showing through (${lang}, ${size})`, async () => {
        const { page, problems } = await signedIn(lang, viewport);
        await runToResult(page, "recolor", lang);
        await page.getByTestId("result-image").click();
        const full = page.getByTestId("fullscreen");
        await full.waitFor();
        const cover = await full.evaluate((dialog) => {
          const box = dialog.getBoundingClientRect();
          const { innerWidth: width, innerHeight: height } = window;
          // Points across the screen, the corners and the phone's bottom bar included: each must be the view's.
          const points: [number, number][] = [];
          for (const x of [1, width / 4, width / 2, (3 * width) / 4, width - 2])
            for (const y of [1, 16, height / 2, height - 40, height - 2]) points.push([x, y]);
          const outside = points.filter(([x, y]) => !dialog.contains(document.elementFromPoint(x, y)));
          // At each point, the nearest painted background within the view must be opaque (the
          // browser writes an opaque colour as rgb()): else the page's buttons show through.
          const paintedAt = (x: number, y: number) => {
            for (let el = document.elementFromPoint(x, y); el && dialog.contains(el); el = el.parentElement) {
              const colour = getComputedStyle(el).backgroundColor;
              if (colour !== "rgba(0, 0, 0, 0)" && colour !== "transparent") return colour;
            }
            return "nothing";
          };
          const seeThrough = points
            .map(([x, y]) => `${Math.round(x)},${Math.round(y)}: ${paintedAt(x, y)}`)
            .filter((point) => !/: rgb\(/.test(point));
          return {
            box: [box.left, box.top, box.width, box.height].map(Math.round),
            screen: [0, 0, width, height],
            outside,
            seeThrough,
          };
        });
        expect(cover.box).toEqual(cover.screen);
        expect(cover.outside).toEqual([]);
        expect(cover.seeThrough).toEqual([]);
        await viewportScreenshot(page, `result-fullscreen-${lang}-${size}`);
        await full.getByRole("button", { name: TEXTS[lang].app.wizard.closeFullScreen }).click();
        expect(await page.getByTestId("fullscreen").count()).toBe(0);
        expect(problems).toEqual([]);
      }, 120_000);
});

/** How many lines each of the result's headings and its full-screen button takes, as drawn. */
const headerLines = (page: Page, fullScreen: string) =>
  page.evaluate((fullScreen) => {
    // The distinct line tops of an element's text (an icon beside the text is no line of its own).
    const lines = (el: Element | null | undefined) => {
      if (!el) return 0;
      const tops: number[] = [];
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects())
          if (rect.width > 0 && !tops.some((top) => Math.abs(top - rect.top) < 4)) tops.push(rect.top);
      }
      return tops.length;
    };
    const result = document.querySelector("[data-testid=stored-result]");
    const view = result?.querySelector("[data-testid=wizard-result]");
    const button = [...(view?.querySelectorAll("a, button") ?? [])].find((el) => el.textContent?.trim() === fullScreen);
    return {
      title: lines(result?.querySelector("h1")),
      heading: lines(view?.querySelector("h2")),
      fullScreen: lines(button),
    };
  }, fullScreen);

describe("every tool's result page", () => {
  for (const lang of ["en", "es"] as const)
    it(`keeps each heading and the full-screen button on one line, at phone and desktop width (${lang})`, async () => {
      // Enough for one run of every tool.
      const { page, problems } = await signedIn(lang, WIDTHS[0][1], 500);
      await page.goto(`${e2e.url}/app/dashboard`);
      for (const tool of TOOL_LIST) {
        // A result made through the API as the page's own user, then opened as "Your designs" opens it.
        const answer = await page.evaluate(
          async ({ url, body }) => {
            const headers = { "Content-Type": "application/json" };
            const response = await fetch(url, { method: "POST", headers, body: JSON.stringify(body) });
            return (await response.json()) as { generationId?: string };
          },
          { url: tool.endpoint, body: validBody(tool.endpointSlug) },
        );
        expect(answer.generationId, tool.id).toBeTruthy();
        await page.setViewportSize(WIDTHS[0][1]);
        await page.goto(`${e2e.url}${tool.path}?result=${answer.generationId}`);
        await hydrated(page);
        // Laid out at each width in turn, as a window resized to it: the lines are the stylesheet's answer
        // to the width.
        for (const [size, viewport] of WIDTHS) {
          await page.setViewportSize(viewport);
          const lines = await headerLines(page, TEXTS[lang].app.wizard.fullScreen);
          expect(lines, `${tool.id} ${size}`).toEqual({ title: 1, heading: 1, fullScreen: 1 });
          await viewportScreenshot(page, `result-header-${tool.id}-${lang}-${size}`);
        }
      }
      expect(problems).toEqual([]);
    }, 240_000);
});
