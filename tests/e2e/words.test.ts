/**
 * Words people understand: one name per tool on every surface (a surface may use the short form,
 * which is made of the name's own words, never another word), and a title of its own on every
 * page ("Recolor Room — RoomMuse"), in English and Spanish, at phone and desktop width.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { PUBLIC_PAGES } from "~/components/site/site.server";
import { TOOL_LIST } from "~/tools";
import { DESKTOP, newPage, PHONE, screenshot, WIDTHS, localeOf } from "../support/browser";
import { useApp } from "../support/e2e";
import { createUser } from "../support/users";
import { hydrated, openWizard, signInAs, skipTours } from "./app-support";
import { TEXTS, type Lang } from "../support/texts";

const e2e = useApp();

const words = (text: string) =>
  text
    .toLocaleLowerCase()
    .split(/[^\p{L}\d]+/u)
    .filter(Boolean);
const toolNames = (lang: Lang) =>
  TOOL_LIST.map((tool) => {
    const texts = TEXTS[lang].tools[tool.id] as { name: string; shortName: string };
    return { tool, name: texts.name, shortName: texts.shortName };
  });

async function page(lang: Lang, viewport: typeof PHONE, signedIn = true) {
  const opened = await newPage(e2e.browser, { viewport, locale: localeOf(lang) });
  await skipTours(opened.page);
  if (signedIn) {
    const user = await createUser(e2e.worker, { credits: 100 });
    await signInAs(opened.page, e2e.url, user);
  }
  return opened;
}

/**
 * Every place the screen names a tool: links in the navigation (sidebar, bottom bar, menu), and
 * the heading of each card that is a link to a tool's page (dashboard, tool chooser, landing).
 * Calls to action ("Create a design") are not names and are left out.
 */
function toolNamesShown(page: Page) {
  const paths = TOOL_LIST.map((tool) => tool.path);
  return page.evaluate((paths) => {
    const pathOf = (link: Element) => new URL((link as HTMLAnchorElement).href).pathname;
    const visible = (el: Element) => (el as HTMLElement).getClientRects().length > 0;
    const shown: { path: string; text: string }[] = [];
    for (const link of document.querySelectorAll("nav a[href], [role=navigation] a[href]"))
      if (visible(link) && paths.includes(pathOf(link)))
        shown.push({ path: pathOf(link), text: (link as HTMLElement).innerText });
    for (const heading of document.querySelectorAll("main h2, main h3")) {
      const card = heading.closest("a[href]");
      if (card && visible(heading) && paths.includes(pathOf(card)))
        shown.push({ path: pathOf(card), text: (heading as HTMLElement).innerText });
    }
    return shown;
  }, paths);
}

/** A page as its user reads it: hydrated, or loaded when it has no script (not half a second of quiet network). */
const settle = hydrated;

describe("one name per tool", () => {
  for (const lang of ["en", "es"] as const)
    for (const [size, viewport] of WIDTHS)
      it(`every surface names a tool by its name or its short form (${lang}, ${size})`, async () => {
        const names = toolNames(lang);
        // A short form is made of the name's own words: "Recolor" for "Recolor Room", never "Try furniture".
        for (const { name, shortName } of names) expect(words(name)).toEqual(expect.arrayContaining(words(shortName)));

        const { page: tab, problems } = await page(lang, viewport);
        const seen: { where: string; path: string; text: string }[] = [];
        const look = async (where: string) => {
          await settle(tab);
          for (const link of await toolNamesShown(tab)) seen.push({ where, ...link });
        };
        await tab.goto(`${e2e.url}/app/dashboard`);
        await look("dashboard");
        await tab.goto(`${e2e.url}/app/image-editing`);
        await look("tool chooser");
        if (size === "phone") {
          await tab.getByRole("link", { name: TEXTS[lang].app.nav.more }).click();
          await tab.getByTestId("mobile-menu").waitFor();
          await look("menu");
          await screenshot(tab, `words-menu-${lang}-${size}`);
        }
        for (const { tool, name } of names) {
          await tab.goto(`${e2e.url}${tool.path}`);
          expect(await tab.locator("main h1").first().innerText()).toBe(name);
          await settle(tab);
        }
        const { page: site } = await page(lang, viewport, false);
        await site.goto(`${e2e.url}/`);
        await settle(site);
        for (const link of await toolNamesShown(site)) seen.push({ where: "landing", ...link });
        await site.context().close();

        const byPath = new Map(names.map((n) => [n.tool.path, n]));
        const wrong = seen.filter(({ path, text }) => {
          const { name, shortName } = byPath.get(path) ?? { name: "", shortName: "" };
          const shown = ` ${words(text).join(" ")} `;
          return !shown.includes(` ${words(name).join(" ")} `) && !shown.includes(` ${words(shortName).join(" ")} `);
        });
        expect(wrong).toEqual([]);
        // Every tool was found on some surface, and the bottom bar's tabs on the phone.
        expect(new Set(seen.map((link) => link.path)).size).toBe(TOOL_LIST.length);
        await screenshot(tab, `words-tool-${lang}-${size}`);
        expect(problems).toEqual([]);
      }, 120_000);
});

describe("page titles", () => {
  for (const lang of ["en", "es"] as const)
    it(`every page has a title of its own, tools by their name (${lang})`, async () => {
      const titles = new Map<string, string>();
      const { page: site } = await page(lang, DESKTOP, false);
      for (const path of [...PUBLIC_PAGES, "/auth"]) {
        await site.goto(`${e2e.url}${path}`);
        await settle(site);
        titles.set(path, await site.title());
      }
      const { page: app, problems } = await page(lang, DESKTOP);
      for (const path of [
        "/app/dashboard",
        "/app/image-editing",
        "/app/credits/history",
        "/app/account",
        "/app/account/delete",
      ]) {
        await app.goto(`${e2e.url}${path}`);
        await settle(app);
        titles.set(path, await app.title());
      }
      for (const { tool, name } of toolNames(lang)) {
        await app.goto(`${e2e.url}${tool.path}`);
        await settle(app);
        const title = await app.title();
        titles.set(tool.path, title);
        expect(title).toBe(`${name} — RoomMuse`);
      }
      // Each its own, each naming the product the same way.
      const all = [...titles.entries()];
      expect(new Set(all.map(([, title]) => title)).size).toBe(all.length);
      expect(all.filter(([, title]) => !/^[^·]+ — .+$/.test(title) || !title.includes("RoomMuse"))).toEqual([]);
      expect(problems).toEqual([]);
    }, 120_000);
});

describe("the sign-in failure card", () => {
  for (const lang of ["en", "es"] as const)
    for (const [size, viewport] of WIDTHS)
      it(`says nothing twice (${lang}, ${size})`, async () => {
        const { page: tab, problems } = await page(lang, viewport, false);
        await tab.goto(`${e2e.url}/auth/callback?error=access_denied`);
        const card = tab.locator("main");
        await card.getByRole("heading", { name: TEXTS[lang].auth.callback.failedTitle }).waitFor();
        const lines = (await card.locator("h1, h2, p, a").allInnerTexts()).map((text) => words(text).join(" "));
        // No line repeats another, even in other letter case ("Authentication failed" under "Authentication Failed").
        expect(lines.filter((line, i) => lines.indexOf(line) !== i)).toEqual([]);
        expect(lines).toContain(words(TEXTS[lang].auth.callback.failedText).join(" "));
        await screenshot(tab, `words-auth-failed-${lang}-${size}`);
        await tab.context().close();
        expect(problems.filter((problem) => !/status of 401/.test(problem))).toEqual([]);
      }, 60_000);
});

describe("the upload box", () => {
  for (const lang of ["en", "es"] as const)
    it(`says tap on a touch screen, and click or drag where there is a mouse (${lang})`, async () => {
      const texts = TEXTS[lang].app.upload;
      const devices = [
        {
          name: "phone",
          options: { viewport: PHONE, hasTouch: true, isMobile: true },
          says: texts.tap,
          not: texts.choose,
        },
        { name: "desktop", options: { viewport: DESKTOP }, says: texts.choose, not: texts.tap },
      ];
      for (const device of devices) {
        const { page: tab, problems } = await newPage(e2e.browser, { ...device.options, locale: localeOf(lang) });
        await skipTours(tab);
        await signInAs(tab, e2e.url, await createUser(e2e.worker, { credits: 100 }));
        await openWizard(tab, `${e2e.url}/app/recolor`);
        const said = tab.getByText(device.says, { exact: true });
        await said.waitFor();
        expect(await tab.getByText(device.not, { exact: true }).isVisible(), device.name).toBe(false);
        // The photo input is named by what the screen shows, not by both sentences.
        const input = tab.locator('input[type="file"]').first();
        const name = await input.evaluate((el) => (el as HTMLInputElement).labels?.[0]?.innerText ?? "");
        expect(name, device.name).toContain(device.says);
        expect(name, device.name).not.toContain(device.not);
        await screenshot(tab, `words-upload-${lang}-${device.name}`, false);
        expect(problems).toEqual([]);
      }
    }, 90_000);
});
