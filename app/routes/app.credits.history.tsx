/**
 * The full credit history, newest first, page by page (plain links: works without JavaScript).
 * Pages go by cursor (?before= older rows, ?after= newer rows), read from the user's object.
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n-react";
import { Pager } from "~/components/app/pager";
import { EmptyActivity, TransactionList } from "~/components/credits";
import { getT } from "~/i18n.server";
import { getBalance, historyCursor, transactionHistoryPage } from "~/models/credits.server";
import { requireUserId } from "~/services/auth.server";
import { pageMeta } from "~/utils/meta";
import { DASHBOARD_PATH } from "~/utils/paths";

/** An error on this screen renders inside the app shell: the sidebar and the balance stay. */
export { AppErrorBoundary as ErrorBoundary } from "~/components/app/error-boundary";

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
