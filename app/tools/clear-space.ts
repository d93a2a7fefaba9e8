/** Clear Space: removes furniture, decorations and clutter, leaving the empty room. */
import { defineTool, downloadName, imageSlot, photoStep } from "./shared";

/** What step 2 lists as removed. Labels: `tools.clear-space.removes.<id>`. */
export const CLEAR_SPACE_REMOVES = [
  "furniture",
  "decorations",
  "clutter",
  "personalItems",
  "lightingFixtures",
] as const;

export const clearSpaceSlots = { image: imageSlot("image", "imageBase64", "mimeType", "tools.slots.photo", "room") };

export const clearSpaceTool = defineTool({
  id: "clear-space",
  path: "/app/clear-space",
  endpoint: "/api/image-editing/clear-space",
  endpointSlug: "clear-space",
  costKey: "CLEAR",
  icon: "eraser",
  siteIcon: "eraser",
  nameKey: "tools.clear-space.name",
  shortNameKey: "tools.clear-space.shortName",
  descriptionKey: "tools.clear-space.description",
  marketingKey: "tools.clear-space.marketing",
  actionKey: "tools.actions.transform",
  saveLabelKey: "app.wizard.save",
  typicalTime: "standard",
  onboarding: {
    storageKey: "onboarding:clear-space:v1",
    textsKey: "app.onboarding.clearSpace",
    icons: ["upload", "eraser"],
  },
  inSidebar: true,
  inBottomBar: true,
  legacyTab: "clear",
  steps: [photoStep("tools.steps.uploadImage", clearSpaceSlots.image), { nameKey: "tools.steps.transform" }],
  imageSlots: [clearSpaceSlots.image],
  textFields: [],
  downloadFileName: downloadName("cleared-space"),
});
