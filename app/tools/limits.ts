/**
 * The upload limits (docs/product-rules.md: 10 MB enforced; dimensions read from the header). Every text
 * that states a limit interpolates these ({{maxUploadMb}}, {{maxImageSide}}, {{maxMegapixels}},
 * i18n default variables), so the texts cannot drift from what is enforced.
 */
export const MAX_UPLOAD_MB = 10;
export const MAX_UPLOAD_BYTES = MAX_UPLOAD_MB * 1024 * 1024;
/** Largest accepted side and area, read from the image header before decoding. */
export const MAX_IMAGE_SIDE = 8192;
export const MAX_IMAGE_PIXELS = 40_000_000;

export const LIMIT_TEXT_VARIABLES = {
  maxUploadMb: MAX_UPLOAD_MB,
  maxImageSide: MAX_IMAGE_SIDE,
  maxMegapixels: MAX_IMAGE_PIXELS / 1_000_000,
};
