/** POST /api/auth/refresh {refresh_token}: a new access token and a new (rotated) refresh token. */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { withUser } from "~/models/sign-in.server";
import { refreshApiSession } from "~/services/session.server";
import { apiRoute, ApiError, json, methodNotAllowed, readJson } from "~/services/api.server";

const body = z.object({ refresh_token: z.string().min(1).max(512) });

export const action = apiRoute(async ({ request, context }: ActionFunctionArgs) => {
  if (request.method !== "POST") methodNotAllowed(request.method);
  const { refresh_token } = await readJson(request, body);
  const result = await refreshApiSession(context, refresh_token);
  const payload = result.ok ? await withUser(context, result.userId, result.tokens) : null;
  if (!payload)
    throw new ApiError({ status: 401, code: "invalid_refresh_token", message: "auth.api.invalidRefreshToken" });
  return json(payload);
});

/** A GET (a link, a browser tab) changes nothing: 405, naming the method that does. */
export const loader = apiRoute(async ({ request }) => methodNotAllowed(request.method));
