/**
 * What the local engine does for each tool: one function per tool, named after the tool's id
 * (recolor, clearSpace, magicFurniture, combineRooms, interiorDesigner, thumbnail). Every
 * function works on decoded rasters.
 */
import type { ThumbnailStyle } from "~/tools/thumbnail";
import { analyseScene, cellsBox, mainObject, maskToPlane, refineMask, type SceneGrid } from "./analysis";
import { drawText, GLYPH_HEIGHT, textWidth, wrap } from "./font";
import { applyFill, fillGrid } from "./inpaint";
import {
  blurPlane,
  clone,
  composite,
  cover,
  createPlane,
  createRaster,
  crop,
  fillRect,
  fitWithin,
  grade,
  hexToRgb,
  luminance,
  resize,
  vignette,
  type Plane,
  type Raster,
  type Rgb,
} from "./raster";

/** Tints the walls toward `hex`, keeping each pixel's light and shade. */
export function recolor(image: Raster, hex: string): Raster {
  const out = clone(image);
  const grid = analyseScene(image);
  tint(out, refineMask(image, grid, grid.wall), hexToRgb(hex), grid.wallLum, 0.96);
  return out;
}

/** Colour × (pixel luminance / reference luminance): the new paint under the old light. */
function tint(image: Raster, mask: Plane, target: Rgb, referenceLum: number, strength: number) {
  const d = image.data;
  for (let p = 0; p < mask.data.length; p++) {
    const a = mask.data[p] * strength;
    if (a <= 0.002) continue;
    const i = p * 4;
    const shade = Math.min(1.6, Math.max(0.15, luminance(d[i], d[i + 1], d[i + 2]) / Math.max(referenceLum, 0.05)));
    for (let c = 0; c < 3; c++) {
      const painted = shade <= 1 ? target[c] * shade : target[c] + (255 - target[c]) * Math.min(1, (shade - 1) * 0.8);
      d[i + c] += (painted - d[i + c]) * a;
    }
  }
}

/** Removes what is neither wall nor floor and rebuilds the surfaces behind it. */
export function clearSpace(image: Raster): Raster {
  const out = clone(image);
  const grid = analyseScene(image);
  const hole = dilate(grid.object, grid.width, 2);
  erase(out, grid, hole);
  return out;
}

/**
 * Fills the hole twice, once from the walls and once from the floor, and takes for each cell
 * the surface it belongs to (above or below the floor line): an empty room has a crisp skirting.
 */
function erase(image: Raster, grid: SceneGrid, hole: Uint8Array) {
  const n = grid.width * grid.height;
  const notWall = new Uint8Array(n);
  const notFloor = new Uint8Array(n);
  for (let k = 0; k < n; k++) {
    notWall[k] = hole[k] || !grid.wall[k] ? 1 : 0;
    notFloor[k] = hole[k] || !grid.floor[k] ? 1 : 0;
  }
  const anyWall = grid.wall.some((v) => v);
  const anyFloor = grid.floor.some((v) => v);
  const fromWall = anyWall ? fillGrid(grid, notWall) : fillGrid(grid, hole);
  const fromFloor = anyFloor ? fillGrid(grid, notFloor) : fromWall;
  const filled = new Float32Array(n * 3);
  for (let k = 0; k < n; k++) {
    const x = k % grid.width;
    const y = (k - x) / grid.width;
    const source = y >= grid.floorLine[x] ? fromFloor : fromWall;
    filled[k * 3] = source[k * 3];
    filled[k * 3 + 1] = source[k * 3 + 1];
    filled[k * 3 + 2] = source[k * 3 + 2];
  }
  applyFill(image, grid, filled, maskToPlane(hole, grid, image.width, image.height, 1));
}

function dilate(mask: Uint8Array, width: number, radius: number): Uint8Array {
  let current = mask;
  for (let r = 0; r < radius; r++) {
    const next = new Uint8Array(current);
    for (let k = 0; k < current.length; k++) {
      if (!current[k]) continue;
      const x = k % width;
      if (x > 0) next[k - 1] = 1;
      if (x + 1 < width) next[k + 1] = 1;
      if (k >= width) next[k - width] = 1;
      if (k + width < current.length) next[k + width] = 1;
    }
    current = next;
  }
  return current;
}

const COLOUR_WORDS: [RegExp, Rgb][] = [
  [/\b(navy|marino)\b/, [31, 42, 68]],
  [/\b(emerald|esmeralda)\b/, [21, 128, 86]],
  [/\b(red|roj[oa]s?|burgundy|burdeos)\b/, [178, 34, 40]],
  [/\b(blue|azul(es)?)\b/, [45, 96, 170]],
  [/\b(green|verdes?|sage|salvia|olive|oliva)\b/, [86, 130, 72]],
  [/\b(yellow|amarill[oa]s?|mustard|mostaza)\b/, [214, 168, 40]],
  [/\b(orange|naranjas?|terracotta|terracota)\b/, [204, 102, 44]],
  [/\b(pink|rosas?|rose)\b/, [214, 140, 160]],
  [/\b(purple|morad[oa]s?|violet|violeta|lilac|lila)\b/, [118, 72, 160]],
  [/\b(black|negr[oa]s?|charcoal|carb[oó]n)\b/, [38, 38, 42]],
  [/\b(white|blanc[oa]s?|ivory|marfil)\b/, [238, 236, 230]],
  [/\b(cream|crema|beige|linen|lino)\b/, [226, 212, 186]],
  [/\b(gr[ae]y|gris(es)?)\b/, [128, 130, 134]],
  [/\b(cognac|co[nñ]ac|leather|cuero|tan|caramel[oa]?)\b/, [150, 78, 42]],
  [/\b(brown|marr[oó]n|oak|roble|walnut|nogal|wood(en)?|madera)\b/, [120, 82, 50]],
];

/** The colour a description asks for, or a stable colour derived from its words. */
export function colourFor(description: string): Rgb {
  const text = description.toLowerCase();
  for (const [pattern, colour] of COLOUR_WORDS) if (pattern.test(text)) return colour;
  let hash = 2166136261;
  for (const ch of text) hash = Math.imul(hash ^ ch.charCodeAt(0), 16777619);
  const hue = ((hash >>> 0) % 360) / 360;
  return hslToRgb(hue, 0.45, 0.45);
}

function hslToRgb(h: number, s: number, l: number): Rgb {
  const f = (n: number) => {
    const k = (n + h * 12) % 12;
    return Math.round(255 * (l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [f(0), f(8), f(4)];
}

/** Re-dresses the main piece of furniture in the described colour and labels the swap. */
export function magicFurniture(image: Raster, target: string, description: string): Raster {
  const out = clone(image);
  const grid = analyseScene(image);
  const object = mainObject(grid);
  const mask = object ? refineMask(image, grid, maskCells(object, grid), 0.06) : centralMask(image);
  let sum = 0,
    weight = 0;
  for (let p = 0; p < mask.data.length; p += 7) {
    const i = p * 4;
    sum += luminance(out.data[i], out.data[i + 1], out.data[i + 2]) * mask.data[p];
    weight += mask.data[p];
  }
  tint(out, mask, colourFor(description), weight ? sum / weight : 0.5, 0.93);
  caption(out, `${target} > ${description}`);
  return out;
}

function centralMask(image: Raster): Plane {
  const plane = createPlane(image.width, image.height);
  const cx = image.width / 2,
    cy = image.height * 0.68,
    rx = image.width * 0.25,
    ry = image.height * 0.18;
  for (let y = 0; y < image.height; y++) {
    for (let x = 0; x < image.width; x++) {
      const d = ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2;
      plane.data[y * image.width + x] = Math.min(1, Math.max(0, (1 - d) * 4));
    }
  }
  return plane;
}

/** A slim band at the top that says what was asked, so the change is easy to read. */
export function caption(image: Raster, text: string) {
  const scale = Math.max(2, Math.round(image.width / 420));
  const pad = scale * 3;
  const maxWidth = image.width - pad * 4;
  let line = text.trim();
  while (line.length > 3 && textWidth(line, scale) > maxWidth) line = line.slice(0, -2);
  if (line !== text.trim()) line = `${line.slice(0, -1)}...`;
  const h = GLYPH_HEIGHT * scale + pad * 2;
  fillRect(image, pad, pad, textWidth(line, scale) + pad * 2, h, [17, 24, 39], 0.7, scale * 2);
  drawText(image, line, pad * 2, pad * 2, scale, [255, 255, 255]);
}

/**
 * Cuts the subject out of a product-style photo: the background colour is read from the
 * border, pixels far from it stay. Returns the subject cropped to its bounding box.
 */
export function cutOut(image: Raster): Raster {
  const small = fitWithin(image, 900);
  const { width, height, data } = small;
  const border: number[][] = [];
  for (let x = 0; x < width; x++) border.push([x, 0], [x, height - 1]);
  for (let y = 0; y < height; y++) border.push([0, y], [width - 1, y]);
  const bg = [0, 1, 2].map((c) => {
    const values = border.map(([x, y]) => data[(y * width + x) * 4 + c]).sort((a, b) => a - b);
    return values[Math.floor(values.length / 2)];
  });
  // Background = pixels like the backdrop (or its shadow) connected to the border; the rest
  // of the subject stays opaque even where it is as pale as the backdrop.
  const isBackdrop = (p: number) => {
    const i = p * 4;
    const distance = (Math.abs(data[i] - bg[0]) + Math.abs(data[i + 1] - bg[1]) + Math.abs(data[i + 2] - bg[2])) / 3;
    if (distance < 22) return true;
    const ratios = [0, 1, 2].map((c) => data[i + c] / Math.max(1, bg[c]));
    return Math.max(...ratios) - Math.min(...ratios) < 0.06 && ratios[0] > 0.5;
  };
  const background = new Uint8Array(width * height);
  const stack: number[] = [];
  for (const [x, y] of border) {
    const p = y * width + x;
    if (!background[p] && isBackdrop(p)) {
      background[p] = 1;
      stack.push(p);
    }
  }
  for (let p = stack.pop(); p !== undefined; p = stack.pop()) {
    const x = p % width;
    for (const q of [x > 0 ? p - 1 : -1, x + 1 < width ? p + 1 : -1, p - width, p + width]) {
      if (q < 0 || q >= background.length || background[q] || !isBackdrop(q)) continue;
      background[q] = 1;
      stack.push(q);
    }
  }
  const alpha = blurPlane({ width, height, data: Float32Array.from(background, (b) => 1 - b) }, 1, 1);
  const out = clone(small);
  let x0 = width,
    y0 = height,
    x1 = -1,
    y1 = -1;
  for (let p = 0; p < width * height; p++) {
    out.data[p * 4 + 3] = alpha.data[p] * 255;
    if (alpha.data[p] > 0.5) {
      const x = p % width,
        y = (p - x) / width;
      x0 = Math.min(x0, x);
      y0 = Math.min(y0, y);
      x1 = Math.max(x1, x);
      y1 = Math.max(y1, y);
    }
  }
  // A photo with no plain background keeps its centre.
  if (x1 < 0 || (x1 - x0) * (y1 - y0) > width * height * 0.97) {
    for (let p = 0; p < width * height; p++) out.data[p * 4 + 3] = 255;
    return crop(out, width * 0.1, height * 0.1, width * 0.8, height * 0.8);
  }
  return crop(out, x0, y0, x1 - x0 + 1, y1 - y0 + 1);
}

/** A soft elliptical shadow on the floor under a placed object. */
function contactShadow(image: Raster, cx: number, bottom: number, width: number) {
  const rx = width * 0.55,
    ry = Math.max(4, width * 0.08);
  for (let y = Math.round(bottom - ry); y < bottom + ry; y++) {
    if (y < 0 || y >= image.height) continue;
    for (let x = Math.round(cx - rx); x < cx + rx; x++) {
      if (x < 0 || x >= image.width) continue;
      const d = ((x - cx) / rx) ** 2 + ((y - bottom) / ry) ** 2;
      if (d >= 1) continue;
      const f = 1 - 0.45 * (1 - d);
      const i = (y * image.width + x) * 4;
      image.data[i] *= f;
      image.data[i + 1] *= f;
      image.data[i + 2] *= f;
    }
  }
}

/** Places `subject` standing on `bottom`, centred on cx, at most maxW × maxH. */
function place(image: Raster, subject: Raster, cx: number, bottom: number, maxW: number, maxH: number) {
  const scale = Math.min(maxW / subject.width, maxH / subject.height);
  const scaled = resize(subject, subject.width * scale, subject.height * scale);
  contactShadow(image, cx, bottom, scaled.width);
  composite(image, scaled, cx - scaled.width / 2, bottom - scaled.height);
}

/** Swaps the room's main piece for the reference photo's subject. */
export function combineRooms(room: Raster, reference: Raster, element: string): Raster {
  const out = clone(room);
  const grid = analyseScene(room);
  const object = mainObject(grid);
  const box = object
    ? cellsBox(object, grid, room)
    : { x: room.width * 0.3, y: room.height * 0.5, width: room.width * 0.4, height: room.height * 0.35 };
  if (object) erase(out, grid, dilate(maskCells(object, grid), grid.width, 1));
  place(
    out,
    cutOut(reference),
    box.x + box.width / 2,
    box.y + box.height,
    Math.min(box.width * 1.05, room.width * 0.45),
    box.height * 1.15,
  );
  caption(out, element);
  return out;
}

const maskCells = (cells: number[], grid: SceneGrid) => {
  const mask = new Uint8Array(grid.width * grid.height);
  for (const k of cells) mask[k] = 1;
  return mask;
};

/** Puts both items into the room on the floor, left and right of centre. */
export function interiorDesigner(room: Raster, item1: Raster, item2: Raster): Raster {
  const out = clone(room);
  const bottom = room.height * 0.9;
  const maxH = room.height * 0.36;
  const maxW = room.width * 0.28;
  place(out, cutOut(item1), room.width * 0.2, bottom, maxW, maxH);
  place(out, cutOut(item2), room.width * 0.8, bottom, maxW, maxH);
  return out;
}

export const THUMBNAIL_WIDTH = 1280;
export const THUMBNAIL_HEIGHT = 720;

interface StyleLook {
  grade: { brightness?: number; contrast?: number; saturation?: number };
  vignette: number;
  title: Rgb;
  outline?: Rgb;
  panel?: { colour: Rgb; opacity: number; side: "left" | "bottom" };
  ring: Rgb;
  accent?: Rgb;
}

const LOOKS: Record<ThumbnailStyle, StyleLook> = {
  youtube: {
    grade: { saturation: 1.45, brightness: 1.08, contrast: 1.12 },
    vignette: 0.25,
    title: [255, 230, 0],
    outline: [0, 0, 0],
    ring: [255, 255, 255],
    accent: [230, 30, 40],
  },
  professional: {
    grade: { saturation: 0.85, contrast: 0.95 },
    vignette: 0,
    title: [22, 34, 56],
    panel: { colour: [250, 250, 248], opacity: 0.9, side: "left" },
    ring: [255, 255, 255],
  },
  dramatic: {
    grade: { saturation: 1.15, brightness: 0.8, contrast: 1.45 },
    vignette: 0.85,
    title: [255, 255, 255],
    outline: [200, 16, 30],
    ring: [200, 16, 30],
  },
  modern: {
    grade: { saturation: 1.05, contrast: 1.05 },
    vignette: 0.1,
    title: [255, 255, 255],
    panel: { colour: [13, 92, 99], opacity: 0.92, side: "bottom" },
    ring: [255, 255, 255],
  },
};

const isThumbnailStyle = (value: string): value is ThumbnailStyle => Object.hasOwn(LOOKS, value);

/** The style a request names, narrowed; the schema only lets known styles through, and none means YouTube's. */
export const thumbnailStyle = (value: string): ThumbnailStyle => (isThumbnailStyle(value) ? value : "youtube");

/** Room as background, the face in a ring, the title in big letters, styled per `style`. */
export function thumbnail(room: Raster, face: Raster, title: string, style: ThumbnailStyle): Raster {
  const look = LOOKS[style];
  const out = cover(room, THUMBNAIL_WIDTH, THUMBNAIL_HEIGHT);
  grade(out, look.grade);
  if (look.vignette) vignette(out, look.vignette);

  const bottomPanel = look.panel?.side === "bottom";
  const textArea = { x: 56, width: bottomPanel ? 1040 : 680, height: bottomPanel ? 200 : 560 };
  if (look.panel?.side === "left") fillRect(out, 0, 0, 790, THUMBNAIL_HEIGHT, look.panel.colour, look.panel.opacity);
  if (look.panel?.side === "bottom")
    fillRect(out, 0, THUMBNAIL_HEIGHT - 250, THUMBNAIL_WIDTH, 250, look.panel.colour, look.panel.opacity);
  if (look.accent) fillRect(out, 0, THUMBNAIL_HEIGHT - 18, THUMBNAIL_WIDTH, 18, look.accent);

  // The face: a square around the upper centre of the photo, in a ring.
  const side = Math.min(face.width, face.height);
  const square = resize(
    crop(face, (face.width - side) / 2, Math.max(0, (face.height - side) * 0.3), side, side),
    380,
    380,
  );
  const cx = style === "modern" ? 1040 : 1010;
  const cy = style === "modern" ? 250 : 330;
  disc(out, cx, cy, 204, look.ring);
  composite(out, square, cx - 190, cy - 190, { mask: circleMask(380) });

  let scale = 15;
  let lines = wrap(title, scale, textArea.width);
  const blockHeight = (count: number, s: number) => count * (GLYPH_HEIGHT + 3) * s - 3 * s;
  while (
    scale > 4 &&
    (lines.length > 3 ||
      blockHeight(lines.length, scale) > textArea.height ||
      lines.some((l) => textWidth(l, scale) > textArea.width))
  )
    lines = wrap(title, --scale, textArea.width);
  const lineHeight = (GLYPH_HEIGHT + 3) * scale;
  const height = blockHeight(lines.length, scale);
  const top = bottomPanel ? THUMBNAIL_HEIGHT - 125 - height / 2 : (THUMBNAIL_HEIGHT - height) / 2;
  lines.forEach((line, index) => {
    drawText(out, line, textArea.x, top + index * lineHeight, scale, look.title, {
      outline: look.outline,
      outlineWidth: look.outline ? Math.max(3, Math.round(scale * 0.6)) : 0,
      shadow: look.outline ? Math.round(scale * 0.5) : 0,
    });
  });
  return out;
}

function circleMask(size: number): Plane {
  const plane = createPlane(size, size);
  const r = size / 2;
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++)
      plane.data[y * size + x] = Math.min(1, Math.max(0, r - Math.hypot(x + 0.5 - r, y + 0.5 - r)));
  return plane;
}

function disc(image: Raster, cx: number, cy: number, r: number, colour: Rgb) {
  const ring = createRaster(r * 2, r * 2);
  for (let p = 0; p < r * 2 * r * 2; p++) ring.data.set([colour[0], colour[1], colour[2], 255], p * 4);
  composite(image, ring, cx - r, cy - r, { mask: circleMask(r * 2) });
}
