/** thumbnail: how its request becomes a run (server-only; the tool's facts are in ./thumbnail.ts). */
import { z } from "zod";
import { defineRun, requiredText, slotImage, slotShape } from "./shared.server";
import {
  THUMBNAIL_DEFAULT_STYLE,
  THUMBNAIL_MAX_TITLE,
  THUMBNAIL_STYLES,
  type ThumbnailStyle,
  thumbnailSlots,
  thumbnailTool,
} from "./thumbnail";

/** How each style reads to the model (docs/product-rules.md: the style is sent and shapes the result). */
const STYLE_PROMPTS: Record<ThumbnailStyle, string> = {
  youtube: "bold text, bright saturated colors, a thick outline around the title",
  professional: "a clean, minimalist design with calm colors and a simple sans-serif title",
  dramatic: "high contrast, dark vignette and bold glowing effects",
  modern: "a sleek, contemporary look with a flat accent panel and crisp typography",
};

const inputSchema = z.object({
  ...slotShape(thumbnailSlots.base),
  ...slotShape(thumbnailSlots.face),
  titleText: requiredText(THUMBNAIL_MAX_TITLE),
  style: z
    .enum(THUMBNAIL_STYLES, { errorMap: () => ({ message: `Must be one of ${THUMBNAIL_STYLES.join(", ")}` }) })
    .default(THUMBNAIL_DEFAULT_STYLE),
});
export type ThumbnailInput = z.infer<typeof inputSchema>;

export const thumbnailRun = defineRun(thumbnailTool.id, {
  inputSchema,
  prepare: (input) => ({
    images: [slotImage(thumbnailSlots.base, input), slotImage(thumbnailSlots.face, input)],
    params: { titleText: input.titleText, style: input.style },
    prompt:
      "Create a 16:9 video thumbnail. Use image 1 (a room) as the background and put the person " +
      "from image 2 in the foreground, " +
      `keeping their face recognizable, with the title ${JSON.stringify(input.titleText)} in large readable letters. ` +
      `Style: ${STYLE_PROMPTS[input.style]}.`,
  }),
});
