/**
 * Whether an image's data is all there, judged from its structure without decoding a pixel: a
 * photo cut off in transfer (or a damaged PNG) is refused before anything is paid, instead of
 * reaching a model that answers a grey picture for it.
 *
 * - JPEG: an end-of-image marker after the first scan. Inside entropy-coded data 0xFF is always
 *   followed by 0x00 or a restart marker, so FF D9 there can only be the real end; an EXIF
 *   thumbnail's own end sits in a segment before the scan and does not count.
 * - PNG: every chunk whole with its CRC right, image data (IDAT) present, up to IEND.
 * - WebP: the RIFF container as long as it declares, and every chunk in it whole.
 */
import { jpegSegments, type ImageFormat } from "./sniff";

export function isImageComplete(bytes: Uint8Array, format: ImageFormat): boolean {
  if (format === "jpeg") return jpegComplete(bytes);
  if (format === "png") return pngComplete(bytes);
  return webpComplete(bytes);
}

const u32be = (b: Uint8Array, o: number) => ((b[o] << 24) >>> 0) + ((b[o + 1] << 16) | (b[o + 2] << 8) | b[o + 3]);
const u32le = (b: Uint8Array, o: number) => (b[o] | (b[o + 1] << 8) | (b[o + 2] << 16) | (b[o + 3] << 24)) >>> 0;

function jpegComplete(b: Uint8Array): boolean {
  let scan = -1;
  for (const { marker, offset, length } of jpegSegments(b)) if (marker === 0xda) scan = offset + 2 + length;
  if (scan < 0 || scan > b.length) return false;
  // Anything after the end marker (padding some cameras add) is allowed.
  for (let i = b.length - 2; i >= scan; i--) if (b[i] === 0xff && b[i + 1] === 0xd9) return true;
  return false;
}

let crcTable: Uint32Array | undefined;
function crc32(b: Uint8Array, start: number, end: number): number {
  if (!crcTable) {
    crcTable = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c >>> 0;
    }
  }
  let c = 0xffffffff;
  for (let i = start; i < end; i++) c = crcTable[(c ^ b[i]) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function pngComplete(b: Uint8Array): boolean {
  let data = false;
  for (let o = 8; o + 12 <= b.length; ) {
    const length = u32be(b, o);
    const end = o + 8 + length;
    if (end + 4 > b.length) return false;
    // The CRC covers the chunk type and data.
    if (crc32(b, o + 4, end) !== u32be(b, end)) return false;
    const type = String.fromCharCode(b[o + 4], b[o + 5], b[o + 6], b[o + 7]);
    if (type === "IDAT") data = true;
    if (type === "IEND") return data;
    o = end + 4;
  }
  return false;
}

function webpComplete(b: Uint8Array): boolean {
  if (b.length < 12) return false;
  const end = 8 + u32le(b, 4);
  if (end > b.length || end < 12) return false;
  let image = false;
  // Fewer than 8 bytes left is padding, not a chunk.
  for (let o = 12; o + 8 <= end; ) {
    const type = String.fromCharCode(b[o], b[o + 1], b[o + 2], b[o + 3]);
    const size = u32le(b, o + 4);
    if (o + 8 + size > end) return false;
    if (type === "VP8 " || type === "VP8L") image = true;
    o += 8 + size + (size % 2);
  }
  return image;
}
