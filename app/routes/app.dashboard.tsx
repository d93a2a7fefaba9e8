/**
 * The dashboard's money area: balance, packs, Recent Activity and the payment confirmation.
 * The app-shell work lays these components into the full dashboard; this route keeps them
 * working on their own until then.
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { CheckoutStatus, CreditBalance, CreditPackages, OutOfCreditsDialog, PaymentConfirmation, RecentActivity } from "~/components/credits";
import { getT } from "~/i18n.server";
import { getCreditSummary, listTransactions, RECENT_ACTIVITY_LIMIT } from "~/models/credits.server";
import { creditCosts } from "~/models/pricing";
import { requireUserId } from "~/services/auth.server";
import { pageMeta } from "~/utils/meta";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const userId = await requireUserId(request, context);
  const url = new URL(request.url);
  const [summary, transactions, t] = await Promise.all([
    getCreditSummary(context, userId),
    listTransactions(context, userId, { limit: RECENT_ACTIVITY_LIMIT }),
    getT(request),
  ]);
  const sessionId = url.searchParams.get("session_id");
  return {
    meta: { title: t("credits.dashboard.metaTitle"), description: t("credits.dashboard.metaDescription") },
    userId,
    credits: summary?.credits ?? 0,
    costs: creditCosts(context.env.CREDIT_COSTS),
    transactions,
    payment: url.searchParams.get("payment"),
    sessionId: sessionId && sessionId.startsWith("cs_") ? sessionId : null,
    checkoutFailed: url.searchParams.get("checkout") === "failed",
  };
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
      {data.payment === "success" && data.sessionId ? <PaymentConfirmation sessionId={data.sessionId} /> : null}
      <OutOfCreditsDialog open={outOfCreditsOpen} onClose={() => setOutOfCreditsOpen(false)} userId={data.userId} />
    </main>
  );
}
