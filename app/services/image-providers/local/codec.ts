/**
 * Decoding and encoding for the local engine, inside workerd: mozjpeg and libwebp as
 * precompiled WebAssembly decode JPEG and WebP (wasm-decoders.server.ts); fast-png reads and
 * writes PNG and jpeg-js writes JPEG, in pure JavaScript.
 */
import { decode as decodePng, encode as encodePng } from "fast-png";
import jpeg from "jpeg-js";
import { assertPngWithinHeader, assertWebpWithinHeader } from "~/services/images/inflation";
import type { ImageFormat } from "~/services/images/sniff";
import { createRaster, type Raster } from "./raster";
import { decodeJpeg, decodeWebp } from "./wasm-decoders.server";

/** Refuses a decompression bomb (inflation.ts) before the decoder allocates for it. */
export async function decodeImage(bytes: Uint8Array, format: ImageFormat): Promise<Raster> {
  if (format === "jpeg") return decodeJpeg(bytes);
  if (format === "png") {
    assertPngWithinHeader(bytes);
    return pngToRgba(decodePng(bytes));
  }
  assertWebpWithinHeader(bytes);
  return decodeWebp(bytes);
}

function pngToRgba(png: ReturnType<typeof decodePng>): Raster {
  const { width, height, channels, depth, palette } = png;
  const out = createRaster(width, height);
  const src = png.data;
  const shift = depth === 16 ? 8 : 0;
  const count = width * height;
  if (palette) {
    for (let i = 0; i < count; i++) {
      const entry = palette[src[i]] ?? [0, 0, 0, 255];
      out.data.set([entry[0], entry[1], entry[2], entry[3] ?? 255], i * 4);
    }
    return out;
  }
  for (let i = 0; i < count; i++) {
    const s = i * channels;
    const o = i * 4;
    if (channels >= 3) {
      out.data[o] = src[s] >> shift;
      out.data[o + 1] = src[s + 1] >> shift;
      out.data[o + 2] = src[s + 2] >> shift;
      out.data[o + 3] = channels === 4 ? src[s + 3] >> shift : 255;
    } else {
      const grey = depth < 8 ? (src[s] * 255) / ((1 << depth) - 1) : src[s] >> shift;
      out.data[o] = out.data[o + 1] = out.data[o + 2] = grey;
      out.data[o + 3] = channels === 2 ? src[s + 1] >> shift : 255;
    }
  }
  return out;
}

export function encodeImage(raster: Raster, format: "png" | "jpeg"): { bytes: Uint8Array; mime: string } {
  if (format === "png") {
    const bytes = encodePng(
      {
        width: raster.width,
        height: raster.height,
        data: new Uint8Array(raster.data.buffer, raster.data.byteOffset, raster.data.byteLength),
        channels: 4,
        depth: 8,
      },
      { zlib: { level: 3 } },
    );
    return { bytes, mime: "image/png" };
  }
  return { bytes: encodeJpeg(raster, 88), mime: "image/jpeg" };
}

/**
 * jpeg-js's encoder ends with Buffer.from(array) when bundled as CommonJS; Workers have no
 * Buffer without nodejs_compat. The call is synchronous, so a shim lives only for its duration.
 */
function encodeJpeg(raster: Raster, quality: number): Uint8Array {
  const g = globalThis as { Buffer?: unknown };
  const shimmed = typeof g.Buffer === "undefined";
  if (shimmed) g.Buffer = { from: (array: ArrayLike<number>) => Uint8Array.from(array) };
  try {
    const { data } = jpeg.encode(
      { width: raster.width, height: raster.height, data: raster.data as unknown as Buffer },
      quality,
    );
    return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  } finally {
    if (shimmed) delete g.Buffer;
  }
}
