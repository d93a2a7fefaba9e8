/**
 * The visitor's time zone, for times the server renders. A page that hydrates shows times in the
 * browser's own zone and remembers it in a cookie; a page that loads no script (the credit
 * history, the account) is rendered in the zone the cookie names, or in UTC before any page has
 * told it.
 */
export const TIME_ZONE_COOKIE = "rm_tz";
export const SERVER_TIME_ZONE = "UTC";

/** `zone` when it is a time zone this runtime knows (an IANA name), or undefined. */
export function knownTimeZone(zone: string | null | undefined): string | undefined {
  if (!zone || zone.length > 64) return undefined;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return zone;
  } catch {
    return undefined;
  }
}

/** The zone a `rm_tz` cookie's value names (URI-encoded), or the server's when it names none it knows. */
export function timeZoneOf(cookie: string | null): string {
  try {
    return knownTimeZone(cookie && decodeURIComponent(cookie)) ?? SERVER_TIME_ZONE;
  } catch {
    return SERVER_TIME_ZONE;
  }
}

/** In the browser: the cookie names the browser's time zone from now on (no change, no write). */
export function rememberTimeZone() {
  const zone = knownTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone);
  if (!zone || document.cookie.split("; ").includes(`${TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}`)) return;
  const secure = location.protocol === "https:" ? "; Secure" : "";
  // biome-ignore lint/suspicious/noDocumentCookie: one cookie; the Cookie Store API is not in every browser
  document.cookie = `${TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}
