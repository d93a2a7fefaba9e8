/** Recolor Room: paints all walls of the room in one color (docs/product-rules.md). */
import { defineTool, downloadName, imageSlot, photoStep, textField } from "./shared";
import { RECOLOR_DEFAULT_COLOR, RECOLOR_PRESETS } from "./wall-colors";

/** The target is always every wall (docs/product-rules.md); the client's `subject` is ignored. */
export const RECOLOR_SUBJECT = "all walls of the room";

export const recolorSlots = { image: imageSlot("image", "imageBase64", "mimeType", "tools.slots.photo", "room") };

const steps = [
  photoStep("tools.steps.uploadImage", recolorSlots.image),
  { nameKey: "tools.steps.pickColor", fields: ["targetColor"] },
  { nameKey: "tools.steps.transform" },
] as const;

export const recolorTool = defineTool({
  id: "recolor",
  path: "/app/recolor",
  endpoint: "/api/image-editing/recolor",
  endpointSlug: "recolor",
  costKey: "RECOLOR",
  icon: "palette",
  siteIcon: "roller",
  nameKey: "tools.recolor.name",
  shortNameKey: "tools.recolor.shortName",
  descriptionKey: "tools.recolor.description",
  marketingKey: "tools.recolor.marketing",
  actionKey: "tools.actions.transform",
  saveLabelKey: "app.wizard.savePhoto",
  typicalTime: "standard",
  onboarding: {
    storageKey: "onboarding:recolor:v1",
    textsKey: "app.onboarding.recolor",
    icons: ["upload", "palette", "sparkles"],
  },
  inSidebar: true,
  inBottomBar: true,
  legacyTab: "recolor",
  steps,
  imageSlots: [recolorSlots.image],
  textFields: [
    textField("targetColor", "tools.recolor.colorLabel", {
      defaultValue: RECOLOR_DEFAULT_COLOR,
      required: true,
      maxLength: 40,
      widget: {
        kind: "swatches",
        options: RECOLOR_PRESETS.map((p) => ({ value: p.hex, labelKey: `tools.recolor.presets.${p.id}` })),
      },
    }),
  ],
  downloadFileName: downloadName("recolored-room"),
  // New Color: the same photo, the color chosen again.
  again: { step: 2, resets: { field: "targetColor" }, labelKey: "app.wizard.newColor" },
});
