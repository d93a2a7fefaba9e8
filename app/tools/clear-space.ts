/** Clear Space: removes furniture, decorations and clutter, leaving the empty room. */
import { z } from "zod";
import { defineTool, downloadName, imageSlot, slotImage, slotShape } from "./shared";

/** What step 2 lists as removed. Labels: `tools.clear-space.removes.<id>`. */
export const CLEAR_SPACE_REMOVES = [
  "furniture",
  "decorations",
  "clutter",
  "personalItems",
  "lightingFixtures",
] as const;

const slots = { image: imageSlot("image", "imageBase64", "mimeType", "tools.slots.photo") };

const inputSchema = z.object({ ...slotShape(slots.image) });
export type ClearSpaceInput = z.infer<typeof inputSchema>;

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
  steps: [{ nameKey: "tools.steps.uploadImage", images: ["image"] }, { nameKey: "tools.steps.transform" }],
  imageSlots: [slots.image],
  textFields: [],
  inputSchema,
  prepare: (input) => ({
    images: [slotImage(slots.image, input)],
    params: {},
    prompt:
      "Remove all furniture, decorations, clutter, personal items and lighting fixtures from " +
      "this room, leaving it empty. " +
      "Keep the walls, floor, ceiling, windows, doors and built-in architecture exactly as they " +
      "are, and fill the uncovered areas with the matching floor and wall surfaces. " +
      "Keep the camera angle and the natural light. Return one photorealistic photo of the empty room.",
  }),
  downloadFileName: downloadName("cleared-space"),
});
