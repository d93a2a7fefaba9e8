/** Thumbnail Maker: the room as background, the face photo, a title, in a chosen style. */
import { defineTool, downloadName, imageSlot, photoStep, textField } from "./shared";

/** Styles in the spec's order. Labels: `tools.thumbnail.styles.<id>.name` / `.description`. */
export const THUMBNAIL_STYLES = ["youtube", "professional", "dramatic", "modern"] as const;
export type ThumbnailStyle = (typeof THUMBNAIL_STYLES)[number];
export const THUMBNAIL_DEFAULT_STYLE: ThumbnailStyle = "youtube";
/** Title suggestions: `tools.thumbnail.textSuggestions.<index>`. */
export const THUMBNAIL_TEXT_SUGGESTION_COUNT = 4;
export const THUMBNAIL_MAX_TITLE = 80;

export const thumbnailSlots = {
  base: imageSlot("base", "baseImageBase64", "baseImageMime", "tools.slots.roomPhoto", "room"),
  face: imageSlot("face", "refImageBase64", "refImageMime", "tools.slots.facePhoto", "face"),
};

export const thumbnailTool = defineTool({
  id: "thumbnail",
  path: "/app/thumbnail",
  endpoint: "/api/image-editing/generate-thumbnail",
  endpointSlug: "generate-thumbnail",
  costKey: "THUMBNAIL",
  icon: "clapperboard",
  siteIcon: "play",
  nameKey: "tools.thumbnail.name",
  shortNameKey: "tools.thumbnail.shortName",
  descriptionKey: "tools.thumbnail.description",
  marketingKey: "tools.thumbnail.marketing",
  actionKey: "tools.actions.transform",
  saveLabelKey: "app.wizard.saveThumbnail",
  typicalTime: "standard",
  onboarding: {
    storageKey: "onboarding:thumbnail:v1",
    textsKey: "app.onboarding.thumbnail",
    icons: ["upload", "clapperboard", "sparkles"],
  },
  inSidebar: false,
  inBottomBar: false,
  legacyTab: "thumbnail",
  steps: [
    photoStep("tools.steps.uploadRoomPhoto", thumbnailSlots.base),
    photoStep("tools.steps.uploadFacePhoto", thumbnailSlots.face),
    { nameKey: "tools.steps.customizeStyle", fields: ["titleText"] },
    { nameKey: "tools.steps.transform" },
  ],
  imageSlots: [thumbnailSlots.base, thumbnailSlots.face],
  textFields: [
    textField("titleText", "tools.thumbnail.titleLabel", { required: true, maxLength: THUMBNAIL_MAX_TITLE }),
    textField("style", "tools.thumbnail.styleLabel", {
      defaultValue: THUMBNAIL_DEFAULT_STYLE,
      required: true,
      maxLength: 20,
      widget: {
        kind: "choice",
        options: THUMBNAIL_STYLES.map((style) => ({
          value: style,
          labelKey: `tools.thumbnail.styles.${style}.name`,
          descriptionKey: `tools.thumbnail.styles.${style}.description`,
        })),
      },
    }),
  ],
  downloadFileName: downloadName("youtube-thumbnail"),
  resultStandsAlone: true,
});
