/** Replace Element (route combine-rooms): swaps an element of the room for the one in a reference photo. */
import { z } from "zod";
import { defineTool, downloadName, imageSlot, requiredText, slotImage, slotShape, textField } from "./shared";

export const COMBINE_DEFAULT_ELEMENT = "sofa";
/** Element chips. Labels: `tools.combine-rooms.elements.<id>`; "other" lets the user type. */
export const COMBINE_ELEMENT_CHIPS = [
  "sofa",
  "table",
  "lamp",
  "painting",
  "chair",
  "rug",
  "curtains",
  "other",
] as const;

const slots = {
  room: imageSlot("room", "image1Base64", "image1Mime", "tools.slots.room"),
  reference: imageSlot("reference", "image2Base64", "image2Mime", "tools.slots.reference"),
};

const inputSchema = z.object({
  ...slotShape(slots.room),
  ...slotShape(slots.reference),
  elementType: requiredText(100).default(COMBINE_DEFAULT_ELEMENT),
  // The client's fixed sentence is accepted and dropped: the server writes the prompt.
  instructions: z
    .unknown()
    .optional()
    .transform(() => undefined),
});
export type CombineRoomsInput = z.infer<typeof inputSchema>;

export const combineRoomsTool = defineTool({
  id: "combine-rooms",
  path: "/app/combine-rooms",
  endpoint: "/api/image-editing/combine-elements",
  endpointSlug: "combine-elements",
  costKey: "COMBINE",
  icon: "replace",
  siteIcon: "swap",
  nameKey: "tools.combine-rooms.name",
  shortNameKey: "tools.combine-rooms.shortName",
  descriptionKey: "tools.combine-rooms.description",
  marketingKey: "tools.combine-rooms.marketing",
  actionKey: "tools.actions.transform",
  saveLabelKey: "app.wizard.save",
  typicalTime: "standard",
  onboarding: null,
  inSidebar: true,
  inBottomBar: false,
  legacyTab: "combine",
  steps: [
    { nameKey: "tools.steps.uploadRoom", images: ["room"] },
    { nameKey: "tools.steps.uploadReference", images: ["reference"] },
    { nameKey: "tools.steps.replaceElement", fields: ["elementType"] },
    { nameKey: "tools.steps.transform" },
  ],
  imageSlots: [slots.room, slots.reference],
  textFields: [
    textField("elementType", "tools.combine-rooms.elementLabel", {
      defaultValue: COMBINE_DEFAULT_ELEMENT,
      defaultKey: `tools.combine-rooms.elements.${COMBINE_DEFAULT_ELEMENT}`,
      required: true,
      maxLength: 100,
    }),
  ],
  inputSchema,
  prepare: (input) => ({
    images: [slotImage(slots.room, input), slotImage(slots.reference, input)],
    params: { elementType: input.elementType },
    prompt:
      `Image 1 is a room; image 2 is a reference photo. Replace the ${JSON.stringify(input.elementType)} in image 1 with the ${JSON.stringify(input.elementType)} shown in image 2. ` +
      "Keep the same room, camera angle and lighting, give the new element realistic light and " +
      "shadows, and change only that element. Return one photorealistic photo of the room.",
  }),
  downloadFileName: downloadName("replaced-element"),
});
