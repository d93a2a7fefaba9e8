/**
 * The local engine draws every character of Spanish titles: each accented glyph is its own, not blank, not a fallback.
 */
import { describe, expect, it } from "vitest";
import es from "~/locales/es/tools";
import { drawText, printable } from "./font";
import { createRaster } from "./raster";

/** The pixels `text` paints at scale 1, as a string of 0/1 (one per pixel of a 12 × 7 canvas). */
function painted(text: string): string {
  const canvas = createRaster(12, 7);
  drawText(canvas, text, 0, 0, 1, [255, 255, 255]);
  let bits = "";
  for (let i = 0; i < canvas.data.length; i += 4) bits += canvas.data[i] > 0 ? "1" : "0";
  return bits;
}

/** What each character would fall back to if the font lacked it: its bare letter, or a space. */
const FALLBACK: Record<string, string> = {
  Á: "A",
  É: "E",
  Í: "I",
  Ó: "O",
  Ú: "U",
  Ñ: "N",
  Ü: "U",
  "¡": " ",
  "¿": " ",
};

describe("bitmap font, Spanish", () => {
  for (const ch of [..."ÁÉÍÓÚÑÜ¡¿áéíóúñü"]) {
    it(`draws ${ch} with its own glyph`, () => {
      const own = painted(ch);
      expect(own).toContain("1");
      expect(own).not.toBe(painted(FALLBACK[ch.toUpperCase()]));
      // Lower case is drawn as its capital (the font is all capitals), never as the bare letter.
      expect(own).toBe(painted(ch.toUpperCase()));
    });
  }

  it("keeps every character of the Spanish title suggestions", () => {
    for (const title of es.thumbnail.textSuggestions) expect(printable(title)).toBe(title.toUpperCase());
  });
});
