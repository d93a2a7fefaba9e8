/**
 * Restyle Room, server-only: the rooms' and styles' prompt words and preview looks, the prompt,
 * and how a request becomes a run. The lists and the choices the screens show are in ./restyle.ts.
 */
import { z } from "zod";
import {
  RESTYLE_PHOTO_STYLE,
  RESTYLE_DEFAULT_MODE,
  RESTYLE_DEFAULT_STRENGTH,
  RESTYLE_MODES,
  RESTYLE_ROOM_IDS,
  RESTYLE_STRENGTHS,
  RESTYLE_STYLE_IDS,
  type RestyleChoice,
  type RestyleMode,
  type RestyleRoomId,
  type RestyleStrength,
  type RestyleStyleId,
  restyleSlots,
  type StyleLook,
  restyleTool,
} from "./restyle";
import { base64Field, defineRun, mimeField, oneOf, slotImage, slotShape } from "./shared.server";

export interface StylePreset {
  id: RestyleStyleId;
  /** What the model is told the style is: furniture, materials, colors and decor, in one clause. */
  prompt: string;
  look: StyleLook;
}

/**
 * How the prompt speaks of each room type. `noun` names the room; `furnish` is what a staged
 * room of that type needs; `keep` is what must stay because it is built in.
 */
interface RoomDetails {
  noun: string;
  furnish: string;
  keep: string;
}

const ROOM_DETAILS = {
  "living-room": {
    noun: "living room",
    furnish: "a sofa, armchairs, a coffee table, a rug, side tables, lamps, shelving, art and plants",
    keep: "any fireplace and built-in shelving",
  },
  bedroom: {
    noun: "bedroom",
    furnish: "a bed with bedding and cushions, nightstands with lamps, a rug, a dresser, curtains and art",
    keep: "any built-in wardrobes",
  },
  kitchen: {
    noun: "kitchen",
    furnish: "bar stools, a small dining table with chairs, pendant lights, open-shelf styling and plants",
    keep: "the cabinet layout, the counters, the sink and the appliance positions (their finishes may change)",
  },
  bathroom: {
    noun: "bathroom",
    furnish: "towels, a bath mat, a vanity mirror, wall lights, storage, plants and small decor",
    keep: "the bathtub, shower, toilet, sink and plumbing positions (their finishes may change)",
  },
  "dining-room": {
    noun: "dining room",
    furnish: "a dining table with chairs, a pendant light over the table, a sideboard, a rug and art",
    keep: "any built-in cabinetry",
  },
  "home-office": {
    noun: "home office",
    furnish: "a desk, an ergonomic chair, a desk lamp, shelving, storage, a rug and plants",
    keep: "any built-in shelving",
  },
  "kids-room": {
    noun: "children's bedroom",
    furnish: "a child's bed, a play rug, toy storage, a small desk with a chair, soft lighting and playful art",
    keep: "any built-in wardrobes",
  },
  nursery: {
    noun: "nursery",
    furnish:
      "a crib with soft bedding, a nursing armchair, a changing dresser, a soft rug, a mobile and gentle lighting",
    keep: "any built-in wardrobes",
  },
  entryway: {
    noun: "entryway",
    furnish: "a console table or bench, a mirror, coat hooks or a hall tree, a runner rug, a lamp and a plant",
    keep: "the front door, the staircase and any built-in storage",
  },
  "laundry-room": {
    noun: "laundry room",
    furnish: "baskets, open shelving, a folding counter, a drying rack, wall hooks, a runner rug and a plant",
    keep: "the washer and dryer positions, the sink and the plumbing (their finishes may change)",
  },
  "walk-in-closet": {
    noun: "walk-in closet",
    furnish: "open hanging rails, shelving and drawers, a central island or bench, a full-length mirror and a rug",
    keep: "the closet's built-in walls and any built-in cabinetry",
  },
  "game-room": {
    noun: "basement game room",
    furnish: "a sectional sofa, a media wall, a game table, bar stools, a rug, warm lighting and wall art",
    keep: "the stairs, posts, beams and any small basement windows",
  },
  sunroom: {
    noun: "sunroom",
    furnish: "light lounge chairs, a daybed, a coffee table, a rug, many plants and woven shades",
    keep: "the glazing, its frames and the doors to the house",
  },
  balcony: {
    noun: "balcony or terrace",
    furnish: "a compact bistro set or outdoor lounge chairs, planters with plants, an outdoor rug and lanterns",
    keep: "the railing or balustrade, the floor outline and the house walls",
  },
  patio: {
    noun: "outdoor patio",
    furnish: "outdoor seating, an outdoor dining set, planters with plants, an outdoor rug and string lights",
    keep: "the paving layout, steps, railings and the house walls",
  },
} satisfies Record<RestyleRoomId, RoomDetails>;

/** What the model is told each style is, and how the local engine previews it. */
const STYLE_DETAILS = {
  japandi: {
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
  industrial: {
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
  scandinavian: {
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
  "mid-century-modern": {
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
  modern: {
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
  minimalist: {
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
  bohemian: {
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
  coastal: {
    prompt:
      "coastal style: slipcovered white and sand-colored furniture, whitewashed wood, jute " +
      "rugs, woven baskets, striped textiles, light linen curtains and accents in navy and sea " +
      "blue, breezy and sunlit",
    look: {
      palette: ["#1F3A5F", "#5B8DB8", "#E8DCC4", "#F7F6F1"],
      temperature: "cool",
      value: "light",
      chroma: "saturated",
    },
  },
  farmhouse: {
    prompt:
      "modern farmhouse style: whitewashed shiplap or painted paneling, distressed wood " +
      "furniture, black iron fixtures, linen upholstery, vintage pottery, woven baskets and a " +
      "palette of white, sage and weathered oak",
    look: {
      palette: ["#2E2C29", "#8A9A7B", "#B89B74", "#F1EDE4"],
      temperature: "warm",
      value: "light",
      chroma: "natural",
    },
  },
  traditional: {
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
  "art-deco": {
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
  mediterranean: {
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
  rustic: {
    prompt:
      "rustic style: heavy reclaimed timber furniture, natural stone, exposed wood beams, chunky " +
      "wool and leather, antler or forged-iron lighting and a dark, earthy palette of brown, " +
      "moss and stone grey, cozy like a cabin",
    look: {
      palette: ["#2C1D12", "#6B4A2E", "#7E7A5B", "#B9AE98"],
      temperature: "warm",
      value: "dark",
      chroma: "muted",
    },
  },
  contemporary: {
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
  maximalist: {
    prompt:
      "maximalist style: bold patterned wallpaper, saturated jewel-tone velvet furniture, " +
      "layered rugs, gallery walls of framed art, collected objects, many plants and a confident " +
      "mix of color and pattern",
    look: {
      palette: ["#3A1048", "#0F6E6E", "#D13B5C", "#F2B134"],
      temperature: "neutral",
      value: "mid",
      chroma: "saturated",
    },
  },
  tropical: {
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
  glam: {
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
  biophilic: {
    prompt:
      "biophilic style: abundant living plants and a green wall, natural wood and stone, organic " +
      "shapes, jute and wool textiles, maximized daylight and a calm palette of leaf green, " +
      "moss, clay and oat",
    look: {
      palette: ["#24361F", "#5E7F45", "#A8B88A", "#E7E2CF"],
      temperature: "neutral",
      value: "mid",
      chroma: "natural",
    },
  },
  transitional: {
    prompt:
      "transitional style: classic silhouettes with clean modern lines, tailored upholstery in " +
      "stone and oatmeal, a mix of warm wood and brushed nickel, simple trim and a soft palette of " +
      "greige, ivory and slate blue",
    look: {
      palette: ["#3A4350", "#7C8A99", "#C9C1B4", "#F3F0EA"],
      temperature: "cool",
      value: "mid",
      chroma: "natural",
    },
  },
  futuristic: {
    prompt:
      "futuristic style: sculpted white and glossy furniture with seamless curves, integrated " +
      "cool LED lighting, chrome and smoked acrylic, a monochrome white and graphite palette with " +
      "electric violet and cyan glow accents",
    look: {
      palette: ["#120C2E", "#4B2BD6", "#25C6E8", "#EEF3FA"],
      temperature: "cool",
      value: "mid",
      chroma: "saturated",
    },
  },
  "wabi-sabi": {
    prompt:
      "wabi-sabi style: handmade, imperfect pieces, lime-plaster walls with soft texture, raw " +
      "timber, stoneware, linen in oat and clay, dried branches and a quiet earthy palette of " +
      "umber, ochre and chalk",
    look: {
      palette: ["#4A3B2E", "#8C6E52", "#B99E80", "#E4D9C8"],
      temperature: "warm",
      value: "mid",
      chroma: "muted",
    },
  },
  zen: {
    prompt:
      "Zen style: low platform furniture, tatami-like mats, shoji-style screens, bamboo and dark " +
      "stained wood, smooth river stones, a bonsai or moss, soft indirect light and a palette of " +
      "moss green, charcoal and rice-paper white",
    look: {
      palette: ["#1E2620", "#4D5E3C", "#8F9C7A", "#E6E6D6"],
      temperature: "neutral",
      value: "dark",
      chroma: "natural",
    },
  },
  southwestern: {
    prompt:
      "Southwestern style: adobe-plaster walls, terracotta and clay tones, Navajo-pattern rugs " +
      "and blankets, leather and rough-hewn wood, cacti in pottery and turquoise accents under warm " +
      "desert light",
    look: {
      palette: ["#5C2A1B", "#B5532E", "#2FA3A0", "#F0D3A8"],
      temperature: "warm",
      value: "mid",
      chroma: "saturated",
    },
  },
  "french-country": {
    prompt:
      "French country style: painted and distressed furniture with curved legs, toile and gingham " +
      "fabrics, a wrought-iron chandelier, rustic beams, lavender in pottery and a soft palette of " +
      "cream, French blue and butter yellow",
    look: {
      palette: ["#44546A", "#8FA6C8", "#E9D79A", "#F8F3E6"],
      temperature: "neutral",
      value: "light",
      chroma: "natural",
    },
  },
  cottage: {
    prompt:
      "English cottage style: cozy upholstered armchairs in floral chintz, painted wood, open " +
      "shelves of china, beadboard, a braided rug, fresh flowers and a garden palette of rose, " +
      "sage and cream",
    look: {
      palette: ["#5B3A3F", "#9BAF88", "#E3A6A6", "#FAF1E6"],
      temperature: "warm",
      value: "light",
      chroma: "saturated",
    },
  },
  "shabby-chic": {
    prompt:
      "shabby chic style: chalk-painted white furniture with worn edges, slipcovered sofas, " +
      "ruffled linen, vintage crystal chandeliers, faded florals and a pastel palette of blush, " +
      "powder blue and antique white",
    look: {
      palette: ["#8A7A80", "#C9D6E3", "#EBC9CF", "#FFFBF7"],
      temperature: "cool",
      value: "light",
      chroma: "natural",
    },
  },
  neoclassical: {
    prompt:
      "neoclassical style: symmetrical arrangement, marble surfaces, fluted columns and " +
      "moldings, Greek key details, gilded mirrors, straight-lined furniture in cream silk and a " +
      "cool palette of white, dove grey and gold",
    look: {
      palette: ["#4F5357", "#A7A9AC", "#CBB27A", "#FAF9F6"],
      temperature: "neutral",
      value: "light",
      chroma: "muted",
    },
  },
  victorian: {
    prompt:
      "Victorian style: ornate carved dark wood furniture, tufted velvet in oxblood and forest " +
      "green, patterned wallpaper, heavy drapes with tassels, a brass chandelier, a Persian rug and " +
      "gilt-framed portraits",
    look: {
      palette: ["#1B0F0C", "#5C1420", "#27452F", "#C2923C"],
      temperature: "warm",
      value: "dark",
      chroma: "saturated",
    },
  },
  moroccan: {
    prompt:
      "Moroccan style: zellige tiles, carved arches and lattice screens, low floor seating with " +
      "embroidered cushions, pierced brass lanterns, kilim rugs and a rich palette of saffron, " +
      "indigo, terracotta and emerald",
    look: {
      palette: ["#1B2A6B", "#B23A2B", "#E39B1D", "#F4E1C1"],
      temperature: "warm",
      value: "mid",
      chroma: "saturated",
    },
  },
  retro: {
    prompt:
      "1970s retro style: low modular sofas in corduroy and velvet, shag rugs, smoked glass, " +
      "wood paneling, globe lamps, macramé and a groovy palette of burnt orange, avocado green, " +
      "brown and harvest gold",
    look: {
      palette: ["#3B2614", "#6B7A2A", "#D2691E", "#F0C05A"],
      temperature: "warm",
      value: "mid",
      chroma: "saturated",
    },
  },
  memphis: {
    prompt:
      "Memphis design style: playful geometric furniture, squiggle and terrazzo patterns, " +
      "primary-color blocks, laminate surfaces, sculptural lamps and a bright palette of hot pink, " +
      "lemon yellow, cobalt and black on white",
    look: {
      palette: ["#101010", "#2450D8", "#FF4F9A", "#FFE14D"],
      temperature: "neutral",
      value: "light",
      chroma: "saturated",
    },
  },
  "dark-academia": {
    prompt:
      "dark academia style: floor-to-ceiling bookshelves, dark wood paneling, a worn chesterfield " +
      "in cognac leather, tweed and plaid, green banker's lamps, antique globes and a moody palette " +
      "of espresso, bottle green and burgundy",
    look: {
      palette: ["#140F0B", "#3A2A1C", "#2E4A35", "#9C7B4E"],
      temperature: "warm",
      value: "dark",
      chroma: "muted",
    },
  },
} satisfies Record<RestyleStyleId, Omit<StylePreset, "id">>;

/** The room types in wizard order, each with how the prompt speaks of it. */
export const RESTYLE_ROOMS = RESTYLE_ROOM_IDS.map((id) => ({ id, ...ROOM_DETAILS[id] }));
/** The style presets in grid order, each with its prompt clause and preview look. */
export const RESTYLE_STYLES: readonly StylePreset[] = RESTYLE_STYLE_IDS.map((id) => ({ id, ...STYLE_DETAILS[id] }));

const restyleRoom = (id: RestyleRoomId) => ({ id, ...ROOM_DETAILS[id] });
const restyleStyle = (id: RestyleStyleId): StylePreset => ({ id, ...STYLE_DETAILS[id] });

const { reference } = restyleSlots;

/**
 * A named style, or `from-photo` with an inspiration photo (referenceBase64 + referenceMime). A
 * photo alone means `from-photo`; a photo with a named style is refused, since the two say
 * different things and neither may be dropped silently: the 400 names `style`.
 */
export const restyleInputSchema = z
  .object({
    ...slotShape(restyleSlots.image),
    [reference.base64Field]: base64Field().optional(),
    [reference.mimeField]: mimeField().optional(),
    roomType: oneOf(RESTYLE_ROOM_IDS),
    style: oneOf([...RESTYLE_STYLE_IDS, RESTYLE_PHOTO_STYLE]).optional(),
    mode: oneOf(RESTYLE_MODES).default(RESTYLE_DEFAULT_MODE),
    strength: oneOf(RESTYLE_STRENGTHS).default(RESTYLE_DEFAULT_STRENGTH),
  })
  .superRefine((input, context) => {
    const photo = input[reference.base64Field] !== undefined;
    if (photo && input[reference.mimeField] === undefined)
      context.addIssue({ code: "custom", path: [reference.mimeField], message: "Required" });
    if (!photo && input.style === RESTYLE_PHOTO_STYLE)
      context.addIssue({ code: "custom", path: [reference.base64Field], message: "Required with style from-photo" });
    else if (!photo && input.style === undefined)
      context.addIssue({ code: "custom", path: ["style"], message: "Required" });
    else if (photo && input.style !== undefined && input.style !== RESTYLE_PHOTO_STYLE)
      context.addIssue({
        code: "custom",
        path: ["style"],
        message: `Must be ${RESTYLE_PHOTO_STYLE} (or left out) when an inspiration photo is sent`,
      });
  })
  .transform(
    ({ style, ...input }) =>
      ({ ...input, style: style ?? RESTYLE_PHOTO_STYLE }) as typeof input & {
        style: NonNullable<typeof style>;
      },
  );
export type RestyleInput = z.infer<typeof restyleInputSchema>;

/**
 * What an image-editing model must not touch. Image models redraw the whole frame, so the
 * geometry is spelled out piece by piece: a vague "keep the layout" lets them move windows.
 */
const geometry = (photo: string) =>
  `Keep the room's architecture exactly as in ${photo}: the same walls, ceiling and floor ` +
  "outline, every window, door and opening in the same place and at the same size, " +
  "the same camera position, lens, perspective, horizon and framing, and the same view through the windows.";

const MODE_TASK: Record<RestyleMode, (room: RoomDetails, style: string, photo: string) => string> = {
  restyle: (room, style, photo) => `Redesign the ${room.noun} in ${photo} in the ${style}.`,
  stage: (room, style, photo) =>
    `${photo[0].toUpperCase()}${photo.slice(1)} shows an empty or nearly empty ${room.noun}. ` +
    `Virtually stage it: furnish it with ${room.furnish}, all in the ${style}.`,
};

const STRENGTH_RULE: Record<RestyleMode, Record<RestyleStrength, string>> = {
  restyle: {
    subtle:
      "Strength: subtle. Keep the existing furniture pieces where they stand and restyle mainly " +
      "their colors, fabrics and finishes, the textiles and the decor, so the room is clearly recognizable.",
    balanced:
      "Strength: balanced. Replace the furniture, decor, textiles and light fixtures with pieces in " +
      "the style, arranged in a similar layout, and update the wall color; keep the floor material " +
      "unless the style needs a new one.",
    bold:
      "Strength: bold. Transform the room completely: new furniture, layout, wall and floor " +
      "finishes, lighting and decor in the style, while the architecture stays unchanged.",
  },
  stage: {
    subtle: "Strength: subtle. Add only the few essential pieces the room needs, sparsely, leaving the space open.",
    balanced: "Strength: balanced. Furnish the room completely with a coherent set of pieces and a few decor accents.",
    bold: "Strength: bold. Furnish and style the room fully, with layered textiles, art, plants, lighting and decor.",
  },
};

/** A style from a photo (decision 0037): what the second image is, and what of it to take. */
const FROM_PHOTO_INTRO =
  "The first image is the room to work on. The second image is an inspiration photo of another space, " +
  "given only for its interior style.";
const FROM_PHOTO_STYLE =
  "interior style of the second image: its furniture styles and shapes, materials and finishes, color palette, " +
  "patterns, textiles, lighting fixtures and kind of decor";
const FROM_PHOTO_LIMITS =
  "Take the inspiration's look, not its contents: do not copy its layout, room shape, architecture, windows, " +
  "furniture arrangement, camera angle or view, and do not paste its objects one for one into the room.";

/**
 * The model prompt for a restyle or staging: what to do, the style's clause, how far to go,
 * and what must stay. Built only from validated enum values, so no user text reaches it.
 */
export function restylePrompt(choice: RestyleChoice): string {
  const room = restyleRoom(choice.roomType);
  const fromPhoto = choice.style === RESTYLE_PHOTO_STYLE;
  // Two images reach the model with a style from a photo: each is named by its place, so the
  // inspiration's room is never taken for the one to redesign.
  const photo = fromPhoto ? "the first image" : "this photo";
  const style = fromPhoto ? FROM_PHOTO_STYLE : restyleStyle(choice.style as RestyleStyleId).prompt;
  return [
    ...(fromPhoto ? [FROM_PHOTO_INTRO] : []),
    MODE_TASK[choice.mode](room, style, photo),
    ...(fromPhoto ? [FROM_PHOTO_LIMITS] : []),
    STRENGTH_RULE[choice.mode][choice.strength],
    geometry(fromPhoto ? "the first image" : "the photo"),
    `Keep ${room.keep} where they are.`,
    choice.mode === "stage"
      ? "Every piece stands on the floor at a realistic scale for the room, with contact shadows, " +
        "and leaves doorways and walkways clear."
      : "Do not add or remove walls, windows or doors.",
    `Match the light to the windows in ${fromPhoto ? "the first image" : "the photo"}. Return one photorealistic ` +
      "interior photograph of the same room, with no text, watermark or people.",
  ].join(" ");
}

export const restyleRun = defineRun(restyleTool.id, {
  inputSchema: restyleInputSchema,
  prepare: (input) => {
    const inspiration = input[reference.base64Field];
    return {
      // The room first (the photo checked, the result's "before"), then the inspiration photo.
      images: [
        slotImage(restyleSlots.image, input),
        ...(inspiration === undefined
          ? []
          : [
              {
                slot: reference.name,
                field: reference.base64Field,
                data: inspiration,
                mime: input.referenceMime ?? "",
              },
            ]),
      ],
      prompt: restylePrompt(input),
      // The look travels with the request for engines that work without the prompt (the local
      // preview); a style from a photo has none: the local engine reads it from the photo.
      params: {
        roomType: input.roomType,
        style: input.style,
        mode: input.mode,
        strength: input.strength,
        look: input.style === RESTYLE_PHOTO_STYLE ? null : restyleStyle(input.style).look,
      },
    };
  },
});
