/** Pieces the sidebar and the mobile menu share: avatar, credits card, sign-out form. */
import { Form, Link } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "~/i18n-react";
import { clearLocalGenerations, initialsFor, useAppUser } from "./app-context";
import { Icon } from "./icons";
import { usePremiumSentence } from "~/components/credits/premium-perks";
import { BUY_CREDITS_PATH } from "~/utils/paths";
import { classNames } from "~/utils/class-names";

/** The logout route (POST form, ends every session). */
export const LOGOUT_PATH = "/logout";

/**
 * The user's address on one line, cut short with an ellipsis (sidebar, phone menu); the full
 * address is its title, and stays whole for screen readers.
 */
export function UserEmail({ className }: { className: string }) {
  const { t } = useTranslation();
  const { user } = useAppUser();
  return (
    <span className={`block truncate ${className}`} title={user.email || undefined}>
      {user.email || t("app.nav.noEmail")}
    </span>
  );
}

export function Avatar({ size = "h-10 w-10 text-sm" }: { size?: string }) {
  const { user } = useAppUser();
  const [broken, setBroken] = useState(false);
  if (user.avatar && !broken) {
    return (
      <img
        src={user.avatar}
        alt=""
        onError={() => setBroken(true)}
        className={`${size} shrink-0 rounded-full object-cover`}
        referrerPolicy="no-referrer"
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={classNames(
        size,
        "grid shrink-0 place-items-center rounded-full bg-gradient-to-br from-brand-500",
        "to-brand-800 font-semibold text-white",
      )}
    >
      {initialsFor(user)}
    </span>
  );
}

/** '10 credits = 1 transformation': the cheapest tool's price, as transformationsFor() counts. */
export function useCreditsRule() {
  const { t } = useTranslation();
  const { costs } = useAppUser();
  return t("app.nav.creditsRule", { credits: Math.min(...Object.values(costs)) });
}

/**
 * The live balance. Exactly one element per page carries data-testid="credit-balance" (the
 * sidebar's, present in the DOM at every width); the phone copies have their own ids.
 */
export function CreditBalance({ className = "", testId = "credit-balance" }: { className?: string; testId?: string }) {
  const { credits } = useAppUser();
  return (
    <span data-testid={testId} className={className}>
      {credits ?? 0}
    </span>
  );
}

export function SignOutForm({ className, children }: { className: string; children: React.ReactNode }) {
  return (
    <Form method="post" action={LOGOUT_PATH} onSubmit={clearLocalGenerations} reloadDocument>
      <button type="submit" className={className}>
        {children}
      </button>
    </Form>
  );
}

/**
 * The account's Premium entitlement (docs/decisions/0019), named for everyone, with what it brings:
 * the Premium pack card's own sentences, so both say what the active image model makes.
 */
function PremiumBadge({ withPerks }: { withPerks: boolean }) {
  const { t } = useTranslation();
  const perks = usePremiumSentence(useAppUser().premiumFourK);
  return (
    <div className="mb-3 border-b border-white/20 pb-3" data-testid="premium-badge">
      <p
        className={classNames(
          "inline-flex items-center gap-1 rounded-full bg-clay-200 px-2.5 py-0.5",
          "text-xs font-bold uppercase tracking-wide text-clay-900",
        )}
      >
        <span aria-hidden="true">★</span>
        {t("app.nav.premium")}
      </p>
      {withPerks && <p className="mt-1.5 text-xs text-brand-100">{perks}</p>}
    </div>
  );
}

export function CreditsCard({
  onNavigate,
  compact = false,
  testId,
}: {
  onNavigate?: () => void;
  compact?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation();
  const rule = useCreditsRule();
  const { user } = useAppUser();
  return (
    <div className="rounded-2xl bg-gradient-to-br from-brand-700 to-brand-900 p-4 text-white shadow-sm">
      {user.premium && <PremiumBadge withPerks={!compact} />}
      <div className="flex items-center justify-between gap-2">
        <div className="min-w-0">
          <p className="text-xs font-medium uppercase tracking-wide text-brand-100">{t("app.nav.credits")}</p>
          <p className="mt-0.5 flex items-center gap-1.5 text-2xl font-bold tabular-nums">
            <Icon name="coins" className="h-5 w-5 text-clay-200" />
            <CreditBalance testId={testId} />
          </p>
        </div>
        <Link
          to={BUY_CREDITS_PATH}
          onClick={onNavigate}
          className="rounded-xl bg-white px-3 py-1.5 text-sm font-semibold text-brand-800 shadow-sm hover:bg-brand-50"
        >
          {t("app.nav.buy")}
        </Link>
      </div>
      {!compact && <p className="mt-2 text-xs text-brand-100">{rule}</p>}
    </div>
  );
}
