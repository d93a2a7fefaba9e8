/**
 * The headers every response leaves with (docs/decisions/0010): a nonce-based CSP (hash-based on a
 * public page from the edge cache, docs/decisions/0017) and a
 * Permissions-Policy on HTML, HSTS in production, nosniff everywhere, and no caching of
 * signed-in pages (a shared computer's back button must not show the last user's account).
 */

/** Features the product never uses; an injected script or a framed page cannot ask for them either. */
export const PERMISSIONS_POLICY = "camera=(), microphone=(), geolocation=(), payment=(), usb=()";
export const STRICT_TRANSPORT_SECURITY = "max-age=63072000; includeSubDomains";

/** A fresh nonce per request: 16 random bytes, base64. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/** Nothing may embed the page, no plugin runs, and an injected <base> cannot re-point relative URLs. */
const FIXED_DIRECTIVES = ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"];

/**
 * Scripts run only when they carry this response's nonce, or are loaded by one that does
 * ('strict-dynamic': Remix's entry imports the route modules). Nothing may embed the page, no
 * plugin runs, and an injected <base> cannot re-point relative script URLs.
 */
export function contentSecurityPolicy(nonce: string): string {
  return [`script-src 'nonce-${nonce}' 'strict-dynamic'`, ...FIXED_DIRECTIVES].join("; ");
}

/**
 * For a public page served from the edge cache exactly as it was stored (docs/decisions/0017):
 * only the inline scripts it carries run, named by their SHA-256 (base64), and nothing they might
 * load; a page without scripts runs none.
 */
export function hashedContentSecurityPolicy(sha256: readonly string[]): string {
  const sources = sha256.length ? [...new Set(sha256)].map((hash) => `'sha256-${hash}'`).join(" ") : "'none'";
  return [`script-src ${sources}`, ...FIXED_DIRECTIVES].join("; ");
}

const isHtml = (response: Response) => /^text\/html\b/i.test(response.headers.get("Content-Type") ?? "");
const isAppPath = (pathname: string) =>
  pathname === "/app" || pathname.startsWith("/app/") || pathname.startsWith("/app.");

export function withSecurityHeaders(
  request: Request,
  response: Response,
  options: { nonce: string; production: boolean },
): Response {
  // Responses from fetch() (assets, R2 pass-through) have immutable headers.
  const secured = new Response(response.body, response);
  const headers = secured.headers;
  headers.set("X-Content-Type-Options", "nosniff");
  if (options.production) headers.set("Strict-Transport-Security", STRICT_TRANSPORT_SECURITY);
  if (isHtml(response)) {
    headers.set("Content-Security-Policy", contentSecurityPolicy(options.nonce));
    headers.set("Permissions-Policy", PERMISSIONS_POLICY);
    if (!headers.has("Referrer-Policy")) headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  }
  if (isAppPath(new URL(request.url).pathname)) headers.set("Cache-Control", "private, no-store");
  return secured;
}
