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
 * - A hit gets a fresh CSP nonce in both the header and the HTML, so every response still
 *   carries its own.
 */
import { getLanguage } from "../app/i18n.server";
import { readCookie, sessionCookieName } from "../app/services/session.server";
import { SHARED_PAGE_HEADER } from "../app/utils/edge-cache.server";
import { contentSecurityPolicy, createNonce } from "../app/utils/security-headers.server";

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

/** Where the stored copy's nonce values start, in bytes (a comma-separated list). */
const NONCE_OFFSETS_HEADER = "X-RoomMuse-Nonce-Offsets";
const ascii = new TextEncoder();

/**
 * The cached page for `key` with a fresh CSP nonce, or null on a miss. Every nonce has the same
 * length (16 random bytes in base64), so the fresh one is written over the stored one at the byte
 * offsets recorded when the copy was kept: no HTML parsing, no text decoding on a hit.
 */
export async function cachedPage(key: Request): Promise<Response | null> {
  const cached = await edgeCache().match(key);
  if (!cached) return null;
  const nonce = createNonce();
  const fresh = ascii.encode(nonce);
  const offsets = (cached.headers.get(NONCE_OFFSETS_HEADER) ?? "").split(",").filter(Boolean).map(Number);
  const bytes = new Uint8Array(await cached.arrayBuffer());
  for (const offset of offsets) {
    // A copy that does not match what it recorded is not served: the page is rendered instead.
    if (!Number.isSafeInteger(offset) || offset < 0 || offset + fresh.length > bytes.length) return null;
    bytes.set(fresh, offset);
  }
  const headers = new Headers(cached.headers);
  headers.delete(NONCE_OFFSETS_HEADER);
  headers.delete("Cache-Control");
  headers.set("Content-Security-Policy", contentSecurityPolicy(nonce));
  return new Response(bytes, { status: cached.status, headers });
}

/** Byte offsets of every `nonce="<nonce>"` value in `bytes`. */
function nonceOffsets(bytes: Uint8Array, nonce: string): number[] {
  const needle = ascii.encode(`nonce="${nonce}"`);
  const skip = 'nonce="'.length;
  const offsets: number[] = [];
  for (let at = bytes.indexOf(needle[0]); at !== -1 && at + needle.length <= bytes.length; ) {
    let match = true;
    for (let i = 1; i < needle.length && match; i++) match = bytes[at + i] === needle[i];
    if (match) offsets.push(at + skip);
    at = bytes.indexOf(needle[0], at + 1);
  }
  return offsets;
}

/** Keeps `body` under `key`, with where its nonce sits (read back on a hit). */
async function store(key: Request, response: Response, body: ReadableStream, nonce: string): Promise<void> {
  const bytes = new Uint8Array(await new Response(body).arrayBuffer());
  const headers = new Headers(response.headers);
  headers.set("Cache-Control", `public, s-maxage=${EDGE_TTL_SECONDS}`);
  headers.set(NONCE_OFFSETS_HEADER, nonceOffsets(bytes, nonce).join(","));
  await edgeCache().put(key, new Response(bytes, { status: response.status, headers }));
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
