/**
 * GET /api/auth/extension-session/{state} with a `Code-Verifier` header: the extension reads its
 * session, once, within 5 minutes. The verifier must match the challenge the extension sent when
 * it started; without it the answer is the same 404 as for an unknown state.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { isValidCodeVerifier, isValidHandoffState, takeHandoff } from "~/models/extension-handoff.server";
import { apiRoute, ApiError, json } from "~/services/api.server";

export const loader = apiRoute(async ({ request, context, params }: LoaderFunctionArgs) => {
  if (!isValidHandoffState(params.state))
    throw new ApiError({ status: 400, code: "invalid_state", message: "auth.api.invalidState" });
  const verifier = request.headers.get("Code-Verifier");
  if (!isValidCodeVerifier(verifier))
    throw new ApiError({ status: 400, code: "invalid_code_verifier", message: "auth.api.invalidCodeVerifier" });
  const session = await takeHandoff(context, params.state, verifier);
  if (!session) throw new ApiError({ status: 404, code: "not_found", message: "auth.api.handoffNotFound" });
  return json(session);
});
