/**
 * A tool page downloads the code of buying (Out of Credits, the payment confirmation: the tools
 * kit, docs/decisions/0023) only when the page may need it: not for a run the balance pays for,
 * and as soon as the balance cannot pay, with the dialog opening in the user's language.
 * Recolor is the exception: its colour presets travel in the same file (checked in
 * tests/integration/client-bundle.test.ts).
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESKTOP, newPage, PHONE, viewportScreenshot } from "../support/browser";
import { useApp } from "../support/e2e";
import { fixturePath } from "../support/images";
import { announcedScripts } from "../support/page-scripts";
import { TEXTS } from "../support/texts";
import { createUser } from "../support/users";
import { choosePhoto, hydrated, openWizard, outOfCredits, signInAs, skipTours } from "./app-support";

const e2e = useApp();
/**
 * Ids the code writes: the payment confirmation's title (the tools kit), the tour's title (the
 * tour), the before/after slider's test id (a result's slider and full-screen view), and an error
 * that only the photo preparation's code throws.
 */
const MARKERS = {
  kit: '"payment-confirmation-title"',
  tour: '"tour-title"',
  result: '"compare-slider"',
  preparation: "canvas 2d context unavailable",
};

/** The scripts the page requested from /build/ that hold the tools kit's code, and the tour's. */
function scriptsRequested(page: Page) {
  const scripts: { url: string; body: Promise<string> }[] = [];
  page.on("response", (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith("/build/") && url.pathname.endsWith(".js")) {
      scripts.push({ url: url.pathname, body: response.text() });
    }
  });
  return async () => {
    const bodies = await Promise.all(scripts.map((s) => s.body));
    const holding = (marker: string) => scripts.filter((_, i) => bodies[i].includes(marker)).map((s) => s.url);
    return {
      kit: holding(MARKERS.kit),
      tour: holding(MARKERS.tour),
      result: holding(MARKERS.result),
      preparation: holding(MARKERS.preparation),
    };
  };
}

/** A page signed in as a new user with `credits`, its tours dismissed, noting which scripts hold the kit. */
async function signedIn(credits: number, options: { viewport: typeof DESKTOP; locale: string; tours?: boolean }) {
  const user = await createUser(e2e.worker, { credits });
  const { tours, ...context } = options;
  const { page, problems } = await newPage(e2e.browser, context);
  const kitFiles = scriptsRequested(page);
  if (!tours) await skipTours(page);
  await signInAs(page, e2e.url, user);
  return { page, problems, kitFiles };
}

describe("a tool page's code on demand", () => {
  it("a run paid for loads photo preparation and the slider when needed, never buying (en, desktop)", async () => {
    const { page, problems, kitFiles } = await signedIn(30, { viewport: DESKTOP, locale: "en-US" });
    await openWizard(page, `${e2e.url}/app/clear-space`);
    expect((await kitFiles()).preparation).toEqual([]);
    // Preparing the photo (checked, shrunk, turned upright) loads when one is chosen.
    await choosePhoto(page, "image", fixturePath("room.jpg"));
    expect((await kitFiles()).preparation).toHaveLength(1);
    await page.getByTestId("next-step").click();
    expect(await kitFiles()).toMatchObject({ kit: [], tour: [], result: [] });
    // The result's slider comes while the model works, not with the page.
    await page.getByTestId("run-tool").click();
    await page.getByTestId("compare-slider").waitFor();
    const { kit, tour, result } = await kitFiles();
    expect({ kit, tour }).toEqual({ kit: [], tour: [] });
    expect(result).toHaveLength(1);
    expect(problems).toEqual([]);
  }, 90_000);

  it("a balance that cannot pay loads it after the page, and Out of Credits opens (es, phone)", async () => {
    const { page, problems, kitFiles } = await signedIn(0, { viewport: PHONE, locale: "es-ES" });
    const response = await page.goto(`${e2e.url}/app/clear-space`);
    const html = (await response?.text()) ?? "";
    const dialog = await outOfCredits(page);
    await dialog.getByRole("heading", { name: TEXTS.es.credits.outOfCredits.title }).waitFor();
    await viewportScreenshot(page, "on-demand-out-of-credits-es-phone");
    const { kit } = await kitFiles();
    expect(kit).toHaveLength(1);
    // Not one of the page's own scripts: the page's HTML does not announce it.
    expect(announcedScripts(html)).not.toContain(kit[0]);
    await dialog.getByRole("button", { name: TEXTS.es.credits.outOfCredits.maybeLater }).click();
    expect(await page.getByTestId("out-of-credits-dialog").count()).toBe(0);
    expect(problems).toEqual([]);
  }, 90_000);

  it("a first visit's tour, painted by the server, has its code before the page hydrates (en, phone)", async () => {
    const { page, problems, kitFiles } = await signedIn(30, { viewport: PHONE, locale: "en-US", tours: true });
    const response = await page.goto(`${e2e.url}/app/clear-space`);
    const html = (await response?.text()) ?? "";
    const tour = page.getByTestId("onboarding");
    await tour.getByRole("heading", { name: TEXTS.en.app.onboarding.clearSpace.s1.title }).waitFor();
    await hydrated(page);
    await viewportScreenshot(page, "on-demand-tour-en-phone");
    const { tour: tourFiles } = await kitFiles();
    expect(tourFiles).toHaveLength(1);
    expect(announcedScripts(html)).not.toContain(tourFiles[0]);
    // Hydrated with it: the dialog answers Escape, and nothing was re-rendered over the server's HTML.
    await page.keyboard.press("Escape");
    await page.getByTestId("onboarding-dialog").waitFor({ state: "detached" });
    await page.getByTestId("step-counter").waitFor();
    expect(problems).toEqual([]);
  }, 90_000);
});
