/** magic-furniture: how its request becomes a run (server-only; the tool's facts are in ./magic-furniture.ts). */
import { z } from "zod";
import { magicFurnitureSlots, magicFurnitureTool } from "./magic-furniture";
import { defineRun, requiredText, slotImage, slotShape } from "./shared.server";

const inputSchema = z.object({
  ...slotShape(magicFurnitureSlots.image),
  targetElement: requiredText(200),
  newElementDescription: requiredText(500),
});
export type MagicFurnitureInput = z.infer<typeof inputSchema>;

export const magicFurnitureRun = defineRun(magicFurnitureTool.id, {
  inputSchema,
  prepare: (input) => ({
    images: [slotImage(magicFurnitureSlots.image, input)],
    params: { targetElement: input.targetElement, newElementDescription: input.newElementDescription },
    prompt:
      `In this room photo, replace the ${JSON.stringify(input.targetElement)} ` +
      `with this new item: ${JSON.stringify(input.newElementDescription)}. ` +
      "Place the new item where the old one stood, at a realistic scale and perspective, with " +
      "shadows and lighting that match the room. " +
      "Change nothing else. Return one photorealistic photo of the same room.",
  }),
});
