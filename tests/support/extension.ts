/**
 * The browser extension as tests play it: registered ids for the Worker's EXTENSION_IDS, and one
 * sign-in's secrets (a state, a verifier and its S256 challenge) with the calls the extension makes.
 */
import { createHash, randomBytes } from "node:crypto";

/** Registered in the tests' Worker: a Chrome, an Edge and a Firefox extension. */
export const CHROME_EXTENSION_ID = "abcdefghijklmnopabcdefghijklmnop";
export const EDGE_EXTENSION_ID = "ponmlkjihgfedcbaponmlkjihgfedcba";
export const FIREFOX_EXTENSION_ID = "roommuse@roommuse.app";
export const TEST_EXTENSIONS = [
  `chrome:${CHROME_EXTENSION_ID}`,
  `edge:${EDGE_EXTENSION_ID}`,
  `firefox:${FIREFOX_EXTENSION_ID}`,
].join(",");

/** What `browser.identity.getRedirectURL()` answers in Firefox: the SHA-1 of the add-on id, in hex. */
const firefoxHash = createHash("sha1").update(FIREFOX_EXTENSION_ID).digest("hex");
export const FIREFOX_REDIRECT_ORIGIN = `https://${firefoxHash}.extensions.allizom.org`;

/**
 * One extension sign-in: its query for /auth or /auth/callback, the body of
 * POST /api/auth/extension-session, and how it reads the session from the address its redirect
 * URI was sent (the code and state in its query) with the verifier in a header.
 */
export function extensionFlow(client = CHROME_EXTENSION_ID, extra: Record<string, string> = {}) {
  const state = randomBytes(24).toString("base64url");
  const verifier = randomBytes(32).toString("base64url");
  const challenge = createHash("sha256").update(verifier).digest("base64url");
  const params = {
    source: "extension",
    state,
    code_challenge: challenge,
    code_challenge_method: "S256",
    client,
    ...extra,
  };
  return {
    state,
    verifier,
    challenge,
    query: new URLSearchParams(params).toString(),
    body: {
      state,
      code_challenge: challenge,
      client,
      ...(extra.redirect_uri ? { redirect_uri: extra.redirect_uri } : {}),
    },
    /** The read's path, from the address the extension's redirect URI received. */
    readPath(redirected: string) {
      const code = new URL(redirected).searchParams.get("code") ?? "";
      return `/api/auth/extension-session/${state}?code=${encodeURIComponent(code)}`;
    },
    readInit: { headers: { "Code-Verifier": verifier } },
  };
}
