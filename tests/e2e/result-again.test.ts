/**
 * A result's "again" action survives a reload: after F5 on a wizard's result, the stored-result
 * page offers the tool's own again action (New Color, Try another style), and pressing it opens
 * the wizard at that step with the same photo and the choices the action keeps, ready to run and
 * not run unasked. Recolor in English on a desktop, Restyle in Spanish on a phone.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import en from "~/locales/en";
import es from "~/locales/es";
import { DESKTOP, newPage, PHONE, screenshot, bytesInPage, shownImageBytes } from "../support/browser";
import { useApp } from "../support/e2e";
import { fixturePath } from "../support/images";
import { createUser } from "../support/users";
import { choosePhoto, hydrated, openWizard, signInAs, skipTours } from "./app-support";

const e2e = useApp();
type Texts = typeof en;

const stepOf = (texts: Texts, step: number, total: number) =>
  texts.app.wizard.stepOf.replace("{{step}}", String(step)).replace("{{total}}", String(total));

/** The bytes of the room photo the wizard shows (a blob the restored draft was fetched into). */
const shownPhoto = (page: Page) => shownImageBytes(page.locator("section.card").locator('img[src^="blob:"]').first());

/** The bytes of the photo a stored result was made from, as its owner's page fetches them. */
const beforePhoto = (page: Page, id: string) => bytesInPage(page, `/api/generations/${id}/image?part=before`);

/** Signs the user in on a fresh page, uploads the room photo at step 1 of `path`, and goes to step 2. */
async function startWithPhoto(lang: "en" | "es", viewport: typeof DESKTOP, path: string) {
  const user = await createUser(e2e.worker, { credits: 100 });
  const { page, problems } = await newPage(e2e.browser, { viewport, locale: lang === "es" ? "es-ES" : "en-US" });
  await skipTours(page);
  await signInAs(page, e2e.url, user);
  await openWizard(page, `${e2e.url}${path}`);
  await choosePhoto(page, "image", fixturePath("room.jpg"));
  await page.getByTestId("next-step").click();
  return { page, problems };
}

/** Waits for the live result, presses F5, and returns the stored result's id once its page shows it. */
async function reloadResult(page: Page, path: string) {
  await page.getByTestId("wizard-result").waitFor({ timeout: 60_000 });
  await page.waitForURL(new RegExp(`${path}\\?result=`));
  const id = new URL(page.url()).searchParams.get("result") ?? "";
  await page.reload();
  await page.getByTestId("stored-result").waitFor();
  await hydrated(page);
  return id;
}

/**
 * The wizard shows the photo the stored result `id` was made from, and its run waits for the
 * button: nothing is processing. Takes the screenshot `shot` and closes the page.
 */
async function expectReadyToRun(page: Page, id: string, shot: string) {
  const before = await beforePhoto(page, id);
  await expect.poll(() => shownPhoto(page).catch(() => Buffer.alloc(0))).toEqual(before);
  expect(await page.getByTestId("run-tool").isEnabled()).toBe(true);
  expect(await page.getByTestId("processing").count()).toBe(0);
  await screenshot(page, shot);
  await page.context().close();
}

describe("a result's again action after a reload", () => {
  it("New Color opens Recolor at its color step with the same photo, ready to run (en, 1280)", async () => {
    const texts = en;
    const { page, problems } = await startWithPhoto("en", DESKTOP, "/app/recolor");
    const lightGray = page.getByRole("button", { name: texts.tools.recolor.presets.lightGray, exact: true });
    await lightGray.click();
    await page.getByTestId("next-step").click();
    const id = await reloadResult(page, "/app/recolor");
    await screenshot(page, "result-again-recolor-stored-en-desktop");

    await page.getByRole("link", { name: texts.app.wizard.newColor }).click();
    await page.waitForURL(`${e2e.url}/app/recolor?again=${id}`);
    await expect.poll(() => page.getByTestId("step-counter").textContent()).toBe(stepOf(texts, 2, 3));
    // New Color chooses the color again: the last one is not preselected.
    expect(await lightGray.getAttribute("aria-pressed")).toBe("false");
    const steelBlue = page.getByRole("button", { name: texts.tools.recolor.presets.steelBlue, exact: true });
    await steelBlue.click();
    await page.getByTestId("next-step").click();

    // The last step: the same photo, the new color, and the run waits for the button.
    expect(await page.getByTestId("step-counter").textContent()).toBe(stepOf(texts, 3, 3));
    const colorName = `${texts.tools.recolor.presets.steelBlue} (#4682B4)`;
    await page.getByText(texts.app.recolor.confirmText.replace("{{color}}", colorName)).waitFor();
    await expectReadyToRun(page, id, "result-again-recolor-restored-en-desktop");
    expect(problems).toEqual([]);
  });

  it("Probar otro estilo opens Restyle at its style step with the same photo and room type (es, 390)", async () => {
    const texts = es;
    const r = texts.tools.restyle;
    const { page, problems } = await startWithPhoto("es", PHONE, "/app/restyle");
    await page.getByRole("radio", { name: r.rooms.bedroom }).check();
    await page.getByTestId("next-step").click();
    const grid = page.getByTestId("restyle-styles");
    await grid.getByText(r.styles.japandi.name, { exact: true }).click();
    await page.getByTestId("next-step").click();
    await page.getByRole("radio", { name: new RegExp(`^${r.strengths.bold.name}`) }).check();
    await page.getByTestId("run-tool").click();
    const id = await reloadResult(page, "/app/restyle");
    await screenshot(page, "result-again-restyle-stored-es-phone");

    await page.getByRole("link", { name: r.tryAnotherStyle }).click();
    await page.waitForURL(`${e2e.url}/app/restyle?again=${id}`);
    // The style grid, with no style chosen: Next waits for one.
    await expect.poll(() => page.getByTestId("step-counter").textContent()).toBe(stepOf(texts, 3, 4));
    expect(await grid.getByRole("radio", { checked: true }).count()).toBe(0);
    expect(await page.getByTestId("next-step").isDisabled()).toBe(true);
    await grid.getByText(r.styles.industrial.name, { exact: true }).click();
    await page.getByTestId("next-step").click();

    // The room type and the strength chosen before are kept; the same photo; the run waits for the button.
    expect(await page.getByTestId("step-counter").textContent()).toBe(stepOf(texts, 4, 4));
    expect(await page.getByTestId("restyle-summary").textContent()).toBe(
      [r.rooms.bedroom, r.styles.industrial.name, r.modes.restyle.name, r.strengths.bold.name].join(" · "),
    );
    await expectReadyToRun(page, id, "result-again-restyle-restored-es-phone");
    expect(problems).toEqual([]);
  });
});
