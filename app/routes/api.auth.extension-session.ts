/**
 * POST /api/auth/extension-session {state, code_challenge, client, redirect_uri?, access_token,
 * refresh_token, expires_in}: the signed-in caller hands its API session to the registered browser
 * extension waiting on `state` (docs/api.md). The answer's `redirect_to` is the extension's own
 * redirect URI with the one-time code: the caller sends the browser there, and only the holder of
 * the code and of the challenge's verifier can read the session.
 */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { isExtensionIdShaped } from "~/models/extension-clients";
import {
  handoffTarget,
  isValidCodeChallenge,
  isValidHandoffState,
  outdatedExtension,
  registeredExtension,
  storeHandoff,
} from "~/models/extension-handoff.server";
import { getClientUser } from "~/models/users.server";
import { requireApiUserId } from "~/services/auth.server";
import { verifyAccessToken } from "~/services/session.server";
import { apiRoute, ApiError, json, methodNotAllowed, readJson } from "~/services/api.server";

const body = z.object({
  state: z.string(),
  // Optional to the parser only: an extension without them is told to update, not sent a bare 400.
  code_challenge: z.string().optional(),
  client: z.string().optional(),
  redirect_uri: z.string().max(2048).optional(),
  access_token: z.string().min(1).max(2048),
  refresh_token: z.string().min(1).max(512),
  expires_in: z.number().int().positive().max(86_400),
});

export const action = apiRoute(async ({ request, context }: ActionFunctionArgs) => {
  if (request.method !== "POST") methodNotAllowed(request.method);
  const userId = await requireApiUserId(request, context);
  const input = await readJson(request, body);
  if (input.code_challenge === undefined || input.client === undefined || !isExtensionIdShaped(input.client))
    throw outdatedExtension();
  if (!isValidHandoffState(input.state))
    throw new ApiError({ status: 400, code: "invalid_state", message: "auth.api.invalidState" });
  if (!isValidCodeChallenge(input.code_challenge))
    throw new ApiError({ status: 400, code: "invalid_code_challenge", message: "auth.api.invalidCodeChallenge" });
  const target = await handoffTarget(context, { client: input.client, redirectUri: input.redirect_uri ?? null });
  if (!target) {
    throw !registeredExtension(context, input.client)
      ? new ApiError({ status: 400, code: "unknown_client", message: "auth.api.unknownClient" })
      : new ApiError({ status: 400, code: "invalid_redirect_uri", message: "auth.api.invalidRedirectUri" });
  }
  const owner = await verifyAccessToken(context, input.access_token);
  if (owner?.userId !== userId)
    throw new ApiError({ status: 403, code: "token_mismatch", message: "auth.api.tokenMismatch" });
  const user = await getClientUser(context, userId);
  if (!user) throw new ApiError({ status: 401, code: "unauthorized", message: "common.api.unauthorized" });
  const session = {
    access_token: input.access_token,
    refresh_token: input.refresh_token,
    expires_in: input.expires_in,
    expires_at: Math.floor(Date.now() / 1000) + input.expires_in,
    token_type: "bearer",
    user,
  };
  const binding = { state: input.state, codeChallenge: input.code_challenge, client: input.client };
  const redirectTo = await storeHandoff(context, binding, target.redirectUri, session);
  if (!redirectTo) throw new ApiError({ status: 409, code: "handoff_exists", message: "auth.api.handoffExists" });
  return json({ ok: true, redirect_to: redirectTo }, { status: 201 });
});

/** A GET (a link, a browser tab) changes nothing: 405, naming the method that does. */
export const loader = apiRoute(async ({ request }) => methodNotAllowed(request.method));
