/**
 * The dashboard's money area: balance, packs, Recent Activity and the payment confirmation.
 * The app-shell work lays these components into the full dashboard; this route keeps them
 * working on their own until then.
 */
import type { AppLoadContext, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { CheckoutStatus, CreditBalance, CreditPackages, OutOfCreditsDialog, PaymentConfirmation, RecentActivity } from "~/components/credits";
import { getT } from "~/i18n.server";
import type { ConfirmationResult } from "~/components/credits/payment-confirmation";
import { confirmPayment } from "~/models/payments.server";
import { ApiError } from "~/utils/api.server";
import { getCreditSummary, listTransactions, RECENT_ACTIVITY_LIMIT } from "~/models/credits.server";
import { creditCosts } from "~/models/pricing";
import { requireUserId } from "~/services/auth.server";
import { pageMeta } from "~/utils/meta";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const userId = await requireUserId(request, context);
  const url = new URL(request.url);
  const t = await getT(request);
  const payment = url.searchParams.get("payment");
  const sessionId = url.searchParams.get("session_id");
  // The return from checkout is confirmed here (idempotent), so the page is complete on arrival,
  // with or without JavaScript; the balance and activity below already include the purchase.
  const confirmation = payment === "success" && sessionId ? await confirmOnArrival(context, userId, sessionId, t("credits.api.paymentSuccess")) : undefined;
  const [summary, transactions] = await Promise.all([getCreditSummary(context, userId), listTransactions(context, userId, { limit: RECENT_ACTIVITY_LIMIT })]);
  return {
    meta: { title: t("credits.dashboard.metaTitle"), description: t("credits.dashboard.metaDescription") },
    userId,
    credits: summary?.credits ?? 0,
    costs: creditCosts(context.env.CREDIT_COSTS),
    transactions,
    payment,
    sessionId,
    confirmation,
    checkoutFailed: url.searchParams.get("checkout") === "failed",
  };
}

async function confirmOnArrival(context: AppLoadContext, userId: string, sessionId: string, message: string): Promise<ConfirmationResult> {
  try {
    return { ok: true, data: { message, ...(await confirmPayment(context, userId, sessionId)) } };
  } catch (error) {
    if (error instanceof ApiError) return { ok: false };
    throw error;
  }
}

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? pageMeta(data.meta) : []);

export default function Dashboard() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const [outOfCreditsOpen, setOutOfCreditsOpen] = useState(data.credits === 0 && data.payment !== "success");
  return (
    <main id="main" className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:px-6 lg:py-10">
      <header>
        <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">{t("credits.dashboard.title")}</h1>
        <p className="text-stone-600">{t("credits.dashboard.subtitle")}</p>
      </header>
      {data.payment === "cancelled" ? (
        <p role="status" className="rounded-xl border border-stone-200 bg-white px-4 py-3 text-stone-700">
          {t("credits.confirmation.cancelled")}
        </p>
      ) : null}
      {data.checkoutFailed ? <CheckoutStatus state={{ status: "error", message: t("credits.dashboard.checkoutFailed") }} /> : null}
      <div className="grid gap-6 lg:grid-cols-3">
        <CreditBalance credits={data.credits} costs={data.costs} />
        <div className="lg:col-span-2">
          <RecentActivity userId={data.userId} transactions={data.transactions} />
        </div>
      </div>
      <CreditPackages userId={data.userId} costs={data.costs} />
      {data.payment === "success" && data.sessionId ? <PaymentConfirmation sessionId={data.sessionId} result={data.confirmation} /> : null}
      <OutOfCreditsDialog open={outOfCreditsOpen} onClose={() => setOutOfCreditsOpen(false)} userId={data.userId} />
    </main>
  );
}
