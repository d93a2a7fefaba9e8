/**
 * The local engine (MODEL_PROVIDER=local, the development default): deterministic image
 * processing inside the Worker, no network. Every result carries a "LOCAL PREVIEW" mark.
 */
import { readImageHeader } from "~/services/images/sniff";
import type { ThumbnailStyle } from "~/tools/thumbnail";
import { ProviderError, type ModelProvider, type ProviderRequest } from "../types";
import { decodeImage, encodeImage, UnsupportedByLocalEngine } from "./codec";
import { stampLocalPreview } from "./font";
import { fit, type Raster } from "./raster";
import { clearSpace, combineRooms, interiorDesign, recolorWalls, replaceElement, thumbnail } from "./tools";

/** Longest side the engine works at: large enough to judge, small enough for a Worker. */
export const LOCAL_WORKING_SIDE = 1600;

export function localProvider(): ModelProvider {
  // No pure-JS WebP decoder exists, and a Worker cannot compile WASM from bytes (see decision 0004).
  return { name: "local", accepts: ["image/png", "image/jpeg"], generate: async (request) => runLocal(request) };
}

export function runLocal({ tool, params, images }: Pick<ProviderRequest, "tool" | "params" | "images">) {
  const rasters = images.map((image) => {
    const header = readImageHeader(image.bytes);
    if (!header) throw new ProviderError("unreadable input");
    try {
      return fit(decodeImage(image.bytes, header.format), LOCAL_WORKING_SIDE);
    } catch (error) {
      if (error instanceof UnsupportedByLocalEngine) throw new ProviderError(error.message);
      throw error;
    }
  });
  const text = (name: string) => String(params[name] ?? "");
  let result: Raster;
  switch (tool) {
    case "recolor":
      result = recolorWalls(rasters[0], text("targetColor"));
      break;
    case "clear-space":
      result = clearSpace(rasters[0]);
      break;
    case "magic-furniture":
      result = replaceElement(rasters[0], text("targetElement"), text("newElementDescription"));
      break;
    case "combine-rooms":
      result = combineRooms(rasters[0], rasters[1], text("elementType"));
      break;
    case "interior-designer":
      result = interiorDesign(rasters[0], rasters[1], rasters[2]);
      break;
    case "thumbnail":
      result = thumbnail(rasters[0], rasters[1], text("titleText"), (text("style") || "youtube") as ThumbnailStyle);
      break;
  }
  stampLocalPreview(result);
  // Photos stay JPEG; PNG inputs and thumbnails (sharp text) come back as PNG.
  return encodeImage(result, tool === "thumbnail" || images[0].mime === "image/png" ? "png" : "jpeg");
}
