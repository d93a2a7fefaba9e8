import { useTranslation } from "~/i18n-react";
import type { CheckoutState } from "./use-checkout";
import { classNames } from "~/utils/class-names";

/** The buy flow's feedback: 'Redirecting to checkout...' or the error, announced to screen readers. */
export function CheckoutStatus({
  state,
  onDismiss,
  floating = false,
}: {
  state: CheckoutState;
  onDismiss?: () => void;
  floating?: boolean;
}) {
  const { t } = useTranslation();
  if (state.status === "idle") return null;
  // !mt-0: a parent's space-y margin would push a fixed toast off its place. It floats above the
  // phone's bottom bar wherever that bar shows (below lg), near the bottom edge where it does not.
  const position = floating
    ? "fixed inset-x-4 bottom-[calc(var(--bottom-bar-height)+1.25rem)] z-50 !mt-0 mx-auto max-w-md shadow-lg " +
      "lg:bottom-6"
    : "";
  if (state.status === "redirecting") {
    return (
      <div
        role="status"
        className={classNames(
          "flex items-center gap-3 rounded-xl border border-brand-200 bg-brand-50 px-4 py-3",
          "text-brand-900",
          position,
        )}
      >
        <span
          className="h-4 w-4 animate-spin rounded-full border-2 border-brand-700 border-t-transparent"
          aria-hidden="true"
        />
        {t("credits.buy.redirecting")}
      </div>
    );
  }
  return (
    <div
      role="alert"
      data-testid="checkout-status"
      className={classNames(
        "flex items-start justify-between gap-3 rounded-xl border border-clay-200",
        "bg-clay-50 px-4 py-3 text-clay-900",
        position,
      )}
    >
      <span>{state.message}</span>
      {onDismiss ? (
        <button
          type="button"
          onClick={onDismiss}
          className="-my-1 rounded-lg px-2 py-1 text-sm font-semibold text-clay-800 hover:bg-clay-100"
          aria-label={t("credits.confirmation.close")}
        >
          ×
        </button>
      ) : null}
    </div>
  );
}
