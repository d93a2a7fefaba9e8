/** Interior Designer: places two decoration items into a room photo; repeatable iterations. */
import { defineTool, fileNameFor, imageSlot, photoStep, textField } from "./shared";
import type { DownloadOptions } from "./types";

export const interiorDesignerSlots = {
  room: imageSlot("room", "roomImageBase64", "roomImageMime", "tools.slots.room", "room"),
  item1: imageSlot("item1", "item1ImageBase64", "item1ImageMime", "tools.slots.item1", "item"),
  item2: imageSlot("item2", "item2ImageBase64", "item2ImageMime", "tools.slots.item2", "item"),
};

export const interiorDesignerTool = defineTool({
  id: "interior-designer",
  path: "/app/interior-designer",
  endpoint: "/api/image-editing/interior-designer",
  endpointSlug: "interior-designer",
  costKey: "INTERIOR_DESIGNER",
  offersOptions: true,
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
    photoStep("tools.steps.uploadRoom", interiorDesignerSlots.room),
    photoStep("tools.steps.uploadItem1", interiorDesignerSlots.item1),
    photoStep("tools.steps.uploadItem2", interiorDesignerSlots.item2),
    { nameKey: "tools.steps.design" },
  ],
  imageSlots: [interiorDesignerSlots.room, interiorDesignerSlots.item1, interiorDesignerSlots.item2],
  textFields: [
    textField("item1Description", "tools.interior-designer.item1DescriptionLabel", { required: false, maxLength: 300 }),
    textField("item2Description", "tools.interior-designer.item2DescriptionLabel", { required: false, maxLength: 300 }),
  ],
  continuesFromResult: "room",
  downloadFileName: (options?: DownloadOptions) =>
    options?.iteration
      ? fileNameFor(`interior-design-iteration-${options.iteration}`, options.mimeType)
      : fileNameFor("interior-design", options?.mimeType),
});
