/** Where a sign-in started from and where it ends: a page of the app, or the browser extension. */
import { safeRedirectPath } from "~/utils/redirect";
import { isExtensionIdShaped } from "./extension-clients";
import { isValidCodeChallenge, isValidHandoffState } from "./extension-handoff.server";
import { AUTH_CALLBACK_PATH } from "~/utils/paths";

export const DEFAULT_AFTER_SIGN_IN = "/app/recolor";

/**
 * An extension's sign-in: its state, the S256 challenge of its secret verifier, which extension it
 * is (its id; whether it is registered is the handoff's question) and, if it said, the redirect URI
 * its browser gave it.
 */
export interface ExtensionRequest {
  state: string;
  codeChallenge: string;
  client: string;
  redirectUri: string | null;
}

const MAX_REDIRECT_URI = 2048;

/** Where sign-in started from: the page to return to, or the browser extension waiting for a session. */
export interface SignInIntent {
  redirectTo: string;
  source: "web" | "extension";
  /** Set only when the extension sent a strong state, a valid challenge and an extension id. */
  extension: ExtensionRequest | null;
}

export function readSignInIntent(params: URLSearchParams | FormData): SignInIntent {
  const source = params.get("source") === "extension" ? "extension" : "web";
  const state = params.get("state");
  const codeChallenge = params.get("code_challenge");
  const client = params.get("client");
  const method = params.get("code_challenge_method") ?? "S256";
  const redirectUri = params.get("redirect_uri");
  return {
    redirectTo: safeRedirectPath(params.get("redirect_to"), DEFAULT_AFTER_SIGN_IN),
    source,
    extension:
      source === "extension" &&
      method === "S256" &&
      isValidHandoffState(state) &&
      isValidCodeChallenge(codeChallenge) &&
      isExtensionIdShaped(client) &&
      (typeof redirectUri !== "string" || redirectUri.length <= MAX_REDIRECT_URI)
        ? { state, codeChallenge, client, redirectUri: typeof redirectUri === "string" ? redirectUri : null }
        : null,
  };
}

function extensionParams(extension: ExtensionRequest): Record<string, string> {
  return {
    source: "extension",
    state: extension.state,
    code_challenge: extension.codeChallenge,
    code_challenge_method: "S256",
    client: extension.client,
    ...(extension.redirectUri ? { redirect_uri: extension.redirectUri } : {}),
  };
}

/** The same-origin path the browser goes to once signed in. */
export function afterSignInPath(intent: SignInIntent): string {
  if (intent.source === "extension" && intent.extension) {
    return `${AUTH_CALLBACK_PATH}?${new URLSearchParams(extensionParams(intent.extension))}`;
  }
  return intent.redirectTo;
}

/** The query string that carries an intent through /auth and its forms. */
export function intentQuery(intent: SignInIntent): string {
  const params = new URLSearchParams();
  if (intent.redirectTo !== DEFAULT_AFTER_SIGN_IN) params.set("redirect_to", intent.redirectTo);
  if (intent.source === "extension" && intent.extension) {
    for (const [name, value] of Object.entries(extensionParams(intent.extension))) params.set(name, value);
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}
