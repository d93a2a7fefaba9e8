import { useTranslation } from "~/i18n-react";
import {
  DEFAULT_CREDIT_COSTS,
  formatUsd,
  PACKAGES,
  packageFeatures,
  PAID_PACKAGE_TYPES,
  type CreditCosts,
} from "~/models/pricing";
import { BuyPackageForm } from "./buy-package-form";
import { PackWorth } from "./pack-worth";
import { CheckoutStatus } from "./checkout-status";
import { useCheckout } from "./use-checkout";
import { BUY_CREDITS_ANCHOR, DASHBOARD_PATH } from "~/utils/paths";
import { classNames } from "~/utils/class-names";

/**
 * The starter, standard (popular) and premium cards, each with a buy button, from PACKAGES.
 * Props: `userId` (null when signed out: buying then says 'Please log in to purchase credits'),
 * `costs` (pricing table), `redirectTo` (the page to come back to when checkout cannot start).
 */
export function CreditPackages({
  userId,
  costs = DEFAULT_CREDIT_COSTS,
  redirectTo = DASHBOARD_PATH,
  id = BUY_CREDITS_ANCHOR,
  premiumFourK,
}: {
  userId: string | null;
  /** The active image model makes 4K results for Premium accounts (else the card says up to 2K). */
  premiumFourK: boolean;
  costs?: CreditCosts;
  redirectTo?: string;
  id?: string;
}) {
  const { t, i18n } = useTranslation();
  const checkout = useCheckout(userId);
  const busy = checkout.state.status === "redirecting";
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-6">
      <div className="mb-4">
        <h2 id={`${id}-title`} className="text-xl font-bold text-stone-900">
          {t("credits.packages.title")}
        </h2>
        <p className="text-stone-600">{t("credits.packages.subtitle")}</p>
      </div>
      <div className="mb-4 empty:hidden">
        <CheckoutStatus state={checkout.state} onDismiss={checkout.reset} />
      </div>
      <ul className="grid gap-4 md:grid-cols-3">
        {PAID_PACKAGE_TYPES.map((packageType) => {
          const pkg = PACKAGES[packageType];
          const name = t(`credits.packages.names.${packageType}`);
          return (
            <li
              key={packageType}
              data-testid={`package-${packageType}`}
              className={classNames(
                "relative flex flex-col rounded-2xl border bg-white p-5 shadow-sm",
                pkg.popular ? "border-2 border-clay-500 ring-4 ring-clay-100" : "border-stone-200",
              )}
            >
              {pkg.popular ? (
                <span
                  className={
                    "absolute -top-3 left-5 rounded-full bg-clay-600 px-3 py-0.5 text-xs font-bold uppercase " +
                    "tracking-wide text-white"
                  }
                >
                  {t("credits.packages.popular")}
                </span>
              ) : null}
              <h3 className="text-lg font-bold text-stone-900">{name}</h3>
              <p className="mt-2 flex items-baseline gap-1">
                <span className="text-3xl font-extrabold text-stone-900">
                  {formatUsd(pkg.priceCents, i18n.language)}
                </span>
                <span className="text-sm text-stone-600">{t("credits.packages.oneTime")}</span>
              </p>
              <p className="mt-1 font-semibold text-brand-700">
                {t("credits.packages.credits", { count: pkg.credits })}
              </p>
              <PackWorth credits={pkg.credits} costs={costs} className="text-sm text-stone-600" />
              <ul className="mt-4 flex-1 space-y-2 text-sm text-stone-700">
                {packageFeatures(packageType, premiumFourK).map((feature) => (
                  <li key={feature} className="flex gap-2">
                    <span className="text-brand-600" aria-hidden="true">
                      ✓
                    </span>
                    {t(`credits.packages.features.${feature}`)}
                  </li>
                ))}
              </ul>
              <div className="mt-5">
                <BuyPackageForm
                  packageType={packageType}
                  redirectTo={redirectTo}
                  onBuy={checkout.start}
                  disabled={busy}
                  className={`${pkg.popular ? "btn-primary" : "btn-secondary"} w-full`}
                >
                  {checkout.state.status === "redirecting" && checkout.state.packageType === packageType
                    ? t("credits.buy.redirecting")
                    : t("credits.packages.buy", { name })}
                  {/* The name says what the card shows: the credits and the price. */}
                  <span className="sr-only">
                    {t("credits.packages.buyDetails", {
                      credits: pkg.credits,
                      price: formatUsd(pkg.priceCents, i18n.language),
                    })}
                  </span>
                </BuyPackageForm>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
