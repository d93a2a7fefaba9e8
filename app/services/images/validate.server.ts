/**
 * Checks one uploaded image before anything is stored or paid: size (413), real type by magic
 * number (415), dimensions from the header (422) and whether its data is all there (422, a
 * photo cut off in transfer), without decoding the pixels.
 */
import { isImageComplete } from "~/services/images/integrity";
import { MIME_BY_FORMAT, readImageHeader, sniffFormat, type ImageFormat } from "~/services/images/sniff";
import type { ProviderImage } from "~/services/image-providers/types";
import { MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE, MAX_UPLOAD_BYTES } from "~/tools/limits";
import { ApiError, fieldError } from "~/services/api.server";
import { base64ToBytes } from "~/utils/base64";
import { Base64Refusal } from "~/utils/json-base64";
import { fileNameOf } from "~/utils/named-bytes";

export interface ValidatedImage extends ProviderImage {
  /** The upload's size, kept when its bytes are let go once staged (fit.server.ts). */
  byteLength: number;
  format: ImageFormat;
  width: number;
  height: number;
}

/**
 * Checks one image, sent as base64 text, as the bytes the JSON body's reader decoded it to (or its
 * refusal of it, answered here, where the text's own would have been) or as a file's bytes.
 */
export function validateImage(field: string, slot: string, data: string | Uint8Array | Base64Refusal): ValidatedImage {
  if (data instanceof Base64Refusal) throw data.reason === "too_large" ? fileTooLarge(field) : invalidBase64(field);
  const bytes = typeof data === "string" ? decodeBase64Field(field, data) : data;
  if (bytes.length > MAX_UPLOAD_BYTES) throw fileTooLarge(field);
  // An uploaded file is named in the refusal, in the upload box's own words; a JSON image by its field.
  const fileName = fileNameOf(bytes);
  const unsupported = () =>
    fieldError(field, {
      status: 415,
      code: "unsupported_media_type",
      ...(fileName
        ? { message: "app.upload.unsupported", params: { names: fileName } }
        : { message: "tools.errors.unsupportedImage" }),
    });
  if (!sniffFormat(bytes)) throw unsupported();
  const header = readImageHeader(bytes);
  if (!header) throw unsupported();
  if (
    header.width > MAX_IMAGE_SIDE ||
    header.height > MAX_IMAGE_SIDE ||
    header.width * header.height > MAX_IMAGE_PIXELS
  ) {
    const size = { width: header.width, height: header.height };
    throw fieldError(field, {
      status: 422,
      code: "image_too_large",
      message: "tools.errors.imageDimensions",
      params: size,
      details: size,
    });
  }
  if (!isImageComplete(bytes, header.format))
    throw fieldError(field, { status: 422, code: "image_unreadable", message: "tools.errors.imageIncomplete" });
  return {
    slot,
    bytes,
    byteLength: bytes.length,
    mime: MIME_BY_FORMAT[header.format] as ProviderImage["mime"],
    format: header.format,
    width: header.width,
    height: header.height,
  };
}

const fileTooLarge = (field: string) =>
  fieldError(field, { status: 413, code: "file_too_large", message: "tools.errors.fileTooLarge" });

const invalidBase64 = (field: string) =>
  new ApiError({
    status: 400,
    code: "invalid_input",
    message: "tools.errors.invalidBase64",
    params: { field },
    issues: [{ field, key: "common.api.issues.base64" }],
  });

/** The bytes of a base64 field; over the limit (413) is judged from its length, before decoding. */
function decodeBase64Field(field: string, base64: string): Uint8Array {
  // A data: URL prefix is tolerated; slicing and testing first avoids copying 13 MB strings.
  let data = /^data:[^,]{0,100};base64,/i.test(base64.slice(0, 120)) ? base64.slice(base64.indexOf(",") + 1) : base64;
  if (/\s/.test(data)) data = data.replace(/\s+/g, "");
  const padding = data.endsWith("==") ? 2 : data.endsWith("=") ? 1 : 0;
  if (Math.floor((data.length * 3) / 4) - padding > MAX_UPLOAD_BYTES) throw fileTooLarge(field);
  const invalid = () => invalidBase64(field);
  if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(data) || data.length % 4 === 1) throw invalid();
  try {
    // Either alphabet is accepted (the pattern above allows both), one per image.
    return base64ToBytes(data, /[-_]/.test(data) ? "base64url" : "base64");
  } catch {
    throw invalid();
  }
}
