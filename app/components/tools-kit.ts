/**
 * What the dashboard and the tool pages share, and no other page runs: buying credits from a
 * dialog (out of credits), the payment confirmation after checkout, the checkout's status line,
 * and the colour picker (the dashboard's quick recolor, the recolor wizard's presets).
 *
 * Named in one module for the same reason as the client kit (app/components/kit.ts,
 * docs/decisions/0023): the build puts each module in a file keyed by the pages that reach it.
 * The dashboard route and the wizard (app/components/wizard/tool-page.tsx, on every tool page)
 * import this module, so everything below is reached by exactly those pages and travels in ONE
 * file they share, instead of in the client kit that every signed-in page downloads.
 * What only the dashboard runs (the packs, Recent Activity) stays in the dashboard's own file.
 *
 * The other tool pages load this module on demand (./wizard/on-demand.ts), which makes
 * it an entry of the browser build of its own. Like every entry it takes something from the
 * client kit: a module loaded on demand that reached React or part of the kit by another path
 * would split React's file in two, a file more on every page.
 */
import { CheckoutStatus } from "~/components/credits/checkout-status";
import { OutOfCreditsDialog } from "~/components/credits/out-of-credits-dialog";
import { PaymentConfirmation } from "~/components/credits/payment-confirmation";
import { ColorPicker, ColorPresets } from "~/components/wizard/color-picker";

export { useTranslation } from "~/components/kit";
export { CheckoutStatus, ColorPicker, ColorPresets, OutOfCreditsDialog, PaymentConfirmation };
