/**
 * The local engine (MODEL_PROVIDER=local, the development default): deterministic image
 * processing inside the Worker, no network. Every result carries a "LOCAL PREVIEW" mark.
 */
import { fallbackLanguage } from "~/i18n";
import { allTexts } from "~/i18n.server";
import { readImageHeader } from "~/services/images/sniff";
import { ProviderError, UnreadableImageError, type ModelProvider, type ProviderJob } from "../types";
import { decodeImage, encodeImage } from "./codec";
import { stampLocalPreview } from "./font";
import { fitWithin, type Raster } from "./raster";
import { restyle, styleCaption } from "./restyle";
import {
  clearSpace,
  combineRooms,
  interiorDesigner,
  recolor,
  magicFurniture,
  thumbnail,
  thumbnailStyle,
} from "./tools";

/** Longest side the engine works at: large enough to judge, small enough for a Worker. */
export const LOCAL_WORKING_SIDE = 1600;

export function localProvider(): ModelProvider {
  // A preview: it works at LOCAL_WORKING_SIDE whatever the account, so never 4K. Its inputs are
  // fitted to that side by the Images binding first, like a remote model's, so a Premium
  // full-resolution photo is never decoded at full size inside the isolate.
  return {
    name: "local",
    model: "local",
    maxInputSide: LOCAL_WORKING_SIDE,
    maxResultSide: LOCAL_WORKING_SIDE,
    generate: runLocal,
  };
}

/** What the engine reads of a request: the tool, its params (typed by the tool) and the images. */
export type LocalRequest = ProviderJob extends infer Job
  ? Job extends ProviderJob
    ? Pick<Job, "tool" | "params" | "images" | "language">
    : never
  : never;

export async function runLocal(request: LocalRequest) {
  const { images } = request;
  const rasters: Raster[] = [];
  // One image at a time, each shrunk to the working size before the next is decoded, so three
  // large inputs (interior designer) never sit in memory at full size together.
  for (const image of images) {
    const header = readImageHeader(image.bytes);
    if (!header) throw new ProviderError("unreadable input");
    const decoded = await decodeImage(image.bytes, header.format).catch((error: unknown) => {
      throw new UnreadableImageError(image.slot, error);
    });
    rasters.push(fitWithin(decoded, LOCAL_WORKING_SIDE));
  }
  let result: Raster;
  switch (request.tool) {
    case "recolor":
      result = recolor(rasters[0], request.params.targetColor);
      break;
    case "clear-space":
      result = clearSpace(rasters[0]);
      break;
    case "magic-furniture": {
      const { targetElement, newElementDescription } = request.params;
      result = magicFurniture(rasters[0], targetElement, newElementDescription);
      break;
    }
    case "combine-rooms":
      result = combineRooms(rasters[0], rasters[1], request.params.elementType);
      break;
    case "interior-designer":
      result = interiorDesigner(rasters[0], rasters[1], rasters[2]);
      break;
    case "thumbnail":
      result = thumbnail(rasters[0], rasters[1], request.params.titleText, thumbnailStyle(request.params.style));
      break;
    case "restyle": {
      const { look, strength, style } = request.params;
      result = restyle(rasters[0], look, strength, styleCaption(style));
      break;
    }
  }
  // In the words of the request's language: a Spanish page's results say so in Spanish.
  stampLocalPreview(result, allTexts[request.language ?? fallbackLanguage].tools.localPreview);
  // Photos stay JPEG; PNG inputs and thumbnails (sharp text) come back as PNG.
  return encodeImage(result, request.tool === "thumbnail" || images[0].mime === "image/png" ? "png" : "jpeg");
}
