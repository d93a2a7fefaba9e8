import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESKTOP, newPage, PHONE, screenshot } from "../support/browser";
import { useApp } from "../support/e2e";
import { useDevServer } from "../support/fixtures";

const e2e = useApp();

/** The landing page in a new page with `options` (its locale, width, JavaScript). */
async function openLanding(options: Parameters<typeof newPage>[1]) {
  const opened = await newPage(e2e.browser, options);
  await opened.page.goto(e2e.url);
  return opened;
}

const SPANISH_HEADING = "Tu habitación, con otro estilo en segundos";

/** The page is in Spanish: the document says so and the heading is the Spanish one. */
async function expectSpanishLanding(page: Page) {
  expect(await page.getAttribute("html", "lang")).toBe("es");
  expect(await page.textContent("h1")).toBe(SPANISH_HEADING);
}

describe("landing language", () => {
  it("follows the browser language", async () => {
    const { page, problems } = await openLanding({ locale: "es-ES", viewport: PHONE });
    await expectSpanishLanding(page);
    await screenshot(page, "foundation-landing-es-phone");
    expect(problems).toEqual([]);
  });

  it("keeps the language chosen with the switch, over the browser language", async () => {
    const { page, problems } = await openLanding({ locale: "en-US", viewport: DESKTOP });
    expect(await page.textContent("h1")).toBe("Your room, restyled in seconds");
    await page.getByRole("banner").getByRole("button", { name: "ES Español" }).click();
    // The switch reloads the page: asked while the old document goes, the page has no <html> for a moment.
    await expect.poll(() => page.getAttribute("html", "lang")).toBe("es");
    await expect.poll(() => page.textContent("h1")).toBe(SPANISH_HEADING);
    await page.goto(`${e2e.url}/another/page`);
    await expectSpanishLanding(page);
    await screenshot(page, "foundation-landing-es-desktop");
    expect(problems).toEqual([]);
  });

  it("switches language without JavaScript too", async () => {
    const { page, problems } = await openLanding({ locale: "en-US", javaScriptEnabled: false });
    await page.getByRole("banner").getByRole("button", { name: "ES Español" }).click();
    await page.waitForURL(`${e2e.url}/`);
    await expectSpanishLanding(page);
    expect(problems).toEqual([]);
  });
});

describe("the server `npm start` runs", () => {
  // Every other test uses the run's shared app (the same bundle in workerd through Miniflare); this
  // one starts `wrangler dev` as `npm start` does, so the first of the README's two commands stays true.
  const dev = useDevServer();

  it("applies the migrations, serves the landing and signs a visitor in", async () => {
    const health = await fetch(`${dev.url}/api/health`);
    expect(health.status).toBe(200);
    const { page, problems } = await newPage(e2e.browser, { locale: "en-US", viewport: DESKTOP });
    await page.goto(dev.url);
    expect(await page.textContent("h1")).toBe("Your room, restyled in seconds");
    await page.goto(`${dev.url}/auth`);
    await page.locator('input[name="email"]').fill(`npm-start-${Date.now()}@example.com`);
    await page.locator('form[action="/auth"] button[type="submit"]').click();
    await page.getByTestId("magic-link-sent").waitFor();
    expect(problems).toEqual([]);
  });
});
