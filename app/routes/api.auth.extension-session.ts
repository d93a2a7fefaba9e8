/**
 * POST /api/auth/extension-session {state, code_challenge, client, access_token, refresh_token,
 * expires_in}: the signed-in caller hands its API session to the browser extension waiting on
 * `state` (docs/product-rules.md). Only the holder of the challenge's verifier can read it.
 */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import {
  isExtensionClient,
  isValidCodeChallenge,
  isValidHandoffState,
  storeHandoff,
} from "~/models/extension-handoff.server";
import { getClientUser } from "~/models/users.server";
import { requireApiUserId } from "~/services/auth.server";
import { verifyAccessToken } from "~/services/session.server";
import { apiRoute, ApiError, json, methodNotAllowed, readJson } from "~/services/api.server";

const body = z.object({
  state: z.string(),
  code_challenge: z.string(),
  client: z.string(),
  access_token: z.string().min(1).max(2048),
  refresh_token: z.string().min(1).max(512),
  expires_in: z.number().int().positive().max(86_400),
});

export const action = apiRoute(async ({ request, context }: ActionFunctionArgs) => {
  if (request.method !== "POST") methodNotAllowed(request.method);
  const userId = await requireApiUserId(request, context);
  const input = await readJson(request, body);
  if (!isValidHandoffState(input.state))
    throw new ApiError({ status: 400, code: "invalid_state", message: "auth.api.invalidState" });
  if (!isValidCodeChallenge(input.code_challenge))
    throw new ApiError({ status: 400, code: "invalid_code_challenge", message: "auth.api.invalidCodeChallenge" });
  if (!isExtensionClient(input.client))
    throw new ApiError({ status: 400, code: "unknown_client", message: "auth.api.unknownClient" });
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
  if (!(await storeHandoff(context, binding, session)))
    throw new ApiError({ status: 409, code: "handoff_exists", message: "auth.api.handoffExists" });
  return json({ ok: true }, { status: 201 });
});
