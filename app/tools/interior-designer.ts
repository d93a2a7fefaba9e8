/** Interior Designer: places two decoration items into a room photo; repeatable iterations. */
import { z } from "zod";
import { defineTool, fileNameFor, imageSlot, optionalText, slotImage, slotShape, textField } from "./shared";
import type { DownloadOptions } from "./types";

const slots = {
  room: imageSlot("room", "roomImageBase64", "roomImageMime", "tools.slots.room"),
  item1: imageSlot("item1", "item1ImageBase64", "item1ImageMime", "tools.slots.item1"),
  item2: imageSlot("item2", "item2ImageBase64", "item2ImageMime", "tools.slots.item2"),
};

const inputSchema = z.object({
  ...slotShape(slots.room),
  ...slotShape(slots.item1),
  ...slotShape(slots.item2),
  item1Description: optionalText(300),
  item2Description: optionalText(300),
});
export type InteriorDesignerInput = z.infer<typeof inputSchema>;

const describe = (label: string, description: string) =>
  description ? `${label} (${JSON.stringify(description)})` : label;

export const interiorDesignerTool = defineTool({
  id: "interior-designer",
  path: "/app/interior-designer",
  endpoint: "/api/image-editing/interior-designer",
  endpointSlug: "interior-designer",
  costKey: "INTERIOR_DESIGNER",
  icon: "lamp",
  siteIcon: "lamp",
  nameKey: "tools.interior-designer.name",
  shortNameKey: "tools.interior-designer.shortName",
  descriptionKey: "tools.interior-designer.description",
  marketingKey: "tools.interior-designer.marketing",
  actionKey: "tools.actions.design",
  saveLabelKey: "app.wizard.save",
  typicalTime: "long",
  onboarding: {
    storageKey: "onboarding:interior-designer:v1",
    textsKey: "app.onboarding.interiorDesigner",
    icons: ["lamp", "refresh"],
  },
  inSidebar: true,
  inBottomBar: true,
  legacyTab: null,
  steps: [
    { nameKey: "tools.steps.uploadRoom", images: ["room"] },
    { nameKey: "tools.steps.uploadItem1", images: ["item1"] },
    { nameKey: "tools.steps.uploadItem2", images: ["item2"] },
    { nameKey: "tools.steps.design" },
  ],
  imageSlots: [slots.room, slots.item1, slots.item2],
  textFields: [
    textField("item1Description", "tools.interior-designer.item1DescriptionLabel", { required: false, maxLength: 300 }),
    textField("item2Description", "tools.interior-designer.item2DescriptionLabel", { required: false, maxLength: 300 }),
  ],
  inputSchema,
  prepare: (input) => ({
    images: [slotImage(slots.room, input), slotImage(slots.item1, input), slotImage(slots.item2, input)],
    params: { item1Description: input.item1Description, item2Description: input.item2Description },
    prompt:
      `Image 1 is a room. Place ${describe("the item from image 2", input.item1Description)} and ${describe("the item from image 3", input.item2Description)} into the room, ` +
      "each where it would naturally go, at a realistic scale and perspective, with lighting and " +
      "shadows that match the room. " +
      "Keep everything else in the room unchanged. Return one photorealistic photo of the decorated room.",
  }),
  downloadFileName: (options?: DownloadOptions) =>
    options?.iteration
      ? fileNameFor(`interior-design-iteration-${options.iteration}`, options.mimeType)
      : fileNameFor("interior-design", options?.mimeType),
});
