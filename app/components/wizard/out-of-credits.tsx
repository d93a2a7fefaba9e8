/**
 * 'Out of Credits' (spec section 2): opens by itself at 0 credits on four tools.
 * INTERIM: the credits branch owns the real dialog with the direct-purchase flow
 * (app/components/credits/); swap this body for it when it lands. The packs here link to the
 * dashboard's buy section.
 */
import { Link } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Icon } from "~/components/app/icons";
import { PACKAGES, PAID_PACKAGE_TYPES, formatUsd } from "~/models/pricing";
import type { ToolId } from "~/tools";

export const OUT_OF_CREDITS_TOOLS: readonly ToolId[] = ["recolor", "clear-space", "combine-rooms", "interior-designer"];

export function OutOfCreditsDialog() {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(true);
  if (!open) return null;
  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center bg-stone-900/50 p-4 backdrop-blur-sm sm:items-center" role="dialog" aria-modal="true" aria-labelledby="ooc-title" data-testid="out-of-credits">
      <div className="w-full max-w-md rounded-3xl bg-white p-6 shadow-2xl">
        <div className="flex items-start justify-between gap-3">
          <div>
            <h2 id="ooc-title" className="text-xl font-bold text-stone-900">{t("app.outOfCredits.title")}</h2>
            <p className="mt-1 text-stone-600">{t("app.outOfCredits.text")}</p>
          </div>
          <button type="button" onClick={() => setOpen(false)} className="rounded-full p-2 text-stone-500 hover:bg-stone-100" aria-label={t("app.onboarding.close")}>
            <Icon name="close" className="h-4 w-4" />
          </button>
        </div>
        <p className="mt-5 text-sm font-semibold text-stone-800">{t("app.outOfCredits.choose")}</p>
        <ul className="mt-2 space-y-2">
          {PAID_PACKAGE_TYPES.map((type) => {
            const pack = PACKAGES[type];
            return (
              <li key={type}>
                <Link to="/app/dashboard#buy-credits" onClick={() => setOpen(false)} className={`flex items-center justify-between rounded-2xl border p-4 hover:border-brand-400 ${pack.popular ? "border-brand-300 bg-brand-50" : "border-stone-200"}`}>
                  <span className="font-semibold text-stone-900">{t("app.nav.creditsCount", { count: pack.credits })}</span>
                  <span className="font-semibold text-brand-800">{formatUsd(pack.priceCents, i18n.language === "es" ? "es-US" : "en-US")}</span>
                </Link>
              </li>
            );
          })}
        </ul>
        <div className="mt-5 flex justify-end gap-2">
          <button type="button" className="btn-ghost" onClick={() => setOpen(false)}>
            {t("app.outOfCredits.later")}
          </button>
          <Link to="/app/dashboard#buy-credits" className="btn-primary">
            {t("app.outOfCredits.purchase")}
          </Link>
        </div>
      </div>
    </div>
  );
}
