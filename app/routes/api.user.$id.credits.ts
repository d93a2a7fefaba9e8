/** GET: the signed-in user's own balance and totals (anyone else's: 404). */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { getCreditSummary } from "~/models/credits.server";
import { requireApiUserId } from "~/services/auth.server";
import { ApiError, apiRoute, json } from "~/services/api.server";

export const loader = apiRoute(async ({ request, context, params }: LoaderFunctionArgs) => {
  const userId = await requireApiUserId(request, context);
  const summary = params.id === userId ? await getCreditSummary(context, userId) : undefined;
  if (!summary) throw new ApiError({ status: 404, code: "not_found", message: "credits.api.notFound" });
  return json(summary);
});
