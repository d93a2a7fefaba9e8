import type { ReactNode } from "react";
import type { PaidPackageType } from "~/models/pricing";

/**
 * One buy button. Without JavaScript it is a plain form POST that the server answers with a
 * redirect to the checkout page; with JavaScript, `onBuy` takes over (the buy flow's states).
 */
export function BuyPackageForm({
  packageType,
  redirectTo,
  onBuy,
  disabled,
  className,
  children,
}: {
  packageType: PaidPackageType;
  /** Where the no-JavaScript flow comes back to when checkout cannot start. */
  redirectTo: string;
  onBuy: (packageType: PaidPackageType) => void;
  disabled?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <form
      method="post"
      action="/api/credits/purchase"
      onSubmit={(event) => {
        event.preventDefault();
        onBuy(packageType);
      }}
    >
      <input type="hidden" name="package" value={packageType} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <button type="submit" className={className} disabled={disabled} data-testid={`buy-${packageType}`}>
        {children}
      </button>
    </form>
  );
}
