import { describe, expect, it } from "vitest";
import { fixture, pngBomb, webpWithLyingCanvas } from "../../../tests/support/images";
import { assertPngWithinHeader, assertWebpWithinHeader, ImageInflationError, pngInflatedSize } from "./inflation";

describe("decompression bombs: image data beyond what the header declares", () => {
  it("lets real photos through", () => {
    expect(() => assertPngWithinHeader(fixture("room-small.png"))).not.toThrow();
    expect(() => assertPngWithinHeader(fixture("item-armchair.png"))).not.toThrow();
    expect(() => assertWebpWithinHeader(fixture("room.webp"))).not.toThrow();
    expect(() => assertWebpWithinHeader(fixture("item-armchair.webp"))).not.toThrow();
  });

  it("counts the scanlines a frame needs, interlaced or not", () => {
    expect(pngInflatedSize(10, 10, 8, 6, false)).toBe(10 * (1 + 40));
    expect(pngInflatedSize(1, 1, 8, 2, true)).toBe(1 + 3);
    // Adam7 rows carry one filter byte each per pass, so interlacing needs a little more.
    expect(pngInflatedSize(64, 64, 8, 6, true)).toBeGreaterThan(pngInflatedSize(64, 64, 8, 6, false));
  });

  it("accepts a PNG whose data fills exactly its declared frame", async () => {
    const bomb = await pngBomb(100, 100, 100 * 401);
    expect(() => assertPngWithinHeader(bomb)).not.toThrow();
  });

  it("refuses a PNG that declares 100×100 but inflates to 64 MB, without inflating it all", async () => {
    const bomb = await pngBomb(100, 100, 64 * 1024 * 1024);
    expect(bomb.length).toBeLessThan(100 * 1024);
    expect(() => assertPngWithinHeader(bomb)).toThrow(ImageInflationError);
  });

  it("refuses data one byte beyond the frame, and leaves damaged data to the decoder", async () => {
    expect(() => assertPngWithinHeader(fixture("room-small.png").slice(0, 2000))).not.toThrow();
    const over = await pngBomb(100, 100, 100 * 401 + 1);
    expect(() => assertPngWithinHeader(over)).toThrow(ImageInflationError);
  });

  it("refuses an extended WebP whose bitstream is larger than its canvas", () => {
    expect(() => assertWebpWithinHeader(webpWithLyingCanvas(16, 16))).not.toThrow();
    expect(() => assertWebpWithinHeader(webpWithLyingCanvas(16, 16000))).toThrow(ImageInflationError);
  });
});
