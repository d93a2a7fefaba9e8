/**
 * How a photo leaves the browser, in Chromium against wrangler dev: a 12 MB, 4000×3000 phone
 * photo stored sideways (EXIF orientation 6) is accepted (the 10 MB limit applies to what is
 * sent), turned upright, scaled to the standard 2048 px and sent as a file part of a multipart
 * request, and the result comes back; in English and in Spanish.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import jpeg from "jpeg-js";
import { beforeAll, describe, expect, it } from "vitest";
import { readImageHeader } from "~/services/images/sniff";
import { MAX_UPLOAD_BYTES, STANDARD_UPLOAD_SIDE } from "~/tools/limits";
import { jpegOrientation } from "~/services/images/exif-orientation";
import { DESKTOP, newPage } from "../support/browser";
import { useApp } from "../support/e2e";
import { jpegWithOrientation, paddedJpeg, twoToneJpeg } from "../support/images";
import { nextSentForm } from "../support/sent-form";
import { choosePhoto, openWizard, signInPage, skipTours } from "./app-support";

const e2e = useApp({ settings: { CREDIT_COSTS: JSON.stringify({ CLEAR: 10 }) } });

const RED = [220, 40, 40];
const BLUE = [40, 60, 220];

/**
 * 4000×3000 as stored, top half red and bottom half blue; orientation 6 says "turn 90° clockwise
 * to show", so upright it is 3000×4000 with the red half on the RIGHT.
 */
let phonePhoto: string;
beforeAll(() => {
  const photo = paddedJpeg(jpegWithOrientation(twoToneJpeg(4000, 3000, RED, BLUE), 6), 12 * 1024 * 1024);
  phonePhoto = join(mkdtempSync(join(tmpdir(), "roommuse-upload-")), "IMG_0001.jpg");
  writeFileSync(phonePhoto, photo);
});

const colourAt = (image: { width: number; data: Uint8Array }, x: number, y: number) =>
  Array.from(image.data.subarray((y * image.width + x) * 4, (y * image.width + x) * 4 + 3));
const near = (actual: number[], expected: number[]) => actual.every((v, i) => Math.abs(v - expected[i]) < 40);

let counter = 0;
describe.each([
  ["en-US", "Step 2 of 2"],
  ["es-ES", "Paso 2 de 2"],
])("a 12 MB 4000×3000 phone photo, standard account (%s)", (locale, lastStep) => {
  it("is accepted, sent upright at 2048 px as a multipart file part, and the result comes back", async () => {
    const { page, problems } = await newPage(e2e.browser, { viewport: DESKTOP, locale });
    await skipTours(page);
    await signInPage(page, e2e.url, `upload-${Date.now()}-${counter++}@example.com`);
    await openWizard(page, `${e2e.url}/app/clear-space`);
    const box = await choosePhoto(page, "image", phonePhoto, 60_000);
    expect(await box.getByRole("alert").count()).toBe(0);

    const { sent } = await nextSentForm(page, "/api/image-editing/clear-space");
    await page.getByTestId("next-step").click();
    expect(await page.getByTestId("step-counter").textContent()).toBe(lastStep);
    const { contentType, form } = await sent;
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
    const file = form.get("image");
    if (!(file instanceof File)) throw new Error("no image file part");
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect(bytes.length).toBeLessThanOrEqual(MAX_UPLOAD_BYTES);
    // Upright (portrait), the long side at the standard size, no orientation tag left to misread.
    expect(readImageHeader(bytes)).toEqual({ format: "jpeg", width: 1536, height: STANDARD_UPLOAD_SIDE });
    expect(jpegOrientation(bytes)).toBe(1);
    const upright = jpeg.decode(bytes, { useTArray: true });
    expect(near(colourAt(upright, 1152, 1024), RED)).toBe(true);
    expect(near(colourAt(upright, 384, 1024), BLUE)).toBe(true);

    // The local engine works on the whole 1536×2048 photo: on a loaded 2-core machine that can take a minute.
    await page.getByTestId("wizard-result").waitFor({ timeout: 150_000 });
    expect(problems).toEqual([]);
    await page.close();
  }, 240_000);
});
