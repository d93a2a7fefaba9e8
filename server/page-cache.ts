/**
 * Public pages at the cost of a static file (docs/decisions/0017): a public page's HTML is the same
 * for every signed-out visitor of one language, so the first render is kept in the edge cache
 * (Cache API, `caches.default`) and later visitors get that copy without rendering it again.
 *
 * - The key is the origin, path and query of the address, the resolved language (`?lng=`, the
 *   `lng` cookie, Accept-Language) and the build: the deployed version (every deploy, including
 *   a change of a setting or secret, is a new version) and Remix's asset manifest version. Local
 *   runs have no version metadata, so their build is the isolate: a restart never sees old HTML.
 * - Only a GET from a visitor without a session cookie or bearer token may read or fill it, and
 *   only a 200 HTML document whose route says `edgeCache: true` and that sets no cookie is kept.
 * - The kept copy carries no nonce: its inline scripts are named in its CSP by their SHA-256,
 *   so a hit streams the stored response as it is (no per-request rewrite of the HTML).
 */
import { getLanguage } from "../app/i18n.server";
import { readCookie, sessionCookieName } from "../app/services/session.server";
import { SHARED_PAGE_HEADER } from "../app/utils/edge-cache.server";
import { hashedContentSecurityPolicy } from "../app/utils/security-headers.server";

export type PageCacheOutcome = "hit" | "miss" | "bypass";

/** How long the edge keeps a page; a deploy changes the key long before that matters. */
const EDGE_TTL_SECONDS = 24 * 60 * 60;

/** workerd's default cache; the DOM library's CacheStorage type (also in scope) does not know it. */
const edgeCache = () => (caches as unknown as { default: Cache }).default;

let isolateBuild: string | undefined;

/** The build a cached page belongs to (see above). */
export function buildId(bindings: { CF_VERSION_METADATA?: WorkerVersionMetadata }, assetsVersion: string): string {
  const version = bindings.CF_VERSION_METADATA?.id;
  if (version) return `${version}.${assetsVersion}`;
  // Random values are refused at a Worker's global scope, hence made on the first request.
  isolateBuild ??= `${assetsVersion}.isolate-${crypto.randomUUID()}`;
  return isolateBuild;
}

/** Either name the session cookie has (production's or development's): looked up before the configuration is read. */
const SESSION_COOKIES = [true, false].map((isProduction) => sessionCookieName({ isProduction }));

/** The cache key of this request, or null when it must neither read nor fill the cache. */
export async function pageCacheKey(request: Request, build: string): Promise<Request | null> {
  if (request.method !== "GET" || request.headers.has("Authorization")) return null;
  // A signed-in visitor (or one whose cookie may still be valid) always gets their own render.
  if (SESSION_COOKIES.some((name) => readCookie(request, name))) return null;
  const url = new URL(request.url);
  const language = await getLanguage(request);
  return new Request(`${url.origin}/.page-cache/${encodeURIComponent(build)}/${language}${url.pathname}${url.search}`);
}

/**
 * The cached page for `key`, or null on a miss. The copy is served exactly as it was stored, its
 * body streamed through untouched: it carries no nonce, and its CSP (stored with it) names its
 * inline scripts by hash, so a hit does no work on the HTML at all.
 */
export async function cachedPage(key: Request): Promise<Response | null> {
  const cached = await edgeCache().match(key);
  if (!cached) return null;
  const response = new Response(cached.body, cached);
  response.headers.delete("Cache-Control");
  return response;
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/**
 * The page as it may be shared: every `nonce="…"` attribute taken out and the inline scripts'
 * SHA-256 (base64) for the CSP. Null when that cannot be done safely: a script loaded from a file
 * (a hash names inline code only) or the nonce left anywhere else in the HTML.
 */
export async function shareablePage(html: string, nonce: string): Promise<{ html: string; sha256: string[] } | null> {
  const shared = html.replaceAll(` nonce="${nonce}"`, "");
  if (shared.includes(nonce)) return null;
  const scripts = [...shared.matchAll(INLINE_SCRIPT)];
  if (scripts.some(([, attributes]) => /\bsrc\s*=/i.test(attributes))) return null;
  const sha256 = await Promise.all(
    scripts.map(async ([, , code]) => {
      const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", utf8.encode(code)));
      return btoa(String.fromCharCode(...digest));
    }),
  );
  return { html: shared, sha256 };
}

const utf8 = new TextEncoder();

/** Keeps the shareable form of `body` under `key` (nothing when it has none). */
async function store(key: Request, response: Response, body: ReadableStream, nonce: string): Promise<void> {
  const page = await shareablePage(await new Response(body).text(), nonce);
  if (!page) return;
  const headers = new Headers(response.headers);
  headers.set("Cache-Control", `public, s-maxage=${EDGE_TTL_SECONDS}`);
  headers.set("Content-Security-Policy", hashedContentSecurityPolicy(page.sha256));
  await edgeCache().put(key, new Response(page.html, { status: response.status, headers }));
}

/**
 * Takes the internal shared-page mark off the response and, when the page may be kept, stores a
 * copy (in the background) while the visitor's copy streams on. Returns the response to send and
 * whether a copy was kept ("miss") or not ("bypass").
 */
export function keepIfShared(
  key: Request | null,
  response: Response,
  nonce: string,
  waitUntil: (promise: Promise<unknown>) => void,
): { response: Response; outcome: PageCacheOutcome } {
  const shared = response.headers.has(SHARED_PAGE_HEADER);
  response.headers.delete(SHARED_PAGE_HEADER);
  if (
    !key ||
    !shared ||
    !response.body ||
    response.status !== 200 ||
    response.headers.has("Set-Cookie") ||
    response.headers.has("Cache-Control")
  )
    return { response, outcome: "bypass" };
  const [forVisitor, forCache] = response.body.tee();
  waitUntil(store(key, response, forCache, nonce));
  return { response: new Response(forVisitor, response), outcome: "miss" };
}
