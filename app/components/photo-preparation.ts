/**
 * What the upload box (./upload-box.tsx) does with a chosen photo: checks its first bytes and
 * prepares it for upload (shrunk to the side the account may send, turned upright, re-encoded
 * under the size limit). Loaded on demand (./wizard/on-demand.ts) when a photo is about to be
 * chosen: a press, focus or drag on the box starts the download while the file picker is open.
 * Loaded on demand, it is an entry of the browser build of its own, and like every entry it takes
 * something from the client kit, so React's file stays whole (docs/decisions/0023).
 */
import { jpegOrientation } from "~/services/images/exif-orientation";
import { sniffFormat } from "~/services/images/sniff";
import { MAX_UPLOAD_BYTES } from "~/tools/limits";

export { classNames } from "~/components/kit";

/**
 * The bytes of a PNG, JPEG or WebP: a GIF renamed .jpg is refused here, at once, with the
 * magic-number check the server applies.
 */
export async function hasImageBytes(file: File): Promise<boolean> {
  try {
    return sniffFormat(new Uint8Array(await file.slice(0, 16).arrayBuffer())) !== null;
  } catch {
    return true; // Unreadable here (old browser): the server judges the bytes.
  }
}

/** EXIF sits in the first segments of a JPEG; 256 KB holds it, thumbnail included. */
const EXIF_WINDOW = 256 * 1024;

/**
 * A photo (of `mimeType`) prepared for upload. It is re-drawn when a side is over `maxSide`, when
 * its EXIF orientation is not upright (the model reads the pixels, not the tag) or when it is over
 * the size limit; otherwise the file goes as it is. Falls back to the original bytes where the
 * browser cannot decode it (the server judges them).
 */
export async function preparedBlob(file: File, mimeType: string, maxSide: number): Promise<Blob> {
  let blob: Blob = file;
  try {
    const orientation =
      mimeType === "image/jpeg" ? jpegOrientation(new Uint8Array(await file.slice(0, EXIF_WINDOW).arrayBuffer())) : 1;
    // "from-image": the bitmap's pixels are already turned as the EXIF tag says.
    const bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
    try {
      const scale = Math.min(1, maxSide / Math.max(bitmap.width, bitmap.height));
      if (scale < 1 || orientation !== 1 || file.size > MAX_UPLOAD_BYTES) blob = await redraw(bitmap, scale, mimeType);
    } finally {
      bitmap.close();
    }
  } catch {
    // Not decodable here (old browser): send the original; the server judges the bytes.
  }
  return blob;
}

/**
 * Encodings tried in turn until one fits the size limit. PNG keeps transparency (cut-out items,
 * faces), then WebP keeps it smaller; photos become JPEG, at lower quality only when needed.
 */
const ENCODINGS: Record<"png" | "photo", [type: string, quality: number][]> = {
  png: [
    ["image/png", 1],
    ["image/webp", 0.92],
    ["image/webp", 0.8],
  ],
  photo: [
    ["image/jpeg", 0.92],
    ["image/jpeg", 0.85],
    ["image/jpeg", 0.75],
  ],
};

async function redraw(bitmap: ImageBitmap, scale: number, mimeType: string): Promise<Blob> {
  const canvas = document.createElement("canvas");
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  const context = canvas.getContext("2d");
  if (!context) throw new Error("canvas 2d context unavailable");
  context.imageSmoothingQuality = "high";
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  let blob: Blob | null = null;
  for (const [type, quality] of ENCODINGS[mimeType === "image/png" ? "png" : "photo"]) {
    blob = await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((b) => (b ? resolve(b) : reject(new Error("toBlob"))), type, quality),
    );
    if (blob.size <= MAX_UPLOAD_BYTES) break;
  }
  canvas.width = canvas.height = 0; // let the browser drop the pixels now, not at the next GC
  if (!blob) throw new Error("no encoding");
  return blob;
}
