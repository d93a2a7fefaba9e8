/** What every way of signing in ends with: the profile (first time: welcome bonus), a session, a redirect. */
import { redirect, type AppLoadContext, type TypedResponse } from "@remix-run/cloudflare";
import { createApiSession, createWebSession, knownBrowserCookie } from "~/services/session.server";
import { safeRedirectPath } from "~/utils/redirect";
import { DEFAULT_AFTER_SIGN_IN } from "./sign-in-intent.server";
import { findOrCreateUser, getClientUser, type ClientUser } from "./users.server";

export async function signIn(
  context: AppLoadContext,
  request: Request,
  identity: Parameters<typeof findOrCreateUser>[1],
  to: string,
  extraCookies: string[] = [],
): Promise<TypedResponse<never>> {
  const profile = await findOrCreateUser(context, identity);
  const headers = new Headers();
  headers.append("Set-Cookie", await createWebSession(context, profile, request));
  headers.append("Set-Cookie", await knownBrowserCookie(context, profile.email));
  for (const cookie of extraCookies) headers.append("Set-Cookie", cookie);
  return redirect(safeRedirectPath(to, DEFAULT_AFTER_SIGN_IN), { headers });
}

/** The spec's session shape (access_token, refresh_token, expires_at, expires_in, token_type, user). */
export type ApiSessionPayload = Awaited<ReturnType<typeof createApiSession>> & { user: ClientUser };

export async function withUser(
  context: AppLoadContext,
  userId: string,
  tokens: Awaited<ReturnType<typeof createApiSession>>,
): Promise<ApiSessionPayload | null> {
  const user = await getClientUser(context, userId);
  return user ? { ...tokens, user } : null;
}

/** A new API session minted from the caller's session `from`, whose sign-in time it inherits. */
export async function startApiSession(
  context: AppLoadContext,
  request: Request,
  from: Parameters<typeof createApiSession>[1],
): Promise<ApiSessionPayload | null> {
  return withUser(context, from.userId, await createApiSession(context, from, request));
}
