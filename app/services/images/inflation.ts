/**
 * Decompression bombs: an image whose data holds more pixels than its header declares. The
 * upload checks (validate.server.ts) trust the header's width and height; these checks make
 * the data keep that promise before a decoder allocates anything for it.
 *
 * PNG: the IDAT stream is inflated a few KB at a time and only counted, never kept, and the
 * count stops at the size the IHDR frame needs. WebP: the bitstream inside an extended (VP8X) file
 * must have the canvas's size, and animations (many frames under one header) are refused.
 */
import { Unzlib } from "fflate";

export class ImageInflationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ImageInflationError";
  }
}

const u32be = (b: Uint8Array, o: number) => ((b[o] << 24) >>> 0) + ((b[o + 1] << 16) | (b[o + 2] << 8) | b[o + 3]);
const u32le = (b: Uint8Array, o: number) => (b[o] | (b[o + 1] << 8) | (b[o + 2] << 16) | (b[o + 3] << 24)) >>> 0;
const u16le = (b: Uint8Array, o: number) => b[o] | (b[o + 1] << 8);
const u24le = (b: Uint8Array, o: number) => b[o] | (b[o + 1] << 8) | (b[o + 2] << 16);
const fourcc = (b: Uint8Array, o: number) => String.fromCharCode(b[o], b[o + 1], b[o + 2], b[o + 3]);

const PNG_CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

/** Bytes of filtered scanlines the IHDR frame needs: what a faithful IDAT stream inflates to. */
export function pngInflatedSize(
  width: number,
  height: number,
  bitDepth: number,
  colorType: number,
  interlaced: boolean,
) {
  const bitsPerPixel = (PNG_CHANNELS[colorType] ?? 4) * bitDepth;
  const rows = (w: number, h: number) => (w && h ? h * (1 + Math.ceil((w * bitsPerPixel) / 8)) : 0);
  if (!interlaced) return rows(width, height);
  return ADAM7.reduce(
    (sum, [x, y, dx, dy]) => sum + rows(Math.ceil((width - x) / dx), Math.ceil((height - y) / dy)),
    0,
  );
}

/** Throws ImageInflationError when the PNG's IDAT data inflates beyond its IHDR frame. */
export function assertPngWithinHeader(bytes: Uint8Array): void {
  if (bytes.length < 33 || fourcc(bytes, 12) !== "IHDR") return; // not readable: the decoder says so
  const limit = pngInflatedSize(u32be(bytes, 16), u32be(bytes, 20), bytes[24], bytes[25], bytes[28] === 1);
  const idat: Uint8Array[] = [];
  for (let o = 8; o + 8 <= bytes.length; ) {
    const length = u32be(bytes, o);
    const type = fourcc(bytes, o + 4);
    if (type === "IDAT") idat.push(bytes.subarray(o + 8, Math.min(o + 8 + length, bytes.length)));
    if (type === "IEND") break;
    o += 12 + length;
  }
  if (!inflatesWithin(idat, limit))
    throw new ImageInflationError(`PNG data inflates beyond the ${limit} bytes its header declares`);
}

/**
 * Deflate's densest output is about 1,032 bytes per input byte, so a slice this size inflates to
 * at most about 2 MB, handed over and dropped before the next slice goes in.
 */
const INFLATE_SLICE_BYTES = 2 * 1024;

/**
 * Inflates the zlib stream, counting and discarding the output; false as soon as it passes `limit`.
 * A slice at a time, and no slice once the count passed the limit, so memory stays at one slice's
 * output. (Not the platform's DecompressionStream: workerd inflates whatever is written to it
 * ahead of the reader, however small the writes, so a 1.2 MB IDAT still became 1.2 GB there.)
 */
function inflatesWithin(chunks: Uint8Array[], limit: number): boolean {
  let total = 0;
  const inflater = new Unzlib((output) => {
    total += output.byteLength;
  });
  try {
    for (const chunk of chunks)
      for (let at = 0; at < chunk.length; at += INFLATE_SLICE_BYTES) {
        inflater.push(chunk.subarray(at, at + INFLATE_SLICE_BYTES));
        if (total > limit) return false;
      }
    inflater.push(new Uint8Array(0), true);
  } catch {
    // Corrupt or truncated deflate data is not a bomb: the decoder reports it as unreadable.
  }
  return total <= limit;
}

/** Throws ImageInflationError when a WebP's bitstream is larger than its canvas, or animated. */
export function assertWebpWithinHeader(bytes: Uint8Array): void {
  if (bytes.length < 30 || fourcc(bytes, 12) !== "VP8X") return; // simple files: the header is the bitstream
  const canvas = { width: u24le(bytes, 24) + 1, height: u24le(bytes, 27) + 1 };
  for (let o = 12; o + 8 <= bytes.length; ) {
    const type = fourcc(bytes, o);
    const size = u32le(bytes, o + 4);
    if (type === "ANIM" || type === "ANMF") throw new ImageInflationError("animated WebP: frames beyond the header");
    const frame = type === "VP8 " || type === "VP8L" ? bitstreamSize(bytes, o + 8, type) : null;
    if (frame && (frame.width !== canvas.width || frame.height !== canvas.height))
      throw new ImageInflationError(
        `WebP bitstream is ${frame.width}×${frame.height}, its header declares ${canvas.width}×${canvas.height}`,
      );
    o += 8 + size + (size % 2);
  }
}

function bitstreamSize(b: Uint8Array, o: number, type: string) {
  if (type === "VP8 " && o + 10 <= b.length)
    return { width: u16le(b, o + 6) & 0x3fff, height: u16le(b, o + 8) & 0x3fff };
  if (type === "VP8L" && o + 5 <= b.length && b[o] === 0x2f) {
    const bits = u32le(b, o + 1);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  return null;
}
