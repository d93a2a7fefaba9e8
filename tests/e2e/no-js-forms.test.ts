/**
 * The tool pages without JavaScript (Chromium with scripts off): the plain form's errors name
 * each field by its label in the page's language and point at it, what was typed stays, the
 * result page shows before and after with its actions, and the interior designer iterates on
 * its own result, charged each time.
 */
import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { Audit } from "../support/accessibility";
import { DESKTOP, newPage, PHONE, screenshot } from "../support/browser";
import { useApp } from "../support/e2e";
import { brokenPng, fixture, fixturePath, pngWithBrokenData } from "../support/images";
import { hydrated, signInPage, skipTours } from "./app-support";

const COSTS = { RECOLOR: 10, CLEAR: 10, REPLACE: 10, COMBINE: 10, INTERIOR_DESIGNER: 10, THUMBNAIL: 10, RESTYLE: 10 };
const e2e = useApp({ settings: { CREDIT_COSTS: JSON.stringify(COSTS) } });
const audit = new Audit();

const LANGS = {
  en: { locale: "en-US", viewport: PHONE, size: "phone" },
  es: { locale: "es-ES", viewport: DESKTOP, size: "desktop" },
} as const;
type Lang = keyof typeof LANGS;

let counter = 0;
async function noJsPage(lang: Lang, viewport: { width: number; height: number } = LANGS[lang].viewport) {
  const { page, problems } = await newPage(e2e.browser, {
    viewport,
    locale: LANGS[lang].locale,
    javaScriptEnabled: false,
  });
  await skipTours(page);
  await signInPage(page, e2e.url, `nojs-${lang}-${Date.now()}-${counter++}@example.com`);
  // The browser notes each refused form's 4xx answer in the console; anything else is a problem.
  const unexpected = () => problems.filter((p) => !/Failed to load resource: .* status of 4\d\d/.test(p));
  return { page, unexpected };
}

/**
 * The page as a browser without JavaScript got it, scanned with axe and html-validate: its HTML,
 * scripts taken out, served to a page that may run the scanners (scripts off, nothing can be injected).
 */
async function scanAsServed(page: Page, label: string) {
  const html = (await page.content()).replace(/<script\b[\s\S]*?<\/script>/g, "");
  const { page: scanner } = await newPage(e2e.browser, { viewport: page.viewportSize() ?? DESKTOP });
  await scanner.route(page.url(), (route) => route.fulfill({ contentType: "text/html", body: html }));
  await scanner.goto(page.url());
  await scanner.waitForFunction(() => document.fonts.status === "loaded");
  const findings = audit.report(await audit.scan(scanner, label));
  await scanner.context().close();
  return findings;
}

/** The page's form without the browser's own checks, as an old browser or a hand-made request sends it. */
async function withoutBrowserChecks(page: Page) {
  await page.route(
    (url) => url.pathname.startsWith("/app/") && !url.search,
    async (route) => {
      if (route.request().method() !== "GET" || route.request().resourceType() !== "document") return route.fallback();
      const response = await route.fetch();
      const body = (await response.text()).replace(
        'data-testid="plain-form"',
        'novalidate="" data-testid="plain-form"',
      );
      await route.fulfill({ response, body });
    },
  );
}

const balance = (page: Page) => page.getByTestId("credit-balance").first().textContent();

/**
 * Every tool, sent empty (the browser's own `required` check switched off, as an old browser or
 * a hand-made request would): what the server says about each field, by language. Text fields
 * get spaces, which pass `required` and are still blank.
 */
const EMPTY_FORMS: { tool: string; blanks: string[]; problems: Record<Lang, string[]> }[] = [
  {
    tool: "recolor",
    blanks: [],
    problems: { en: ["Room photo: choose a photo"], es: ["Foto de la habitación: elige una foto"] },
  },
  {
    tool: "clear-space",
    blanks: [],
    problems: { en: ["Room photo: choose a photo"], es: ["Foto de la habitación: elige una foto"] },
  },
  {
    tool: "magic-furniture",
    blanks: ["targetElement", "newElementDescription"],
    problems: {
      en: [
        "Room photo: choose a photo",
        "Which item should be replaced?: fill this in",
        "Describe the new item: fill this in",
      ],
      es: [
        "Foto de la habitación: elige una foto",
        "¿Qué objeto quieres reemplazar?: rellena este campo",
        "Describe el nuevo objeto: rellena este campo",
      ],
    },
  },
  {
    tool: "combine-rooms",
    blanks: ["elementType"],
    problems: {
      en: [
        "Room photo: choose a photo",
        "Reference photo: choose a photo",
        "Which element should be replaced?: fill this in",
      ],
      es: [
        "Foto de la habitación: elige una foto",
        "Foto de referencia: elige una foto",
        "¿Qué elemento quieres reemplazar?: rellena este campo",
      ],
    },
  },
  {
    tool: "interior-designer",
    blanks: [],
    problems: {
      en: ["Room photo: choose a photo", "Item 1: choose a photo", "Item 2: choose a photo"],
      es: ["Foto de la habitación: elige una foto", "Objeto 1: elige una foto", "Objeto 2: elige una foto"],
    },
  },
  {
    tool: "thumbnail",
    blanks: ["titleText"],
    problems: {
      en: ["Room photo: choose a photo", "Face photo: choose a photo", "Thumbnail text: fill this in"],
      es: [
        "Foto de la habitación: elige una foto",
        "Foto de la cara: elige una foto",
        "Texto de la miniatura: rellena este campo",
      ],
    },
  },
  {
    tool: "restyle",
    blanks: [],
    problems: {
      en: ["Room photo: choose a photo", "Room type: choose one of the options", "Style: choose one of the options"],
      es: [
        "Foto de la habitación: elige una foto",
        "Tipo de estancia: elige una de las opciones",
        "Estilo: elige una de las opciones",
      ],
    },
  },
];

/** The form's problems as listed in its summary. */
const listed = (page: Page) => page.getByTestId("form-problems").locator("li").allTextContents();

/** Each listed problem links to its control, which is marked invalid and described by the problem's text. */
async function expectLinked(page: Page, problems: string[]) {
  for (const text of problems) {
    const href = await page.getByTestId("form-problems").getByRole("link", { name: text }).getAttribute("href");
    expect(href).toMatch(/^#field-/);
    const control = page.locator(href ?? "");
    const describedBy = (await control.getAttribute("aria-describedby")) ?? "";
    const descriptions = await Promise.all(
      describedBy.split(" ").map((id) => page.locator(`[id="${id}"]`).textContent()),
    );
    expect(descriptions).toContain(text);
    // A fieldset (the colour swatches) is marked through its radios; every other control itself.
    const invalid = control.locator("xpath=self::fieldset").or(control.and(page.locator('[aria-invalid="true"]')));
    expect(await invalid.count()).toBe(1);
  }
}

describe("the plain form's errors", () => {
  for (const lang of ["en", "es"] as const) {
    it(`name every field by its label, link to it and never show the schema's text, every tool (${lang})`, async () => {
      const { page, unexpected } = await noJsPage(lang);
      await withoutBrowserChecks(page);
      for (const form of EMPTY_FORMS) {
        await page.goto(`${e2e.url}/app/${form.tool}`);
        await page.getByTestId("plain-form").waitFor();
        for (const name of form.blanks) await page.locator(`[name="${name}"]`).fill("   ");
        await page.getByTestId("plain-form").locator('button[type="submit"]').click();
        await page.getByTestId("form-problems").waitFor();
        expect(await listed(page), form.tool).toEqual(form.problems[lang]);
        await expectLinked(page, form.problems[lang]);
        const text = (await page.getByTestId("plain-form").textContent()) ?? "";
        expect(text).not.toMatch(/Required|Must not be blank|Must be one of|invalid|Base64/i);
        // The summary has focus as the page opens, so a screen reader starts on it.
        expect(await page.locator(":focus").getAttribute("data-testid")).toBe("form-problems");
        if (form.tool === "magic-furniture" || form.tool === "restyle") {
          await screenshot(page, `nojs-errors-${form.tool}-${lang}-${LANGS[lang].size}`);
          expect(await scanAsServed(page, `${form.tool} errors ${lang}`)).toBe("");
        }
      }
      // Nothing was charged for a form the server refused.
      expect(await balance(page)).toBe("50");
      expect(unexpected()).toEqual([]);
    }, 120_000);
  }

  for (const [lang, message, again] of [
    ["en", "Unsupported file(s): not-an-image.png. Allowed: PNG, JPG, JPEG, WebP.", "choose it again"],
    ["es", "Archivo(s) no compatible(s): not-an-image.png. Se permiten: PNG, JPG, JPEG, WebP.", "vuelve a elegirla"],
  ] as const) {
    it(`keep what was typed and chosen, and ask for the photo again (${lang})`, async () => {
      const { page, unexpected } = await noJsPage(lang, lang === "en" ? DESKTOP : PHONE);
      await page.goto(`${e2e.url}/app/magic-furniture`);
      await page.locator('input[name="image"]').setInputFiles([brokenPng]);
      await page.locator('input[name="targetElement"]').fill("old armchair");
      await page.locator('input[name="newElementDescription"]').fill("a green velvet sofa");
      await page.getByTestId("plain-form").locator('button[type="submit"]').click();
      await page.getByTestId("form-problems").waitFor();
      expect(await listed(page)).toEqual([message]);
      await expectLinked(page, [message]);
      expect(await page.getByTestId("form-problems").textContent()).toContain(again);
      expect(await page.locator('input[name="targetElement"]').inputValue()).toBe("old armchair");
      expect(await page.locator('input[name="newElementDescription"]').inputValue()).toBe("a green velvet sofa");
      await screenshot(page, `nojs-kept-magic-furniture-${lang}-${lang === "en" ? "desktop" : "phone"}`);

      // A chosen swatch, select and radio stay chosen too.
      await page.goto(`${e2e.url}/app/restyle`);
      await page.locator('input[name="image"]').setInputFiles([brokenPng]);
      await page.locator('select[name="roomType"]').selectOption("bedroom");
      await page.locator('select[name="style"]').selectOption("japandi");
      await page.locator('select[name="mode"]').selectOption("stage");
      await page.getByTestId("plain-form").locator('button[type="submit"]').click();
      await page.getByTestId("form-problems").waitFor();
      expect(await page.locator('select[name="roomType"]').inputValue()).toBe("bedroom");
      expect(await page.locator('select[name="style"]').inputValue()).toBe("japandi");
      expect(await page.locator('select[name="mode"]').inputValue()).toBe("stage");

      await page.goto(`${e2e.url}/app/recolor`);
      await page.locator('input[name="image"]').setInputFiles([brokenPng]);
      await page.locator('input[name="targetColor"][value="#1F2A44"]').check({ force: true });
      await page.getByTestId("plain-form").locator('button[type="submit"]').click();
      await page.getByTestId("form-problems").waitFor();
      expect(await page.locator('input[name="targetColor"]:checked').getAttribute("value")).toBe("#1F2A44");
      expect(await balance(page)).toBe("50");
      expect(unexpected()).toEqual([]);
    }, 90_000);
  }
});

/** The words of the result page, by language. */
const WORDS = {
  en: { before: "Before", after: "After", full: "View full screen", startOver: "Start Over", iteration: "Iteration" },
  es: {
    before: "Antes",
    after: "Después",
    full: "Pantalla completa",
    startOver: "Empezar de nuevo",
    iteration: "Iteración",
  },
} as const;

/** The bytes an image link serves to this signed-in browser (each must be a real picture). */
async function imageAt(page: Page, src: string | null) {
  const response = await page.request.get(new URL(src ?? "", e2e.url).href);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^image\//);
  return response.body();
}

/** The stored result's Before and After, each a labelled picture that loads, and what they show. */
async function beforeAndAfter(page: Page, lang: Lang) {
  const result = page.getByTestId("stored-result");
  const after = result.getByTestId("result-image");
  const before = result.getByTestId("before-image");
  expect(await after.getAttribute("alt")).toBe(WORDS[lang].after);
  expect(await before.getAttribute("alt")).toBe(WORDS[lang].before);
  expect(await result.locator("figcaption").allTextContents()).toEqual([WORDS[lang].after, WORDS[lang].before]);
  return {
    after: await imageAt(page, await after.getAttribute("src")),
    before: await imageAt(page, await before.getAttribute("src")),
  };
}

describe("the result page without JavaScript", () => {
  for (const [lang, viewport, size] of [
    ["en", PHONE, "phone"],
    ["es", DESKTOP, "desktop"],
  ] as const) {
    it(`shows before and after, labelled, with the result's actions, nothing needing a script (${lang})`, async () => {
      const { page, unexpected } = await noJsPage(lang, viewport);
      await page.goto(`${e2e.url}/app/recolor`);
      await page.locator('input[name="image"]').setInputFiles(fixturePath("room.jpg"));
      await page.locator('input[name="targetColor"][value="#1F2A44"]').check({ force: true });
      await page.getByTestId("plain-form").locator('button[type="submit"]').click();
      await page.waitForURL(/\/app\/recolor\?result=/);
      const shown = await beforeAndAfter(page, lang);
      expect(shown.before.equals(shown.after)).toBe(false);
      // A slider that cannot move without a script is not offered; full screen opens the picture itself.
      expect(await page.getByRole("slider").count()).toBe(0);
      const full = await page.getByRole("link", { name: WORDS[lang].full, exact: true }).all();
      expect(full.length).toBeGreaterThan(0);
      const resultSrc = await page.getByTestId("result-image").getAttribute("src");
      for (const link of full) expect(await link.getAttribute("href")).toBe(resultSrc);
      expect(await page.getByTestId("save-result").getAttribute("download")).toMatch(/^recolored-room\.(png|jpg)$/);
      expect(await page.getByRole("link", { name: WORDS[lang].startOver }).getAttribute("href")).toBe("/app/recolor");
      await screenshot(page, `nojs-result-recolor-${lang}-${size}`);
      expect(await scanAsServed(page, `recolor result ${lang}`)).toBe("");
      expect(await balance(page)).toBe("40");
      expect(unexpected()).toEqual([]);
    }, 90_000);
  }
});

describe("the interior designer without JavaScript", () => {
  for (const [lang, viewport, size, refusal, unread] of [
    [
      "en",
      DESKTOP,
      "desktop",
      "Unsupported file(s): not-an-image.png. Allowed: PNG, JPG, JPEG, WebP.",
      "Item 1: the image is damaged or incomplete and could not be read. Your 10 credits were returned. " +
        "Please upload another copy.",
    ],
    [
      "es",
      PHONE,
      "phone",
      "Archivo(s) no compatible(s): not-an-image.png. Se permiten: PNG, JPG, JPEG, WebP.",
      "Objeto 1: la imagen está dañada o incompleta y no se pudo leer. Te devolvimos tus 10 créditos. " +
        "Sube otra copia.",
    ],
  ] as const) {
    it(`places items on its own result again and again, each round charged, a refusal not (${lang})`, async () => {
      const { page, unexpected } = await noJsPage(lang, viewport);
      await page.goto(`${e2e.url}/app/interior-designer`);
      await page.locator('input[name="room"]').setInputFiles(fixturePath("room.jpg"));
      await page.locator('input[name="item1"]').setInputFiles(fixturePath("item-armchair.png"));
      await page.locator('input[name="item2"]').setInputFiles(fixturePath("item-plant.jpg"));
      await page.getByTestId("plain-form").locator('button[type="submit"]').click();
      await page.waitForURL(/\?result=/);
      expect(await balance(page)).toBe("40");
      let previous = await beforeAndAfter(page, lang);

      for (const round of [2, 3]) {
        const form = page.getByTestId("continue-form");
        await form.locator('input[name="item1"]').setInputFiles(fixturePath("item-plant.jpg"));
        await form.locator('input[name="item2"]').setInputFiles(fixturePath("item-armchair.webp"));
        await form.locator('input[name="item1Description"]').fill(`round ${round}`);
        const url = page.url();
        await form.locator('button[type="submit"]').click();
        await page.waitForURL((u) => u.href !== url && u.searchParams.has("result"));
        // The last result is this round's room: its Before is exactly the previous After.
        const shown = await beforeAndAfter(page, lang);
        expect(shown.before.equals(previous.after)).toBe(true);
        expect(shown.after.equals(previous.after)).toBe(false);
        previous = shown;
        expect(await page.getByTestId("stored-result").textContent()).toContain(`${WORDS[lang].iteration} ${round}`);
        expect(await page.getByTestId("save-result").getAttribute("download")).toMatch(
          new RegExp(`^interior-design-iteration-${round}\\.(png|jpg)$`),
        );
        expect(await balance(page)).toBe(String(50 - 10 * round));
      }
      await screenshot(page, `nojs-interior-round3-${lang}-${size}`);

      // A photo the model's side cannot read is charged, then refunded: the balance ends where it was.
      const url = page.url();
      const form = page.getByTestId("continue-form");
      const unreadable = pngWithBrokenData(fixture("item-armchair.png"));
      await form
        .locator('input[name="item1"]')
        .setInputFiles([{ name: "armchair.png", mimeType: "image/png", buffer: Buffer.from(unreadable) }]);
      await form.locator('input[name="item2"]').setInputFiles(fixturePath("item-plant.jpg"));
      await form.locator('button[type="submit"]').click();
      await page.getByTestId("form-problems").waitFor();
      expect(await listed(page)).toEqual([unread]);
      expect(await balance(page)).toBe("20");

      // A refused photo comes back under the same result, what was typed kept, nothing charged.
      await form.locator('input[name="item1"]').setInputFiles([brokenPng]);
      await form.locator('input[name="item2"]').setInputFiles(fixturePath("item-plant.jpg"));
      await form.locator('input[name="item2Description"]').fill("a tall plant");
      await form.locator('button[type="submit"]').click();
      await page.getByTestId("form-problems").waitFor();
      expect(page.url()).toBe(url);
      expect(await listed(page)).toEqual([refusal]);
      await expectLinked(page, [refusal]);
      expect(await form.locator('input[name="item2Description"]').inputValue()).toBe("a tall plant");
      expect(await page.getByTestId("stored-result").textContent()).toContain(`${WORDS[lang].iteration} 3`);
      expect(await balance(page)).toBe("20");
      await screenshot(page, `nojs-interior-refused-${lang}-${size}`);
      expect(await scanAsServed(page, `interior designer refused ${lang}`)).toBe("");
      expect(unexpected()).toEqual([]);
    }, 150_000);
  }
});

describe("Continue Designing on a stored result, with JavaScript", () => {
  it("the same form works once the page has hydrated, and nothing is logged", async () => {
    const { page, problems } = await newPage(e2e.browser, { viewport: DESKTOP, locale: "en-US" });
    await skipTours(page);
    await signInPage(page, e2e.url, `nojs-hydrated-${Date.now()}@example.com`);
    const file = (name: string, mimeType: string) => ({ name, mimeType, buffer: readFileSync(fixturePath(name)) });
    const first = await page.request.post(`${e2e.url}/app/interior-designer`, {
      headers: { Origin: e2e.url },
      multipart: {
        room: file("room.jpg", "image/jpeg"),
        item1: file("item-armchair.png", "image/png"),
        item2: file("item-plant.jpg", "image/jpeg"),
      },
      maxRedirects: 0,
    });
    expect(first.status()).toBe(302);
    await page.goto(`${e2e.url}${first.headers().location}`);
    await hydrated(page);
    expect(await balance(page)).toBe("40");
    const form = page.getByTestId("continue-form");
    await form.locator('input[name="item1"]').setInputFiles(fixturePath("item-plant.jpg"));
    await form.locator('input[name="item2"]').setInputFiles(fixturePath("item-armchair.png"));
    const url = page.url();
    await form.locator('button[type="submit"]').click();
    await page.waitForURL((u) => u.href !== url && u.searchParams.has("result"));
    await page.getByTestId("stored-result").getByText("Iteration 2").waitFor();
    await expect.poll(() => balance(page)).toBe("30");
    expect(problems).toEqual([]);
  }, 90_000);
});
