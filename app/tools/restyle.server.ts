/**
 * Restyle Room, server-only: the rooms' and styles' prompt words and preview looks, the prompt,
 * and how a request becomes a run. The lists and the choices the screens show are in ./restyle.ts.
 */
import { z } from "zod";
import {
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
import { defineRun, oneOf, slotImage, slotShape } from "./shared.server";

export interface StylePreset {
  id: RestyleStyleId;
  /** What the model is told the style is: furniture, materials, colours and decor, in one clause. */
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
  farmhouse: {
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
      "moss and stone grey, cosy like a cabin",
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
      "mix of colour and pattern",
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
      "shapes, jute and wool textiles, maximised daylight and a calm palette of leaf green, " +
      "moss, clay and oat",
    look: {
      palette: ["#24361F", "#5E7F45", "#A8B88A", "#E7E2CF"],
      temperature: "neutral",
      value: "mid",
      chroma: "natural",
    },
  },
} satisfies Record<RestyleStyleId, Omit<StylePreset, "id">>;

/** The room types in wizard order, each with how the prompt speaks of it. */
export const RESTYLE_ROOMS = RESTYLE_ROOM_IDS.map((id) => ({ id, ...ROOM_DETAILS[id] }));
/** The style presets in grid order, each with its prompt clause and preview look. */
export const RESTYLE_STYLES: readonly StylePreset[] = RESTYLE_STYLE_IDS.map((id) => ({ id, ...STYLE_DETAILS[id] }));

const restyleRoom = (id: RestyleRoomId) => ({ id, ...ROOM_DETAILS[id] });
const restyleStyle = (id: RestyleStyleId): StylePreset => ({ id, ...STYLE_DETAILS[id] });

export const restyleInputSchema = z.object({
  ...slotShape(restyleSlots.image),
  roomType: oneOf(RESTYLE_ROOM_IDS),
  style: oneOf(RESTYLE_STYLE_IDS),
  mode: oneOf(RESTYLE_MODES).default(RESTYLE_DEFAULT_MODE),
  strength: oneOf(RESTYLE_STRENGTHS).default(RESTYLE_DEFAULT_STRENGTH),
});
export type RestyleInput = z.infer<typeof restyleInputSchema>;

/**
 * What an image-editing model must not touch. Image models redraw the whole frame, so the
 * geometry is spelled out piece by piece: a vague "keep the layout" lets them move windows.
 */
const GEOMETRY =
  "Keep the room's architecture exactly as in the photo: the same walls, ceiling and floor " +
  "outline, every window, door and opening in the same place and at the same size, " +
  "the same camera position, lens, perspective, horizon and framing, and the same view through the windows.";

const MODE_TASK: Record<RestyleMode, (room: RoomDetails, style: string) => string> = {
  restyle: (room, style) => `Redesign the ${room.noun} in this photo in the ${style}.`,
  stage: (room, style) =>
    `This photo shows an empty or nearly empty ${room.noun}. ` +
    `Virtually stage it: furnish it with ${room.furnish}, all in the ${style}.`,
};

const STRENGTH_RULE: Record<RestyleMode, Record<RestyleStrength, string>> = {
  restyle: {
    subtle:
      "Strength: subtle. Keep the existing furniture pieces where they stand and restyle mainly " +
      "their colours, fabrics and finishes, the textiles and the decor, so the room is clearly recognisable.",
    balanced:
      "Strength: balanced. Replace the furniture, decor, textiles and light fixtures with pieces in " +
      "the style, arranged in a similar layout, and update the wall colour; keep the floor material " +
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

/**
 * The model prompt for a restyle or staging: what to do, the style's clause, how far to go,
 * and what must stay. Built only from validated enum values, so no user text reaches it.
 */
export function restylePrompt(choice: RestyleChoice): string {
  const room = restyleRoom(choice.roomType);
  const style = restyleStyle(choice.style);
  return [
    MODE_TASK[choice.mode](room, style.prompt),
    STRENGTH_RULE[choice.mode][choice.strength],
    GEOMETRY,
    `Keep ${room.keep} where they are.`,
    choice.mode === "stage"
      ? "Every piece stands on the floor at a realistic scale for the room, with contact shadows, " +
        "and leaves doorways and walkways clear."
      : "Do not add or remove walls, windows or doors.",
    "Match the light to the windows in the photo. Return one photorealistic interior " +
      "photograph of the same room, with no text, watermark or people.",
  ].join(" ");
}

export const restyleRun = defineRun(restyleTool.id, {
  inputSchema: restyleInputSchema,
  prepare: (input) => ({
    images: [slotImage(restyleSlots.image, input)],
    prompt: restylePrompt(input),
    // The look travels with the request for engines that work without the prompt (the local preview).
    params: {
      roomType: input.roomType,
      style: input.style,
      mode: input.mode,
      strength: input.strength,
      look: restyleStyle(input.style).look,
    },
  }),
});
