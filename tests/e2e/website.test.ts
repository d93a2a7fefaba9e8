/** The public website in Chromium: every page in both languages, anchors, menus, language memory, screenshots. */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESKTOP, everyImageDrawn, localeOf, newPage, PHONE, screenshot, TAKING_SCREENSHOTS } from "../support/browser";
import { useApp } from "../support/e2e";

const e2e = useApp();

/** path, screenshot name, English h1 and key text, Spanish h1 and key text. */
const PAGES = [
  [
    "/",
    "landing",
    "Your room, restyled in seconds",
    "Seven tools, one photo",
    "Tu habitación, con otro estilo en segundos",
    "Siete herramientas, una sola foto",
  ],
  [
    "/landing/design-studio",
    "design-studio",
    "Show clients the finished room in the first meeting",
    "Questions, answered",
    "Enseña a tus clientes la habitación terminada en la primera reunión",
    "Resolvemos tus dudas",
  ],
  [
    "/landing/home-decoration",
    "home-decoration",
    "Redecorate your home without the guesswork",
    "Simple credits, no subscription",
    "Redecora tu casa sin jugártela",
    "Créditos sencillos, sin suscripción",
  ],
  ["/about", "about", "We Know It's Hard to Choose", "Our Mission", "Sabemos que cuesta decidir", "Nuestra misión"],
  [
    "/contact",
    "contact",
    "We're here to help",
    "We reply within 24 hours on business days.",
    "Estamos para ayudarte",
    "Respondemos en menos de 24 horas en días laborables.",
  ],
  [
    "/legal/terms",
    "legal-terms",
    "Terms of Service",
    "30 days' notice",
    "Términos del servicio",
    "30 días de antelación",
  ],
  ["/legal/privacy", "legal-privacy", "Privacy Policy", "up to 3 years", "Política de privacidad", "hasta 3 años"],
  ["/legal/security", "legal-security", "Security", "99.9% uptime", "Seguridad", "99,9 % de disponibilidad"],
  [
    "/legal/data-deletion",
    "legal-data-deletion",
    "Delete your account and data",
    "7 business days",
    "Elimina tu cuenta y tus datos",
    "7 días hábiles",
  ],
] as const;

const headingTop = (page: Page, id: string) =>
  page.evaluate((sectionId) => document.getElementById(sectionId)!.getBoundingClientRect().top, id);

describe("every public page", () => {
  it.each(PAGES)(
    "%s renders in English on a desktop and in Spanish on a phone without JavaScript",
    async (path, name, enTitle, enText, esTitle, esText) => {
      const desktop = await newPage(e2e.browser, { locale: "en-US", viewport: DESKTOP });
      await desktop.page.goto(e2e.url + path);
      expect(await desktop.page.textContent("h1")).toBe(enTitle);
      expect(await desktop.page.textContent("main")).toContain(enText);
      await expect.poll(() => desktop.page.title()).toMatch(/RoomMuse/);
      await everyImageDrawn(desktop.page);
      await screenshot(desktop.page, `website-${name}-en-desktop`);
      expect(desktop.problems).toEqual([]);

      const phone = await newPage(e2e.browser, { locale: "es-ES", viewport: PHONE, javaScriptEnabled: false });
      await phone.page.goto(e2e.url + path);
      expect(await phone.page.textContent("h1")).toBe(esTitle);
      expect(await phone.page.textContent("main")).toContain(esText);
      expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      await everyImageDrawn(phone.page);
      await screenshot(phone.page, `website-${name}-es-phone`);
      expect(phone.problems).toEqual([]);
    },
  );

  it("fits a 360 px phone and a 768 px tablet without sideways scrolling", async () => {
    const widths = [360, 768];
    const { page, problems } = await newPage(e2e.browser, { locale: "es-ES", viewport: { width: 360, height: 800 } });
    for (const [path] of PAGES) {
      await page.setViewportSize({ width: widths[0], height: 800 });
      await page.goto(e2e.url + path);
      // Laid out at each width in turn, as a window resized to it.
      for (const width of widths) {
        await page.setViewportSize({ width, height: 800 });
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth),
          `${path} at ${width}px`,
        ).toBeLessThanOrEqual(width);
      }
    }
    for (const width of TAKING_SCREENSHOTS ? widths : []) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(e2e.url);
      await everyImageDrawn(page);
      await screenshot(page, `website-landing-es-${width}`);
    }
    expect(problems).toEqual([]);
  });
});

describe("landing navigation", () => {
  it("scrolls to each section from the navbar and the footer", async () => {
    const { page, problems } = await newPage(e2e.browser, { locale: "en-US", viewport: DESKTOP });
    await page.goto(e2e.url);
    const nav = page.getByRole("navigation", { name: "Main" });
    const footer = page.getByRole("contentinfo");
    const targets = [
      [nav.getByRole("link", { name: "Features" }), "features"],
      [nav.getByRole("link", { name: "Tools" }), "tools"],
      [nav.getByRole("link", { name: "Reviews" }), "testimonials"],
      [footer.getByRole("link", { name: "Pricing" }), "pricing"],
      [footer.getByRole("link", { name: "FAQ" }), "faq"],
    ] as const;
    for (const [link, id] of targets) {
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
      await link.click();
      await page.waitForURL(`${e2e.url}/#${id}`);
      // The section lands just under the sticky header.
      await expect.poll(() => headingTop(page, id)).toBeGreaterThanOrEqual(0);
      await expect.poll(() => headingTop(page, id)).toBeLessThan(120);
    }
    expect(problems).toEqual([]);
  });

  it.each([
    ["en", "Get Started", "Drag to compare before and after"],
    ["es", "Comienza ahora", "Arrastra para comparar el antes y el después"],
  ] as const)(
    "shows a phone the call to action and the whole before/after on its first screen (%s)",
    async (lang, cta, compare) => {
      const { page, problems } = await newPage(e2e.browser, { locale: localeOf(lang), viewport: PHONE });
      await page.goto(e2e.url);
      const onFirstScreen = async (box: { y: number; height: number } | null) =>
        box !== null && box.y >= 0 && box.y + box.height <= PHONE.height;
      const button = page.getByRole("banner").getByRole("link", { name: cta });
      expect(await button.isVisible()).toBe(true);
      expect(await onFirstScreen(await button.boundingBox())).toBe(true);
      const frame = page.locator("[data-compare]");
      expect(await onFirstScreen(await frame.boundingBox())).toBe(true);
      const split = () => frame.evaluate((element) => getComputedStyle(element).getPropertyValue("--split").trim());

      // The keyboard moves the split, one step per arrow key, as any slider does.
      const slider = page.getByRole("slider", { name: compare });
      await slider.focus();
      for (let i = 0; i < 10; i++) await page.keyboard.press("ArrowLeft");
      await expect.poll(split).toBe("40%");
      // So does a drag across the picture.
      const box = (await frame.boundingBox())!;
      await page.mouse.move(box.x + box.width * 0.4, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width * 0.8, box.y + box.height / 2, { steps: 5 });
      await page.mouse.up();
      await expect.poll(async () => Number.parseFloat(await split())).toBeGreaterThan(70);
      await screenshot(page, `website-landing-first-screen-${lang}-phone`);
      expect(problems).toEqual([]);
    },
  );

  it("opens the phone menu and answers FAQ questions without JavaScript", async () => {
    const { page, problems } = await newPage(e2e.browser, {
      locale: "en-US",
      viewport: PHONE,
      javaScriptEnabled: false,
    });
    await page.goto(e2e.url);
    await page.locator("[data-site-menu] summary").click();
    await screenshot(page, "website-landing-menu-open-phone");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Tools" }).click();
    await page.waitForURL(`${e2e.url}/#tools`);

    const question = page.getByText("Do credits expire? Is there a subscription?");
    const answer = page.getByText("There's nothing to cancel.", { exact: false });
    expect(await answer.isVisible()).toBe(false);
    await question.click();
    expect(await answer.isVisible()).toBe(true);
    expect(problems).toEqual([]);
  });

  it("closes the phone menu after a link is chosen, when JavaScript is on", async () => {
    const { page, problems } = await newPage(e2e.browser, { locale: "en-US", viewport: PHONE });
    await page.goto(e2e.url);
    await page.locator("[data-site-menu] summary").click();
    const menu = page.locator("[data-site-menu]");
    expect(await menu.getAttribute("open")).not.toBeNull();
    await menu.getByRole("link", { name: "Reviews" }).click();
    await page.waitForURL(`${e2e.url}/#testimonials`);
    expect(await menu.getAttribute("open")).toBeNull();
    await page.locator("[data-site-menu] summary").click();
    await page.keyboard.press("Escape");
    expect(await menu.getAttribute("open")).toBeNull();
    expect(problems).toEqual([]);
  });

  it("runs the page's scripts from the edge cache too, where the CSP names them by hash", async () => {
    const about = `${e2e.url}/about`;
    const timing = async () =>
      (await fetch(about, { headers: { "Accept-Language": "en" } })).headers.get("Server-Timing") ?? "";
    // The first visit renders and keeps the page; wait until a visit is served from the cache.
    await expect.poll(timing, { timeout: 15_000 }).toContain('edge-cache;desc="hit"');
    const { page, problems } = await newPage(e2e.browser, { locale: "en-US", viewport: PHONE });
    const response = await page.goto(about);
    expect(await response?.headerValue("server-timing")).toContain('edge-cache;desc="hit"');
    expect(await response?.headerValue("content-security-policy")).toMatch(/^script-src 'sha256-/);
    await page.locator("[data-site-menu] summary").click();
    const menu = page.locator("[data-site-menu]");
    expect(await menu.getAttribute("open")).not.toBeNull();
    // Only the page's own script closes the menu on Escape: it ran.
    await page.keyboard.press("Escape");
    expect(await menu.getAttribute("open")).toBeNull();
    expect(problems).toEqual([]);
  });

  it("is usable with the keyboard: skip link first, then the FAQ opens with Enter", async () => {
    const { page, problems } = await newPage(e2e.browser, { locale: "en-US", viewport: DESKTOP });
    await page.goto(e2e.url);
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Skip to content");
    await page.keyboard.press("Enter");
    await page.waitForURL(`${e2e.url}/#main`);
    await page.locator("summary", { hasText: "How does RoomMuse work?" }).focus();
    // A visible focus ring (box-shadow from the focus-visible rule).
    expect(await page.evaluate(() => getComputedStyle(document.activeElement!).boxShadow)).not.toBe("none");
    await page.keyboard.press("Enter");
    expect(await page.locator("details", { hasText: "How does RoomMuse work?" }).getAttribute("open")).not.toBeNull();
    expect(problems).toEqual([]);
  });

  it("shows the landing page for an unknown path", async () => {
    const { page, problems } = await newPage(e2e.browser, { locale: "en-US", viewport: PHONE });
    await page.goto(`${e2e.url}/this/does/not/exist`);
    expect(await page.textContent("h1")).toBe(PAGES[0][2]);
    expect(await page.locator("#pricing").count()).toBe(1);
    expect(problems).toEqual([]);
  });
});

describe("language", () => {
  it("keeps the visitor's choice across pages, over the browser language", async () => {
    const { page, problems } = await newPage(e2e.browser, {
      locale: "en-US",
      viewport: PHONE,
      javaScriptEnabled: false,
    });
    await page.goto(`${e2e.url}/about`);
    expect(await page.textContent("h1")).toBe("We Know It's Hard to Choose");
    await page.getByRole("contentinfo").getByRole("button", { name: "ES Español" }).click();
    await page.waitForURL(`${e2e.url}/about`);
    expect(await page.textContent("h1")).toBe("Sabemos que cuesta decidir");
    await page.getByRole("contentinfo").getByRole("link", { name: "Política de privacidad" }).click();
    expect(await page.textContent("h1")).toBe("Política de privacidad");
    await page.getByRole("contentinfo").getByRole("link", { name: "Contacto" }).click();
    expect(await page.textContent("h1")).toBe("Estamos para ayudarte");
    await page.goto(`${e2e.url}/landing/home-decoration`);
    expect(await page.getAttribute("html", "lang")).toBe("es");
    expect(await page.textContent("h1")).toBe("Redecora tu casa sin jugártela");
    expect(problems).toEqual([]);
  });

  it("keeps the visitor's place, the #section included (en → es on a phone, es → en on a desktop)", async () => {
    for (const [from, to, viewport, path] of [
      ["en", "es", PHONE, "/#pricing"],
      ["es", "en", DESKTOP, "/landing/home-decoration#faq"],
    ] as const) {
      const { page, problems } = await newPage(e2e.browser, { locale: from === "en" ? "en-US" : "es-ES", viewport });
      await page.goto(e2e.url + path);
      const name = to === "es" ? "ES Español" : "EN English";
      await page.getByRole("contentinfo").getByRole("button", { name }).click();
      // (Asked while the next document replaces this one, the page may have no root element for a moment.)
      await page.waitForFunction((lang) => document.documentElement?.lang === lang, to);
      expect(new URL(page.url()).pathname + new URL(page.url()).hash).toBe(path);
      expect(problems).toEqual([]);
    }
  });

  it("switches back from the navbar on a desktop", async () => {
    const { page, problems } = await newPage(e2e.browser, { locale: "es-ES", viewport: DESKTOP });
    await page.goto(`${e2e.url}/contact`);
    await page.getByRole("banner").getByRole("button", { name: "EN English" }).click();
    // Wait for what the visitor sees: the English heading (the document is replaced, so the root
    // element may be missing for a moment while it loads).
    await page.getByRole("heading", { level: 1, name: "We're here to help" }).waitFor();
    expect(await page.getAttribute("html", "lang")).toBe("en");
    await page.goto(`${e2e.url}/legal/security`);
    expect(await page.textContent("h1")).toBe("Security");
    expect(problems).toEqual([]);
  });
});
