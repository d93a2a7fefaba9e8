/**
 * GET /api/auth/extension-session/{state}?code=… with a `Code-Verifier` header: the extension
 * reads its session, once, within 5 minutes (docs/api.md). The code is the one its redirect URI
 * received; the verifier must match the challenge it started with. A wrong code or verifier gets
 * the same 404 as an unknown state. An extension that sends neither is told to update.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import {
  isValidCodeVerifier,
  isValidHandoffCode,
  isValidHandoffState,
  outdatedExtension,
  takeHandoff,
} from "~/models/extension-handoff.server";
import { apiRoute, ApiError, json, methodNotAllowed } from "~/services/api.server";

export const loader = apiRoute(async ({ request, context, params }: LoaderFunctionArgs) => {
  if (!isValidHandoffState(params.state))
    throw new ApiError({ status: 400, code: "invalid_state", message: "auth.api.invalidState" });
  const verifier = request.headers.get("Code-Verifier");
  const code = new URL(request.url).searchParams.get("code");
  if (verifier === null || code === null) throw outdatedExtension();
  if (!isValidCodeVerifier(verifier))
    throw new ApiError({ status: 400, code: "invalid_code_verifier", message: "auth.api.invalidCodeVerifier" });
  if (!isValidHandoffCode(code))
    throw new ApiError({ status: 400, code: "invalid_code", message: "auth.api.invalidHandoffCode" });
  const session = await takeHandoff(context, { state: params.state, verifier, code });
  if (!session) throw new ApiError({ status: 404, code: "not_found", message: "auth.api.handoffNotFound" });
  return json(session);
});

export const action = apiRoute(async ({ request }: ActionFunctionArgs) => methodNotAllowed(request.method, "GET"));
