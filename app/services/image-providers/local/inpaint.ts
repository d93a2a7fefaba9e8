/**
 * Fills holes from their surroundings with push-pull (a pyramid of averages): the classic
 * cheap inpainting. It rebuilds walls and floors as smooth surfaces, with a little grain so the
 * patch does not look plastic.
 */
import { resizePlane, type Plane, type Raster } from "./raster";
import type { SceneGrid } from "./analysis";

/** Per-cell colours of the grid with the `hole` cells filled from their neighbours. */
export function fillGrid(grid: SceneGrid, hole: Uint8Array): Float32Array {
  let width = grid.width;
  let height = grid.height;
  let colour: Float32Array = new Float32Array(grid.rgb);
  let weight: Float32Array = new Float32Array(width * height);
  for (let k = 0; k < weight.length; k++) weight[k] = hole[k] ? 0 : 1;
  const levels: { width: number; height: number; colour: Float32Array; weight: Float32Array }[] = [];
  // Push: average the known cells into coarser levels until everything is covered.
  while (width > 1 || height > 1) {
    levels.push({ width, height, colour, weight });
    const w2 = Math.ceil(width / 2);
    const h2 = Math.ceil(height / 2);
    const c2 = new Float32Array(w2 * h2 * 3);
    const wt2 = new Float32Array(w2 * h2);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const k = y * width + x;
        const m = (y >> 1) * w2 + (x >> 1);
        const w = weight[k];
        wt2[m] += w;
        c2[m * 3] += colour[k * 3] * w;
        c2[m * 3 + 1] += colour[k * 3 + 1] * w;
        c2[m * 3 + 2] += colour[k * 3 + 2] * w;
      }
    }
    for (let m = 0; m < wt2.length; m++) {
      if (wt2[m] > 0) for (let c = 0; c < 3; c++) c2[m * 3 + c] /= wt2[m];
      wt2[m] = Math.min(1, wt2[m]);
    }
    width = w2;
    height = h2;
    colour = c2;
    weight = wt2;
  }
  // Pull: unknown cells take the (bilinear) value of the coarser level.
  for (let l = levels.length - 1; l >= 0; l--) {
    const level = levels[l];
    const coarse = { width, height, colour };
    for (let y = 0; y < level.height; y++) {
      for (let x = 0; x < level.width; x++) {
        const k = y * level.width + x;
        const w = level.weight[k];
        if (w >= 1) continue;
        const fx = Math.min(Math.max((x + 0.5) / 2 - 0.5, 0), coarse.width - 1);
        const fy = Math.min(Math.max((y + 0.5) / 2 - 0.5, 0), coarse.height - 1);
        const x0 = Math.floor(fx),
          y0 = Math.floor(fy);
        const x1 = Math.min(x0 + 1, coarse.width - 1),
          y1 = Math.min(y0 + 1, coarse.height - 1);
        const ax = fx - x0,
          ay = fy - y0;
        for (let c = 0; c < 3; c++) {
          const v =
            (coarse.colour[(y0 * coarse.width + x0) * 3 + c] * (1 - ax) +
              coarse.colour[(y0 * coarse.width + x1) * 3 + c] * ax) *
              (1 - ay) +
            (coarse.colour[(y1 * coarse.width + x0) * 3 + c] * (1 - ax) +
              coarse.colour[(y1 * coarse.width + x1) * 3 + c] * ax) *
              ay;
          level.colour[k * 3 + c] = level.colour[k * 3 + c] * w + v * (1 - w);
        }
      }
    }
    width = level.width;
    height = level.height;
    colour = level.colour;
  }
  return colour;
}

/** Paints the filled grid colours over `image` where `mask` (image-sized plane) says so. */
export function applyFill(image: Raster, grid: SceneGrid, filled: Float32Array, mask: Plane) {
  const channels = [0, 1, 2].map((c) => {
    const plane: Plane = { width: grid.width, height: grid.height, data: new Float32Array(grid.width * grid.height) };
    for (let k = 0; k < plane.data.length; k++) plane.data[k] = filled[k * 3 + c];
    return resizePlane(plane, image.width, image.height);
  });
  let seed = 12345;
  const noise = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return (seed / 0x7fffffff - 0.5) * 6;
  };
  for (let p = 0; p < mask.data.length; p++) {
    const a = mask.data[p];
    if (a <= 0.001) continue;
    const i = p * 4;
    const grain = noise();
    for (let c = 0; c < 3; c++) image.data[i + c] += (channels[c].data[p] + grain - image.data[i + c]) * Math.min(1, a);
  }
}
