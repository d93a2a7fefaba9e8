/** The dashboard's loader (the route: app.dashboard.tsx; /app shows the same page). */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { getT } from "~/i18n.server";
import { listTransactions, RECENT_ACTIVITY_LIMIT } from "~/models/credits.server";
import { confirmCheckoutReturn } from "~/models/payments.server";
import { premiumMakes4K } from "~/models/premium.server";
import { isPaidPackage } from "~/models/pricing";
import { requireUserId } from "~/services/auth.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const userId = await requireUserId(request, context);
  const url = new URL(request.url);
  const t = await getT(request);
  const payment = url.searchParams.get("payment");
  const buy = url.searchParams.get("buy");
  const sessionId = url.searchParams.get("session_id");
  // A return from checkout is confirmed first, so the activity below includes it.
  const confirmation = await confirmCheckoutReturn(context, request, userId);
  // The balance is the shell's (app.server.ts), live in the page: a click here from a tool asks
  // the account object once, for the activity.
  const transactions = await listTransactions(context, userId, { limit: RECENT_ACTIVITY_LIMIT });
  return {
    meta: { title: t("credits.dashboard.metaTitle"), description: t("credits.dashboard.metaDescription") },
    userId,
    costs: context.env.CREDIT_COSTS,
    premiumFourK: premiumMakes4K(context),
    transactions,
    payment,
    sessionId,
    confirmation,
    checkoutFailed: url.searchParams.get("checkout") === "failed",
    // A pack chosen on the public site before signing in: its checkout starts on arrival.
    buy: isPaidPackage(buy) ? buy : null,
  };
}
