/**
 * GET ?limit=N&cursor=C: the signed-in user's own ledger, newest first (default 20, at most 100),
 * a page at a time: `nextCursor` asks for the next older page, null on the last one.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { historyCursor, transactionsPage, transactionLimit } from "~/models/credits.server";
import { requireApiUserId } from "~/services/auth.server";
import { ApiError, apiRoute, json } from "~/services/api.server";

export const loader = apiRoute(async ({ request, context, params }: LoaderFunctionArgs) => {
  const userId = await requireApiUserId(request, context);
  if (params.id !== userId) throw new ApiError({ status: 404, code: "not_found", message: "credits.api.notFound" });
  const query = new URL(request.url).searchParams;
  const cursor = query.get("cursor");
  const before = historyCursor(cursor);
  if (cursor !== null && before === undefined)
    throw new ApiError({ status: 400, code: "invalid_cursor", message: "common.api.badRequest" });
  return json(await transactionsPage(context, userId, { limit: transactionLimit(query.get("limit")), before }));
});
