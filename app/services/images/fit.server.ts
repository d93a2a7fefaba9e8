/**
 * Fits a photo to what the active model takes, outside the isolate: the Cloudflare Images binding
 * decodes, scales and re-encodes it (in production Cloudflare's service; under `wrangler dev` and
 * Miniflare its local mode, which runs Sharp in Node). The isolate only passes compressed bytes
 * in and reads compressed bytes back, so it never holds a full-size photo's decoded pixels.
 *
 * The input is the copy already staged in R2, streamed from there; the answer replaces the
 * uploaded bytes, which the caller lets go.
 */
import { readImageHeader, type ImageFormat } from "./sniff";
import type { ValidatedImage } from "./validate.server";
import { ProviderError, UnreadableImageError, type ModelProvider } from "~/services/image-providers/types";

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** What a provider takes: its longest side and, where its API caps a request, bytes per image. */
export type ModelInputLimits = Pick<ModelProvider, "maxInputSide" | "maxInputBytes">;

/** Quality of a re-encoded JPEG or WebP: no visible loss for a model's input. */
const QUALITY = 85;

/** The part of the Images binding this uses (the real one, or Miniflare's local mode). */
export type ImageTransforms = Pick<ImagesBinding, "input">;

/** The scaled size, or null when the image already fits. */
export function fittedSize(
  image: Pick<ValidatedImage, "width" | "height" | "byteLength">,
  limits: ModelInputLimits,
): { width: number; height: number } | null {
  const long = Math.max(image.width, image.height);
  let scale = limits.maxInputSide ? Math.min(1, limits.maxInputSide / long) : 1;
  // Too many bytes at a size that fits: fewer pixels, in proportion (re-encoding alone may not do).
  if (limits.maxInputBytes && image.byteLength > limits.maxInputBytes)
    scale = Math.min(scale, Math.sqrt(limits.maxInputBytes / image.byteLength));
  if (scale >= 1) return null;
  return { width: Math.max(1, Math.round(image.width * scale)), height: Math.max(1, Math.round(image.height * scale)) };
}

/**
 * Once staged, a photo the model cannot take as it is will be fitted from its stored copy: its
 * bytes are dropped here, so the isolate does not carry up to 30 MB of uploads through the wait.
 */
export function releaseStagedBytes<I extends ValidatedImage>(
  transforms: ImageTransforms | undefined,
  image: I,
  limits: ModelInputLimits,
): I {
  return transforms && fittedSize(image, limits) ? { ...image, bytes: new Uint8Array(0) } : image;
}

/**
 * The image as the model should get it: unchanged when it fits, else scaled down by the Images
 * binding (same format; PNG keeps its transparency). A photo the service calls "not an image" is
 * the user's (422 and a refund); any other failure is a 502 and a refund.
 */
export async function fitImageForModel<I extends ValidatedImage>(
  transforms: ImageTransforms | undefined,
  image: I,
  limits: ModelInputLimits,
  stored: () => Promise<ReadableStream<Uint8Array> | null>,
): Promise<I> {
  const size = fittedSize(image, limits);
  if (!size) return image;
  if (!transforms) {
    console.warn(`the ${image.slot} image (${image.width}×${image.height}) goes unscaled: no Images binding`);
    return image;
  }
  try {
    const input = (await stored()) ?? (image.bytes.length ? new Response(image.bytes as BodyInit).body : null);
    if (!input) throw new Error("the staged copy is gone");
    // One side only: the other follows the aspect ratio, in production and in local mode alike.
    const side = image.width >= image.height ? { width: size.width } : { height: size.height };
    const output = await transforms
      .input(input)
      .transform({ ...side, fit: "scale-down" })
      .output({ format: OUTPUT[image.format], quality: QUALITY });
    const bytes = new Uint8Array(await output.response().arrayBuffer());
    const header = readImageHeader(bytes);
    if (!header) throw new Error("the Images binding answered bytes that are not an image");
    return {
      ...image,
      bytes,
      format: header.format,
      mime: OUTPUT[header.format],
      width: header.width,
      height: header.height,
    };
  } catch (error) {
    // 9412: the service says the input is not an image (the user's); anything else is ours to refund.
    if ((error as { code?: unknown } | null)?.code === 9412) throw new UnreadableImageError(image.slot, error);
    throw new ProviderError(`the Images binding could not scale the ${image.slot} image: ${describe(error)}`);
  }
}

const OUTPUT = {
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
} as const satisfies Record<ImageFormat, ValidatedImage["mime"]>;
