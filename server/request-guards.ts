/**
 * What every request passes before a route sees it (server/index.ts): a body limit, read as the
 * body arrives, whether or not a Content-Length was sent; and a refusal of form posts from other
 * sites (pages, and forms to /api), which Remix itself would abort with an empty 500 and an error log.
 */
import { getLanguage, getT } from "../app/i18n.server";
import { maxBodyBytes } from "../app/models/tool-runs.server";
import { errorResponse } from "../app/services/api.server";
import { toolDraftPath } from "../app/utils/paths";
import { LIMIT_TEXT_VARIABLES, TOOL_LIST } from "../app/tools";
import { RESTYLE_ROOM_GUESS_PATH, restyleTool } from "../app/tools/restyle";

/** Every JSON and form route but the tools: their bodies are a few fields. */
export const SMALL_BODY_BYTES = 64 * 1024;
/** Stripe's events carry whole objects (a session with its line items), still well under this. */
export const WEBHOOK_BODY_BYTES = 256 * 1024;

/** The largest body a path accepts: a tool takes its images (as its module computes), the rest a few fields. */
export function bodyLimit(pathname: string): number {
  // A tool's draft (kept while its user buys credits) carries the same photos as its run.
  const tool = TOOL_LIST.find(
    (t) =>
      pathname === t.endpoint ||
      pathname === t.path ||
      pathname === `${t.path}.data` ||
      pathname === toolDraftPath(t.id),
  );
  if (tool) return maxBodyBytes(tool);
  // Restyle Room's room-type guess takes the room photo (its route holds it to one photo).
  if (pathname === RESTYLE_ROOM_GUESS_PATH) return maxBodyBytes(restyleTool);
  if (pathname === "/api/stripe/webhook") return WEBHOOK_BODY_BYTES;
  return SMALL_BODY_BYTES;
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const isApiPath = (pathname: string) => pathname.startsWith("/api/");
const isDataRequest = (url: URL) => url.pathname.endsWith(".data") || url.searchParams.has("_data");

/**
 * What another site can send without a CORS preflight: an HTML form's encodings, plain text, or
 * no body type at all. Such a request reaches us with the visitor's cookie and no permission asked.
 */
const SIMPLE_BODY = /^(application\/x-www-form-urlencoded|multipart\/form-data|text\/plain)\s*(;|$)/i;

/**
 * A state-changing request another site made a browser send: a page post, or a form (or any
 * preflight-free request) to /api that has no credential of its own, only the cookie. /api/credits/purchase
 * takes the buy buttons' plain form, so an API route is a form's target too. An API call with a
 * bearer token, or with a JSON body (which another site cannot send without our permission), is
 * judged by its route (a cookie call must be same-origin there as well).
 * Foreign is what the browser says: Sec-Fetch-Site when it sends it, else an Origin that is not ours
 * ("null" comes from sandboxed frames and data: pages). A request with neither is not a browser's
 * cross-site post.
 */
export function isCrossSiteFormPost(request: Request, appOrigin: string): boolean {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return false;
  const url = new URL(request.url);
  if (isApiPath(url.pathname)) {
    const type = request.headers.get("Content-Type");
    if (request.headers.has("Authorization") || (type !== null && !SIMPLE_BODY.test(type))) return false;
  }
  const site = request.headers.get("Sec-Fetch-Site");
  if (site) return site !== "same-origin" && site !== "none";
  const origin = request.headers.get("Origin");
  return origin !== null && origin !== url.origin && origin !== appOrigin;
}

export class PayloadTooLargeError extends Error {
  constructor(public readonly limit: number) {
    super(`request body over ${limit} bytes`);
    this.name = "PayloadTooLargeError";
  }
}

export interface LimitedRequest {
  request: Request;
  /** True once the body passed the limit while a route was reading it. */
  overflowed(): boolean;
}

/**
 * Returns the request with its body capped at `limit` bytes, or throws PayloadTooLargeError.
 * A declared Content-Length over the limit is refused unread. Small bodies are read here, and a
 * chunked stream is cut off at the limit; a large-limit body (a tool's images) is counted as the
 * route reads it, and errors at the limit, so it is never held twice.
 */
export async function limitBody(request: Request, limit: number): Promise<LimitedRequest> {
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (declared > limit) throw new PayloadTooLargeError(limit);
  // Remix aborts a page post (an empty 500 and an error log) when Origin differs from
  // X-Forwarded-Host, or else Host. isCrossSiteFormPost has already judged Origin against the
  // URL, which is the authority: nothing in front of this Worker sets X-Forwarded-Host (a
  // client's own value is dropped), and Host is the URL's host on Cloudflare (local runtimes
  // may send their listening address instead).
  const headers = new Headers(request.headers);
  headers.delete("X-Forwarded-Host");
  headers.set("Host", new URL(request.url).host);
  if (!request.body) return { request: new Request(request, { headers }), overflowed: () => false };

  if (limit <= WEBHOOK_BODY_BYTES) {
    const reader = request.body.getReader();
    const chunks: Uint8Array[] = [];
    let total = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > limit) {
        await reader.cancel().catch(() => undefined);
        throw new PayloadTooLargeError(limit);
      }
      chunks.push(value);
    }
    // An empty body stays no body: a bare POST (say, to /language) is not a malformed form.
    if (total === 0) return { request: new Request(request, { headers, body: null }), overflowed: () => false };
    const body = new Uint8Array(total);
    let offset = 0;
    for (const chunk of chunks) {
      body.set(chunk, offset);
      offset += chunk.byteLength;
    }
    return { request: new Request(request, { headers, body }), overflowed: () => false };
  }

  // A declared length the runtime enforces itself: the body passes untouched, so a route that
  // answers without reading it (a signed-out post) still ends the upload cleanly.
  if (request.headers.has("Content-Length"))
    return { request: new Request(request, { headers }), overflowed: () => false };
  let total = 0;
  let overflow = false;
  const counted = request.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        total += chunk.byteLength;
        if (total > limit) {
          overflow = true;
          controller.error(new PayloadTooLargeError(limit));
          return;
        }
        controller.enqueue(chunk);
      },
    }),
  );
  return { request: new Request(request, { headers, body: counted }), overflowed: () => overflow };
}

/** A short page in the visitor's language, for refusals made before Remix renders anything. */
async function refusalPage(request: Request, status: number, title: string, text: string, back: string) {
  const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  const bodyStyle = "font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1.5rem;color:#1c1917";
  const html =
    `<!doctype html><html lang="${await getLanguage(request)}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">' +
    `<title>${escapeHtml(title)} — RoomMuse</title></head><body style="${bodyStyle}"><main>` +
    `<p style="color:#1f625d;font-weight:600">RoomMuse</p><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>` +
    `<p><a href="/" style="color:#1f625d">${escapeHtml(back)}</a></p></main></body></html>`;
  return new Response(html, {
    status,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" },
  });
}

/** 403 for a cross-site post: a page for a document, JSON for the API and a data request; never logged. */
export async function crossSiteResponse(request: Request): Promise<Response> {
  const url = new URL(request.url);
  if (isApiPath(url.pathname) || isDataRequest(url))
    return errorResponse(request, { status: 403, code: "cross_site_request", message: "auth.api.crossSite" });
  const t = await getT(request);
  return refusalPage(
    request,
    403,
    t("common.errors.crossSiteTitle"),
    t("common.errors.crossSiteText"),
    t("common.errors.backHome"),
  );
}

/** 413: JSON for the API and data requests, a page for a document. */
export async function payloadTooLargeResponse(request: Request, limit: number): Promise<Response> {
  const url = new URL(request.url);
  if (isApiPath(url.pathname) || isDataRequest(url))
    return errorResponse(request, {
      status: 413,
      code: "payload_too_large",
      message: "common.api.payloadTooLarge",
      params: { limit },
    });
  const t = await getT(request);
  return refusalPage(
    request,
    413,
    t("common.errors.tooLargeTitle"),
    t("common.errors.tooLargeText", LIMIT_TEXT_VARIABLES),
    t("common.errors.backHome"),
  );
}
