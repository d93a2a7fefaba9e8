/** The credit history's loader (the route: app.credits.history.tsx). */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { getT } from "~/i18n.server";
import { getBalance, historyCursor, transactionHistoryPage } from "~/models/credits.server";
import { requireUserId } from "~/services/auth.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const userId = await requireUserId(request, context);
  const query = new URL(request.url).searchParams;
  const cursor = { before: historyCursor(query.get("before")), after: historyCursor(query.get("after")) };
  const [history, credits, t] = await Promise.all([
    transactionHistoryPage(context, userId, cursor),
    getBalance(context, userId),
    getT(request),
  ]);
  return {
    meta: { title: t("credits.history.metaTitle"), description: t("credits.history.metaDescription") },
    credits,
    ...history,
  };
}
