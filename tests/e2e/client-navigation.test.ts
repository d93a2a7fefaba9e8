/**
 * One browser runtime, Remix's own (docs/decisions/0029). The pages that are links and plain forms
 * load no script when opened; between the pages that hydrate, a click is a client navigation: the
 * same document, the route's data fetched (on intent, before the click lands), and Back stays in it.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { SCRIPTLESS_APP_PAGES } from "../support/app-pages";
import { newPage } from "../support/browser";
import { fixturePath } from "../support/images";
import { useApp } from "../support/e2e";
import { TEXTS } from "../support/texts";
import { createUser, creditAccount } from "../support/users";
import { choosePhoto, hydrated, signInAs, skipTours } from "./app-support";
import { formatMoment } from "~/utils/moment";
import { ACCOUNT_PATH, APP_HOME, CREDIT_HISTORY_PATH, DASHBOARD_PATH } from "~/utils/paths";

const e2e = useApp();
/** A browser far from UTC, so that a time shown in the wrong zone shows a different hour. */
const TOKYO = "Asia/Tokyo";

async function signedIn(options: { timezoneId?: string } = {}) {
  const user = await createUser(e2e.worker, { credits: 30 });
  const { page, problems } = await newPage(e2e.browser, options);
  await skipTours(page);
  await signInAs(page, e2e.url, user);
  const documents: string[] = [];
  const scripts: string[] = [];
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (request.resourceType() === "document") documents.push(path);
    if (request.resourceType() === "script") scripts.push(path);
  });
  return { user, page, problems, documents, scripts };
}

/** Marks the window: a new document would not carry the mark. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { sameDocumentMark: true }));
const stillSameDocument = (page: Page) => page.evaluate(() => "sameDocumentMark" in window);

describe("one browser runtime", () => {
  it("the credit history, the designs list and the account page load no script file", async () => {
    const { page, problems, scripts } = await signedIn({ timezoneId: TOKYO });
    for (const path of SCRIPTLESS_APP_PAGES) {
      await page.goto(`${e2e.url}${path}`);
      await page.getByRole("heading", { level: 1 }).waitFor();
      await page.waitForLoadState("load");
      expect(scripts, path).toEqual([]);
    }
    // Their links are plain links: the dashboard opens as a document and hydrates.
    await page.locator("aside").getByRole("link", { name: TEXTS.en.app.nav.dashboard, exact: true }).click();
    await page.waitForURL(`${e2e.url}${APP_HOME}`);
    await hydrated(page);
    expect(scripts.length).toBeGreaterThan(0);

    // A page that hydrated told the server the browser's time zone: the history shows Tokyo's time.
    await page.goto(`${e2e.url}${CREDIT_HISTORY_PATH}`);
    const moment = page.getByRole("main").locator("time").first();
    const at = (await moment.getAttribute("datetime")) ?? "";
    expect(await moment.textContent()).toBe(formatMoment(at, "en", TOKYO));
    expect(formatMoment(at, "en", TOKYO)).not.toBe(formatMoment(at, "en", "UTC"));
    expect(problems).toEqual([]);
  });

  it("a click from the dashboard to a tool keeps the document, and so do Back and a scriptless page", async () => {
    const { page, problems, documents } = await signedIn();
    await page.goto(`${e2e.url}${DASHBOARD_PATH}`);
    await hydrated(page);
    await markDocument(page);
    const loads = documents.length;

    // Hovering a tool card fetches its page's data and code; the click then shows the wizard.
    const card = page.getByTestId("tool-card-recolor");
    const prefetched = page.waitForRequest((request) => new URL(request.url()).pathname === "/app/recolor.data");
    await card.hover();
    await prefetched;
    await card.click();
    await page.waitForURL(`${e2e.url}/app/recolor`);
    await page.getByTestId("step-counter").waitFor();
    expect(await stillSameDocument(page)).toBe(true);

    await page.goBack();
    await page.getByTestId("tool-card-recolor").waitFor();
    expect(page.url()).toBe(`${e2e.url}${DASHBOARD_PATH}`);
    expect(await stillSameDocument(page)).toBe(true);

    // A scriptless page reached by a click renders in the same document, and its links keep working.
    await page.goto(`${e2e.url}${DASHBOARD_PATH}`);
    await hydrated(page);
    await markDocument(page);
    const afterReload = documents.length;
    await page.getByTestId("sidebar-account-link").click();
    await page.waitForURL(`${e2e.url}${ACCOUNT_PATH}`);
    await page.getByRole("heading", { level: 1 }).waitFor();
    await page.goBack();
    await page.getByTestId("tool-card-recolor").click();
    await page.getByTestId("step-counter").waitFor();
    expect(await stillSameDocument(page)).toBe(true);
    expect(documents.length - afterReload).toBe(0);
    expect(afterReload - loads).toBe(1);
    expect(problems).toEqual([]);
  });

  it("a click asks the server for the new page's data only, and the shell is read again back in the tab", async () => {
    const { user, page, problems } = await signedIn();
    await page.goto(`${e2e.url}${DASHBOARD_PATH}`);
    await hydrated(page);
    const asked: string[][] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith(".data")) asked.push((url.searchParams.get("_routes") ?? "(every route)").split(","));
    });
    await page.getByTestId("tool-card-recolor").click();
    await page.getByTestId("step-counter").waitFor();
    await page.locator("aside").getByRole("link", { name: TEXTS.en.app.nav.dashboard, exact: true }).click();
    await page.getByTestId("tool-card-recolor").waitFor();
    // The shell's user, balance and prices stay in the page; each click fetches its page's own loader.
    expect(asked.length).toBeGreaterThan(0);
    for (const routes of asked) expect(routes).not.toContain("routes/app");

    // Credits bought in another tab: back in this one, the shell reads the balance again.
    const balance = page.getByTestId("credit-balance");
    expect(await balance.textContent()).toBe("30");
    await (await creditAccount(e2e.worker, user.id)).grant({
      userId: user.id,
      amount: 250,
      reason: "bonus",
      idempotencyKey: `${user.id}:other-tab`,
    });
    await page.evaluate(() => {
      for (const state of ["hidden", "visible"]) {
        Object.defineProperty(document, "visibilityState", { value: state, configurable: true });
        document.dispatchEvent(new Event("visibilitychange"));
      }
    });
    await expect.poll(() => balance.textContent()).toBe("280");
    expect(problems).toEqual([]);
  });

  it("Back and a language switch inside a tool keep its photo, colour and step", async () => {
    const { page, problems, documents } = await signedIn();
    const stepOf = (lang: "en" | "es", step: number) =>
      TEXTS[lang].app.wizard.stepOf.replace("{{step}}", String(step)).replace("{{total}}", "3");
    await page.goto(`${e2e.url}${APP_HOME}`);
    await hydrated(page);
    await page.getByTestId("tool-card-recolor").click();
    await page.getByTestId("step-counter").waitFor();
    await choosePhoto(page, "image", fixturePath("room.jpg"));
    await page.getByTestId("next-step").click();
    await page.getByLabel(TEXTS.en.app.recolor.hex, { exact: true }).fill("#123ABC");
    const loads = documents.length;

    // To the dashboard and Back: the same step, colour and photo.
    await page.locator("aside").getByRole("link", { name: TEXTS.en.app.nav.dashboard, exact: true }).click();
    await page.getByTestId("tool-card-recolor").waitFor();
    await page.goBack();
    await expect.poll(() => page.getByTestId("step-counter").textContent()).toBe(stepOf("en", 2));
    expect(await page.getByLabel(TEXTS.en.app.recolor.hex, { exact: true }).inputValue()).toBe("#123ABC");

    // In Spanish: the same place, in the other language.
    await page.locator("aside").getByRole("button", { name: /^ES\b/ }).click();
    await expect.poll(() => page.getByTestId("step-counter").textContent()).toBe(stepOf("es", 2));
    expect(await page.getByLabel(TEXTS.es.app.recolor.hex, { exact: true }).inputValue()).toBe("#123ABC");
    await page.getByRole("button", { name: TEXTS.es.app.wizard.back, exact: true }).click();
    await expect(page.getByTestId("upload-image").locator("img").isVisible()).resolves.toBe(true);
    expect(documents.length).toBe(loads);
    expect(problems).toEqual([]);
  });

  it("a tool page's first frame is the wizard, not the bare form, and without JavaScript the form", async () => {
    // Before its scripts run, a page shows what the server drew: here they never arrive.
    const { page } = await signedIn();
    await page.route(
      (url) => url.pathname.startsWith("/build/"),
      (route) => route.abort(),
    );
    await page.goto(`${e2e.url}/app/recolor`);
    expect(await page.getByTestId("step-counter").isVisible()).toBe(true);
    expect(await page.getByTestId("plain-form").isVisible()).toBe(false);

    const plain = await newPage(e2e.browser, { javaScriptEnabled: false });
    await skipTours(plain.page);
    await signInAs(plain.page, e2e.url, await createUser(e2e.worker, { credits: 30 }));
    await plain.page.goto(`${e2e.url}/app/recolor`);
    expect(await plain.page.getByTestId("plain-form").isVisible()).toBe(true);
    expect(await plain.page.getByTestId("step-counter").isVisible()).toBe(false);
    expect(plain.problems).toEqual([]);
  });
});
