/**
 * The landing's photos, once `npm run site:examples` has made them (scripts/site-examples.ts): a
 * manifest beside the pictures in the static assets, read through the assets binding. Without it
 * the landing shows its drawings. The manifest changes only with a deploy, which is a new version,
 * so the edge cache (docs/decisions/0017) never mixes a page with the photos of another build.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { z } from "zod";
import type { SitePicture } from "./before-after";

/** Where the script writes the pictures and the manifest, inside the public folder. */
export const SITE_PHOTOS_DIR = "images/examples";
export const SITE_PHOTOS_MANIFEST = `${SITE_PHOTOS_DIR}/examples.json`;

const picture = z.object({
  src: z.string().startsWith(`/${SITE_PHOTOS_DIR}/`),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  sources: z.array(z.object({ type: z.enum(["image/avif", "image/webp"]), srcSet: z.string().min(1) })).min(1),
}) satisfies z.ZodType<SitePicture>;

/** One pair: the owner's photo and what the tool made of it, with the choices it ran with. */
const photoPair = z.object({
  tool: z.string(),
  before: picture,
  after: picture,
  /** A restyle's room type and style ids, so the page can name them. */
  roomType: z.string().optional(),
  style: z.string().optional(),
});

export const sitePhotosManifest = z.object({
  /** The license the owner supplied with the photos, copied beside them. */
  license: z.string(),
  provider: z.string(),
  model: z.string(),
  made: z.string(),
  pairs: z.record(z.enum(["restyle", "recolor", "clear", "furniture"]), photoPair),
});
export type SitePhotosManifest = z.infer<typeof sitePhotosManifest>;
export type SitePhotoPair = z.infer<typeof photoPair>;

/** The manifest, or null when there are no photos (or the file is not one this build can read). */
export async function readSitePhotos(context: AppLoadContext): Promise<SitePhotosManifest | null> {
  const response = await context.bindings.ASSETS.fetch(new URL(`/${SITE_PHOTOS_MANIFEST}`, context.origin));
  if (!response.ok) {
    await response.body?.cancel();
    return null;
  }
  const parsed = sitePhotosManifest.safeParse(await response.json().catch(() => null));
  if (!parsed.success) console.warn(`${SITE_PHOTOS_MANIFEST} is not a manifest this build reads; drawings shown`);
  return parsed.success ? parsed.data : null;
}
