/**
 * The full credit history, newest first, page by page (plain links: works without JavaScript).
 * Pages go by cursor (?before= older rows, ?after= newer rows), read from the user's object.
 */
import { scriptlessPageHandle } from "~/utils/meta";
import type { MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { Pager, useTranslation } from "~/components/kit";
import { EmptyActivity, TransactionList } from "~/components/credits/transaction-list";
import { pageMeta } from "~/components/kit";
import { DASHBOARD_PATH } from "~/utils/paths";
// Server code comes through this route's own module only (see app.tsx).
import type { loader } from "./app.credits.history.server";

export { loader } from "./app.credits.history.server";

/** Links and plain forms only: opened as a document, this page loads no script. */
export const handle = scriptlessPageHandle;

/** An error on this screen renders inside the app shell: the sidebar and the balance stay. */
export { AppErrorBoundary as ErrorBoundary } from "~/components/app/error-boundary";

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? pageMeta(data.meta) : []);

export default function CreditHistory() {
  const { transactions, page, pages, credits, older, newer } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <Link to={DASHBOARD_PATH} className="text-sm font-semibold text-brand-700 hover:underline">
        ← {t("credits.history.back")}
      </Link>
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">{t("credits.history.title")}</h1>
          <p className="text-stone-600">{t("credits.history.subtitle")}</p>
        </div>
        <p className="rounded-full bg-brand-50 px-4 py-1.5 font-semibold text-brand-800">
          {t("credits.balance.title")}: <span data-testid="history-balance">{credits}</span>
        </p>
      </header>
      <section className="card px-5 py-2">
        {transactions.length ? <TransactionList transactions={transactions} showBalance /> : <EmptyActivity />}
      </section>
      <Pager
        label={t("credits.history.pagination")}
        newer={newer !== null ? { to: `?after=${newer}`, text: t("credits.history.previous") } : null}
        older={older !== null ? { to: `?before=${older}`, text: t("credits.history.next") } : null}
        status={t("credits.history.pageOf", { page, pages })}
      />
    </div>
  );
}
