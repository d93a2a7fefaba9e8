/** Credit and payment UI, for the dashboard, the app shell and the tool wizards. */
export { CreditBalance } from "./credit-balance";
export { CreditPackages } from "./credit-packages";
export { RecentActivity } from "./recent-activity";
export { PaymentConfirmation } from "./payment-confirmation";
export { OutOfCreditsDialog } from "./out-of-credits-dialog";
export { TransactionList, EmptyActivity } from "./transaction-list";
export { CheckoutStatus } from "./checkout-status";
export { useCheckout } from "./use-checkout";
export { BuyOnArrival, BUY_ON_ARRIVAL_PATH } from "./buy-on-arrival";
