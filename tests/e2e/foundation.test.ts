import { describe, expect, it } from "vitest";
import { DESKTOP, newPage, PHONE, screenshot } from "../support/browser";
import { useDevServerAndBrowser } from "../support/e2e";

const e2e = useDevServerAndBrowser();

describe("landing language", () => {
  it("follows the browser language", async () => {
    const { page, problems } = await newPage(e2e.browser, { locale: "es-ES", viewport: PHONE });
    await page.goto(e2e.server.url);
    await expect(page.locator("html")).toBeDefined();
    expect(await page.getAttribute("html", "lang")).toBe("es");
    expect(await page.textContent("h1")).toBe("Mira tu habitación transformada antes de tocar una brocha");
    await screenshot(page, "foundation-landing-es-phone");
    expect(problems).toEqual([]);
  });

  it("keeps the language chosen with the switch, over the browser language", async () => {
    const { page, problems } = await newPage(e2e.browser, { locale: "en-US", viewport: DESKTOP });
    await page.goto(e2e.server.url);
    expect(await page.textContent("h1")).toBe("See your room transformed before you lift a brush");
    await page.getByRole("banner").getByRole("button", { name: "ES Español" }).click();
    await page.waitForFunction(() => document.documentElement.lang === "es");
    await expect.poll(() => page.textContent("h1")).toBe("Mira tu habitación transformada antes de tocar una brocha");
    await page.goto(`${e2e.server.url}/another/page`);
    expect(await page.getAttribute("html", "lang")).toBe("es");
    expect(await page.textContent("h1")).toBe("Mira tu habitación transformada antes de tocar una brocha");
    await screenshot(page, "foundation-landing-es-desktop");
    expect(problems).toEqual([]);
  });

  it("switches language without JavaScript too", async () => {
    const { page, problems } = await newPage(e2e.browser, { locale: "en-US", javaScriptEnabled: false });
    await page.goto(e2e.server.url);
    await page.getByRole("banner").getByRole("button", { name: "ES Español" }).click();
    await page.waitForURL(`${e2e.server.url}/`);
    expect(await page.getAttribute("html", "lang")).toBe("es");
    expect(problems).toEqual([]);
  });
});
