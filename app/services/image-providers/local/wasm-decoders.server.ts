/**
 * JPEG and WebP decoding for the local engine: mozjpeg and libwebp compiled to WebAssembly
 * (@jsquash/jpeg, @jsquash/webp, from Squoosh). A Worker cannot compile WASM from bytes, so the
 * modules are imported precompiled: the `?module` imports stay external in the Remix build and
 * wrangler bundles them as CompiledWasm modules (docs/decisions/0007).
 */
import jpegDecoderWasm from "@jsquash/jpeg/codec/dec/mozjpeg_dec.wasm?module";
import jpegDecoderFactory from "@jsquash/jpeg/codec/dec/mozjpeg_dec.js";
import webpDecoderWasm from "@jsquash/webp/codec/dec/webp_dec.wasm?module";
import webpDecoderFactory from "@jsquash/webp/codec/dec/webp_dec.js";
import { initEmscriptenModule } from "@jsquash/webp/utils.js";
import type { Raster } from "./raster";

/**
 * A fresh instance per image: instantiating a precompiled module takes about a millisecond,
 * and the WASM memory grown for one large photo is released with it instead of staying
 * reserved for the isolate's lifetime.
 */
async function decodeWith(format: string, decode: () => Promise<ImageData | null>): Promise<Raster> {
  const image = await decode();
  if (!image) throw new Error(`The ${format} image could not be decoded`);
  return {
    width: image.width,
    height: image.height,
    data: new Uint8ClampedArray(image.data.buffer, image.data.byteOffset, image.data.byteLength),
  };
}

export function decodeJpeg(bytes: Uint8Array): Promise<Raster> {
  return decodeWith("JPEG", async () =>
    (await initEmscriptenModule(jpegDecoderFactory, jpegDecoderWasm)).decode(bytes, false),
  );
}

export function decodeWebp(bytes: Uint8Array): Promise<Raster> {
  return decodeWith("WebP", async () =>
    (await initEmscriptenModule(webpDecoderFactory, webpDecoderWasm)).decode(bytes),
  );
}
