/**
 * The EXIF orientation of a JPEG (1-8; 1 is upright), read from the APP1 segment at its start.
 * Phones store photos as the sensor saw them and say in this tag how to turn them. The browser
 * draws them turned, but a model that reads the bytes may not: a photo with a tag other than 1
 * is re-drawn upright before it is sent.
 */
import { jpegSegments } from "./sniff";
export function jpegOrientation(bytes: Uint8Array): number {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return 1;
  for (const { marker, offset, length } of jpegSegments(bytes))
    if (marker === 0xe1 && isExif(bytes, offset + 4)) return tiffOrientation(bytes, offset + 10, offset + 2 + length);
  return 1;
}

const isExif = (b: Uint8Array, o: number) =>
  o + 6 <= b.length && b[o] === 0x45 && b[o + 1] === 0x78 && b[o + 2] === 0x69 && b[o + 3] === 0x66 && b[o + 4] === 0;

/** The Orientation tag (0x0112) of IFD0 in the TIFF block at `start`, not reading past `end`. */
function tiffOrientation(b: Uint8Array, start: number, end: number): number {
  const limit = Math.min(end, b.length);
  if (start + 8 > limit) return 1;
  const little = b[start] === 0x49 && b[start + 1] === 0x49;
  if (!little && !(b[start] === 0x4d && b[start + 1] === 0x4d)) return 1;
  const u16 = (o: number) => (little ? b[o] | (b[o + 1] << 8) : (b[o] << 8) | b[o + 1]);
  const u32 = (o: number) => (little ? u16(o) + u16(o + 2) * 0x10000 : u16(o) * 0x10000 + u16(o + 2));
  const ifd = start + u32(start + 4);
  if (ifd + 2 > limit) return 1;
  const entries = u16(ifd);
  for (let i = 0; i < entries; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > limit) return 1;
    if (u16(entry) === 0x0112) {
      const value = u16(entry + 8);
      return value >= 1 && value <= 8 ? value : 1;
    }
  }
  return 1;
}
