import type { MetaDescriptor } from "@remix-run/cloudflare";

export interface PageMetaInput {
  title: string;
  description: string;
  /** Absolute URL of this page, used as canonical and og:url. */
  url?: string;
  /** Absolute URLs of the same page in each language, plus x-default (language by cookie/header). */
  alternates?: { hreflang: string; href: string }[];
  /** Absolute URL of the share image. */
  image?: string;
  /** The page's language, e.g. "en" → og:locale en_US. */
  language?: string;
  /** Ask search engines not to index this address (unknown paths that show the landing). */
  noindex?: boolean;
}

const OG_LOCALES: Record<string, string> = { en: "en_US", es: "es_ES" };

/** Title, description, canonical, hreflang alternates, Open Graph and Twitter tags for a page. */
export function pageMeta({
  title,
  description,
  url,
  alternates = [],
  image,
  language,
  noindex,
}: PageMetaInput): MetaDescriptor[] {
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: "RoomMuse" },
  ];
  if (noindex) tags.push({ name: "robots", content: "noindex" });
  if (url) tags.push({ tagName: "link", rel: "canonical", href: url }, { property: "og:url", content: url });
  for (const { hreflang, href } of alternates)
    tags.push({ tagName: "link", rel: "alternate", hrefLang: hreflang, href });
  if (language && OG_LOCALES[language]) {
    tags.push({ property: "og:locale", content: OG_LOCALES[language] });
    for (const [lng, locale] of Object.entries(OG_LOCALES))
      if (lng !== language) tags.push({ property: "og:locale:alternate", content: locale });
  }
  if (image) {
    tags.push(
      { property: "og:image", content: image },
      { property: "og:image:width", content: "1200" },
      { property: "og:image:height", content: "630" },
      { name: "twitter:card", content: "summary_large_image" },
      { name: "twitter:image", content: image },
    );
  }
  tags.push({ name: "twitter:title", content: title }, { name: "twitter:description", content: description });
  return tags;
}

/** The `meta` export of pages whose loader returns `{ meta: PageMetaInput }`. */
export const metaFromLoader = ({ data }: { data: unknown }): MetaDescriptor[] => {
  const input = (data as { meta?: PageMetaInput } | undefined)?.meta;
  return input ? pageMeta(input) : [];
};

/** What a route's `handle` may say about its page; root.tsx and the edge cache read it. */
export interface RouteHandle {
  /** false: the page is plain HTML, and opening it loads no script (root.tsx). */
  hydrate?: boolean;
  /** true: the same HTML for every signed-out visitor of one language (docs/decisions/0017). */
  edgeCache?: boolean;
  /**
   * "site": a scriptless page made of the public website's parts only, which links the site's
   * smaller stylesheet (root.tsx, docs/decisions/0042).
   */
  stylesheet?: "site";
}

/**
 * The `handle` of a signed-in page made of links and plain forms only: opened as a document, it
 * loads no script (docs/decisions/0029).
 */
export const scriptlessPageHandle = { hydrate: false } as const satisfies RouteHandle;

/**
 * The `handle` of public website pages: plain HTML, no client JavaScript (see root.tsx), the same
 * for every signed-out visitor of one language, so the Worker may keep them in the edge cache
 * (docs/decisions/0017), styled by the site's own stylesheet (docs/decisions/0042).
 */
export const staticPageHandle = { hydrate: false, edgeCache: true, stylesheet: "site" } as const satisfies RouteHandle;
