/** Thumbnail Maker: the room as background, the face photo, a title, in a chosen style. */
import { z } from "zod";
import { defineTool, downloadName, imageSlot, requiredText, slotImage, slotShape, textField } from "./shared";

/** Styles in the spec's order. Labels: `tools.thumbnail.styles.<id>.name` / `.description`. */
export const THUMBNAIL_STYLES = ["youtube", "professional", "dramatic", "modern"] as const;
export type ThumbnailStyle = (typeof THUMBNAIL_STYLES)[number];
export const THUMBNAIL_DEFAULT_STYLE: ThumbnailStyle = "youtube";
/** Title suggestions: `tools.thumbnail.textSuggestions.<index>`. */
export const THUMBNAIL_TEXT_SUGGESTION_COUNT = 4;
export const THUMBNAIL_MAX_TITLE = 80;

/** How each style reads to the model (docs/product-rules.md: the style is sent and shapes the result). */
const STYLE_PROMPTS: Record<ThumbnailStyle, string> = {
  youtube: "bold text, bright saturated colors, a thick outline around the title",
  professional: "a clean, minimalist design with calm colors and a simple sans-serif title",
  dramatic: "high contrast, dark vignette and bold glowing effects",
  modern: "a sleek, contemporary look with a flat accent panel and crisp typography",
};

const slots = {
  base: imageSlot("base", "baseImageBase64", "baseImageMime", "tools.slots.roomPhoto"),
  face: imageSlot("face", "refImageBase64", "refImageMime", "tools.slots.facePhoto"),
};

const inputSchema = z.object({
  ...slotShape(slots.base),
  ...slotShape(slots.face),
  titleText: requiredText(THUMBNAIL_MAX_TITLE),
  style: z
    .enum(THUMBNAIL_STYLES, { errorMap: () => ({ message: `Must be one of ${THUMBNAIL_STYLES.join(", ")}` }) })
    .default(THUMBNAIL_DEFAULT_STYLE),
});
export type ThumbnailInput = z.infer<typeof inputSchema>;

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
  onboarding: null,
  inSidebar: false,
  inBottomBar: false,
  legacyTab: "thumbnail",
  steps: [
    { nameKey: "tools.steps.uploadRoomPhoto", images: ["base"] },
    { nameKey: "tools.steps.uploadFacePhoto", images: ["face"] },
    { nameKey: "tools.steps.customizeStyle", fields: ["titleText"] },
    { nameKey: "tools.steps.transform" },
  ],
  imageSlots: [slots.base, slots.face],
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
  inputSchema,
  prepare: (input) => ({
    images: [slotImage(slots.base, input), slotImage(slots.face, input)],
    params: { titleText: input.titleText, style: input.style },
    prompt:
      "Create a 16:9 video thumbnail. Use image 1 (a room) as the background and put the person " +
      "from image 2 in the foreground, " +
      `keeping their face recognizable, with the title ${JSON.stringify(input.titleText)} in large readable letters. ` +
      `Style: ${STYLE_PROMPTS[input.style]}.`,
  }),
  downloadFileName: downloadName("youtube-thumbnail"),
  resultStandsAlone: true,
});
