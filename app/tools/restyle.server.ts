/** Restyle Room: how its request becomes a run, and the prompt (server-only; the facts are in ./restyle.ts). */
import { z } from "zod";
import {
  RESTYLE_DEFAULT_MODE,
  RESTYLE_DEFAULT_STRENGTH,
  RESTYLE_MODES,
  RESTYLE_ROOM_IDS,
  type RESTYLE_ROOMS,
  RESTYLE_STRENGTHS,
  RESTYLE_STYLE_IDS,
  type RestyleChoice,
  type RestyleMode,
  type RestyleStrength,
  restyleRoom,
  restyleSlots,
  restyleStyle,
} from "./restyle";
import { defineRun, oneOf, slotImage, slotShape } from "./shared.server";

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

const MODE_TASK: Record<RestyleMode, (room: (typeof RESTYLE_ROOMS)[number], style: string) => string> = {
  restyle: (room, style) => `Redesign the ${room.noun} in this photo in the ${style}.`,
  stage: (room, style) =>
    `This photo shows an empty or nearly empty ${room.noun}. Virtually stage it: furnish it with ${room.furnish}, all in the ${style}.`,
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

export const restyleRun = defineRun({
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
