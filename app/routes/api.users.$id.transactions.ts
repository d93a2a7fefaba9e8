/** GET ?limit=N: the signed-in user's own ledger, newest first (default 20, at most 100). */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { listTransactions, transactionLimit } from "~/models/credits.server";
import { requireApiUserId } from "~/services/auth.server";
import { ApiError, apiRoute, json } from "~/services/api.server";

export const loader = apiRoute(async ({ request, context, params }: LoaderFunctionArgs) => {
  const userId = await requireApiUserId(request, context);
  if (params.id !== userId) throw new ApiError({ status: 404, code: "not_found", message: "credits.api.notFound" });
  const limit = transactionLimit(new URL(request.url).searchParams.get("limit"));
  return json({ transactions: await listTransactions(context, userId, { limit }) });
});
