/** Replace Element (route combine-rooms): swaps an element of the room for the one in a reference photo. */
import { defineTool, downloadName, imageSlot, photoStep, textField } from "./shared";

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

export const combineRoomsSlots = {
  room: imageSlot("room", "image1Base64", "image1Mime", "tools.slots.room", "room"),
  reference: imageSlot("reference", "image2Base64", "image2Mime", "tools.slots.reference", "reference"),
};

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
  onboarding: {
    storageKey: "onboarding:combine-rooms:v1",
    textsKey: "app.onboarding.combineRooms",
    icons: ["upload", "replace", "sparkles"],
  },
  inSidebar: true,
  inBottomBar: false,
  legacyTab: "combine",
  steps: [
    photoStep("tools.steps.uploadRoom", combineRoomsSlots.room),
    photoStep("tools.steps.uploadReference", combineRoomsSlots.reference),
    { nameKey: "tools.steps.replaceElement", fields: ["elementType"] },
    { nameKey: "tools.steps.transform" },
  ],
  imageSlots: [combineRoomsSlots.room, combineRoomsSlots.reference],
  textFields: [
    textField("elementType", "tools.combine-rooms.elementLabel", {
      defaultValue: COMBINE_DEFAULT_ELEMENT,
      defaultKey: `tools.combine-rooms.elements.${COMBINE_DEFAULT_ELEMENT}`,
      required: true,
      maxLength: 100,
    }),
  ],
  downloadFileName: downloadName("replaced-element"),
  // Reupload reference: the room and the element kept, another reference photo.
  again: { step: 2, resets: { slot: "reference" }, labelKey: "app.wizard.reuploadReference" },
});
