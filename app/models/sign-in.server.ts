/** What every way of signing in ends with: the profile (first time: welcome bonus), a session, a redirect. */
import { redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { createApiSession, createWebSession } from "~/services/session.server";
import { safeRedirectPath } from "~/utils/redirect";
import { isValidHandoffState } from "./extension-handoff.server";
import { findOrCreateUser, getUserProfile, toClientUser, type ClientUser } from "./users.server";

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

export async function signIn(
  context: AppLoadContext,
  request: Request,
  identity: { email: string; name?: string | null; avatarUrl?: string | null },
  to: string,
  extraCookies: string[] = [],
): Promise<Response> {
  const profile = await findOrCreateUser(context, identity);
  const headers = new Headers();
  headers.append("Set-Cookie", await createWebSession(context, profile.id, request));
  for (const cookie of extraCookies) headers.append("Set-Cookie", cookie);
  return redirect(safeRedirectPath(to, DEFAULT_AFTER_SIGN_IN), { headers });
}

/** The spec's session shape (access_token, refresh_token, expires_at, expires_in, token_type, user). */
export type ApiSessionPayload = Awaited<ReturnType<typeof createApiSession>> & { user: ClientUser };

export async function withUser(context: AppLoadContext, userId: string, tokens: Awaited<ReturnType<typeof createApiSession>>): Promise<ApiSessionPayload | null> {
  const profile = await getUserProfile(context, userId);
  return profile ? { ...tokens, user: toClientUser(profile) } : null;
}

export async function startApiSession(context: AppLoadContext, request: Request, userId: string): Promise<ApiSessionPayload | null> {
  return withUser(context, userId, await createApiSession(context, userId, request));
}
