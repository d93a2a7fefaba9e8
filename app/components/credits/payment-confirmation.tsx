import { Link, useNavigate } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n-react";
import { formatUsd } from "~/models/pricing";
import { CloseButton, DialogHeading, Modal } from "./modal";
import { DASHBOARD_PATH } from "~/utils/paths";

export interface Confirmation {
  message?: string;
  transaction: { packageType: string; creditsAdded: number; amountPaid: number };
  user: { credits: number };
}

type State = { status: "confirming" } | { status: "success"; data: Confirmation } | { status: "failed" };

/**
 * How the dialog looks once the payment is confirmed or not: the heading's symbol, tone, title and
 * text, and the button that closes it.
 */
const ENDINGS = {
  success: {
    symbol: "✓",
    tone: "brand",
    title: "credits.confirmation.successTitle",
    text: "credits.confirmation.successText",
    next: "credits.confirmation.startCreating",
  },
  failed: {
    symbol: "!",
    tone: "clay",
    title: "credits.confirmation.failedTitle",
    text: "credits.confirmation.failedText",
    next: "credits.confirmation.goToDashboard",
  },
} as const;

/** A confirmation the server already made (the page's loader), so no request and no spinner. */
export type ConfirmationResult = { ok: true; data: Confirmation } | { ok: false };

/**
 * Shown on return from checkout (?payment=success&session_id=cs_...): confirming, then the
 * details, or 'Payment Confirmation Failed'. Closing goes to `closeHref` (the dashboard without
 * the query) replacing the history entry, which re-runs the page's loaders: balance and
 * Recent Activity refresh. Pass `result` when the loader already confirmed (also works without
 * JavaScript); otherwise the component calls POST /api/stripe/payment-success itself.
 * `onConfirmed` receives the new balance (e.g. for a header badge).
 */
export function PaymentConfirmation({
  sessionId,
  result,
  closeHref = DASHBOARD_PATH,
  onConfirmed,
}: {
  sessionId: string;
  result?: ConfirmationResult;
  closeHref?: string;
  onConfirmed?: (credits: number) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [state, setState] = useState<State>(
    result ? (result.ok ? { status: "success", data: result.data } : { status: "failed" }) : { status: "confirming" },
  );

  /* biome-ignore lint/correctness/useExhaustiveDependencies: onConfirmed is a notification, not an
     input; confirming the payment again when it changes would be wrong */
  useEffect(() => {
    if (result) return;
    let cancelled = false;
    (async () => {
      try {
        const res = await fetch("/api/stripe/payment-success", {
          method: "POST",
          headers: { "Content-Type": "application/json", Accept: "application/json" },
          body: JSON.stringify({ sessionId }),
        });
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        const data = (await res.json()) as Confirmation;
        if (cancelled) return;
        setState({ status: "success", data });
        onConfirmed?.(data.user.credits);
      } catch (error) {
        console.warn("Payment confirmation failed:", error);
        if (!cancelled) setState({ status: "failed" });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [sessionId, result]);

  const [closed, setClosed] = useState(false);
  const close = () => {
    const target = new URL(closeHref, window.location.href);
    if (target.pathname !== window.location.pathname) return navigate(closeHref, { replace: true });
    // Closed on the page it returned to: the page stays as it is (a tool keeps its photo and
    // choices), and only the address forgets the checkout, so a reload does not confirm it again.
    window.history.replaceState(window.history.state, "", `${target.pathname}${target.search}${target.hash}`);
    setClosed(true);
  };
  if (closed) return null;

  return (
    <Modal
      labelledBy="payment-confirmation-title"
      onClose={state.status === "confirming" ? undefined : close}
      testId="payment-confirmation"
      openWithoutJs={Boolean(result)}
    >
      {state.status !== "confirming" ? <CloseButton onClick={close} label={t("credits.confirmation.close")} /> : null}
      {state.status === "confirming" ? (
        <div className="flex flex-col items-center py-6 text-center" role="status">
          <span
            className="mb-4 h-12 w-12 animate-spin rounded-full border-4 border-brand-600 border-t-transparent"
            aria-hidden="true"
          />
          <h2 id="payment-confirmation-title" className="text-xl font-bold text-stone-900">
            {t("credits.confirmation.confirming")}
          </h2>
          <p className="mt-1 text-stone-600">{t("credits.confirmation.confirmingText")}</p>
          <noscript>
            <a href={closeHref} className="btn-secondary mt-6">
              {t("credits.confirmation.goToDashboard")}
            </a>
          </noscript>
        </div>
      ) : (
        <div className="text-center" role={state.status === "failed" ? "alert" : undefined}>
          <DialogHeading
            id="payment-confirmation-title"
            symbol={ENDINGS[state.status].symbol}
            tone={ENDINGS[state.status].tone}
            title={t(ENDINGS[state.status].title)}
            text={t(ENDINGS[state.status].text)}
            centered
          />
          {state.status === "success" ? <PaymentDetails confirmation={state.data} /> : null}
          <Link to={closeHref} replace className="btn-primary mt-6 w-full">
            {t(ENDINGS[state.status].next)}
          </Link>
        </div>
      )}
    </Modal>
  );
}

/** What the payment bought: the pack, the credits it added, the price paid and the balance now. */
function PaymentDetails({ confirmation: { transaction, user } }: { confirmation: Confirmation }) {
  const { t, i18n } = useTranslation();
  return (
    <dl className="mt-6 divide-y divide-stone-100 rounded-2xl bg-stone-50 px-4 text-left" data-testid="payment-details">
      {[
        [
          t("credits.confirmation.package"),
          t(`credits.packages.names.${transaction.packageType}`, { defaultValue: transaction.packageType }),
        ],
        [t("credits.confirmation.creditsAdded"), `+${transaction.creditsAdded}`],
        [t("credits.confirmation.amountPaid"), formatUsd(Math.round(transaction.amountPaid * 100), i18n.language)],
        [t("credits.confirmation.newBalance"), t("credits.balance.creditsCount", { count: user.credits })],
      ].map(([term, value]) => (
        <div key={term} className="flex justify-between gap-4 py-3">
          <dt className="text-stone-600">{term}</dt>
          <dd className="font-semibold text-stone-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
