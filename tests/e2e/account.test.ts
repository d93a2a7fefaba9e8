/**
 * The account page in Chromium, in English and Spanish, on a phone (390 px) and a desktop
 * (1280 px): reached from the sidebar or the phone menu, renamed (a refusal first, in the page's
 * language), the data downloaded and opened, and sign out everywhere ending another browser's
 * session.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Locator } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESKTOP, newPage, screenshot, LANGUAGES_AT_WIDTHS } from "../support/browser";
import { useApp } from "../support/e2e";
import { signInViaMailbox } from "../support/sign-in";
import { hydrated, skipTours } from "./app-support";

const e2e = useApp();

const WORDS = {
  en: {
    account: "Account",
    name: "Display name",
    save: "Save name",
    saved: "Your name was saved.",
    hint: "Up to 60 characters.",
    required: "Enter a display name.",
    download: "Download my data (ZIP)",
    signOutEverywhere: "Sign out everywhere",
    more: "More",
    starterPack: "Starter pack",
    paid: "Paid",
    emailLink: "E-mail link",
    deleteAccount: "Delete my account and data",
  },
  es: {
    account: "Cuenta",
    name: "Nombre visible",
    save: "Guardar nombre",
    saved: "Tu nombre se guardó.",
    hint: "Hasta 60 caracteres.",
    required: "Escribe un nombre visible.",
    download: "Descargar mis datos (ZIP)",
    signOutEverywhere: "Cerrar sesión en todas partes",
    more: "Más",
    starterPack: "Paquete Inicial",
    paid: "Pagado",
    emailLink: "Enlace por correo",
    deleteAccount: "Eliminar mi cuenta y datos",
  },
};

/**
 * Where the lines of an element's visible text break, as [the character before, the one after]
 * each break (" " when the line ended at a space), from where its characters are on screen;
 * screen-reader-only text left out.
 */
const lineBreaks = (element: Locator) =>
  element.evaluate((el) => {
    const chars: { char: string; top: number; afterSpace: boolean }[] = [];
    let afterSpace = false;
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement?.closest(".sr-only")) continue;
      const text = node.textContent ?? "";
      for (let i = 0; i < text.length; i++) {
        // A space where a line ends takes no room on screen: it is noted on the next character.
        if (/\s/.test(text[i])) {
          afterSpace = true;
          continue;
        }
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        chars.push({ char: text[i], top: range.getBoundingClientRect().top, afterSpace });
        afterSpace = false;
      }
    }
    return chars
      .slice(1)
      .flatMap((c, i) => (c.top > chars[i].top + 1 ? [[c.afterSpace ? " " : chars[i].char, c.char]] : []));
  });
/** A break a reader expects: at a space, after a hyphen, or before an address's @ or one of its dots. */
const sensible = ([before, after]: string[]) => /[\s-]/.test(before) || /[@.]/.test(after);

describe.each(LANGUAGES_AT_WIDTHS)("the account page (%s, %s)", (language, width, viewport) => {
  const words = WORDS[language];
  const locale = language === "es" ? "es-ES" : "en-US";

  it("opens from the menu, renames, downloads the data as a ZIP, and signs out everywhere", async () => {
    // Long enough not to fit a phone's line: it must wrap where a reader expects, not mid-word.
    const email = `maria.fernanda.gonzalez-rodriguez.account-${language}-${width}@correo.example.com`;
    const { page, problems } = await newPage(e2e.browser, { viewport, locale, acceptDownloads: true });
    await skipTours(page);
    await signInViaMailbox(page, e2e.url, email);
    // Another browser, signed in as the same person.
    const other = await newPage(e2e.browser, { viewport: DESKTOP, locale });
    await signInViaMailbox(other.page, e2e.url, email);

    // A pack bought through the local checkout, so the page has a purchase to list.
    const checkout = await page.evaluate(async () => {
      const res = await fetch("/api/stripe/create-checkout-session", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ packageType: "starter", source: "web" }),
      });
      return ((await res.json()) as { url: string }).url;
    });
    await page.goto(new URL(checkout, e2e.url).toString());
    await page.locator('button[value="pay"]').click();
    await page.waitForURL((u) => u.searchParams.get("payment") === "success");
    // The purchase is granted when the return page confirms it: wait for what the buyer sees.
    await page.getByTestId("payment-details").waitFor();
    await page.goto(`${e2e.url}/app`);
    await hydrated(page);

    if (width === "phone") {
      await page.getByRole("link", { name: words.more }).click();
      await page.getByTestId("menu-account-link").waitFor();
      // Cut short with an ellipsis in the menu, the whole address a pointer away.
      expect(await page.getByTestId("menu-account-link").getByTitle(email).textContent()).toBe(email);
      await screenshot(page, `account-menu-${language}-${width}`);
      await page.getByTestId("menu-account-link").click();
    } else {
      expect(await page.getByTestId("sidebar-account-link").getByTitle(email).textContent()).toBe(email);
      await page.getByTestId("sidebar-account-link").click();
    }
    await page.waitForURL((u) => u.pathname === "/app/account");
    await page.getByRole("heading", { level: 1, name: words.account }).waitFor();
    const purchase = page.getByTestId("purchases").getByRole("listitem");
    // Reached by a click, the page may show its heading a frame before the rest: wait for the row.
    await expect.poll(() => purchase.count()).toBe(1);
    expect(await purchase.textContent()).toContain(words.starterPack);
    expect(await purchase.getByTestId("purchase-status").textContent()).toBe(words.paid);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    // Who is signed in and how: the e-mail address, and the e-mail link as the one sign-in method.
    expect(await page.getByRole("main").textContent()).toContain(email);
    const profileEmail = await lineBreaks(page.getByTestId("profile-email"));
    const methodEmail = await lineBreaks(page.getByTestId("sign-in-methods").getByText(email));
    if (width === "phone") expect(profileEmail.length).toBeGreaterThan(0);
    expect([...profileEmail, ...methodEmail].filter((pair) => !sensible(pair))).toEqual([]);
    expect(await page.getByTestId("sign-in-methods").getByRole("listitem").allInnerTexts()).toEqual([
      expect.stringContaining(words.emailLink),
    ]);
    // The way out is on the page too: a link to the deletion page.
    const deleteLink = page.getByRole("main").getByRole("link", { name: words.deleteAccount, exact: true });
    expect(await deleteLink.getAttribute("href")).toBe("/app/account/delete");

    await hydrated(page);
    await page.getByText(words.hint).waitFor();
    // A refusal first: said in the page's language, next to the field, which takes focus.
    const field = page.getByLabel(words.name);
    await field.fill("   ");
    await page.getByRole("button", { name: words.save }).click();
    await page.getByRole("alert").filter({ hasText: words.required }).waitFor();
    expect(await field.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await field.getAttribute("aria-invalid")).toBe("true");

    await field.fill("Ana María");
    await page.getByRole("button", { name: words.save }).click();
    await page.getByRole("status").filter({ hasText: words.saved }).waitFor();
    await page.getByTestId("profile-name").filter({ hasText: "Ana María" }).waitFor();
    await screenshot(page, `account-${language}-${width}`);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: words.download }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^roommuse-data-\d{4}-\d\d-\d\d\.zip$/);
    const file = join(mkdtempSync(join(tmpdir(), "account-e2e-")), download.suggestedFilename());
    await download.saveAs(file);
    expect(execFileSync("unzip", ["-t", file]).toString()).toContain("No errors detected");
    const data = JSON.parse(execFileSync("unzip", ["-p", file, "roommuse-data.json"]).toString());
    expect(data.profile).toMatchObject({ email, name: "Ana María" });

    await page.getByRole("button", { name: words.signOutEverywhere }).click();
    await page.waitForURL((u) => u.pathname === "/auth");
    // The other browser is signed out too: its next visit to the app is sent to sign in.
    await other.page.goto(`${e2e.url}/app/account`);
    await other.page.waitForURL((u) => u.pathname === "/auth");
    // The one console line is the browser noting the refusal's 400 answer; nothing else went wrong.
    expect(problems).toEqual([
      "console.error: Failed to load resource: the server responded with a status of 400 (Bad Request)",
    ]);
    expect(other.problems).toEqual([]);
    await Promise.all([page.context().close(), other.page.context().close()]);
  });
});
