/**
 * Scene analysis for the local engine, on a coarse grid: which cells look like wall (large,
 * smooth regions in the upper part), which look like floor (grown from the bottom edge), and
 * which are neither (furniture, decorations, clutter). Heuristics, not AI: good enough to show
 * the user that their request was followed, and labelled as a local preview.
 */
import { createPlane, luminance, type Plane, type Raster } from "./raster";

export interface SceneGrid {
  width: number;
  height: number;
  /** Cell size in image pixels. */
  cell: number;
  /** Mean colour per cell. */
  rgb: Float32Array;
  lum: Float32Array;
  /** Local texture: mean absolute luminance step inside the cell. */
  texture: Float32Array;
  wall: Uint8Array;
  floor: Uint8Array;
  /** Not wall, not floor, not a bright window: the "things" in the room. */
  object: Uint8Array;
  /** The wall's median luminance (shading reference for recoloring). */
  wallLum: number;
  /** Per grid column, the first grid row of floor. */
  floorLine: Float32Array;
}

/** Replaces -1 entries by linear interpolation between known neighbours. */
function fillGaps(values: Float32Array, fallback: number) {
  const known = [...values.keys()].filter((i) => values[i] >= 0);
  if (!known.length) return values.fill(fallback);
  for (let i = 0; i < values.length; i++) {
    if (values[i] >= 0) continue;
    const left = known.filter((k) => k < i).pop();
    const right = known.find((k) => k > i);
    if (left !== undefined && right !== undefined)
      values[i] = values[left] + ((values[right] - values[left]) * (i - left)) / (right - left);
    else values[i] = values[left ?? right ?? i];
  }
  return values;
}

export function analyseScene(image: Raster): SceneGrid {
  const cell = Math.max(2, Math.round(Math.max(image.width, image.height) / 300));
  const width = Math.ceil(image.width / cell);
  const height = Math.ceil(image.height / cell);
  const n = width * height;
  const rgb = new Float32Array(n * 3);
  const lum = new Float32Array(n);
  const texture = new Float32Array(n);
  const d = image.data;
  for (let gy = 0; gy < height; gy++) {
    for (let gx = 0; gx < width; gx++) {
      let r = 0,
        g = 0,
        b = 0,
        t = 0,
        count = 0;
      const y1 = Math.min(image.height, (gy + 1) * cell);
      const x1 = Math.min(image.width, (gx + 1) * cell);
      for (let y = gy * cell; y < y1; y++) {
        for (let x = gx * cell; x < x1; x++) {
          const i = (y * image.width + x) * 4;
          r += d[i];
          g += d[i + 1];
          b += d[i + 2];
          // The largest step inside the cell: a cell that straddles an edge is not smooth.
          if (x + 1 < x1)
            t = Math.max(t, Math.abs(luminance(d[i], d[i + 1], d[i + 2]) - luminance(d[i + 4], d[i + 5], d[i + 6])));
          if (y + 1 < y1)
            t = Math.max(
              t,
              Math.abs(
                luminance(d[i], d[i + 1], d[i + 2]) -
                  luminance(d[i + image.width * 4], d[i + image.width * 4 + 1], d[i + image.width * 4 + 2]),
              ),
            );
          count++;
        }
      }
      const k = gy * width + gx;
      rgb[k * 3] = r / count;
      rgb[k * 3 + 1] = g / count;
      rgb[k * 3 + 2] = b / count;
      lum[k] = luminance(r / count, g / count, b / count);
      texture[k] = t;
    }
  }
  // Edges between cells count as texture too: walls are smooth at this scale.
  const edge = new Float32Array(n);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const k = y * width + x;
      let e = 0;
      if (x + 1 < width) e = Math.max(e, colourDistance(rgb, k, k + 1));
      if (x > 0) e = Math.max(e, colourDistance(rgb, k, k - 1));
      if (y + 1 < height) e = Math.max(e, colourDistance(rgb, k, k + width));
      if (y > 0) e = Math.max(e, colourDistance(rgb, k, k - width));
      edge[k] = e;
    }
  }

  const smooth = new Uint8Array(n);
  for (let k = 0; k < n; k++) smooth[k] = texture[k] < 0.07 && edge[k] < 0.08 && lum[k] > 0.12 && lum[k] < 0.97 ? 1 : 0;

  // Wall: big smooth regions that reach the top third and live mostly in the upper part.
  // Regions much brighter than the main wall are the ceiling, windows or lamps, not paint.
  const candidates: { cells: number[]; lum: number }[] = [];
  for (const region of regions(smooth, width, rgb, 0.05, 0.1)) {
    if (region.length < n * 0.012) continue;
    const rows = region.map((k) => Math.floor(k / width));
    if (Math.min(...rows) > height * 0.3) continue;
    if (rows.filter((y) => y < height * 0.62).length / region.length < 0.45) continue;
    candidates.push({ cells: region, lum: region.reduce((sum, k) => sum + lum[k], 0) / region.length });
  }
  candidates.sort((a, b) => b.cells.length - a.cells.length);
  const reference = candidates[0]?.lum ?? 0;
  const wall = new Uint8Array(n);
  const ceiling = new Uint8Array(n);
  for (const candidate of candidates) {
    const target = candidate.lum > reference + 0.12 ? ceiling : wall;
    for (const k of candidate.cells) target[k] = 1;
  }
  // The ceiling often joins the walls at the corners: the bright band at the very top.
  for (let k = 0; k < n; k++) {
    if (wall[k] && k / width < height * 0.22 && lum[k] > reference + 0.1) {
      wall[k] = 0;
      ceiling[k] = 1;
    }
  }
  // Close small holes (switches, picture hooks) without swallowing real objects.
  const wallFilled = fillSmallHoles(wall, width, height, Math.max(4, Math.round(n * 0.0015)));

  // Floor: grown from the bottom edge through cells that resemble the bottom rows.
  const floor = new Uint8Array(n);
  const seedRows = Math.max(1, Math.round(height * 0.05));
  const bottom: number[] = [];
  for (let y = height - seedRows; y < height; y++) for (let x = 0; x < width; x++) bottom.push(y * width + x);
  const floorColour = medianColour(rgb, bottom);
  const queue: number[] = [];
  for (const k of bottom) {
    if (distanceTo(rgb, k, floorColour) < 0.09 && !wallFilled[k]) {
      floor[k] = 1;
      queue.push(k);
    }
  }
  for (let k = queue.pop(); k !== undefined; k = queue.pop()) {
    const x = k % width;
    const y = (k - x) / width;
    for (const [nx, ny] of [
      [x + 1, y],
      [x - 1, y],
      [x, y + 1],
      [x, y - 1],
    ] as const) {
      if (nx < 0 || ny < 0 || nx >= width || ny >= height || ny < height * 0.35) continue;
      const m = ny * width + nx;
      if (floor[m] || wallFilled[m]) continue;
      if (distanceTo(rgb, m, floorColour) < 0.09 && colourDistance(rgb, k, m) < 0.045) {
        floor[m] = 1;
        queue.push(m);
      }
    }
  }

  const object = new Uint8Array(n);
  for (let k = 0; k < n; k++) {
    const y = Math.floor(k / width);
    // Windows (bright, upper part) and the ceiling are architecture, not things to remove.
    const [r, g, b] = [rgb[k * 3], rgb[k * 3 + 1], rgb[k * 3 + 2]];
    const saturation = (Math.max(r, g, b) - Math.min(r, g, b)) / Math.max(1, Math.max(r, g, b));
    const window = y < height * 0.6 && ((lum[k] > 0.8 && saturation < 0.15) || (lum[k] > 0.55 && b > r + 25 && b >= g));
    if (wallFilled[k] || floor[k] || ceiling[k] || lum[k] > 0.93 || window || y < height * 0.08) continue;
    object[k] = 1;
  }

  const wallCells: number[] = [];
  for (let k = 0; k < n; k++) if (wall[k]) wallCells.push(lum[k]);
  wallCells.sort((a, b) => a - b);
  const wallLum = wallCells.length ? wallCells[Math.floor(wallCells.length / 2)] : 0.7;
  // Where the floor meets the wall in each column: only columns where wall stands right on
  // floor say so; the others (behind furniture) are interpolated.
  const floorLine = new Float32Array(width).fill(-1);
  const reach = 3;
  for (let x = 0; x < width; x++) {
    for (let y = Math.floor(height * 0.35); y < height; y++) {
      if (!floor[y * width + x]) continue;
      for (let up = 1; up <= reach && y - up >= 0; up++) if (wallFilled[(y - up) * width + x]) floorLine[x] = y;
      break;
    }
  }
  fillGaps(floorLine, Math.round(height * 0.7));
  return { width, height, cell, rgb, lum, texture, wall: wallFilled, floor, object, wallLum, floorLine };
}

function colourDistance(rgb: Float32Array, a: number, b: number) {
  return (
    (Math.abs(rgb[a * 3] - rgb[b * 3]) +
      Math.abs(rgb[a * 3 + 1] - rgb[b * 3 + 1]) +
      Math.abs(rgb[a * 3 + 2] - rgb[b * 3 + 2])) /
    765
  );
}
function distanceTo(rgb: Float32Array, a: number, colour: readonly number[]) {
  return (
    (Math.abs(rgb[a * 3] - colour[0]) + Math.abs(rgb[a * 3 + 1] - colour[1]) + Math.abs(rgb[a * 3 + 2] - colour[2])) /
    765
  );
}
function medianColour(rgb: Float32Array, cells: number[]) {
  return [0, 1, 2].map((c) => {
    const values = cells.map((k) => rgb[k * 3 + c]).sort((a, b) => a - b);
    return values[Math.floor(values.length / 2)] ?? 0;
  });
}

/**
 * Region growing: a neighbour joins when it is close to the cell it touches (`step`) and to
 * the region's running mean colour (`spread`), so gradual chains cannot leak into a window.
 */
function regions(mask: Uint8Array, width: number, rgb: Float32Array, step: number, spread: number): number[][] {
  const seen = new Uint8Array(mask.length);
  const result: number[][] = [];
  for (let start = 0; start < mask.length; start++) {
    if (!mask[start] || seen[start]) continue;
    const region: number[] = [];
    const sum = [0, 0, 0];
    const stack = [start];
    seen[start] = 1;
    for (let k = stack.pop(); k !== undefined; k = stack.pop()) {
      region.push(k);
      for (let c = 0; c < 3; c++) sum[c] += rgb[k * 3 + c];
      const mean = sum.map((v) => v / region.length);
      const x = k % width;
      for (const m of [
        x + 1 < width ? k + 1 : -1,
        x > 0 ? k - 1 : -1,
        k + width < mask.length ? k + width : -1,
        k - width,
      ]) {
        if (m < 0 || seen[m] || !mask[m] || colourDistance(rgb, k, m) >= step || distanceTo(rgb, m, mean) >= spread)
          continue;
        seen[m] = 1;
        stack.push(m);
      }
    }
    result.push(region);
  }
  return result;
}

/** 4-connected components of `mask`, joining neighbours only when `similar` says so. */
export function components(
  mask: Uint8Array,
  width: number,
  similar: (a: number, b: number) => boolean = () => true,
): number[][] {
  const seen = new Uint8Array(mask.length);
  const result: number[][] = [];
  for (let start = 0; start < mask.length; start++) {
    if (!mask[start] || seen[start]) continue;
    const component: number[] = [];
    const stack = [start];
    seen[start] = 1;
    for (let k = stack.pop(); k !== undefined; k = stack.pop()) {
      component.push(k);
      const x = k % width;
      const neighbours = [
        x + 1 < width ? k + 1 : -1,
        x > 0 ? k - 1 : -1,
        k + width < mask.length ? k + width : -1,
        k - width,
      ];
      for (const m of neighbours) {
        if (m < 0 || seen[m] || !mask[m] || !similar(k, m)) continue;
        seen[m] = 1;
        stack.push(m);
      }
    }
    result.push(component);
  }
  return result;
}

function fillSmallHoles(mask: Uint8Array, width: number, height: number, maxSize: number): Uint8Array {
  const out = new Uint8Array(mask);
  const inverse = mask.map((v) => (v ? 0 : 1));
  for (const hole of components(inverse, width)) {
    if (hole.length > maxSize) continue;
    const touchesBorder = hole.some((k) => {
      const x = k % width;
      const y = (k - x) / width;
      return x === 0 || y === 0 || x === width - 1 || y === height - 1;
    });
    if (!touchesBorder) for (const k of hole) out[k] = 1;
  }
  return out;
}

/** A grid mask as a soft plane at image resolution (feathered edges). */
export function maskToPlane(
  mask: Uint8Array,
  grid: { width: number; height: number },
  width: number,
  height: number,
  feather = 1,
): Plane {
  const plane = createPlane(grid.width, grid.height);
  for (let k = 0; k < mask.length; k++) plane.data[k] = mask[k];
  return upsampleSoft(plane, width, height, feather);
}

import { blurPlane, resizePlane } from "./raster";
function upsampleSoft(plane: Plane, width: number, height: number, feather: number): Plane {
  return resizePlane(feather > 0 ? blurPlane(plane, feather, 1) : plane, width, height);
}

/** Bounding box (in image pixels) of a set of grid cells. */
export function cellsBox(cells: number[], grid: SceneGrid, image: { width: number; height: number }) {
  let x0 = Infinity,
    y0 = Infinity,
    x1 = -Infinity,
    y1 = -Infinity;
  for (const k of cells) {
    const x = k % grid.width;
    const y = (k - x) / grid.width;
    x0 = Math.min(x0, x);
    y0 = Math.min(y0, y);
    x1 = Math.max(x1, x);
    y1 = Math.max(y1, y);
  }
  return {
    x: x0 * grid.cell,
    y: y0 * grid.cell,
    width: Math.min(image.width, (x1 + 1) * grid.cell) - x0 * grid.cell,
    height: Math.min(image.height, (y1 + 1) * grid.cell) - y0 * grid.cell,
  };
}

/**
 * The likeliest piece of furniture: the biggest "object" blob in the lower, central part of
 * the room. Thin bridges (skirting, cables, a lamp's pole) are cut by eroding before choosing,
 * and the cells below where the wall meets the floor (a rug in front) are dropped.
 */
export function mainObject(grid: SceneGrid): number[] | null {
  const eroded = erode(grid.object, grid.width, 2);
  let best: number[] | null = null;
  let bestScore = 0;
  for (const component of components(eroded, grid.width)) {
    if (component.length < grid.width * grid.height * 0.005) continue;
    let cx = 0,
      cy = 0;
    for (const k of component) {
      cx += k % grid.width;
      cy += Math.floor(k / grid.width);
    }
    cx /= component.length * grid.width;
    cy /= component.length * grid.height;
    const score = component.length * (1.2 - Math.abs(cx - 0.5)) * (0.6 + cy);
    if (score > bestScore) {
      bestScore = score;
      best = component;
    }
  }
  if (!best) return null;
  // Grow back what erosion took, inside the object mask only.
  const chosen = new Uint8Array(grid.object.length);
  for (const k of best) chosen[k] = 1;
  for (let r = 0; r < 3; r++) {
    const next = new Uint8Array(chosen);
    for (let k = 0; k < chosen.length; k++) {
      if (!chosen[k]) continue;
      const x = k % grid.width;
      for (const m of [x > 0 ? k - 1 : -1, x + 1 < grid.width ? k + 1 : -1, k - grid.width, k + grid.width])
        if (m >= 0 && m < chosen.length && grid.object[m]) next[m] = 1;
    }
    chosen.set(next);
  }
  let x0 = grid.width,
    x1 = 0;
  for (const k of best) {
    x0 = Math.min(x0, k % grid.width);
    x1 = Math.max(x1, k % grid.width);
  }
  const lines = Array.from(grid.floorLine.subarray(x0, x1 + 1)).sort((a, b) => a - b);
  const limit = (lines[Math.floor(lines.length / 2)] ?? grid.height) + grid.height * 0.07;
  const cells: number[] = [];
  for (let k = 0; k < chosen.length; k++) if (chosen[k] && Math.floor(k / grid.width) <= limit) cells.push(k);
  return cells.length ? cells : best;
}

function erode(mask: Uint8Array, width: number, radius: number): Uint8Array {
  let current = mask;
  for (let r = 0; r < radius; r++) {
    const next = new Uint8Array(current.length);
    for (let k = 0; k < current.length; k++) {
      const x = k % width;
      next[k] =
        current[k] &&
        x > 0 &&
        x + 1 < width &&
        current[k - 1] &&
        current[k + 1] &&
        current[k - width] &&
        current[k + width]
          ? 1
          : 0;
    }
    current = next;
  }
  return current;
}

/**
 * Pixel-precise mask of the cells in `cells`: a pixel belongs when it is close in colour to a
 * marked cell at or next to its own cell, so edges follow the image, not the grid.
 */
export function refineMask(image: Raster, grid: SceneGrid, cells: Uint8Array, tolerance = 0.07): Plane {
  const plane = createPlane(image.width, image.height);
  const d = image.data;
  for (let y = 0; y < image.height; y++) {
    const gy = Math.min(grid.height - 1, Math.floor(y / grid.cell));
    for (let x = 0; x < image.width; x++) {
      const gx = Math.min(grid.width - 1, Math.floor(x / grid.cell));
      const i = (y * image.width + x) * 4;
      let best = Infinity;
      for (let ny = Math.max(0, gy - 1); ny <= Math.min(grid.height - 1, gy + 1); ny++) {
        for (let nx = Math.max(0, gx - 1); nx <= Math.min(grid.width - 1, gx + 1); nx++) {
          const k = ny * grid.width + nx;
          if (!cells[k]) continue;
          const dist =
            (Math.abs(d[i] - grid.rgb[k * 3]) +
              Math.abs(d[i + 1] - grid.rgb[k * 3 + 1]) +
              Math.abs(d[i + 2] - grid.rgb[k * 3 + 2])) /
            765;
          if (dist < best) best = dist;
        }
      }
      plane.data[y * image.width + x] = best <= tolerance ? 1 : best >= tolerance * 2 ? 0 : 2 - best / tolerance;
    }
  }
  return blurPlane(plane, 1, 1);
}
