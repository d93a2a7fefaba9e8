/**
 * A pack chosen before signing in (the public site's "Get Premium"): the dashboard opens with
 * `?buy=<pack>` and goes straight on to that pack's checkout, showing 'Redirecting to
 * checkout...' meanwhile, or the reason it could not start.
 */
import { useEffect, useRef } from "react";
import type { PaidPackageType } from "~/models/pricing";
import { CheckoutStatus } from "./checkout-status";
import { useCheckout } from "./use-checkout";

export function BuyOnArrival({ userId, packageType }: { userId: string; packageType: PaidPackageType }) {
  const checkout = useCheckout(userId);
  const started = useRef(false);
  /* biome-ignore lint/correctness/useExhaustiveDependencies: one checkout per arrival; the
     address loses ?buy= so a reload or Back does not start another */
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const url = new URL(window.location.href);
    url.searchParams.delete("buy");
    window.history.replaceState(window.history.state, "", url.pathname + url.search + url.hash);
    void checkout.start(packageType);
  }, []);
  return <CheckoutStatus state={checkout.state} onDismiss={checkout.reset} floating />;
}
