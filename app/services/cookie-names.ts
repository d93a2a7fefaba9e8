/**
 * The names of the cookies the app sets. Outside production a cookie carries its plain name; in
 * production the `__Host-` prefix, which browsers accept only with Secure, Path=/ and no Domain, so
 * no other site or subdomain can set or shadow it. Tests read the names from here.
 */
export const SESSION_COOKIE = "rm_session";
export const KNOWN_BROWSER_COOKIE = "rm_known";
export const OAUTH_COOKIE = "rm_oauth";
/** remix-auth-oauth2 names its state cookie `<name>:<random id>`, one per flow started. */
export const OAUTH_PKCE_COOKIE = "rm_oauth_pkce";

export type CookieBaseName =
  | typeof SESSION_COOKIE
  | typeof KNOWN_BROWSER_COOKIE
  | typeof OAUTH_COOKIE
  | typeof OAUTH_PKCE_COOKIE;

/** The name a cookie is set under: `__Host-` prefixed in production. */
export function cookieName(name: CookieBaseName, production: boolean): string {
  return production ? `__Host-${name}` : name;
}
