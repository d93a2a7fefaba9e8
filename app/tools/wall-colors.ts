/**
 * Recolor Room's colors: the 20 named presets of its second step and how any color people type
 * becomes "#RRGGBB". Apart from the tool's definition (./recolor.ts) because the dashboard's quick
 * recolor and the color picker use them too, and a page that shows colors should not carry the tool.
 */
export const RECOLOR_DEFAULT_COLOR = "#22c55e";
export const RECOLOR_FALLBACK_COLOR = "#FFFFFF";

/** The 20 named presets of step 2, in the spec's order. Names: `tools.recolor.presets.<id>`. */
export const RECOLOR_PRESETS = [
  { id: "white", hex: "#FFFFFF" },
  { id: "offWhite", hex: "#FAF9F6" },
  { id: "cream", hex: "#FFFDD0" },
  { id: "alabaster", hex: "#EDEAE0" },
  { id: "lightGray", hex: "#D3D3D3" },
  { id: "gray", hex: "#9E9E9E" },
  { id: "coolGray", hex: "#8C92AC" },
  { id: "greige", hex: "#B5ADA0" },
  { id: "taupe", hex: "#8B7D6B" },
  { id: "beige", hex: "#E8DCC4" },
  { id: "charcoal", hex: "#36454F" },
  { id: "sage", hex: "#9CAF88" },
  { id: "oliveGreen", hex: "#6B7B3A" },
  { id: "softBlue", hex: "#A7C7E7" },
  { id: "steelBlue", hex: "#4682B4" },
  { id: "navy", hex: "#1F2A44" },
  { id: "terracotta", hex: "#C8643B" },
  { id: "dustyRose", hex: "#C9A9A6" },
  { id: "mustard", hex: "#D4A531" },
  { id: "cognac", hex: "#9A463D" },
] as const;
export type RecolorPresetId = (typeof RECOLOR_PRESETS)[number]["id"];

/** One of rgb()'s three channels, decimals allowed (the range is checked after the match). */
const RGB_CHANNEL = /(\d{1,3}(?:\.\d+)?)/.source;
/** Between two channels: a comma or whitespace. */
const RGB_SEPARATOR = /\s*[,\s]\s*/.source;
/** An alpha after the channels, accepted and ignored. */
const RGB_ALPHA = /(?:[,/]\s*(?:\d*\.?\d+%?)\s*)?/.source;
const RGB = new RegExp(
  `^rgba?\\(\\s*${RGB_CHANNEL}${RGB_SEPARATOR}${RGB_CHANNEL}${RGB_SEPARATOR}${RGB_CHANNEL}\\s*${RGB_ALPHA}\\)$`,
  "i",
);

/**
 * Spec section 5: rgb()/rgba() becomes hex, a missing # is added, 3-digit hex is expanded, the
 * result is uppercased, and anything else is #FFFFFF. Always returns "#RRGGBB".
 */
export function normalizeHexColor(input: unknown): string {
  if (typeof input !== "string") return RECOLOR_FALLBACK_COLOR;
  const value = input.trim();
  const rgb = RGB.exec(value);
  if (rgb) {
    const channels = rgb.slice(1, 4).map(Number);
    if (channels.some((c) => !Number.isFinite(c) || c > 255)) return RECOLOR_FALLBACK_COLOR;
    return `#${channels.map((c) => Math.round(c).toString(16).padStart(2, "0")).join("")}`.toUpperCase();
  }
  const hex = value.startsWith("#") ? value.slice(1) : value;
  if (/^[0-9a-f]{3}$/i.test(hex)) return `#${[...hex].map((c) => c + c).join("")}`.toUpperCase();
  if (/^[0-9a-f]{6}$/i.test(hex)) return `#${hex}`.toUpperCase();
  return RECOLOR_FALLBACK_COLOR;
}
