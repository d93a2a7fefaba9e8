/** combine-rooms: how its request becomes a run (server-only; the tool's facts are in ./combine-rooms.ts). */
import { z } from "zod";
import { COMBINE_DEFAULT_ELEMENT, combineRoomsSlots, combineRoomsTool } from "./combine-rooms";
import { decidedByServer, defineRun, requiredText, slotImage, slotShape } from "./shared.server";

const inputSchema = z.object({
  ...slotShape(combineRoomsSlots.room),
  ...slotShape(combineRoomsSlots.reference),
  elementType: requiredText(100).default(COMBINE_DEFAULT_ELEMENT),
  // The client's fixed sentence is accepted and dropped: the server writes the prompt.
  instructions: decidedByServer(undefined),
});
export type CombineRoomsInput = z.infer<typeof inputSchema>;

export const combineRoomsRun = defineRun(combineRoomsTool.id, {
  inputSchema,
  prepare: (input) => ({
    images: [slotImage(combineRoomsSlots.room, input), slotImage(combineRoomsSlots.reference, input)],
    params: { elementType: input.elementType },
    prompt:
      "Image 1 is a room; image 2 is a reference photo. " +
      `Replace the ${JSON.stringify(input.elementType)} in image 1 ` +
      `with the ${JSON.stringify(input.elementType)} shown in image 2. ` +
      "Keep the same room, camera angle and lighting, give the new element realistic light and " +
      "shadows, and change only that element. Return one photorealistic photo of the room.",
  }),
});
