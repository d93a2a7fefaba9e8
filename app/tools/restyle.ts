/**
 * Restyle Room: the whole room redesigned in a chosen interior style (Restyle), or an empty room
 * furnished in it (Stage). Room types and style presets are listed here; their prompts and preview
 * looks are server data (./restyle.server.ts), and the adapters receive the finished prompt unchanged.
 * Texts: `tools.restyle.rooms.<id>`, `tools.restyle.styles.<id>.name` / `.description`,
 * `tools.restyle.modes.<id>`, `tools.restyle.strengths.<id>`.
 */
import { defineTool, downloadName, imageSlot, photoStep, textField } from "./shared";

/** Room types in wizard order (how the prompt names each: ./restyle.server.ts). */
export const RESTYLE_ROOM_IDS = [
  "living-room",
  "bedroom",
  "kitchen",
  "bathroom",
  "dining-room",
  "home-office",
  "kids-room",
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
 * The style presets in grid order (at least 16). Ids are kebab-case English; prompts and looks:
 * ./restyle.server.ts.
 */
export const RESTYLE_STYLE_IDS = [
  "japandi",
  "industrial",
  "scandinavian",
  "mid-century-modern",
  "modern",
  "minimalist",
  "bohemian",
  "coastal",
  "farmhouse",
  "traditional",
  "art-deco",
  "mediterranean",
  "rustic",
  "contemporary",
  "maximalist",
  "tropical",
  "glam",
  "biophilic",
] as const;
export type RestyleStyleId = (typeof RESTYLE_STYLE_IDS)[number];

export const RESTYLE_MODES = ["restyle", "stage"] as const;
export type RestyleMode = (typeof RESTYLE_MODES)[number];
export const RESTYLE_STRENGTHS = ["subtle", "balanced", "bold"] as const;
export type RestyleStrength = (typeof RESTYLE_STRENGTHS)[number];
export const RESTYLE_DEFAULT_MODE: RestyleMode = "restyle";
export const RESTYLE_DEFAULT_STRENGTH: RestyleStrength = "balanced";

/** The swatch of a style, drawn by scripts/generate-style-swatches.mjs from its look. */
export const styleSwatchUrl = (style: string) => `/images/styles/${style}.svg`;

export const restyleSlots = { image: imageSlot("image", "imageBase64", "mimeType", "tools.slots.room", "room") };

/** What a restyle asks for: every choice of the wizard's steps 2 to 4. */
export interface RestyleChoice {
  roomType: RestyleRoomId;
  style: RestyleStyleId;
  mode: RestyleMode;
  strength: RestyleStrength;
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
  imageSlots: [restyleSlots.image],
  textFields: [
    textField("roomType", "tools.restyle.roomTypeLabel", {
      required: true,
      maxLength: 20,
      widget: choices(RESTYLE_ROOM_IDS, "tools.restyle.rooms", false),
    }),
    textField("style", "tools.restyle.styleLabel", {
      required: true,
      maxLength: 30,
      widget: choices(RESTYLE_STYLE_IDS, "tools.restyle.styles", true),
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
  // Try another style: the photo and the room type kept, the style chosen again.
  again: { step: 3, resets: { field: "style" }, labelKey: "tools.restyle.tryAnotherStyle" },
});
