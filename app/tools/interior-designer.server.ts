/** interior-designer: how its request becomes a run (server-only; the tool's facts are in ./interior-designer.ts). */
import { z } from "zod";
import { interiorDesignerSlots, interiorDesignerTool } from "./interior-designer";
import { defineRun, optionalText, slotImage, slotShape } from "./shared.server";

const inputSchema = z.object({
  ...slotShape(interiorDesignerSlots.room),
  ...slotShape(interiorDesignerSlots.item1),
  ...slotShape(interiorDesignerSlots.item2),
  item1Description: optionalText(300),
  item2Description: optionalText(300),
});
export type InteriorDesignerInput = z.infer<typeof inputSchema>;

const describe = (label: string, description: string) =>
  description ? `${label} (${JSON.stringify(description)})` : label;

export const interiorDesignerRun = defineRun(interiorDesignerTool.id, {
  inputSchema,
  prepare: (input) => ({
    images: [
      slotImage(interiorDesignerSlots.room, input),
      slotImage(interiorDesignerSlots.item1, input),
      slotImage(interiorDesignerSlots.item2, input),
    ],
    params: { item1Description: input.item1Description, item2Description: input.item2Description },
    prompt:
      `Image 1 is a room. Place ${describe("the item from image 2", input.item1Description)} ` +
      `and ${describe("the item from image 3", input.item2Description)} into the room, ` +
      "each where it would naturally go, at a realistic scale and perspective, with lighting and " +
      "shadows that match the room. " +
      "Keep everything else in the room unchanged. Return one photorealistic photo of the decorated room.",
  }),
});
