/**
 * Restyle Room: the whole room redesigned in a chosen interior style (Restyle), or an empty room
 * furnished in it (Stage). Room types and style presets are listed here; their prompts and preview
 * looks are server data (./restyle.server.ts), and the adapters receive the finished prompt unchanged.
 * Texts: `tools.restyle.rooms.<id>`, `tools.restyle.styles.<id>.name` / `.description`,
 * `tools.restyle.modes.<id>`, `tools.restyle.strengths.<id>`.
 */
import { defineTool, downloadName, imageSlot, photoStep, textField } from "./shared";
import type { Translate } from "./types";

/** Room types in wizard order (how the prompt names each: ./restyle.server.ts). */
export const RESTYLE_ROOM_IDS = [
  "living-room",
  "bedroom",
  "kitchen",
  "bathroom",
  "dining-room",
  "home-office",
  "kids-room",
  "nursery",
  "entryway",
  "laundry-room",
  "walk-in-closet",
  "game-room",
  "sunroom",
  "balcony",
  "patio",
] as const;
export type RestyleRoomId = (typeof RESTYLE_ROOM_IDS)[number];

/**
 * How the local engine previews a style, and how its swatch is drawn: the style's palette
 * (darkest to lightest) and the direction of its tone grade.
 */
export interface StyleLook {
  /** Four colours from the style's materials, dark to light: shadows map to the first, light to the last. */
  palette: readonly [string, string, string, string];
  temperature: "warm" | "neutral" | "cool";
  value: "dark" | "mid" | "light";
  chroma: "muted" | "natural" | "saturated";
}

/**
 * The style presets by family, in grid order: with 30+ styles the picker shows them in these
 * groups (texts `tools.restyle.families.<id>`) so a person scans four short lists, not one long one;
 * eight each, so they fill whole rows of four on a desktop.
 * Ids are kebab-case English; prompts and looks: ./restyle.server.ts.
 */
export const RESTYLE_STYLE_FAMILIES = {
  modern: [
    "modern",
    "minimalist",
    "contemporary",
    "transitional",
    "mid-century-modern",
    "industrial",
    "futuristic",
    "scandinavian",
  ],
  natural: ["japandi", "wabi-sabi", "zen", "biophilic", "coastal", "tropical", "bohemian", "southwestern"],
  classic: [
    "traditional",
    "farmhouse",
    "rustic",
    "french-country",
    "cottage",
    "shabby-chic",
    "mediterranean",
    "neoclassical",
  ],
  bold: ["art-deco", "glam", "maximalist", "moroccan", "retro", "memphis", "dark-academia", "victorian"],
} as const;
export type RestyleStyleFamily = keyof typeof RESTYLE_STYLE_FAMILIES;
export const RESTYLE_FAMILY_IDS = Object.keys(RESTYLE_STYLE_FAMILIES) as RestyleStyleFamily[];
/** Every style preset, family after family (the API's list and the page without JavaScript's). */
export const RESTYLE_STYLE_IDS = Object.values(RESTYLE_STYLE_FAMILIES).flat() as [
  (typeof RESTYLE_STYLE_FAMILIES)[RestyleStyleFamily][number],
  ...(typeof RESTYLE_STYLE_FAMILIES)[RestyleStyleFamily][number][],
];
export type RestyleStyleId = (typeof RESTYLE_STYLE_IDS)[number];

/** Where the wizard asks which room type the room photo shows (decision 0037): `{ roomType: id | null }`. */
export const RESTYLE_ROOM_GUESS_PATH = "/api/image-editing/restyle/room-type";

export const RESTYLE_MODES = ["restyle", "stage"] as const;
export type RestyleMode = (typeof RESTYLE_MODES)[number];
export const RESTYLE_STRENGTHS = ["subtle", "balanced", "bold"] as const;
export type RestyleStrength = (typeof RESTYLE_STRENGTHS)[number];
export const RESTYLE_DEFAULT_MODE: RestyleMode = "restyle";
export const RESTYLE_DEFAULT_STRENGTH: RestyleStrength = "balanced";

/** The swatch of a style, drawn by scripts/generate-style-swatches.mjs from its look. */
export const styleSwatchUrl = (style: string) => `/images/styles/${style}.svg`;

/**
 * The style that is not a preset: "make my room look like this", the look taken from an
 * inspiration photo in the `reference` slot (decision 0037). It costs what a restyle costs.
 */
export const RESTYLE_PHOTO_STYLE = "from-photo";
export type RestyleStyleChoice = RestyleStyleId | typeof RESTYLE_PHOTO_STYLE;

export const restyleSlots = {
  image: imageSlot("image", "imageBase64", "mimeType", "tools.slots.room", "room"),
  // Only a style, never a room to check: the room check looks at the room photo alone.
  reference: {
    ...imageSlot("reference", "referenceBase64", "referenceMime", "tools.slots.inspiration", "reference"),
    optional: true,
  },
} as const;

/** What a restyle asks for: every choice of the wizard's steps 2 to 4. */
export interface RestyleChoice {
  roomType: RestyleRoomId;
  style: RestyleStyleChoice;
  mode: RestyleMode;
  strength: RestyleStrength;
}

/**
 * "Bedroom · Japandi · Redesign · Balanced", or "… · From your photo · …": a result's choices in
 * words, from its params or the wizard's fields; null until all four are known.
 */
export function restyleSummary(params: Record<string, unknown>, t: Translate): string | null {
  const { roomType, style, mode, strength } = params;
  const known = (value: unknown, ids: readonly string[]): value is string =>
    typeof value === "string" && ids.includes(value);
  if (!known(roomType, RESTYLE_ROOM_IDS) || !known(mode, RESTYLE_MODES) || !known(strength, RESTYLE_STRENGTHS))
    return null;
  if (style !== RESTYLE_PHOTO_STYLE && !known(style, RESTYLE_STYLE_IDS)) return null;
  return t("tools.restyle.summary", {
    room: t(`tools.restyle.rooms.${roomType}`),
    style: t(style === RESTYLE_PHOTO_STYLE ? "tools.restyle.fromPhoto.name" : `tools.restyle.styles.${style}.name`),
    mode: t(`tools.restyle.modes.${mode}.name`),
    strength: t(`tools.restyle.strengths.${strength}.name`),
  });
}

/** A choice field of the page without JavaScript: one option per value, named by `<prefix>.<value>`. */
const choices = (values: readonly string[], prefix: string, described: boolean) => ({
  kind: "choice" as const,
  options: values.map((value) => ({
    value,
    labelKey: described ? `${prefix}.${value}.name` : `${prefix}.${value}`,
    ...(described ? { descriptionKey: `${prefix}.${value}.description` } : {}),
  })),
});

export const restyleTool = defineTool({
  id: "restyle",
  path: "/app/restyle",
  endpoint: "/api/image-editing/restyle",
  endpointSlug: "restyle",
  costKey: "RESTYLE",
  offersOptions: true,
  icon: "brush",
  siteIcon: "brush",
  nameKey: "tools.restyle.name",
  shortNameKey: "tools.restyle.shortName",
  descriptionKey: "tools.restyle.description",
  marketingKey: "tools.restyle.marketing",
  actionKey: "tools.actions.transform",
  saveLabelKey: "app.wizard.save",
  typicalTime: "standard",
  onboarding: {
    storageKey: "onboarding:restyle:v1",
    textsKey: "app.onboarding.restyle",
    icons: ["upload", "brush", "sparkles"],
  },
  inSidebar: true,
  // The phone reaches it from the menu sheet, which lists every tool; the bottom bar stays at its four tabs.
  inBottomBar: false,
  legacyTab: "restyle",
  steps: [
    photoStep("tools.steps.uploadImage", restyleSlots.image),
    { nameKey: "tools.steps.roomType", fields: ["roomType"] },
    { nameKey: "tools.steps.style", fields: ["style"] },
    { nameKey: "tools.steps.transform", fields: ["mode", "strength"] },
  ],
  imageSlots: [restyleSlots.image, restyleSlots.reference],
  textFields: [
    textField("roomType", "tools.restyle.roomTypeLabel", {
      required: true,
      maxLength: 20,
      widget: choices(RESTYLE_ROOM_IDS, "tools.restyle.rooms", false),
    }),
    textField("style", "tools.restyle.styleLabel", {
      required: true,
      maxLength: 30,
      // The presets, then the inspiration photo (the page without JavaScript asks for its file below).
      widget: {
        kind: "choice",
        options: [
          ...choices(RESTYLE_STYLE_IDS, "tools.restyle.styles", true).options,
          {
            value: RESTYLE_PHOTO_STYLE,
            labelKey: "tools.restyle.fromPhoto.name",
            descriptionKey: "tools.restyle.fromPhoto.description",
          },
        ],
      },
    }),
    textField("mode", "tools.restyle.modeLabel", {
      defaultValue: RESTYLE_DEFAULT_MODE,
      required: true,
      maxLength: 10,
      widget: choices(RESTYLE_MODES, "tools.restyle.modes", true),
    }),
    textField("strength", "tools.restyle.strengthLabel", {
      defaultValue: RESTYLE_DEFAULT_STRENGTH,
      required: true,
      maxLength: 10,
      widget: choices(RESTYLE_STRENGTHS, "tools.restyle.strengths", true),
    }),
  ],
  downloadFileName: downloadName("restyled-room"),
  resultSummary: restyleSummary,
  // Try another style: the photo and the room type kept, the style chosen again.
  again: { step: 3, resets: { field: "style" }, labelKey: "tools.restyle.tryAnotherStyle" },
});
