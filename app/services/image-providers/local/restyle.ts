/**
 * The local engine's Restyle Room: not a redesign but an honest preview of the style, the photo
 * graded toward the style's palette and tone (warm or cool, dark or light, muted or saturated)
 * and captioned with the style's name. Remote models get the prompt and do the real work.
 */
import en from "~/locales/en";
import es from "~/locales/es";
import type { StyleLook } from "~/tools/restyle";
import { caption } from "./tools";
import { clone, hexToRgb, luminance, type Raster, type Rgb } from "./raster";

/** How far each strength moves the photo toward the style's palette. */
const STRENGTH_MIX: Record<string, number> = { subtle: 0.35, balanced: 0.55, bold: 0.75 };
const TEMPERATURE: Record<StyleLook["temperature"], Rgb> = {
  warm: [1.07, 1.0, 0.9],
  neutral: [1, 1, 1],
  cool: [0.92, 0.99, 1.08],
};
const SATURATION: Record<StyleLook["chroma"], number> = { muted: 0.65, natural: 1, saturated: 1.4 };
/** Tone curves on luminance 0..1: dark styles sink the mid-tones, light ones lift them. */
const TONE: Record<StyleLook["value"], (l: number) => number> = {
  dark: (l) => 0.82 * l ** 1.45,
  mid: (l) => l,
  light: (l) => 0.12 + 0.88 * l ** 0.7,
};

/** Luminance → colour along the palette (dark to light), in 256 steps. */
function gradientMap(palette: readonly string[]): Float32Array {
  const stops = palette.map(hexToRgb);
  const map = new Float32Array(256 * 3);
  for (let v = 0; v < 256; v++) {
    const t = (v / 255) * (stops.length - 1);
    const k = Math.min(stops.length - 2, Math.floor(t));
    const f = t - k;
    for (let c = 0; c < 3; c++) map[v * 3 + c] = stops[k][c] + (stops[k + 1][c] - stops[k][c]) * f;
  }
  return map;
}

export function restyle(image: Raster, look: StyleLook, strength: string, label: string): Raster {
  const out = clone(image);
  const d = out.data;
  const map = gradientMap(look.palette);
  const mix = STRENGTH_MIX[strength] ?? STRENGTH_MIX.balanced;
  const tone = TONE[look.value];
  const [kr, kg, kb] = TEMPERATURE[look.temperature];
  const saturation = SATURATION[look.chroma];
  for (let i = 0; i < d.length; i += 4) {
    const l = (0.2126 * d[i] + 0.7152 * d[i + 1] + 0.0722 * d[i + 2]) / 255;
    const toned = Math.min(1, Math.max(0, tone(l)));
    const scale = l > 0.004 ? toned / l : 0;
    const m = Math.round(toned * 255) * 3;
    let r = d[i] * scale * (1 - mix) + map[m] * mix;
    let g = d[i + 1] * scale * (1 - mix) + map[m + 1] * mix;
    let b = d[i + 2] * scale * (1 - mix) + map[m + 2] * mix;
    r *= kr;
    g *= kg;
    b *= kb;
    const grey = 0.2126 * r + 0.7152 * g + 0.0722 * b;
    d[i] = grey + (r - grey) * saturation;
    d[i + 1] = grey + (g - grey) * saturation;
    d[i + 2] = grey + (b - grey) * saturation;
  }
  caption(out, label);
  return out;
}

/**
 * A style from a photo, as the preview can read it: the inspiration's own colors, dark to light
 * (the mean color of each quarter of its pixels by brightness), and its warmth, brightness and
 * colorfulness. Not the model's understanding of a style, but honestly the photo's palette.
 */
export function lookOfPhoto(photo: Raster): StyleLook {
  const d = photo.data;
  // Every 4th pixel is plenty for four means and three averages.
  const samples: { l: number; i: number }[] = [];
  for (let i = 0; i < d.length; i += 16) samples.push({ l: luminance(d[i], d[i + 1], d[i + 2]), i });
  samples.sort((a, b) => a.l - b.l);
  const hex = (n: number) => Math.round(n).toString(16).padStart(2, "0").toUpperCase();
  const quarter = Math.max(1, Math.floor(samples.length / 4));
  const palette = [0, 1, 2, 3].map((q) => {
    const part = samples.slice(q * quarter, q === 3 ? samples.length : (q + 1) * quarter);
    const mean = [0, 1, 2].map((c) => part.reduce((sum, s) => sum + d[s.i + c], 0) / Math.max(1, part.length));
    return `#${mean.map(hex).join("")}`;
  }) as unknown as StyleLook["palette"];
  let warmth = 0;
  let light = 0;
  let chroma = 0;
  for (const { l, i } of samples) {
    warmth += d[i] - d[i + 2];
    light += l;
    chroma += (Math.max(d[i], d[i + 1], d[i + 2]) - Math.min(d[i], d[i + 1], d[i + 2])) / 255;
  }
  const n = Math.max(1, samples.length);
  return {
    palette,
    temperature: warmth / n > 12 ? "warm" : warmth / n < -12 ? "cool" : "neutral",
    value: light / n < 0.38 ? "dark" : light / n > 0.6 ? "light" : "mid",
    chroma: chroma / n < 0.12 ? "muted" : chroma / n > 0.3 ? "saturated" : "natural",
  };
}

/**
 * The style's name in English, and in Spanish when it differs ("MEDITERRANEAN · MEDITERRÁNEO");
 * `fromPhoto`: the look came from an inspiration photo, which has no style of its own to name.
 */
export function styleCaption(style: string, fromPhoto: boolean): string {
  const name = (messages: typeof en) =>
    fromPhoto
      ? messages.tools.restyle.fromPhoto.name
      : ((messages.tools.restyle.styles as Record<string, { name: string } | undefined>)[style]?.name ?? style);
  const english = name(en);
  const spanish = name(es);
  return english === spanish ? english : `${english} · ${spanish}`;
}
