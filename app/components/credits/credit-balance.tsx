import { useTranslation } from "~/i18n-react";
import { DEFAULT_CREDIT_COSTS, transformationsFor, type CreditCosts } from "~/models/pricing";
import { BUY_CREDITS_ANCHOR } from "~/utils/paths";

/**
 * The user's balance with what it buys. Props: `credits` (0 when unknown), `costs` (the
 * pricing table from the server), `buyHref` (where "Buy credits" leads, e.g. "#buy-credits").
 */
export function CreditBalance({
  credits,
  costs = DEFAULT_CREDIT_COSTS,
  buyHref = `#${BUY_CREDITS_ANCHOR}`,
}: {
  credits: number;
  costs?: CreditCosts;
  buyHref?: string;
}) {
  const { t, i18n } = useTranslation();
  const cheapest = Math.min(...Object.values(costs));
  return (
    <section
      aria-labelledby="credit-balance-title"
      className={
        "relative overflow-hidden rounded-2xl bg-gradient-to-br from-brand-700 to-brand-900 p-6 " +
        "text-white shadow-sm"
      }
    >
      <div className="absolute -right-10 -top-10 h-40 w-40 rounded-full bg-white/10" aria-hidden="true" />
      <h2 id="credit-balance-title" className="text-sm font-semibold uppercase tracking-wide text-brand-100">
        {t("credits.balance.title")}
      </h2>
      <p className="mt-2 flex items-baseline gap-2">
        <span className="text-5xl font-extrabold tabular-nums" data-testid="dashboard-credit-balance">
          {new Intl.NumberFormat(i18n.language === "es" ? "es-ES" : "en-US").format(credits ?? 0)}
        </span>
        <span className="text-lg text-brand-100">{t("credits.balance.credits")}</span>
      </p>
      <p className="mt-1 text-brand-100">
        {t("credits.balance.worth", { count: transformationsFor(credits ?? 0, costs) })}
      </p>
      <div className="mt-5 flex flex-wrap items-center justify-between gap-3">
        <span className="rounded-full bg-white/15 px-3 py-1 text-sm">
          {t("credits.balance.rate", { cost: cheapest })}
        </span>
        <a href={buyHref} className="btn bg-white text-brand-800 hover:bg-brand-50">
          {t("credits.balance.buy")}
        </a>
      </div>
    </section>
  );
}
