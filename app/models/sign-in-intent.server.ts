/** Where a sign-in started from and where it ends: a page of the app, or the browser extension. */
import { safeRedirectPath } from "~/utils/redirect";
import { isValidHandoffState } from "./extension-handoff.server";

export const DEFAULT_AFTER_SIGN_IN = "/app/recolor";

/** Where sign-in started from: the page to return to, or the browser extension waiting for a session. */
export interface SignInIntent {
  redirectTo: string;
  source: "web" | "extension";
  state: string | null;
}

export function readSignInIntent(params: URLSearchParams | FormData): SignInIntent {
  const source = params.get("source") === "extension" ? "extension" : "web";
  const state = params.get("state");
  return {
    redirectTo: safeRedirectPath(params.get("redirect_to"), DEFAULT_AFTER_SIGN_IN),
    source,
    state: source === "extension" && isValidHandoffState(state) ? state : null,
  };
}

/** The same-origin path the browser goes to once signed in. */
export function afterSignInPath(intent: SignInIntent): string {
  if (intent.source === "extension" && intent.state) {
    return `/auth/callback?${new URLSearchParams({ source: "extension", state: intent.state })}`;
  }
  return intent.redirectTo;
}

/** The query string that carries an intent through /auth and its forms. */
export function intentQuery(intent: SignInIntent): string {
  const params = new URLSearchParams();
  if (intent.redirectTo !== DEFAULT_AFTER_SIGN_IN) params.set("redirect_to", intent.redirectTo);
  if (intent.source === "extension" && intent.state) {
    params.set("source", "extension");
    params.set("state", intent.state);
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}
