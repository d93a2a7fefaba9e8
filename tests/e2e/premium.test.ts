/**
 * Premium as a buyer lives it, in Chromium against wrangler dev, in English and in Spanish: a new
 * account buys the Premium pack through the local checkout, the app names it Premium, and a
 * 4000×3000 photo leaves the browser at its full 4000×3000 (read from the multipart request's
 * file part); the result says it carries the commercial licence. A standard account's same photo
 * leaves normalised to 2048 px, and its result says it is for personal use.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { readImageHeader } from "~/services/images/sniff";
import { STANDARD_UPLOAD_SIDE } from "~/tools/limits";
import { DESKTOP, newPage, PHONE, screenshot } from "../support/browser";
import { useApp } from "../support/e2e";
import { twoToneJpeg } from "../support/images";
import { choosePhoto, hydrated, openWizard, signInPage, skipTours } from "./app-support";

const e2e = useApp();

let photo: string;
beforeAll(() => {
  photo = join(mkdtempSync(join(tmpdir(), "roommuse-premium-")), "living-room.jpg");
  writeFileSync(photo, twoToneJpeg(4000, 3000, [210, 190, 160], [90, 70, 60]));
});

const WORDS = {
  "en-US": {
    // The Premium card's sentences, the local engine's (it makes no 4K), as the pack card says them.
    premiumPerks:
      "Results up to 2K with the current image model · Photos uploaded at full resolution · " +
      "Commercial license for results made while Premium",
    commercial: "Made with Premium: you may also use this result commercially.",
    personal: "This result is for personal use.",
  },
  "es-ES": {
    premiumPerks:
      "Resultados de hasta 2K con el modelo de imagen actual · Fotos subidas a resolución completa · " +
      "Licencia comercial para los resultados creados siendo Premium",
    commercial: "Creado con Premium: también puedes usar este resultado con fines comerciales.",
    personal: "Este resultado es para uso personal.",
  },
} as const;

/** Buys the Premium pack as the buyer does: the dashboard's card, the local checkout's Pay, the confirmation. */
async function buyPremium(page: Page) {
  await page.goto(`${e2e.url}/app/dashboard`);
  await hydrated(page);
  await page.getByTestId("buy-premium").click();
  await page.waitForURL(/\/checkout\/local\/cs_local_/);
  await page.getByRole("button", { name: /15[.,]99/ }).click();
  await page.waitForURL(/\/app\/dashboard\?payment=success&session_id=cs_local_/);
  await page.getByTestId("payment-confirmation").waitFor();
}

/**
 * Watches what the page sends: the photo part of each multipart body, as handed to fetch (Chromium
 * gives a request's body to Playwright only when it is in memory, and a photo kept at full
 * resolution is the user's own file, read from disk as it is sent).
 */
async function watchSentPhotos(page: Page) {
  const sent: (ReturnType<typeof readImageHeader> | undefined)[] = [];
  await page.exposeFunction("__sentPhoto", (base64: string) => {
    sent.push(readImageHeader(new Uint8Array(Buffer.from(base64, "base64"))));
  });
  await page.addInitScript(() => {
    const send = window.fetch.bind(window);
    const report = (window as unknown as { __sentPhoto(base64: string): Promise<void> }).__sentPhoto;
    window.fetch = async (input, init) => {
      if (init?.body instanceof FormData)
        for (const [, value] of init.body)
          if (value instanceof File) {
            const bytes = new Uint8Array(await value.arrayBuffer());
            let text = "";
            for (let i = 0; i < bytes.length; i += 0x8000)
              text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
            await report(btoa(text));
          }
      return send(input, init);
    };
  });
  return sent;
}

/**
 * Uploads the 4000×3000 photo to Clear Space and sends it; answers the request's content type, the
 * photo part's dimensions as sent, and those of the copy the server stored (what arrived).
 */
async function uploadAndSend(page: Page) {
  const sent = await watchSentPhotos(page);
  await openWizard(page, `${e2e.url}/app/clear-space`);
  await choosePhoto(page, "image", photo, 60_000);
  const request = page.waitForRequest((r) => r.url().endsWith("/api/image-editing/clear-space"));
  await page.getByTestId("next-step").click();
  const contentType = (await request).headers()["content-type"] ?? "";
  // The local engine works on the whole photo first: on a loaded 2-core machine that can take minutes.
  await page.getByTestId("wizard-result").waitFor({ timeout: 200_000 });
  const list = await page.request.get(`${e2e.url}/api/generations?limit=1`);
  const [latest] = ((await list.json()) as { generations: { id: string }[] }).generations;
  const stored = await page.request.get(`${e2e.url}/api/generations/${latest.id}/image?part=before`);
  return { contentType, sent, arrived: readImageHeader(new Uint8Array(await stored.body())) };
}

let counter = 0;
describe.each(["en-US", "es-ES"] as const)("Premium (%s)", (locale) => {
  const words = WORDS[locale];
  const lang = locale.slice(0, 2);

  it("a Premium buyer's 4000×3000 photo goes out at full resolution, and the result carries the licence", async () => {
    const { page, problems } = await newPage(e2e.browser, { viewport: DESKTOP, locale });
    await skipTours(page);
    await signInPage(page, e2e.url, `premium-${Date.now()}-${counter++}@example.com`);
    await buyPremium(page);
    await screenshot(page, `premium-dashboard-${lang}-desktop`);

    const { contentType, sent, arrived } = await uploadAndSend(page);
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(sent).toEqual([{ format: "jpeg", width: 4000, height: 3000 }]);
    expect(arrived).toEqual({ format: "jpeg", width: 4000, height: 3000 });
    const badge = page.locator("aside").getByTestId("premium-badge");
    expect(await badge.textContent()).toContain(words.premiumPerks);
    expect(await page.getByTestId("result-licence").textContent()).toContain(words.commercial);
    await screenshot(page, `premium-result-${lang}-desktop`);
    await page.setViewportSize(PHONE);
    await screenshot(page, `premium-result-${lang}-phone`);
    // On a phone the badge is in the menu, and the Premium card sits with the packs on the dashboard.
    await page.getByTestId("bottom-bar").locator('a[aria-haspopup="dialog"]').click();
    const menu = page.getByTestId("mobile-menu");
    expect(await menu.getByTestId("premium-badge").textContent()).toContain(words.premiumPerks);
    await screenshot(page, `premium-menu-${lang}-phone`);
    expect(problems).toEqual([]);
    await page.close();
  }, 300_000);

  it("a standard account's same photo is normalised to the standard size; its result is for personal use", async () => {
    const { page, problems } = await newPage(e2e.browser, { viewport: DESKTOP, locale });
    await skipTours(page);
    await signInPage(page, e2e.url, `standard-${Date.now()}-${counter++}@example.com`);
    const { contentType, sent, arrived } = await uploadAndSend(page);
    const normalised = { format: "jpeg", width: STANDARD_UPLOAD_SIDE, height: 1536 };
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(sent).toEqual([normalised]);
    expect(arrived).toEqual(normalised);
    expect(await page.getByTestId("premium-badge").count()).toBe(0);
    expect(await page.getByTestId("result-licence").textContent()).toContain(words.personal);
    expect(problems).toEqual([]);
    await page.close();
  }, 300_000);
});
