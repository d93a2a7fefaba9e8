/**
 * D1 read replication through the Sessions API (docs/decisions/0015). Every request opens one D1
 * session, so all its queries are sequentially consistent. A browser carries the newest bookmark
 * it has seen in a cookie; its next request opens the session from that bookmark, so a nearby
 * replica may answer but never one older than what the browser already saw or wrote. A request
 * without a (valid) bookmark, and every state-changing request, starts on the primary.
 */

import { readCookie } from "../app/services/session.server";

const BOOKMARK_MAX_AGE_SECONDS = 24 * 60 * 60;
/** D1 bookmarks are dash-separated hex fields; anything else (tampered, truncated) is ignored. */
const BOOKMARK = /^[0-9a-f]{1,64}(?:-[0-9a-f]{1,64}){3}$/;
const SAFE_METHODS = new Set(["GET", "HEAD"]);

export type D1SessionStart = "bookmark" | "first-primary";

export const bookmarkCookieName = (production: boolean) => (production ? "__Host-rm_d1" : "rm_d1");

function readBookmark(request: Request, production: boolean): string | null {
  const value = readCookie(request, bookmarkCookieName(production));
  return value && BOOKMARK.test(value) ? value : null;
}

/**
 * The request's D1 session, shaped as a D1Database so the rest of the Worker (Drizzle, the
 * round-trip meter, fault plans) needs no second code path. `exec` and `dump` would bypass the
 * session, so they refuse.
 */
export function openD1Session(request: Request, db: D1Database, production: boolean) {
  const known = readBookmark(request, production);
  const start: D1SessionStart = known && SAFE_METHODS.has(request.method.toUpperCase()) ? "bookmark" : "first-primary";
  const session = db.withSession(start === "bookmark" && known ? known : "first-primary");
  const database = {
    prepare: (query: string) => session.prepare(query),
    batch: (statements: D1PreparedStatement[]) => session.batch(statements),
    exec: () => Promise.reject(new Error("exec bypasses the request's D1 session; use prepare")),
    dump: () => Promise.reject(new Error("dump bypasses the request's D1 session")),
    withSession: (constraintOrBookmark?: string) => db.withSession(constraintOrBookmark),
  } as unknown as D1Database;

  return {
    database,
    start,
    /**
     * The Set-Cookie value that carries the session's newest bookmark to the browser's next
     * request, or null when the request made no D1 query or the browser already has that bookmark
     * (bookmarks sort oldest to newest, so an older one never replaces a newer one).
     */
    bookmarkCookie(): string | null {
      const latest = session.getBookmark();
      if (!latest || !BOOKMARK.test(latest) || (known && latest <= known)) return null;
      const attributes = ["Path=/", "HttpOnly", "SameSite=Lax", `Max-Age=${BOOKMARK_MAX_AGE_SECONDS}`];
      if (production) attributes.push("Secure");
      return [`${bookmarkCookieName(production)}=${latest}`, ...attributes].join("; ");
    },
  };
}
