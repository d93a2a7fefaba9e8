import { useTranslation } from "~/i18n-react";
import { formatUsd, PACKAGES, PAID_PACKAGE_TYPES } from "~/models/pricing";
import { BuyPackageForm } from "./buy-package-form";
import { CheckoutStatus } from "./checkout-status";
import { CloseButton, DialogHeading, Modal } from "./modal";
import { useCheckout } from "./use-checkout";
import { DASHBOARD_PATH } from "~/utils/paths";
import { classNames } from "~/utils/class-names";

/**
 * 'Out of Credits': for the tool wizards to open when the balance cannot pay for the tool
 * (`shortfall`: the balance and the tool's price; without it, the balance is 0). Props: `open`,
 * `onClose` (Maybe Later, the close button, Escape, the backdrop), `userId` (null when signed
 * out), `redirectTo` (the page checkout returns to when it is a tool's, and the page to return
 * to if checkout cannot start without JavaScript), `beforeCheckout` (the tool keeping the user's
 * photo and choices for that return).
 * Choosing a pack closes the dialog and goes straight to checkout ('Redirecting to checkout...').
 * Keep it mounted while closed: the redirect status shows after the dialog closes.
 */
export function OutOfCreditsDialog({
  open,
  onClose,
  userId,
  redirectTo = DASHBOARD_PATH,
  shortfall,
  beforeCheckout,
}: {
  open: boolean;
  onClose: () => void;
  userId: string | null;
  redirectTo?: string;
  shortfall?: { balance: number; cost: number };
  beforeCheckout?: () => Promise<void>;
}) {
  const { t, i18n } = useTranslation();
  const checkout = useCheckout(userId);
  return (
    <>
      {open ? (
        <Modal labelledBy="out-of-credits-title" onClose={onClose} testId="out-of-credits-dialog">
          <CloseButton onClick={onClose} label={t("credits.outOfCredits.close")} />
          <DialogHeading
            id="out-of-credits-title"
            symbol={String(shortfall?.balance ?? 0)}
            tone="clay"
            title={t("credits.outOfCredits.title")}
            text={
              shortfall && shortfall.balance > 0
                ? t("credits.outOfCredits.textBelowCost", { count: shortfall.balance, cost: shortfall.cost })
                : t("credits.outOfCredits.text")
            }
          />
          <div className="mt-6">
            <p className="text-xs font-bold uppercase tracking-wide text-brand-700">
              {t("credits.outOfCredits.purchase")}
            </p>
            <h3 className="text-lg font-semibold text-stone-900">{t("credits.outOfCredits.choose")}</h3>
            <ul className="mt-3 space-y-3">
              {PAID_PACKAGE_TYPES.map((packageType) => {
                const pkg = PACKAGES[packageType];
                const name = t(`credits.packages.names.${packageType}`);
                return (
                  <li key={packageType}>
                    <BuyPackageForm
                      packageType={packageType}
                      redirectTo={redirectTo}
                      onBuy={(chosen) => {
                        onClose();
                        void checkout.start(chosen, { returnTo: redirectTo, before: beforeCheckout });
                      }}
                      className={classNames(
                        "flex w-full items-center justify-between gap-3 rounded-2xl border-2 px-4 py-3",
                        "text-left transition hover:border-brand-600 hover:bg-brand-50",
                        pkg.popular ? "border-clay-500" : "border-stone-200",
                      )}
                    >
                      <span>
                        <span className="flex items-center gap-2 font-semibold text-stone-900">
                          {name}
                          {pkg.popular ? (
                            <span
                              className={classNames(
                                "rounded-full bg-clay-600 px-2 py-0.5",
                                "text-[11px] font-bold uppercase text-white",
                              )}
                            >
                              {t("credits.packages.popular")}
                            </span>
                          ) : null}
                        </span>
                        <span className="block text-sm text-stone-600">
                          {t("credits.packages.credits", { count: pkg.credits })}
                        </span>
                      </span>
                      <span className="text-lg font-bold text-stone-900">
                        {formatUsd(pkg.priceCents, i18n.language)}
                      </span>
                    </BuyPackageForm>
                  </li>
                );
              })}
            </ul>
          </div>
          <button type="button" onClick={onClose} className="btn-ghost mt-4 w-full">
            {t("credits.outOfCredits.maybeLater")}
          </button>
        </Modal>
      ) : null}
      <CheckoutStatus state={checkout.state} onDismiss={checkout.reset} floating />
    </>
  );
}
