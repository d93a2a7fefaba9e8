/**
 * Who is asking. Pages and API routes call these guards; how a user proves who they are
 * (session cookie, bearer token) stays behind them.
 */
import { redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { ApiError } from "~/services/api.server";
import { getWebSession, verifyAccessToken, type SessionInfo } from "./session.server";
import { signInReturningTo } from "~/utils/paths";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function bearerToken(request: Request): string | null {
  const header = request.headers.get("Authorization");
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match ? match[1] : null;
}

/**
 * A cookie rides along on cross-site requests too, so a state-changing call that is
 * authenticated by the cookie must prove it comes from our own pages. Browsers always send
 * Sec-Fetch-Site and/or Origin on such requests; a request with neither is refused.
 */
export function isSameOriginRequest(request: Request, context: AppLoadContext): boolean {
  const site = request.headers.get("Sec-Fetch-Site");
  if (site) return site === "same-origin";
  const origin = request.headers.get("Origin");
  if (!origin) return false;
  return origin === context.origin || origin === new URL(request.url).origin;
}

/** The session behind the request: a bearer token when one is sent, else the cookie. */
export async function getApiSession(
  request: Request,
  context: AppLoadContext,
): Promise<(SessionInfo & { via: "bearer" | "cookie" }) | null> {
  const token = bearerToken(request);
  if (token) {
    const session = await verifyAccessToken(context, token);
    return session ? { ...session, via: "bearer" } : null;
  }
  const session = await getWebSession(request, context);
  return session ? { ...session, via: "cookie" } : null;
}

export async function getOptionalUserId(request: Request, context: AppLoadContext): Promise<string | null> {
  const session = await getWebSession(request, context);
  return session?.userId ?? null;
}

/** Builds the /auth address that brings the visitor back to `returnTo` after signing in. */
export function signInPath(returnTo: string): string {
  return signInReturningTo(returnTo);
}

/** For pages: the browser session; a signed-out visitor is sent to sign in and comes back here. */
export async function requireWebSession(request: Request, context: AppLoadContext): Promise<SessionInfo> {
  const session = await getWebSession(request, context);
  if (session) return session;
  const url = new URL(request.url);
  throw redirect(signInPath(url.pathname + url.search));
}

/** How recent a sign-in must be for sensitive actions such as deleting the account. */
export const RECENT_SIGN_IN_MS = 10 * 60 * 1000;

/**
 * Whether the user proved who they are within RECENT_SIGN_IN_MS. It is judged by the time the
 * session inherited, not by when the session itself began: a session minted from a stale one is
 * just as stale (docs/decisions/0032).
 */
export const signedInRecently = (session: Pick<SessionInfo, "authenticatedAt">) =>
  Date.now() - session.authenticatedAt < RECENT_SIGN_IN_MS;

/**
 * For sensitive pages: a browser session signed in within the last 10 minutes. Anyone else is
 * sent to sign in again (the /auth page says why) and comes back to this page afterwards.
 */
export async function requireRecentSignIn(request: Request, context: AppLoadContext): Promise<SessionInfo> {
  const session = await requireWebSession(request, context);
  if (signedInRecently(session)) return session;
  const url = new URL(request.url);
  throw redirect(`${signInPath(url.pathname + url.search)}&reauth=1`);
}

/** For pages that only need to know who is asking (see requireWebSession). */
export async function requireUserId(request: Request, context: AppLoadContext): Promise<string> {
  return (await requireWebSession(request, context)).userId;
}

/**
 * For API routes: the bearer token or the session cookie; 401 JSON when nobody is signed in,
 * 403 JSON for a state-changing cookie call from another site.
 */
export async function requireApiSession(request: Request, context: AppLoadContext): Promise<SessionInfo> {
  const session = await getApiSession(request, context);
  if (!session) throw new ApiError({ status: 401, code: "unauthorized", message: "common.api.unauthorized" });
  if (
    session.via === "cookie" &&
    !SAFE_METHODS.has(request.method.toUpperCase()) &&
    !isSameOriginRequest(request, context)
  ) {
    throw new ApiError({ status: 403, code: "cross_site_request", message: "auth.api.crossSite" });
  }
  const { via: _via, ...info } = session;
  return info;
}

export async function requireApiUserId(request: Request, context: AppLoadContext): Promise<string> {
  return (await requireApiSession(request, context)).userId;
}
