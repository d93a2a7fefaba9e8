/**
 * What an upload really is, judged by its bytes (magic numbers), and how big it claims to be,
 * read from the header alone so that a hostile 20000×20000 PNG is refused before decoding.
 */
export type ImageFormat = "png" | "jpeg" | "webp";

export const MIME_BY_FORMAT = { png: "image/png", jpeg: "image/jpeg", webp: "image/webp" } as const satisfies Record<
  ImageFormat,
  string
>;

export function sniffFormat(bytes: Uint8Array): ImageFormat | null {
  if (
    bytes.length >= 8 &&
    bytes[0] === 0x89 &&
    bytes[1] === 0x50 &&
    bytes[2] === 0x4e &&
    bytes[3] === 0x47 &&
    bytes[4] === 0x0d &&
    bytes[5] === 0x0a &&
    bytes[6] === 0x1a &&
    bytes[7] === 0x0a
  )
    return "png";
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 4) === "WEBP") return "webp";
  return null;
}

export interface ImageHeader {
  format: ImageFormat;
  width: number;
  height: number;
}

/** Format and dimensions from the header, or null when the bytes are not a readable PNG/JPEG/WebP. */
export function readImageHeader(bytes: Uint8Array): ImageHeader | null {
  const format = sniffFormat(bytes);
  if (!format) return null;
  const size = format === "png" ? pngSize(bytes) : format === "jpeg" ? jpegSize(bytes) : webpSize(bytes);
  if (!size || size.width <= 0 || size.height <= 0) return null;
  return { format, ...size };
}

function ascii(bytes: Uint8Array, offset: number, length: number) {
  return String.fromCharCode(...bytes.subarray(offset, offset + length));
}
const u16be = (b: Uint8Array, o: number) => (b[o] << 8) | b[o + 1];
const u32be = (b: Uint8Array, o: number) => ((b[o] << 24) >>> 0) + ((b[o + 1] << 16) | (b[o + 2] << 8) | b[o + 3]);
const u16le = (b: Uint8Array, o: number) => b[o] | (b[o + 1] << 8);
const u24le = (b: Uint8Array, o: number) => b[o] | (b[o + 1] << 8) | (b[o + 2] << 16);

function pngSize(b: Uint8Array) {
  // Signature, then the IHDR chunk must come first.
  if (b.length < 24 || ascii(b, 12, 4) !== "IHDR") return null;
  return { width: u32be(b, 16), height: u32be(b, 20) };
}

/** A segment of a JPEG's header: its marker, where it starts (at 0xFF) and its length field. */
export interface JpegSegment {
  marker: number;
  offset: number;
  length: number;
}

/**
 * The segments of a JPEG up to and including its first start-of-scan (SOS, 0xDA), in order.
 * Stops early at anything that is not a marker, or at the end of the bytes.
 */
export function* jpegSegments(b: Uint8Array): Generator<JpegSegment> {
  let o = 2;
  while (o + 4 <= b.length) {
    if (b[o] !== 0xff) return;
    const marker = b[o + 1];
    if (marker === 0xff) {
      o += 1;
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      o += 2;
      continue;
    }
    if (marker === 0xd9) return;
    const length = u16be(b, o + 2);
    if (length < 2) return;
    yield { marker, offset: o, length };
    if (marker === 0xda) return;
    o += 2 + length;
  }
}

function jpegSize(b: Uint8Array) {
  for (const { marker, offset: o } of jpegSegments(b)) {
    // SOF0..SOF15 except DHT (C4), JPG (C8) and DAC (CC) carry the frame size.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
      return o + 9 <= b.length ? { height: u16be(b, o + 5), width: u16be(b, o + 7) } : null;
  }
  return null;
}

function webpSize(b: Uint8Array) {
  if (b.length < 30) return null;
  const chunk = ascii(b, 12, 4);
  if (chunk === "VP8 ") {
    // Key frame start code 9d 01 2a, then 14-bit width and height.
    if (b[23] !== 0x9d || b[24] !== 0x01 || b[25] !== 0x2a) return null;
    return { width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
  }
  if (chunk === "VP8L") {
    if (b[20] !== 0x2f) return null;
    const bits = b[21] | (b[22] << 8) | (b[23] << 16) | (b[24] << 24);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === "VP8X") return { width: u24le(b, 24) + 1, height: u24le(b, 27) + 1 };
  return null;
}
