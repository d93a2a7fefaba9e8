/**
 * The upload size the server holds to, whatever the client sent (docs/product-rules.md, Uploads):
 * a standard account's photo is kept at most STANDARD_UPLOAD_SIDE on its long side, and only an
 * account entitled to full resolution (Premium, docs/decisions/0019) keeps its photo's own size.
 * The browser prepares photos to that side already; this is for every other client (the JSON API,
 * a form posted without the page's script). A larger photo is scaled down by the Images binding,
 * outside the isolate (docs/decisions/0016), before it is stored, checked or sent to a model.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { fieldError } from "~/services/api.server";
import { fitImageForModel } from "~/services/images/fit.server";
import type { ValidatedImage } from "~/services/images/validate.server";
import { UnreadableImageError } from "~/services/image-providers/types";
import { STANDARD_UPLOAD_SIDE } from "~/tools/limits";
import { getCreditSummary } from "./credits.server";

const overSide = (image: ValidatedImage) => Math.max(image.width, image.height) > STANDARD_UPLOAD_SIDE;

/**
 * `images` as the account may keep them: unchanged when none is over the standard side (no read
 * of the entitlement at all) or the account is entitled to full resolution; else each larger one
 * scaled to the standard side. Nothing has been stored or charged yet: a photo that cannot be
 * scaled is refused (422, the field named); a failure of the binding is a 503 to try again.
 */
export async function fitToUploadSide<I extends ValidatedImage & { field: string }>(
  context: AppLoadContext,
  userId: string,
  images: I[],
): Promise<I[]> {
  if (!images.some(overSide)) return images;
  if ((await getCreditSummary(context, userId))?.premium) return images;
  const transforms = context.bindings.IMAGE_TRANSFORMS;
  const fitted: I[] = [];
  for (const image of images) {
    if (!overSide(image)) {
      fitted.push(image);
      continue;
    }
    const params = { width: image.width, height: image.height, maxSide: STANDARD_UPLOAD_SIDE };
    if (!transforms)
      throw fieldError(image.field, {
        status: 422,
        code: "image_over_account_side",
        message: "tools.errors.imageOverSide",
        params,
      });
    try {
      const scaled = await fitImageForModel(
        transforms,
        image,
        { maxInputSide: STANDARD_UPLOAD_SIDE },
        async () => null,
      );
      fitted.push({ ...scaled, byteLength: scaled.bytes.length });
    } catch (error) {
      if (error instanceof UnreadableImageError)
        throw fieldError(image.field, {
          status: 422,
          code: "image_unreadable",
          message: "tools.errors.imageUnscalable",
          params,
        });
      throw fieldError(image.field, {
        status: 503,
        code: "generation_not_started",
        message: "tools.errors.notStarted",
        headers: { "Retry-After": "5" },
      });
    }
  }
  return fitted;
}
