/**
 * GET /api/users/me → { id, email, name, avatar, credits }.
 * DELETE /api/users/me → removes the account and everything it owns, then signs out everywhere. Safe to retry.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { deleteUserAccount, getClientUser } from "~/models/users.server";
import { requireApiUserId } from "~/services/auth.server";
import { clearSessionCookie } from "~/services/session.server";
import { apiRoute, ApiError, json, methodNotAllowed } from "~/utils/api.server";

export const loader = apiRoute(async ({ request, context }: LoaderFunctionArgs) => {
  const user = await getClientUser(context, await requireApiUserId(request, context));
  if (!user) throw new ApiError({ status: 401, code: "unauthorized", message: "common.api.unauthorized" });
  return json(user);
});

export const action = apiRoute(async ({ request, context }: ActionFunctionArgs) => {
  if (request.method !== "DELETE") methodNotAllowed(request.method);
  const userId = await requireApiUserId(request, context);
  try {
    await deleteUserAccount(context, userId);
  } catch (error) {
    console.error("Account deletion failed:", error);
    throw new ApiError({ status: 500, code: "delete_failed", message: "account.delete.failed" });
  }
  return json({ ok: true, deleted: true }, { headers: { "Set-Cookie": clearSessionCookie(context) } });
});
