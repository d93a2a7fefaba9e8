/** clear-space: how its request becomes a run (server-only; the tool's facts are in ./clear-space.ts). */
import { z } from "zod";
import { clearSpaceSlots, clearSpaceTool } from "./clear-space";
import { defineRun, slotImage, slotShape } from "./shared.server";

const inputSchema = z.object({ ...slotShape(clearSpaceSlots.image) });
export type ClearSpaceInput = z.infer<typeof inputSchema>;

export const clearSpaceRun = defineRun(clearSpaceTool.id, {
  inputSchema,
  prepare: (input) => ({
    images: [slotImage(clearSpaceSlots.image, input)],
    params: {},
    prompt:
      "Remove all furniture, decorations, clutter, personal items and lighting fixtures from " +
      "this room, leaving it empty. " +
      "Keep the walls, floor, ceiling, windows, doors and built-in architecture exactly as they " +
      "are, and fill the uncovered areas with the matching floor and wall surfaces. " +
      "Keep the camera angle and the natural light. Return one photorealistic photo of the empty room.",
  }),
});
