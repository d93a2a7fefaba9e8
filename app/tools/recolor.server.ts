/** recolor: how its request becomes a run (server-only; the tool's facts are in ./recolor.ts). */
import { z } from "zod";
import { RECOLOR_SUBJECT, recolorSlots, recolorTool } from "./recolor";
import { normalizeHexColor } from "./wall-colors";
import { decidedByServer, defineRun, slotImage, slotShape } from "./shared.server";

const inputSchema = z.object({
  ...slotShape(recolorSlots.image),
  targetColor: z
    .string({ required_error: "Required", invalid_type_error: "Must be text" })
    .transform(normalizeHexColor),
  subject: decidedByServer(RECOLOR_SUBJECT),
});
export type RecolorInput = z.infer<typeof inputSchema>;

export const recolorRun = defineRun(recolorTool.id, {
  inputSchema,
  prepare: (input) => ({
    images: [slotImage(recolorSlots.image, input)],
    params: { targetColor: input.targetColor, subject: input.subject },
    prompt:
      `Repaint ${input.subject} in the solid paint color ${input.targetColor}. ` +
      "Change only the wall paint: keep the furniture, floor, ceiling, windows, doors, trim, " +
      "decorations, camera angle and composition exactly as they are. " +
      "Keep the room's natural light, shadows and reflections on the walls so the new paint " +
      "looks real. Return one photorealistic photo of the same room.",
  }),
});
