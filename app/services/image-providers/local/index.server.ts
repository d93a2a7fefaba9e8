/**
 * The local engine (MODEL_PROVIDER=local, the development default): deterministic image
 * processing inside the Worker, no network. Every result carries a "LOCAL PREVIEW" mark.
 *
 * Development only, so not in the production bundle: this module is the entry of a bundle of its
 * own (build/local-engine/, scripts/local-engine.mjs) that only a development Worker is given, and
 * its provider (../local.server.ts) imports it when a generation first needs it (docs/decisions/0030).
 */
import { fallbackLanguage } from "~/i18n";
import { allTexts } from "~/i18n.server";
import { readImageHeader } from "~/services/images/sniff";
import { ProviderError, UnreadableImageError, type ProviderJob } from "../types";
import { decodeImage, encodeImage } from "./codec";
import { stampLocalPreview } from "./font";
import { fitWithin, type Raster } from "./raster";
import { lookOfPhoto, restyle, styleCaption } from "./restyle";
import {
  clearSpace,
  combineRooms,
  interiorDesigner,
  recolor,
  magicFurniture,
  thumbnail,
  thumbnailStyle,
} from "./tools";

import { varyPreview } from "./variation";
import { LOCAL_WORKING_SIDE } from "./working-side";

/** What the engine reads of a request: the tool, its params (typed by the tool) and the images. */
export type LocalRequest = ProviderJob extends infer Job
  ? Job extends ProviderJob
    ? Pick<Job, "tool" | "params" | "images" | "language"> & { variation?: number }
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
      // A style from a photo: the inspiration photo (the second image) gives the look.
      result = restyle(rasters[0], look ?? lookOfPhoto(rasters[1]), strength, styleCaption(style, !look));
      break;
    }
  }
  // Each option of a run of several under its own light, so they differ side by side.
  result = varyPreview(result, request.variation);
  // In the words of the request's language: a Spanish page's results say so in Spanish.
  stampLocalPreview(result, allTexts[request.language ?? fallbackLanguage].tools.localPreview);
  // Photos stay JPEG; PNG inputs and thumbnails (sharp text) come back as PNG.
  return encodeImage(result, request.tool === "thumbnail" || images[0].mime === "image/png" ? "png" : "jpeg");
}
