import { describe, expect, it } from "vitest";
import { createRaster } from "./raster";
import { varyPreview } from "./variation";

const grey = () => {
  const raster = createRaster(2, 1);
  raster.data.fill(128);
  return raster;
};

describe("varyPreview", () => {
  it("leaves the first option as the plain preview", () => {
    expect([...varyPreview(grey(), 0).data]).toEqual([...grey().data]);
    expect([...varyPreview(grey(), undefined).data]).toEqual([...grey().data]);
  });

  it("gives each of four options its own colors", () => {
    const pixels = [0, 1, 2, 3].map((variation) => varyPreview(grey(), variation).data.slice(0, 3).join());
    expect(new Set(pixels).size).toBe(4);
  });
});
