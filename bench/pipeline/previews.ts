/**
 * Runs the local engine on the committed fixtures and writes every tool's result as PNG to
 * the directory given (default: .wrangler/tmp/local-previews), so a person can look at them.
 * Run: npm run bench:pipeline -- --previews   (bundled with esbuild; see run.mjs)
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { decodeImage, encodeImage } from "~/services/image-providers/local/codec";
import { type LocalRequest, runLocal } from "~/services/image-providers/local/index.server";
import { readImageHeader } from "~/services/images/sniff";
import type { ProviderImage } from "~/services/image-providers/types";
import { RECOLOR_SUBJECT } from "~/tools/recolor";
import { fixture } from "../../tests/support/images";

const image = (slot: string, file: string): ProviderImage => ({
  slot,
  bytes: fixture(file),
  mime: file.endsWith(".png") ? "image/png" : "image/jpeg",
});

const recolor = (color: string) => ({ targetColor: color, subject: RECOLOR_SUBJECT });
const cases: [string, LocalRequest][] = [
  ["recolor-green", { tool: "recolor", params: recolor("#22C55E"), images: [image("image", "room.jpg")] }],
  ["recolor-navy", { tool: "recolor", params: recolor("#1F2A44"), images: [image("image", "room.jpg")] }],
  [
    "recolor-terracotta-png",
    { tool: "recolor", params: recolor("#C8643B"), images: [image("image", "room-small.png")] },
  ],
  ["clear-space", { tool: "clear-space", params: {}, images: [image("image", "room.jpg")] }],
  [
    "magic-furniture",
    {
      tool: "magic-furniture",
      params: { targetElement: "sofa", newElementDescription: "red velvet sofa" },
      images: [image("image", "room.jpg")],
    },
  ],
  [
    "combine-rooms",
    {
      tool: "combine-rooms",
      params: { elementType: "sofa" },
      images: [image("room", "room.jpg"), image("reference", "reference-sofa.jpg")],
    },
  ],
  [
    "interior-designer",
    {
      tool: "interior-designer",
      params: { item1Description: "", item2Description: "" },
      images: [image("room", "room.jpg"), image("item1", "item-plant.jpg"), image("item2", "item-armchair.png")],
    },
  ],
  ...(["youtube", "professional", "dramatic", "modern"] as const).map((style): [string, LocalRequest] => [
    `thumbnail-${style}`,
    {
      tool: "thumbnail",
      params: { titleText: "ROOM MAKEOVER REVEAL", style },
      images: [image("base", "room.jpg"), image("face", "face.jpg")],
    },
  ]),
];

export async function writePreviews(outDir: string) {
  mkdirSync(outDir, { recursive: true });
  for (const [name, request] of cases) {
    const started = performance.now();
    const result = await runLocal(request);
    const ms = performance.now() - started;
    const header = readImageHeader(result.bytes)!;
    // Re-encode as PNG so any image viewer can show it.
    const png =
      header.format === "png" ? result.bytes : encodeImage(await decodeImage(result.bytes, header.format), "png").bytes;
    writeFileSync(join(outDir, `${name}.png`), png);
    console.log(`${name.padEnd(26)} ${header.width}×${header.height} ${result.mime.padEnd(10)} ${ms.toFixed(0)} ms`);
  }
}
