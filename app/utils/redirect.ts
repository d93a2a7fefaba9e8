/**
 * Only same-origin paths are followed. The check runs on the path as a browser will read it:
 * tabs and newlines dropped, backslashes read as slashes, dot segments (also percent-encoded
 * ones) resolved. A path that then starts with two slashes would name another host ("//evil"),
 * so it falls back, and so does one that only becomes such a path once its percent-escapes are
 * decoded (a proxy or a later hop might decode them).
 */
const BASE = "http://same.origin";
const MAX_LENGTH = 2048;
/** How many layers of percent-encoding are peeled off ("%252F" → "%2F" → "/"). */
const DECODE_ROUNDS = 3;

/** The path a browser would request for `to`, or null when `to` leaves the origin. */
function normalisedPath(to: string): URL | null {
  if (!to.startsWith("/") || /^\/[/\\]/.test(to)) return null;
  let url: URL;
  try {
    url = new URL(to, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE || /^\/[/\\]/.test(url.pathname)) return null;
  return url;
}

export function safeRedirectPath(to: FormDataEntryValue | string | null | undefined, fallback: string): string {
  if (typeof to !== "string" || to.length > MAX_LENGTH) return fallback;
  // The URL parser drops these anywhere in a URL: "/\t/evil" is "//evil".
  const url = normalisedPath(to.replace(/[\t\n\r]/g, ""));
  if (!url) return fallback;
  let path = url.pathname;
  for (let round = 0; round < DECODE_ROUNDS; round++) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      return fallback;
    }
    if (decoded === path) break;
    const again = normalisedPath(decoded.replace(/[\t\n\r]/g, ""));
    if (!again) return fallback;
    path = again.pathname;
  }
  return url.pathname + url.search + url.hash;
}
