/**
 * GET /api/users/me → { id, email, name, avatar, credits }.
 * DELETE /api/users/me → removes the account and everything it owns, then signs out everywhere. Safe to retry.
 * Like the deletion page it needs a sign-in of the last 10 minutes (403 reauthentication_required), judged by
 * when the user last proved who they are, which a session minted from another inherits.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { deleteUserAccount, getClientUser } from "~/models/users.server";
import { RECENT_SIGN_IN_MS, requireApiSession, requireApiUserId, signedInRecently } from "~/services/auth.server";
import { clearSessionCookie } from "~/services/session.server";
import { apiRoute, ApiError, json, methodNotAllowed } from "~/services/api.server";

export const loader = apiRoute(async ({ request, context }: LoaderFunctionArgs) => {
  const user = await getClientUser(context, await requireApiUserId(request, context));
  if (!user) throw new ApiError({ status: 401, code: "unauthorized", message: "common.api.unauthorized" });
  return json(user);
});

export const action = apiRoute(async ({ request, context }: ActionFunctionArgs) => {
  if (request.method !== "DELETE") methodNotAllowed(request.method, "GET, DELETE");
  const session = await requireApiSession(request, context);
  if (!signedInRecently(session))
    throw new ApiError({
      status: 403,
      code: "reauthentication_required",
      message: "auth.api.reauthRequired",
      params: { minutes: RECENT_SIGN_IN_MS / 60_000 },
    });
  try {
    await deleteUserAccount(context, session.userId);
  } catch (error) {
    console.error("Account deletion failed:", error);
    throw new ApiError({ status: 500, code: "delete_failed", message: "account.delete.failed" });
  }
  return json({ ok: true, deleted: true }, { headers: { "Set-Cookie": clearSessionCookie(context) } });
});
