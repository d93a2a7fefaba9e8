import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { readImageHeader } from "~/services/images/sniff";
import { RECOLOR_SUBJECT } from "~/tools/recolor";
import { decodeImage, encodeImage } from "./codec";
import { printable, textWidth, wrap } from "./font";
import { runLocal } from "./index.server";
import { createRaster, fillRect, resize } from "./raster";
import { colourFor, cutOut } from "./tools";

const fixture = (name: string) => new Uint8Array(readFileSync(resolve("tests/fixtures", name)));

describe("bitmap font", () => {
  it("prints Spanish titles with their accents, ñ, ¡ and ¿, and strips accents it cannot draw", () => {
    expect(printable("¡Transformación increíble! ¿Sí? Año, pingüino")).toBe(
      "¡TRANSFORMACIÓN INCREÍBLE! ¿SÍ? AÑO, PINGÜINO",
    );
    expect(printable("Façade")).toBe("FACADE");
    expect(printable("emoji 🙂 here")).toBe("EMOJI   HERE");
  });

  it("wraps to the width it is given", () => {
    const lines = wrap("YOU WON'T BELIEVE THIS!", 10, 600);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(textWidth(line, 10)).toBeLessThanOrEqual(600);
  });
});

describe("codec", () => {
  it("round-trips PNG and JPEG", async () => {
    const image = createRaster(32, 24);
    fillRect(image, 0, 0, 32, 24, [200, 40, 40]);
    for (let i = 3; i < image.data.length; i += 4) image.data[i] = 255;
    for (const format of ["png", "jpeg"] as const) {
      const { bytes } = encodeImage(image, format);
      const header = readImageHeader(bytes)!;
      expect(header).toEqual({ format, width: 32, height: 24 });
      const back = await decodeImage(bytes, format);
      expect(Math.abs(back.data[0] - 200)).toBeLessThan(6);
    }
  });

  it("decodes WebP: lossless to the exact pixels, lossy close to the photo it came from", async () => {
    const png = await decodeImage(fixture("item-armchair.png"), "png");
    const lossless = await decodeImage(fixture("item-armchair.webp"), "webp");
    expect([lossless.width, lossless.height]).toEqual([png.width, png.height]);
    expect(Buffer.from(lossless.data).equals(Buffer.from(png.data))).toBe(true);

    const jpeg = await decodeImage(fixture("room.jpg"), "jpeg");
    const lossy = await decodeImage(fixture("room.webp"), "webp");
    expect([lossy.width, lossy.height]).toEqual([jpeg.width, jpeg.height]);
    let difference = 0;
    for (let i = 0; i < jpeg.data.length; i += 4)
      difference +=
        Math.abs(jpeg.data[i] - lossy.data[i]) +
        Math.abs(jpeg.data[i + 1] - lossy.data[i + 1]) +
        Math.abs(jpeg.data[i + 2] - lossy.data[i + 2]);
    expect(difference / ((jpeg.data.length / 4) * 3)).toBeLessThan(8);
  });

  it("refuses a damaged WebP with an error instead of garbage", async () => {
    const damaged = fixture("room.webp").slice(0, 400);
    await expect(decodeImage(damaged, "webp")).rejects.toThrow(/could not be decoded/);
  });

  it("halves and resizes without shifting colour", () => {
    const image = createRaster(100, 50);
    fillRect(image, 0, 0, 100, 50, [10, 120, 230]);
    const small = resize(image, 20, 10);
    expect([small.width, small.height]).toEqual([20, 10]);
    expect(Array.from(small.data.subarray(0, 3))).toEqual([10, 120, 230]);
  });
});

describe("local tools", () => {
  it("reads colour words in English and Spanish, and is stable for any other text", () => {
    expect(colourFor("red velvet sofa")).toEqual(colourFor("sofá de terciopelo rojo"));
    expect(colourFor("navy armchair")[2]).toBeGreaterThan(colourFor("navy armchair")[0]);
    expect(colourFor("something nice")).toEqual(colourFor("something nice"));
  });

  it("cuts a product out of its backdrop, keeping pale parts inside it", async () => {
    const product = await decodeImage(fixture("item-armchair.png"), "png");
    const cut = cutOut(product);
    expect(cut.width).toBeLessThan(product.width);
    // The cream seat cushion is nearly as pale as the backdrop, yet stays opaque.
    const seat = (Math.round(cut.height * 0.6) * cut.width + Math.round(cut.width / 2)) * 4 + 3;
    expect(cut.data[seat]).toBe(255);
    expect(cut.data[3]).toBeLessThan(128);
  });

  it("transforms a WebP photo like any other (recolor of a lossy WebP comes back as JPEG)", async () => {
    const result = await runLocal({
      tool: "recolor",
      params: { targetColor: "#22C55E", subject: RECOLOR_SUBJECT },
      images: [{ slot: "image", bytes: fixture("room.webp"), mime: "image/webp" }],
    });
    expect(result.mime).toBe("image/jpeg");
    expect(readImageHeader(result.bytes)).toMatchObject({ format: "jpeg", width: 1200, height: 900 });
  });

  it("marks every result as a local preview (dark badge in the bottom-right corner)", async () => {
    const result = await runLocal({
      tool: "clear-space",
      params: {},
      images: [{ slot: "image", bytes: fixture("room-small.png"), mime: "image/png" }],
    });
    const image = await decodeImage(result.bytes, "png");
    const input = await decodeImage(fixture("room-small.png"), "png");
    const at = (r: typeof image, x: number, y: number) => r.data[(y * r.width + x) * 4];
    const x = image.width - 12;
    const y = image.height - 6;
    expect(at(input, x, y)).not.toBe(at(image, x, y));
  });
});
