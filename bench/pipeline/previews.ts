/**
 * Runs the local engine on the committed fixtures and writes every tool's result as PNG to
 * the directory given (default: .wrangler/tmp/local-previews), so a person can look at them.
 * Run: npm run bench:pipeline -- --previews   (bundled with esbuild; see run.mjs)
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { decodeImage, encodeImage } from "~/services/image-providers/local/codec";
import { runLocal } from "~/services/image-providers/local/index.server";
import { readImageHeader } from "~/services/images/sniff";
import type { ProviderImage } from "~/services/image-providers/types";
import type { ToolId } from "~/tools";

const fixtures = resolve("tests/fixtures");
const image = (slot: string, file: string): ProviderImage => {
  const bytes = new Uint8Array(readFileSync(join(fixtures, file)));
  return { slot, bytes, mime: file.endsWith(".png") ? "image/png" : "image/jpeg" };
};

const cases: [string, ToolId, Record<string, unknown>, ProviderImage[]][] = [
  ["recolor-green", "recolor", { targetColor: "#22C55E" }, [image("image", "room.jpg")]],
  ["recolor-navy", "recolor", { targetColor: "#1F2A44" }, [image("image", "room.jpg")]],
  ["recolor-terracotta-png", "recolor", { targetColor: "#C8643B" }, [image("image", "room-small.png")]],
  ["clear-space", "clear-space", {}, [image("image", "room.jpg")]],
  [
    "magic-furniture",
    "magic-furniture",
    { targetElement: "sofa", newElementDescription: "red velvet sofa" },
    [image("image", "room.jpg")],
  ],
  [
    "combine-rooms",
    "combine-rooms",
    { elementType: "sofa" },
    [image("room", "room.jpg"), image("reference", "reference-sofa.jpg")],
  ],
  [
    "interior-designer",
    "interior-designer",
    {},
    [image("room", "room.jpg"), image("item1", "item-plant.jpg"), image("item2", "item-armchair.png")],
  ],
  ...(["youtube", "professional", "dramatic", "modern"] as const).map(
    (style) =>
      [
        `thumbnail-${style}`,
        "thumbnail",
        { titleText: "ROOM MAKEOVER REVEAL", style },
        [image("base", "room.jpg"), image("face", "face.jpg")],
      ] as [string, ToolId, Record<string, unknown>, ProviderImage[]],
  ),
];

export async function writePreviews(outDir: string) {
  mkdirSync(outDir, { recursive: true });
  for (const [name, tool, params, images] of cases) {
    const started = performance.now();
    const result = await runLocal({ tool, params, images });
    const ms = performance.now() - started;
    const header = readImageHeader(result.bytes)!;
    // Re-encode as PNG so any image viewer can show it.
    const png =
      header.format === "png" ? result.bytes : encodeImage(await decodeImage(result.bytes, header.format), "png").bytes;
    writeFileSync(join(outDir, `${name}.png`), png);
    console.log(`${name.padEnd(26)} ${header.width}×${header.height} ${result.mime.padEnd(10)} ${ms.toFixed(0)} ms`);
  }
}
