/**
 * WebP decoding for the local engine: libwebp compiled to WebAssembly (@jsquash/webp, from
 * Squoosh). A Worker cannot compile WASM from bytes, so the module is imported precompiled:
 * the `?module` import stays external in the Remix build and wrangler bundles it as a
 * CompiledWasm module (see docs/decisions/0005).
 */
import webpDecoderFactory from "@jsquash/webp/codec/dec/webp_dec.js";
import webpDecoderWasm from "@jsquash/webp/codec/dec/webp_dec.wasm?module";
import { initEmscriptenModule } from "@jsquash/webp/utils.js";
import type { Raster } from "./raster";

/**
 * A fresh instance per image: instantiating the precompiled module takes about a millisecond,
 * and the WASM memory grown for one large photo is released with it instead of staying
 * reserved for the isolate's lifetime.
 */
export async function decodeWebp(bytes: Uint8Array): Promise<Raster> {
  const decoder = await initEmscriptenModule(webpDecoderFactory, webpDecoderWasm);
  const image = decoder.decode(bytes);
  if (!image) throw new Error("The WebP image could not be decoded");
  return { width: image.width, height: image.height, data: new Uint8ClampedArray(image.data.buffer, image.data.byteOffset, image.data.byteLength) };
}
