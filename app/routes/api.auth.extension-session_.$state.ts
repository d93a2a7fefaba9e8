/** GET /api/auth/extension-session/{state}: the extension reads its session, once, within 5 minutes. */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { isValidHandoffState, takeHandoff } from "~/models/extension-handoff.server";
import { apiRoute, ApiError, json } from "~/utils/api.server";

export const loader = apiRoute(async ({ context, params }: LoaderFunctionArgs) => {
  if (!isValidHandoffState(params.state))
    throw new ApiError({ status: 400, code: "invalid_state", message: "auth.api.invalidState" });
  const session = await takeHandoff(context, params.state);
  if (!session) throw new ApiError({ status: 404, code: "not_found", message: "auth.api.handoffNotFound" });
  return json(session);
});
