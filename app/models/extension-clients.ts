/**
 * The browser extensions this server hands sessions to, registered by id in configuration
 * (`EXTENSION_IDS`, docs/decisions/0009). An extension names itself by that id when it starts
 * signing in (`client`), and the session reaches it only through the redirect URI its browser
 * reserves for it, which no web page and no other extension can receive.
 */

/** The browsers an extension may be registered for, each named on the confirmation page (auth.callback.clients). */
export const EXTENSION_BROWSERS = ["chrome", "edge", "firefox"] as const;
export type ExtensionBrowser = (typeof EXTENSION_BROWSERS)[number];

export interface RegisteredExtension {
  browser: ExtensionBrowser;
  id: string;
}

/** Chromium's extension ids: 32 letters a–p. Firefox's: a GUID in braces, or an e-mail-like name. */
const ID_PATTERNS: Record<ExtensionBrowser, RegExp> = {
  chrome: /^[a-p]{32}$/,
  edge: /^[a-p]{32}$/,
  firefox: /^(\{[0-9a-fA-F-]{36}\}|[A-Za-z0-9._+-]{1,80}@[A-Za-z0-9.-]{1,80})$/,
};

/** What any browser's extension id may look like (before asking whether it is registered). */
export const isExtensionIdShaped = (id: unknown): id is string =>
  typeof id === "string" && Object.values(ID_PATTERNS).some((pattern) => pattern.test(id));

/**
 * Reads `EXTENSION_IDS`: comma-separated `browser:id` entries, e.g.
 * `chrome:abcdefghijklmnopabcdefghijklmnop,firefox:roommuse@roommuse.app`. Empty: no extension.
 */
export function parseExtensionIds(
  text: string | undefined,
): { extensions: RegisteredExtension[] } | { problem: string } {
  const extensions: RegisteredExtension[] = [];
  for (const entry of (text ?? "").split(",").map((part) => part.trim())) {
    if (!entry) continue;
    const colon = entry.indexOf(":");
    const browser = entry.slice(0, colon) as ExtensionBrowser;
    const id = entry.slice(colon + 1);
    if (colon < 0 || !EXTENSION_BROWSERS.includes(browser))
      return { problem: `"${entry}" is not browser:id with browser one of ${EXTENSION_BROWSERS.join(", ")}` };
    if (!ID_PATTERNS[browser].test(id)) return { problem: `"${id}" is not an extension id for ${browser}` };
    extensions.push({ browser, id });
  }
  return { extensions };
}

async function sha1Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-1", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * The origin of the redirect URI the extension's browser keeps for it: what
 * `chrome.identity.getRedirectURL()` answers in Chrome and Edge, and `browser.identity.getRedirectURL()`
 * in Firefox (the SHA-1 of the add-on id, in hex). Their `launchWebAuthFlow` window hands a navigation
 * to it to that extension alone; nothing is ever fetched from it.
 */
export async function redirectOriginOf(extension: RegisteredExtension): Promise<string> {
  return extension.browser === "firefox"
    ? `https://${await sha1Hex(extension.id)}.extensions.allizom.org`
    : `https://${extension.id}.chromiumapp.org`;
}

/**
 * Where the session's code goes: the `redirect_uri` the extension asked for when it lies under its
 * own redirect origin (any path there is the extension's; no query or fragment of its own), else
 * that origin's root. Null for any other address.
 */
export async function extensionRedirectUri(
  extension: RegisteredExtension,
  asked: string | null | undefined,
): Promise<string | null> {
  const origin = await redirectOriginOf(extension);
  if (!asked) return `${origin}/`;
  let url: URL;
  try {
    url = new URL(asked);
  } catch {
    return null;
  }
  if (url.origin !== origin || url.search || url.hash || url.username || url.password) return null;
  return url.href;
}
