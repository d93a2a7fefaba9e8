/**
 * The buy flow: idle → 'Redirecting to checkout...' → the browser goes to the checkout URL the
 * server answered. Errors use the spec's texts (or the server's message).
 */
import { useCallback, useState } from "react";
import { useTranslation } from "~/i18n-react";
import type { PaidPackageType } from "~/models/pricing";
import { NetworkError, request } from "~/utils/network";

export type CheckoutState =
  | { status: "idle" }
  | { status: "redirecting"; packageType: PaidPackageType }
  | { status: "error"; message: string };

export function useCheckout(userId: string | null | undefined) {
  const { t } = useTranslation();
  const [state, setState] = useState<CheckoutState>({ status: "idle" });

  /**
   * `returnTo`: the page checkout comes back to (a tool's; the server accepts only those, else the
   * dashboard). `before`: what must happen first, e.g. the tool keeping the user's photo and choices.
   */
  const start = useCallback(
    async (
      packageType: PaidPackageType,
      { returnTo, before }: { returnTo?: string; before?: () => Promise<void> } = {},
    ) => {
      if (!userId) {
        setState({ status: "error", message: t("credits.buy.loginRequired") });
        return;
      }
      setState({ status: "redirecting", packageType });
      // Buying matters more than the draft: if it cannot be kept, checkout still starts.
      if (before) await before().catch((error: unknown) => console.warn("The work in progress was not kept:", error));
      try {
        const res = await request("/api/stripe/create-checkout-session", {
          method: "POST",
          headers: { "Content-Type": "application/json", Accept: "application/json" },
          body: JSON.stringify({ packageType, userId, source: "web", returnTo }),
        });
        const body = (await res.json().catch(() => ({}))) as { url?: string; message?: string };
        if (!res.ok) throw new Error(body.message || t("credits.buy.failed"));
        if (!body.url) throw new Error(t("credits.buy.noUrl"));
        window.location.assign(body.url);
      } catch (error) {
        // No answer: say offline, timeout or unreachable, never the browser's "Failed to fetch".
        if (error instanceof NetworkError) console.warn("Checkout could not start:", error);
        const message =
          error instanceof NetworkError
            ? t(error.messageKey)
            : error instanceof Error && error.message
              ? error.message
              : t("credits.buy.failed");
        setState({ status: "error", message });
      }
    },
    [t, userId],
  );

  return { state, start, reset: () => setState({ status: "idle" }) };
}
