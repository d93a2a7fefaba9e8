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
 * - The isolate also remembers the few pages it served last (`recentPages`), so a warm isolate
 *   answers a hit from its own memory without a cache read; the Cache API fills it and stays the
 *   copy every other isolate of the location shares.
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
export async function cachedPage(key: Request, acceptEncoding: string | null): Promise<Response | null> {
  const remembered = recentPages.get(key.url);
  if (remembered) return remembered.response(acceptsGzip(acceptEncoding));
  const cached = await edgeCache().match(key);
  if (!cached) return null;
  const headers = new Headers(cached.headers);
  headers.delete("Cache-Control");
  const page = await RememberedPage.from(cached.status, headers, await cached.arrayBuffer());
  recentPages.set(key.url, page);
  return page.response(acceptsGzip(acceptEncoding));
}

/**
 * The Accept-Encoding the client itself sent. Cloudflare's edge (and Miniflare, which plays it)
 * hands the Worker `Accept-Encoding: br, gzip` whatever the client asked for and keeps the client's
 * own header in `request.cf.clientAcceptEncoding` (empty when it sent none); a gzipped answer then
 * reached `curl` without `--compressed` as gzip bytes. Without that property, the header.
 */
export function clientAcceptEncoding(request: Request): string | null {
  const original = (request.cf as { clientAcceptEncoding?: unknown } | undefined)?.clientAcceptEncoding;
  return typeof original === "string" ? original : request.headers.get("Accept-Encoding");
}

/** Whether an Accept-Encoding header takes gzip (absent, or refused with q=0, it does not). */
export function acceptsGzip(acceptEncoding: string | null): boolean {
  return (acceptEncoding ?? "").split(",").some((part) => {
    const [coding, ...parameters] = part.trim().toLowerCase().split(";");
    if (coding !== "gzip" && coding !== "*") return false;
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith("q="));
    return !q || Number(q.slice(2)) > 0;
  });
}

/**
 * A kept page held in the isolate's memory: its status, headers and bytes as the cache gave them,
 * and the same bytes gzipped once, so a hit sends them as they are instead of compressing the
 * page again for every visitor.
 */
export class RememberedPage {
  private constructor(
    readonly status: number,
    readonly headers: Headers,
    readonly body: ArrayBuffer,
    readonly gzipped: ArrayBuffer,
  ) {}

  static async from(status: number, headers: Headers, body: ArrayBuffer): Promise<RememberedPage> {
    const gzipped = await new Response(
      new Blob([body]).stream().pipeThrough(new CompressionStream("gzip")),
    ).arrayBuffer();
    return new RememberedPage(status, headers, body, gzipped);
  }

  get byteLength(): number {
    return this.body.byteLength + this.gzipped.byteLength;
  }

  /** A fresh response over the same bytes (a Response's body can be read once). */
  response(gzip: boolean): Response {
    const headers = new Headers(this.headers);
    headers.append("Vary", "Accept-Encoding");
    if (!gzip) return new Response(this.body, { status: this.status, headers });
    headers.set("Content-Encoding", "gzip");
    // Sent as they are: the runtime must not compress (or decompress) them again.
    return new Response(this.gzipped, { status: this.status, headers, encodeBody: "manual" });
  }
}

/**
 * The pages an isolate served last, newest last, bounded in count and bytes (an isolate has
 * 128 MB, shared with everything else it does). The key includes the build, so a new deploy
 * never finds an old page here either; the edge TTL bounds how long a page is remembered.
 */
export class RecentPages {
  private readonly pages = new Map<string, { page: RememberedPage; until: number }>();
  private bytes = 0;
  constructor(
    private readonly limits = { pages: 32, bytes: 4 * 1024 * 1024, ttlMs: EDGE_TTL_SECONDS * 1000 },
    private readonly now = () => Date.now(),
  ) {}

  get(key: string): RememberedPage | undefined {
    const entry = this.pages.get(key);
    if (!entry) return undefined;
    this.delete(key);
    if (entry.until <= this.now()) return undefined;
    this.pages.set(key, entry);
    this.bytes += entry.page.byteLength;
    return entry.page;
  }

  set(key: string, page: RememberedPage): void {
    this.delete(key);
    if (page.byteLength > this.limits.bytes) return;
    this.pages.set(key, { page, until: this.now() + this.limits.ttlMs });
    this.bytes += page.byteLength;
    for (const [oldest] of this.pages) {
      if (this.pages.size <= this.limits.pages && this.bytes <= this.limits.bytes) break;
      this.delete(oldest);
    }
  }

  private delete(key: string): void {
    const entry = this.pages.get(key);
    if (!entry) return;
    this.pages.delete(key);
    this.bytes -= entry.page.byteLength;
  }
}

const recentPages = new RecentPages();

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
