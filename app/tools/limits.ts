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

/**
 * The longest side the browser keeps when it prepares a photo: the standard size, or the photo's
 * own size (up to the header limit) for an account entitled to full resolution. The tool page's
 * loader says which; the size limit is checked on what preparation produced, not on the original.
 */
export const STANDARD_UPLOAD_SIDE = 2048;
export const FULL_RESOLUTION_UPLOAD_SIDE = MAX_IMAGE_SIDE;
export const uploadMaxSide = (fullResolution: boolean) =>
  fullResolution ? FULL_RESOLUTION_UPLOAD_SIDE : STANDARD_UPLOAD_SIDE;

export const LIMIT_TEXT_VARIABLES = {
  maxUploadMb: MAX_UPLOAD_MB,
  maxImageSide: MAX_IMAGE_SIDE,
  maxMegapixels: MAX_IMAGE_PIXELS / 1_000_000,
};
