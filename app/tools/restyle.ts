/**
 * Restyle Room: the whole room redesigned in a chosen interior style (Restyle), or an empty room
 * furnished in it (Stage). Room types, style presets, their prompts and their preview looks are
 * data here; the adapters receive the finished prompt unchanged.
 * Texts: `tools.restyle.rooms.<id>`, `tools.restyle.styles.<id>.name` / `.description`,
 * `tools.restyle.modes.<id>`, `tools.restyle.strengths.<id>`.
 */
import { defineTool, downloadName, imageSlot, textField } from "./shared";

/**
 * Room types in wizard order. `noun` is how the prompt names the room; `furnish` is what a
 * staged room of that type needs; `keep` is what must stay because it is built in.
 */
export const RESTYLE_ROOMS = [
  {
    id: "living-room",
    noun: "living room",
    furnish: "a sofa, armchairs, a coffee table, a rug, side tables, lamps, shelving, art and plants",
    keep: "any fireplace and built-in shelving",
  },
  {
    id: "bedroom",
    noun: "bedroom",
    furnish: "a bed with bedding and cushions, nightstands with lamps, a rug, a dresser, curtains and art",
    keep: "any built-in wardrobes",
  },
  {
    id: "kitchen",
    noun: "kitchen",
    furnish: "bar stools, a small dining table with chairs, pendant lights, open-shelf styling and plants",
    keep: "the cabinet layout, the counters, the sink and the appliance positions (their finishes may change)",
  },
  {
    id: "bathroom",
    noun: "bathroom",
    furnish: "towels, a bath mat, a vanity mirror, wall lights, storage, plants and small decor",
    keep: "the bathtub, shower, toilet, sink and plumbing positions (their finishes may change)",
  },
  {
    id: "dining-room",
    noun: "dining room",
    furnish: "a dining table with chairs, a pendant light over the table, a sideboard, a rug and art",
    keep: "any built-in cabinetry",
  },
  {
    id: "home-office",
    noun: "home office",
    furnish: "a desk, an ergonomic chair, a desk lamp, shelving, storage, a rug and plants",
    keep: "any built-in shelving",
  },
  {
    id: "kids-room",
    noun: "children's bedroom",
    furnish: "a child's bed, a play rug, toy storage, a small desk with a chair, soft lighting and playful art",
    keep: "any built-in wardrobes",
  },
  {
    id: "patio",
    noun: "outdoor patio",
    furnish: "outdoor seating, an outdoor dining set, planters with plants, an outdoor rug and string lights",
    keep: "the paving layout, steps, railings and the house walls",
  },
] as const;
export type RestyleRoomId = (typeof RESTYLE_ROOMS)[number]["id"];
export const RESTYLE_ROOM_IDS = RESTYLE_ROOMS.map((r) => r.id) as unknown as readonly [
  RestyleRoomId,
  ...RestyleRoomId[],
];

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

export interface StylePreset {
  id: string;
  /** What the model is told the style is: furniture, materials, colours and decor, in one clause. */
  prompt: string;
  look: StyleLook;
}

/** The style presets in grid order (at least 16). Ids are kebab-case English. */
export const RESTYLE_STYLES = [
  {
    id: "japandi",
    prompt:
      "Japandi style: low, clean-lined furniture in light oak and ash, linen and bouclé " +
      "upholstery, paper lantern lighting, ceramics and a calm palette of warm whites, sand, " +
      "sage and charcoal accents, uncluttered and serene",
    look: {
      palette: ["#3F3A36", "#9AA58C", "#C8A97E", "#EDE6DA"],
      temperature: "warm",
      value: "light",
      chroma: "muted",
    },
  },
  {
    id: "industrial",
    prompt:
      "industrial loft style: black steel and reclaimed wood furniture, worn cognac leather, " +
      "exposed-brick or concrete-look wall finishes, metal pendant lights with Edison bulbs and " +
      "a palette of charcoal, rust and concrete grey",
    look: {
      palette: ["#2B2B2D", "#8E4B32", "#7D7B76", "#B9B4AA"],
      temperature: "cool",
      value: "dark",
      chroma: "muted",
    },
  },
  {
    id: "scandinavian",
    prompt:
      "Scandinavian style: light birch and pine furniture with tapered legs, white and pale grey " +
      "walls, wool throws, sheepskin, simple pendant lights, a few plants and soft dusty-blue " +
      "accents, bright and airy",
    look: {
      palette: ["#5E6B78", "#9FB4C7", "#D9CBB0", "#F4F3EF"],
      temperature: "cool",
      value: "light",
      chroma: "muted",
    },
  },
  {
    id: "mid-century-modern",
    prompt:
      "mid-century modern style: walnut and teak furniture with tapered legs, an Eames-era " +
      "lounge chair, organic curved shapes, globe and sputnik lights and accents in mustard, " +
      "teal and burnt orange",
    look: {
      palette: ["#4A2C1A", "#2F6F73", "#C8643B", "#E3B448"],
      temperature: "warm",
      value: "mid",
      chroma: "saturated",
    },
  },
  {
    id: "modern",
    prompt:
      "modern style: sleek furniture with crisp geometric lines, matte black and brushed metal " +
      "details, large-format neutral surfaces, a monochrome palette of white, grey and black " +
      "with one bold accent, minimal decor",
    look: {
      palette: ["#1F1F1F", "#6E6E6E", "#B8B8B8", "#F2F2F0"],
      temperature: "neutral",
      value: "mid",
      chroma: "muted",
    },
  },
  {
    id: "minimalist",
    prompt:
      "minimalist style: only a few essential pieces of furniture, hidden storage, clear " +
      "surfaces, smooth white and warm-white finishes, pale wood and soft diffused light, " +
      "nothing decorative that is not needed",
    look: {
      palette: ["#8F8A82", "#CFC9BF", "#E8E4DC", "#FBFAF7"],
      temperature: "neutral",
      value: "light",
      chroma: "muted",
    },
  },
  {
    id: "bohemian",
    prompt:
      "bohemian style: layered patterned rugs and textiles, rattan and cane furniture, floor " +
      "cushions, macramé, many trailing plants, warm string lights and a rich palette of " +
      "terracotta, mustard, rust and deep green",
    look: {
      palette: ["#5A2E1F", "#4E7A4B", "#C2603A", "#E0A943"],
      temperature: "warm",
      value: "mid",
      chroma: "saturated",
    },
  },
  {
    id: "coastal",
    prompt:
      "coastal style: slipcovered white and sand-coloured furniture, whitewashed wood, jute " +
      "rugs, woven baskets, striped textiles, light linen curtains and accents in navy and sea " +
      "blue, breezy and sunlit",
    look: {
      palette: ["#1F3A5F", "#5B8DB8", "#E8DCC4", "#F7F6F1"],
      temperature: "cool",
      value: "light",
      chroma: "saturated",
    },
  },
  {
    id: "farmhouse",
    prompt:
      "modern farmhouse style: whitewashed shiplap or painted panelling, distressed wood " +
      "furniture, black iron fixtures, linen upholstery, vintage pottery, woven baskets and a " +
      "palette of white, sage and weathered oak",
    look: {
      palette: ["#2E2C29", "#8A9A7B", "#B89B74", "#F1EDE4"],
      temperature: "warm",
      value: "light",
      chroma: "natural",
    },
  },
  {
    id: "traditional",
    prompt:
      "traditional style: classic carved wood furniture in mahogany and cherry, tufted " +
      "upholstery, damask and plaid fabrics, wainscoting, brass lamps, framed oil paintings and " +
      "a palette of burgundy, cream and gold",
    look: {
      palette: ["#3B1E16", "#6E2433", "#B08D57", "#EFE3C8"],
      temperature: "warm",
      value: "dark",
      chroma: "natural",
    },
  },
  {
    id: "art-deco",
    prompt:
      "Art Deco style: bold geometric patterns, velvet upholstery in emerald and blush, " +
      "lacquered black and polished brass, mirrored and marble surfaces, fan and sunburst motifs " +
      "and glamorous statement lighting",
    look: {
      palette: ["#111111", "#1E5945", "#C9A227", "#E8C4B8"],
      temperature: "cool",
      value: "dark",
      chroma: "saturated",
    },
  },
  {
    id: "mediterranean",
    prompt:
      "Mediterranean style: lime-washed white walls, terracotta tile floors, rustic wooden beams " +
      "and furniture, wrought iron, hand-painted ceramics, olive trees in pots and accents of " +
      "cobalt blue and ochre, sun-drenched",
    look: {
      palette: ["#1F4E9A", "#B5562F", "#D9A55B", "#F5EFE3"],
      temperature: "warm",
      value: "light",
      chroma: "saturated",
    },
  },
  {
    id: "rustic",
    prompt:
      "rustic style: heavy reclaimed timber furniture, natural stone, exposed wood beams, chunky " +
      "wool and leather, antler or forged-iron lighting and a dark, earthy palette of brown, " +
      "moss and stone grey, cosy like a cabin",
    look: {
      palette: ["#2C1D12", "#6B4A2E", "#7E7A5B", "#B9AE98"],
      temperature: "warm",
      value: "dark",
      chroma: "muted",
    },
  },
  {
    id: "contemporary",
    prompt:
      "contemporary style: current-season furniture with soft curves, mixed textures such as " +
      "bouclé, travertine and smoked glass, sculptural lighting and a warm neutral palette of " +
      "taupe, greige and cream",
    look: {
      palette: ["#4B4540", "#8B7D6B", "#B5ADA0", "#E9E4DC"],
      temperature: "neutral",
      value: "mid",
      chroma: "natural",
    },
  },
  {
    id: "maximalist",
    prompt:
      "maximalist style: bold patterned wallpaper, saturated jewel-tone velvet furniture, " +
      "layered rugs, gallery walls of framed art, collected objects, many plants and a confident " +
      "mix of colour and pattern",
    look: {
      palette: ["#3A1048", "#0F6E6E", "#D13B5C", "#F2B134"],
      temperature: "neutral",
      value: "mid",
      chroma: "saturated",
    },
  },
  {
    id: "tropical",
    prompt:
      "tropical style: rattan, bamboo and teak furniture, banana-leaf and palm prints, large " +
      "leafy plants, light linen, ceiling fans and a lush palette of green, sand and warm white",
    look: {
      palette: ["#1E4D2B", "#3F8F4F", "#D8C291", "#F3EFDF"],
      temperature: "warm",
      value: "mid",
      chroma: "saturated",
    },
  },
  {
    id: "glam",
    prompt:
      "Hollywood glam style: plush velvet seating, mirrored and lacquered furniture, crystal " +
      "chandeliers, faux-fur throws, metallic gold and silver accents and a palette of navy, " +
      "blush and champagne",
    look: {
      palette: ["#141B33", "#2C3E75", "#C7A46B", "#EAD7D1"],
      temperature: "cool",
      value: "dark",
      chroma: "natural",
    },
  },
  {
    id: "biophilic",
    prompt:
      "biophilic style: abundant living plants and a green wall, natural wood and stone, organic " +
      "shapes, jute and wool textiles, maximised daylight and a calm palette of leaf green, " +
      "moss, clay and oat",
    look: {
      palette: ["#24361F", "#5E7F45", "#A8B88A", "#E7E2CF"],
      temperature: "neutral",
      value: "mid",
      chroma: "natural",
    },
  },
] as const satisfies readonly StylePreset[];
export type RestyleStyleId = (typeof RESTYLE_STYLES)[number]["id"];
export const RESTYLE_STYLE_IDS = RESTYLE_STYLES.map((s) => s.id) as unknown as readonly [
  RestyleStyleId,
  ...RestyleStyleId[],
];

export const RESTYLE_MODES = ["restyle", "stage"] as const;
export type RestyleMode = (typeof RESTYLE_MODES)[number];
export const RESTYLE_STRENGTHS = ["subtle", "balanced", "bold"] as const;
export type RestyleStrength = (typeof RESTYLE_STRENGTHS)[number];
export const RESTYLE_DEFAULT_MODE: RestyleMode = "restyle";
export const RESTYLE_DEFAULT_STRENGTH: RestyleStrength = "balanced";

/** The swatch of a style, drawn by scripts/generate-style-swatches.mjs from its look. */
export const styleSwatchUrl = (style: string) => `/images/styles/${style}.svg`;

// biome-ignore lint/style/noNonNullAssertion: the id type is read from this very list, so find cannot miss
export const restyleRoom = (id: RestyleRoomId) => RESTYLE_ROOMS.find((r) => r.id === id)!;
// biome-ignore lint/style/noNonNullAssertion: the id type is read from this very list, so find cannot miss
export const restyleStyle = (id: RestyleStyleId): StylePreset => RESTYLE_STYLES.find((s) => s.id === id)!;

export const restyleSlots = { image: imageSlot("image", "imageBase64", "mimeType", "tools.slots.room") };

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
    { nameKey: "tools.steps.uploadImage", images: ["image"] },
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
});
