import { Link } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "~/i18n-react";
import { useStateResetOn } from "~/components/use-state-reset-on";
import type { ClientTransaction } from "~/models/credits.server";
import { CREDIT_HISTORY_PATH } from "~/utils/paths";
import { EmptyActivity, TransactionList } from "./transaction-list";

/**
 * The latest transactions (10) with Refresh and View All. Props: `userId`, `transactions`
 * (from the page's loader; new props replace the list), `limit`, `historyHref`.
 * Refresh re-reads GET /api/users/:id/transactions; a failed read is logged and the list
 * shows the empty state (spec). Without JavaScript, Refresh reloads the page.
 */
export function RecentActivity({
  userId,
  transactions,
  limit = 10,
  historyHref = CREDIT_HISTORY_PATH,
}: {
  userId: string;
  transactions: ClientTransaction[];
  limit?: number;
  historyHref?: string;
}) {
  const { t } = useTranslation();
  // A refresh replaces the list in place; new transactions from the loader replace it again.
  const [items, setItems] = useStateResetOn(transactions);
  const [loading, setLoading] = useState(false);

  async function refresh() {
    setLoading(true);
    try {
      const res = await fetch(`/api/users/${encodeURIComponent(userId)}/transactions?limit=${limit}`, {
        headers: { Accept: "application/json" },
      });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      setItems(((await res.json()) as { transactions: ClientTransaction[] }).transactions);
    } catch (error) {
      console.warn("Could not load transactions:", error);
      setItems([]);
    } finally {
      setLoading(false);
    }
  }

  return (
    <section aria-labelledby="recent-activity-title" className="card p-5" data-testid="recent-activity">
      <div className="flex items-center justify-between gap-2">
        <h2 id="recent-activity-title" className="text-lg font-bold text-stone-900">
          {t("credits.activity.title")}
        </h2>
        <div className="flex items-center gap-1">
          <form
            method="get"
            onSubmit={(event) => {
              event.preventDefault();
              void refresh();
            }}
          >
            <button type="submit" className="btn-ghost px-3 py-1.5" disabled={loading}>
              <span aria-hidden="true" className={loading ? "inline-block animate-spin" : "inline-block"}>
                ↻
              </span>
              {loading ? t("credits.activity.refreshing") : t("credits.activity.refresh")}
            </button>
          </form>
          <Link to={historyHref} className="btn-ghost px-3 py-1.5 text-brand-700">
            {t("credits.activity.viewAll")}
          </Link>
        </div>
      </div>
      <div className="mt-2" aria-busy={loading}>
        {items.length ? <TransactionList transactions={items.slice(0, limit)} /> : <EmptyActivity />}
      </div>
    </section>
  );
}
