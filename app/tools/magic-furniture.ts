/** Magic Furniture: replaces a named item in the room with a described new one. */
import { defineTool, downloadName, imageSlot, photoStep, textField } from "./shared";

/** Step 2 quick picks. Labels: `tools.magic-furniture.quickPicks.<id>`. */
export const MAGIC_FURNITURE_QUICK_PICKS = [
  "sofa",
  "coffeeTable",
  "chair",
  "painting",
  "lamp",
  "rug",
  "curtains",
  "bookshelf",
] as const;

/** Step 3 offers suggestions when the target mentions one of these (English or Spanish words). */
export const MAGIC_FURNITURE_SUGGESTION_GROUPS = {
  sofa: ["sofa", "sofá", "couch"],
  table: ["table", "mesa"],
  chair: ["chair", "silla"],
} as const;
export type SuggestionGroup = keyof typeof MAGIC_FURNITURE_SUGGESTION_GROUPS;
/** Suggestions per group: `tools.magic-furniture.suggestions.<group>.<index>`. */
export const MAGIC_FURNITURE_SUGGESTION_COUNT = 3;

/** Which suggestion list fits the target text, if any. */
export function suggestionGroupFor(target: string): SuggestionGroup | null {
  const text = target.toLowerCase();
  for (const [group, words] of Object.entries(MAGIC_FURNITURE_SUGGESTION_GROUPS)) {
    if (words.some((w) => text.includes(w))) return group as SuggestionGroup;
  }
  return null;
}

export const magicFurnitureSlots = {
  image: imageSlot("image", "imageBase64", "mimeType", "tools.slots.photo", "room"),
};

export const magicFurnitureTool = defineTool({
  id: "magic-furniture",
  path: "/app/magic-furniture",
  endpoint: "/api/image-editing/replace-element",
  endpointSlug: "replace-element",
  costKey: "REPLACE",
  icon: "sofa",
  siteIcon: "sofa",
  nameKey: "tools.magic-furniture.name",
  shortNameKey: "tools.magic-furniture.shortName",
  descriptionKey: "tools.magic-furniture.description",
  marketingKey: "tools.magic-furniture.marketing",
  actionKey: "tools.actions.transform",
  saveLabelKey: "app.wizard.save",
  typicalTime: "standard",
  onboarding: {
    storageKey: "onboarding:furniture-replacement:v1",
    textsKey: "app.onboarding.magicFurniture",
    icons: ["sofa", "sparkles"],
  },
  inSidebar: false,
  inBottomBar: false,
  legacyTab: "replace",
  steps: [
    photoStep("tools.steps.uploadImage", magicFurnitureSlots.image),
    { nameKey: "tools.steps.describeTarget", fields: ["targetElement"] },
    { nameKey: "tools.steps.newItem", fields: ["newElementDescription"] },
    { nameKey: "tools.steps.transform" },
  ],
  imageSlots: [magicFurnitureSlots.image],
  textFields: [
    textField("targetElement", "tools.magic-furniture.targetLabel", { required: true, maxLength: 200 }),
    textField("newElementDescription", "tools.magic-furniture.newItemLabel", { required: true, maxLength: 500 }),
  ],
  downloadFileName: downloadName("magic-furniture"),
});
