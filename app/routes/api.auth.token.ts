/**
 * POST /api/auth/token: a signed-in browser (same-origin cookie) or API client gets a fresh
 * API session in the spec's shape, for clients that call the API with a bearer token. It inherits
 * when the caller last proved who they are: minting never refreshes a stale sign-in.
 */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { startApiSession } from "~/models/sign-in.server";
import { requireApiSession } from "~/services/auth.server";
import { apiRoute, ApiError, json, methodNotAllowed } from "~/services/api.server";

export const action = apiRoute(async ({ request, context }: ActionFunctionArgs) => {
  if (request.method !== "POST") methodNotAllowed(request.method);
  const payload = await startApiSession(context, request, await requireApiSession(request, context));
  if (!payload) throw new ApiError({ status: 401, code: "unauthorized", message: "common.api.unauthorized" });
  return json(payload, { status: 201 });
});

/** A GET (a link, a browser tab) changes nothing: 405, naming the method that does. */
export const loader = apiRoute(async ({ request }) => methodNotAllowed(request.method));
