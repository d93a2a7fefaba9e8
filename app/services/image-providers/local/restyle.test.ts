import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { RESTYLE_STYLES } from "~/tools/restyle.server";
import { decodeImage } from "./codec";
import { fitWithin, type Raster } from "./raster";
import { lookOfPhoto, restyle } from "./restyle";

/** Mean Euclidean RGB distance per pixel (0..441). */
function meanDistance(a: Raster, b: Raster): number {
  let sum = 0;
  for (let i = 0; i < a.data.length; i += 4)
    sum += Math.hypot(a.data[i] - b.data[i], a.data[i + 1] - b.data[i + 1], a.data[i + 2] - b.data[i + 2]);
  return sum / (a.data.length / 4);
}

const photo = async (name: string, format: "jpeg" | "png") =>
  fitWithin(await decodeImage(new Uint8Array(readFileSync(resolve(`tests/fixtures/${name}`))), format), 320);
const room = () => photo("room.jpg", "jpeg");

/** Below this two previews read as the same grade to the eye. */
const DISTINCT = 12;

describe("restyle local preview", { timeout: 30_000 }, () => {
  it("gives every style a preview measurably different from every other style's", async () => {
    const photo = await room();
    const previews = RESTYLE_STYLES.map((style) => restyle(photo, style.look, "balanced", ""));
    let closest = { distance: Number.POSITIVE_INFINITY, pair: "" };
    for (let i = 0; i < previews.length; i++)
      for (let j = i + 1; j < previews.length; j++) {
        const distance = meanDistance(previews[i], previews[j]);
        if (distance < closest.distance)
          closest = { distance, pair: `${RESTYLE_STYLES[i].id} / ${RESTYLE_STYLES[j].id}` };
      }
    expect(closest.distance, closest.pair).toBeGreaterThan(DISTINCT);
    for (const preview of previews) expect(meanDistance(preview, photo)).toBeGreaterThan(DISTINCT);
  });

  it("moves further from the photo as the strength grows", async () => {
    const photo = await room();
    const look = RESTYLE_STYLES.find((s) => s.id === "industrial")!.look;
    const [subtle, balanced, bold] = ["subtle", "balanced", "bold"].map((strength) =>
      meanDistance(restyle(photo, look, strength, ""), photo),
    );
    expect(subtle).toBeLessThan(balanced);
    expect(balanced).toBeLessThan(bold);
  });

  it("captions the style with its Spanish accents drawn, not dropped", async () => {
    const photo = await room();
    const look = RESTYLE_STYLES[0].look;
    const accented = restyle(photo, look, "balanced", "MEDITERRÁNEO");
    const plain = restyle(photo, look, "balanced", "MEDITERRANEO");
    const bare = restyle(photo, look, "balanced", "");
    expect(meanDistance(accented, bare)).toBeGreaterThan(0.5);
    expect(meanDistance(accented, plain)).toBeGreaterThan(0);
  });

  it("reads a style from an inspiration photo: its own colors, dark to light, and a preview per photo", async () => {
    const [living, sofa, armchair] = await Promise.all([
      room(),
      photo("reference-sofa.jpg", "jpeg"),
      photo("item-armchair.png", "png"),
    ]);
    const lum = (hex: string) => {
      const n = Number.parseInt(hex.slice(1), 16);
      return 0.2126 * (n >> 16) + 0.7152 * ((n >> 8) & 255) + 0.0722 * (n & 255);
    };
    const looks = [lookOfPhoto(sofa), lookOfPhoto(armchair)];
    for (const look of looks) {
      for (const hex of look.palette) expect(hex).toMatch(/^#[0-9A-F]{6}$/);
      for (let i = 1; i < 4; i++) expect(lum(look.palette[i])).toBeGreaterThanOrEqual(lum(look.palette[i - 1]));
    }
    expect(looks[0].palette).not.toEqual(looks[1].palette);
    const [fromSofa, fromArmchair] = looks.map((look) => restyle(living, look, "balanced", ""));
    expect(meanDistance(fromSofa, living)).toBeGreaterThan(DISTINCT);
    expect(meanDistance(fromSofa, fromArmchair)).toBeGreaterThan(DISTINCT);
  });
});
