/**
 * The local preview's options: the engine is deterministic, so each option of a run of several
 * (docs/decisions/0040) is the same preview under its own light, warmer, cooler or brighter, so the
 * options side by side visibly differ. The first option is the plain preview.
 */
import type { Raster } from "./raster";

/** Per option after the first: what is added to red, green and blue (out of 255). */
const TINTS: readonly (readonly [number, number, number])[] = [
  [34, 10, -28],
  [-26, 4, 36],
  [22, 22, 22],
];

export function varyPreview(raster: Raster, variation: number | undefined): Raster {
  if (!variation) return raster;
  const [r, g, b] = TINTS[(variation - 1) % TINTS.length];
  const { data } = raster;
  for (let i = 0; i < data.length; i += 4) {
    data[i] += r;
    data[i + 1] += g;
    data[i + 2] += b;
  }
  return raster;
}
