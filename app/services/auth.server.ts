/**
 * Who is asking. Pages and API routes call these guards; how a user proves who they are
 * (session cookie, bearer token) stays behind them.
 */
import { redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { ApiError } from "~/utils/api.server";
import { getWebSession } from "./session.server";

export async function getOptionalUserId(request: Request, context: AppLoadContext): Promise<string | null> {
  const session = await getWebSession(request, context);
  return session?.userId ?? null;
}

/** For pages: a signed-out visitor is sent to sign in, and comes back here afterwards. */
export async function requireUserId(request: Request, context: AppLoadContext): Promise<string> {
  const userId = await getOptionalUserId(request, context);
  if (userId) return userId;
  const url = new URL(request.url);
  throw redirect(`/auth?redirect_to=${encodeURIComponent(url.pathname + url.search)}`);
}

/** For API routes: 401 JSON when nobody is signed in. */
export async function requireApiUserId(request: Request, context: AppLoadContext): Promise<string> {
  const userId = await getOptionalUserId(request, context);
  if (userId) return userId;
  throw new ApiError({ status: 401, code: "unauthorized", message: "common.api.unauthorized" });
}
