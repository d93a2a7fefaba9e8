/** What every public page's loader needs: its meta tags (with hreflang alternates) and the support address. */
import { premiumMakes4K } from "~/models/premium.server";
import { redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { isLanguage, supportedLanguages } from "~/i18n";
import { getLanguage, getT } from "~/i18n.server";
import { getOptionalUserId } from "~/services/auth.server";
import { MOST_OPTIONS, TOOL_LIST, textFieldOf } from "~/tools";
import {
  RESTYLE_PHOTO_STYLE,
  RESTYLE_ROOM_IDS,
  RESTYLE_STYLE_IDS,
  type RestyleRoomId,
  type RestyleStyleId,
  restyleTool,
  styleSwatchUrl,
} from "~/tools/restyle";
import { type ExampleId, IMAGE_PAIRS, type ImagePair } from "~/components/site/before-after";
import { readSitePhotos, type SitePhotoPair } from "~/components/site/site-photos.server";
import type { LandingVariant, RestyleCounts } from "~/components/site/hero";
import type { RestyleChoices, ToolCard } from "~/components/site/landing-sections";
import type { PageMetaInput } from "~/utils/meta";
import { AUTH_CALLBACK_PATH } from "~/utils/paths";

export const DEFAULT_SUPPORT_EMAIL = "support@roommuse.app";

export const supportEmail = (context: AppLoadContext) => context.env.SUPPORT_EMAIL || DEFAULT_SUPPORT_EMAIL;

/** The public pages, in the order the sitemap lists them. */
export const PUBLIC_PAGES = [
  "/",
  "/landing/design-studio",
  "/landing/home-decoration",
  "/about",
  "/contact",
  "/legal/terms",
  "/legal/privacy",
  "/legal/security",
  "/legal/data-deletion",
] as const;

/**
 * Each page has one URL; `?lng=en|es` pins its language (see
 * docs/decisions/0005-public-site-languages-and-no-client-js.md).
 */
export function languageAlternates(origin: string, path: string) {
  const base = `${origin}${path}`;
  return [
    ...supportedLanguages.map((lng) => ({ hreflang: lng, href: `${base}?lng=${lng}` })),
    { hreflang: "x-default", href: base },
  ];
}

/**
 * Meta for a public page. `path` is the page's own address (unknown paths pass "/"): the
 * canonical URL is that address, with `?lng=` only when the request pinned a language.
 */
async function publicPageMeta(
  request: Request,
  context: AppLoadContext,
  texts: { title: string; description: string } | { key: string },
  path = new URL(request.url).pathname,
): Promise<PageMetaInput> {
  const language = await getLanguage(request);
  const { title, description } = "key" in texts ? await translate(request, texts.key) : texts;
  const pinned = new URL(request.url).searchParams.get("lng");
  const base = `${context.origin}${path}`;
  return {
    title,
    description,
    language,
    url: isLanguage(pinned) ? `${base}?lng=${pinned}` : base,
    alternates: languageAlternates(context.origin, path),
    image: `${context.origin}/images/og-image.jpg`,
  };
}

/** How many room types and styles Restyle Room offers: the landing's texts count them, never type them. */
export const restyleCounts = (): RestyleCounts => ({
  rooms: RESTYLE_ROOM_IDS.length,
  styles: RESTYLE_STYLE_IDS.length,
  options: MOST_OPTIONS,
});

async function translate(request: Request, key: string) {
  const t = await getT(request);
  const counts = restyleCounts();
  return { title: t(`${key}.title`, counts), description: t(`${key}.description`, counts) };
}

/**
 * The landing's tool cards, read from the tool registry here on the server: the public pages'
 * client code then never imports the tool modules (their zod schemas and prompts). Restyle Room,
 * the tool the landing sells, comes first; the others keep the registry's order.
 */
export const toolCards = (): ToolCard[] =>
  [restyleTool, ...TOOL_LIST.filter((tool) => tool.id !== restyleTool.id)].map(
    ({ id, path, costKey, siteIcon, nameKey, marketingKey }) => ({
      id,
      path,
      costKey,
      siteIcon,
      nameKey,
      marketingKey,
    }),
  );

/**
 * The room types and styles of Restyle Room as its wizard offers them (their names are the
 * wizard's own texts), each style with the swatch the wizard shows.
 */
export function restyleChoices(): RestyleChoices {
  const options = (field: string) => {
    const { widget } = textFieldOf(restyleTool, field);
    return widget?.kind === "choice" ? widget.options : [];
  };
  return {
    path: restyleTool.path,
    rooms: options("roomType").map(({ value, labelKey }) => ({ id: value, nameKey: labelKey })),
    // The named styles: a style from a photo is not one of them (the section's text offers it).
    styles: options("style")
      .filter(({ value }) => value !== RESTYLE_PHOTO_STYLE)
      .map(({ value, labelKey }) => ({ id: value, nameKey: labelKey, swatch: styleSwatchUrl(value) })),
  };
}

/** What the landing's first drawing shows (scripts/generate-site-images.mjs draws it in that style's palette). */
const HERO_DRAWING: { room: RestyleRoomId; style: RestyleStyleId } = {
  room: "living-room",
  style: "mid-century-modern",
};

/** A restyle's room and style as translation keys (the wizard's names), for alt texts and captions. */
export function restyleNames(choices: RestyleChoices, room: string, style: string) {
  const nameOf = (list: { id: string; nameKey: string }[], id: string) => list.find((item) => item.id === id)?.nameKey;
  return { room: nameOf(choices.rooms, room) ?? room, style: nameOf(choices.styles, style) ?? style };
}

/**
 * Every public page's first step: a sign-in return (`?code=`) goes on to the callback; then
 * whether the visitor is signed in, so the header and footer offer the dashboard instead of
 * Sign in. A request without a cookie is not looked up: the shared copy of a public page (the one
 * the edge cache keeps) is always the signed-out one, and it is only ever served to requests
 * without a session cookie, so a signed-in visitor's page is rendered for them and never stored.
 */
async function visitorSignedIn(request: Request, context: AppLoadContext): Promise<boolean> {
  // A sign-in return that landed on a public page: the callback handles it, from any page.
  const url = new URL(request.url);
  if (url.searchParams.has("code")) throw redirect(`${AUTH_CALLBACK_PATH}${url.search}`);
  if (!request.headers.get("Cookie")) return false;
  return (await getOptionalUserId(request, context)) !== null;
}

/**
 * What every public page's loader returns: whether the visitor is signed in (checked first, so a
 * sign-in return goes on to the callback) and the page's meta (publicPageMeta's `texts` and `path`).
 */
export async function publicPageData(
  request: Request,
  context: AppLoadContext,
  texts: Parameters<typeof publicPageMeta>[2],
  path?: string,
): Promise<{ signedIn: boolean; meta: PageMetaInput }> {
  const signedIn = await visitorSignedIn(request, context);
  return { signedIn, meta: await publicPageMeta(request, context, texts, path) };
}

/** A pair of photos made by the product: alt texts name the tool, and a restyle's room and style. */
function photoPair(pair: SitePhotoPair, names: { room: string; style: string }): ImagePair {
  const tool = TOOL_LIST.find((t) => t.id === pair.tool)?.nameKey ?? pair.tool;
  const restyle = pair.tool === restyleTool.id;
  return {
    before: pair.before,
    after: pair.after,
    beforeAlt: restyle ? "site.photos.restyleBefore" : "site.photos.before",
    afterAlt: restyle ? "site.photos.restyleAfter" : "site.photos.after",
    altParams: { tool, ...names },
  };
}

/**
 * The before/after pairs of the landing and the about page, the restyle first (the landing's
 * hero), with what the restyle shows (`caption`: its room and style as translation keys): the
 * product's own photos where `npm run site:examples` made them, the drawings otherwise.
 */
export async function examplePictures(context: AppLoadContext, choices = restyleChoices()) {
  const photos = (await readSitePhotos(context))?.pairs ?? {};
  const restylePhoto = photos.restyle;
  const names = restylePhoto
    ? restyleNames(choices, restylePhoto.roomType ?? "", restylePhoto.style ?? "")
    : restyleNames(choices, HERO_DRAWING.room, HERO_DRAWING.style);
  const examples = Object.fromEntries(
    Object.entries(IMAGE_PAIRS).map(([id, drawing]) => {
      const photo = photos[id as ExampleId];
      return [id, photo ? photoPair(photo, names) : { ...drawing, altParams: names }];
    }),
  ) as Record<ExampleId, ImagePair>;
  return { examples, caption: names };
}

/**
 * Loader data of the landing page and its variants: which variant, meta, the pricing table's costs
 * and the tool cards; the route hands all of it to LandingPage as its props.
 */
export async function landingData(
  { request, context }: { request: Request; context: AppLoadContext },
  variant: LandingVariant,
  path?: string,
) {
  const restyle = restyleChoices();
  return {
    variant,
    ...(await publicPageData(request, context, { key: `site.${variant}.meta` }, path)),
    costs: context.env.CREDIT_COSTS,
    premiumFourK: premiumMakes4K(context),
    tools: toolCards(),
    restyle,
    counts: restyleCounts(),
    ...(await examplePictures(context, restyle)),
  };
}
