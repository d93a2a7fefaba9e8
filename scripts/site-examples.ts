#!/usr/bin/env tsx
/**
 * The landing's photos, made by the product: `npm run site:examples -- --photos <folder>`.
 *
 * The folder holds the owner's room photos, one per example, named after it (`restyle.jpg`,
 * `recolor.png`, `clear.webp`, `furniture.jpg`; a missing one keeps its drawing), and the license
 * they are published under (a file named LICENSE or license, any extension): without it nothing is
 * made. An optional `examples.json` there changes a tool's choices, e.g.
 * `{ "restyle": { "roomType": "bedroom", "style": "coastal" } }`.
 *
 * Each photo goes through its tool as a request would: the tool's own schema and prompt, the room
 * check, and the image model configured as the Worker's (MODEL_PROVIDER `gemini` or `openai` with
 * its key, from the environment or .dev.vars). The pairs are written to `<out>/images/examples/`
 * (out: `public`) as AVIF and WebP at several widths, cropped to 4:3 like the drawings, with the
 * license and the manifest the landing reads (app/components/site/site-photos.server.ts). Deploy to
 * publish them; delete the folder to go back to the drawings.
 */
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { extname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import sharp from "sharp";
import {
  SITE_PHOTOS_DIR,
  SITE_PHOTOS_MANIFEST,
  type SitePhotoPair,
  type SitePhotosManifest,
  sitePhotosManifest,
} from "../app/components/site/site-photos.server";
import { getModelProvider } from "../app/services/image-providers/index.server";
import { ROOM_CHECK_SIDE } from "../app/services/image-providers/room-check";
import { STANDARD_RESULT_SIDE } from "../app/services/image-providers/types";
import { validateImage } from "../app/services/images/validate.server";
import { TOOL_RUNS } from "../app/tools/index.server";
import type { ToolId } from "../app/tools";
import { type Bindings, parseEnv } from "../server/env";

/** Each example: the tool it shows and the choices it runs with (the owner's examples.json may change them). */
const EXAMPLES = {
  restyle: { tool: "restyle", choices: { roomType: "living-room", style: "mid-century-modern" } },
  recolor: { tool: "recolor", choices: { targetColor: "#8fae94" } },
  clear: { tool: "clear-space", choices: {} },
  furniture: {
    tool: "magic-furniture",
    choices: { targetElement: "the sofa", newElementDescription: "a modern terracotta velvet sofa" },
  },
} satisfies Record<string, { tool: ToolId; choices: Record<string, string> }>;
type ExampleName = keyof typeof EXAMPLES;

/** The widths written (each no wider than the photo), and the one the plain <img> falls back to. */
const WIDTHS = [480, 800, 1200];
const FALLBACK_WIDTH = 800;
const FORMATS = [
  { type: "image/avif", ext: "avif", encode: (image: sharp.Sharp) => image.avif({ quality: 50 }) },
  { type: "image/webp", ext: "webp", encode: (image: sharp.Sharp) => image.webp({ quality: 78 }) },
] as const;
const PHOTO_EXTENSIONS = [".jpg", ".jpeg", ".png", ".webp"];

export class SiteExamplesError extends Error {}

/** KEY=value lines of a .dev.vars file, if there is one. */
function devVars(path: string): Record<string, string> {
  if (!existsSync(path)) return {};
  const lines = readFileSync(path, "utf8").split("\n");
  const pairs = lines.map((line) => /^\s*([A-Z0-9_]+)\s*=\s*"?(.*?)"?\s*$/.exec(line)).filter((m) => m !== null);
  return Object.fromEntries(pairs.map((m) => [m[1], m[2]]));
}

/** The pictures of one side of a pair at every width, cropped to 4:3; answers what the page's <picture> needs. */
async function writePicture(bytes: Uint8Array, name: string, dir: string, widthLimit: number) {
  const widths = WIDTHS.filter((width, i) => i === 0 || width <= widthLimit);
  const url = (width: number, ext: string) => `/${SITE_PHOTOS_DIR}/${name}-${width}.${ext}`;
  for (const width of widths)
    for (const format of FORMATS) {
      const image = sharp(bytes).resize({ width, height: Math.round((width * 3) / 4), fit: "cover" });
      await format.encode(image).toFile(join(dir, `${name}-${width}.${format.ext}`));
    }
  const fallback = widths.includes(FALLBACK_WIDTH) ? FALLBACK_WIDTH : widths[widths.length - 1];
  return {
    src: url(fallback, "webp"),
    width: fallback,
    height: Math.round((fallback * 3) / 4),
    sources: FORMATS.map((format) => ({
      type: format.type,
      srcSet: widths.map((width) => `${url(width, format.ext)} ${width}w`).join(", "),
    })),
  };
}

/**
 * Makes the pairs from the photos in `photos` with the image model `vars` configure, into
 * `<out>/images/examples/`; answers the manifest written. Refuses, before any model call, a folder
 * without a license or photos, and a provider that cannot run outside a Worker.
 */
export async function makeSiteExamples(options: {
  photos: string;
  out: string;
  vars: Record<string, string | undefined>;
  log?: (line: string) => void;
}): Promise<SitePhotosManifest> {
  const log = options.log ?? console.log;
  const files = existsSync(options.photos) ? readdirSync(options.photos) : [];
  const license = files.find((file) => /^licen[cs]e(\.|$)/i.test(file));
  if (!license)
    throw new SiteExamplesError(`${options.photos} has no LICENSE file: the photos' license must travel with them`);
  const photoOf = (name: string) =>
    files.find((file) => file.startsWith(`${name}.`) && PHOTO_EXTENSIONS.includes(extname(file).toLowerCase()));
  const wanted = (Object.keys(EXAMPLES) as ExampleName[]).filter((name) => photoOf(name));
  if (!wanted.length)
    throw new SiteExamplesError(
      `${options.photos} has none of ${Object.keys(EXAMPLES).join(", ")} (.jpg, .png, .webp)`,
    );

  const env = parseEnv({ ENVIRONMENT: "development", ...options.vars });
  if (env.MODEL_PROVIDER !== "gemini" && env.MODEL_PROVIDER !== "openai")
    throw new SiteExamplesError(
      `MODEL_PROVIDER=${env.MODEL_PROVIDER}: use gemini or openai (the local engine draws previews, not ` +
        "photos, and Workers AI answers only inside a Worker)",
    );
  const provider = getModelProvider({ env, bindings: {} as Bindings });
  const overridesFile = join(options.photos, "examples.json");
  const overrides: Record<string, Record<string, string>> = existsSync(overridesFile)
    ? JSON.parse(readFileSync(overridesFile, "utf8"))
    : {};

  const dir = join(options.out, SITE_PHOTOS_DIR);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const pairs: Partial<Record<ExampleName, SitePhotoPair>> = {};
  for (const name of wanted) {
    const { tool, choices } = EXAMPLES[name];
    const chosen: Record<string, string> = { ...choices, ...overrides[name] };
    // The photo as a phone would send it: upright, at most the model's side, JPEG.
    const side = Math.min(provider.maxInputSide ?? STANDARD_RESULT_SIDE, STANDARD_RESULT_SIDE);
    const photo = await sharp(readFileSync(join(options.photos, photoOf(name) ?? "")))
      .rotate()
      .resize({ width: side, height: side, fit: "inside", withoutEnlargement: true })
      .jpeg({ quality: 90 })
      .toBuffer();
    const body = { imageBase64: photo.toString("base64"), mimeType: "image/jpeg", ...chosen };
    const run = TOOL_RUNS[tool].requestSchema.parse(body);
    const images = run.images.map((image) => validateImage(image.field, image.slot, image.data));
    if (provider.roomCheck) {
      const small = await sharp(photo).resize({ width: ROOM_CHECK_SIDE, height: ROOM_CHECK_SIDE, fit: "inside" });
      const bytes = new Uint8Array(await small.jpeg().toBuffer());
      const verdict = await provider.roomCheck.ask(
        { slot: "image", bytes, mime: "image/jpeg" },
        AbortSignal.timeout(60_000),
      );
      if (verdict === "not_room") throw new SiteExamplesError(`${photoOf(name)}: the room check says it is not a room`);
    }
    log(`${name}: ${tool} with ${JSON.stringify(chosen)} on ${provider.name} (${provider.model})`);
    const result = await provider.generate({
      ...run,
      images,
      resultSide: STANDARD_RESULT_SIDE,
      signal: AbortSignal.timeout(env.MODEL_TIMEOUT_MS ?? 180_000),
    } as Parameters<typeof provider.generate>[0]);
    const width = (await sharp(photo).metadata()).width ?? WIDTHS[0];
    pairs[name] = {
      tool,
      before: await writePicture(photo, `${name}-before`, dir, width),
      after: await writePicture(result.bytes, `${name}-after`, dir, width),
      ...(tool === "restyle" ? { roomType: chosen.roomType, style: chosen.style } : {}),
    };
  }
  copyFileSync(join(options.photos, license), join(dir, "LICENSE.txt"));
  const manifest = sitePhotosManifest.parse({
    license: `/${SITE_PHOTOS_DIR}/LICENSE.txt`,
    provider: provider.name,
    model: provider.model,
    made: new Date().toISOString(),
    pairs,
  });
  writeFileSync(join(options.out, SITE_PHOTOS_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  log(`${Object.keys(pairs).length} pairs written to ${dir}`);
  return manifest;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const argument = (name: string) => {
    const at = process.argv.indexOf(name);
    return at >= 0 ? process.argv[at + 1] : undefined;
  };
  const photos = argument("--photos");
  if (!photos) {
    console.error("usage: npm run site:examples -- --photos <folder of room photos and their LICENSE> [--out public]");
    process.exit(2);
  }
  makeSiteExamples({
    photos: resolve(photos),
    out: resolve(argument("--out") ?? "public"),
    vars: { ...devVars(".dev.vars"), ...process.env },
  }).catch((error) => {
    console.error(error instanceof SiteExamplesError ? error.message : error);
    process.exit(1);
  });
}
