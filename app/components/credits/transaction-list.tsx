import { useTranslation } from "~/i18n-react";
import { useFindTool } from "~/components/app/tool-list";
import { useDisplayTimeZone } from "~/components/use-display-time-zone";
import type { ClientTransaction } from "~/models/credits.server";
import { classNames } from "~/utils/class-names";
import { formatMoment } from "~/utils/moment";

const KNOWN_REASONS = [
  "welcome_bonus",
  "signup_bonus",
  "purchase",
  "stripe_purchase",
  "generation",
  "generation_cost",
  "bonus",
  "refund",
  "purchase_reversal",
];

/** "+200" / "-10": plus added, minus spent. */
export const signedAmount = (amount: number) => (amount > 0 ? `+${amount}` : amount < 0 ? `−${Math.abs(amount)}` : "0");

/** The server renders in UTC; after hydration the browser shows its own time zone. */
function TransactionDate({ iso }: { iso: string }) {
  const { i18n } = useTranslation();
  const timeZone = useDisplayTimeZone();
  return (
    <time dateTime={iso} className="text-sm text-stone-600">
      {formatMoment(iso, i18n.language, timeZone)}
    </time>
  );
}

/**
 * Why a generation's credits came back, by the cause its refund row records (the failure kind, or
 * the sweeper's "abandoned" / "refund due"). Causes are internal words: people see these texts.
 */
const REFUND_CAUSES: Record<string, string> = {
  unreadable: "unreadable",
  model: "model",
  timeout: "timeout",
  storage: "storage",
  not_started: "notStarted",
  abandoned: "unfinished",
  "refund due": "unfinished",
};

const PACKAGE_TYPES = ["starter", "standard", "premium"];

/**
 * A ledger row in words: the tool's name for a transformation ("Recolor Room"), the reason and
 * cause for a refund ("Refund · the image could not be read"), the pack for a purchase. Ids and
 * causes stored in the row's metadata never show as they are.
 */
export function useTransactionLabel() {
  const { t } = useTranslation();
  const findTool = useFindTool();
  return (transaction: ClientTransaction): { label: string; detail: string | null } => {
    const meta = transaction.metadata;
    const tool = findTool(meta?.tool);
    const toolName = tool ? t(tool.nameKey) : null;
    const reason = KNOWN_REASONS.includes(transaction.reason) ? transaction.reason : "other";
    if ((reason === "generation" || reason === "generation_cost") && toolName) return { label: toolName, detail: null };
    if (reason === "refund") {
      const cause = typeof meta?.description === "string" ? REFUND_CAUSES[meta.description] : undefined;
      return {
        label: t("credits.activity.reasons.refund"),
        detail: cause ? t(`credits.activity.refundCauses.${cause}`) : toolName,
      };
    }
    // A reversal short of the whole purchase is a partial refund; one that could not take
    // everything says how many credits had already been used. A dispute (a chargeback the buyer
    // opened with their bank) is not a refund RoomMuse gave, and says so.
    const disputed = reason === "purchase_reversal" && meta?.cause === "dispute";
    const partial =
      reason === "purchase_reversal" &&
      typeof meta?.reversedThrough === "number" &&
      typeof meta.purchaseCredits === "number" &&
      meta.reversedThrough < meta.purchaseCredits;
    const kind = disputed ? "purchase_disputed" : partial ? "purchase_reversal_partial" : reason;
    const label = t(`credits.activity.reasons.${kind}`);
    const shortfall = reason === "purchase_reversal" && typeof meta?.shortfall === "number" ? meta.shortfall : 0;
    const packageType =
      typeof meta?.packageType === "string" && PACKAGE_TYPES.includes(meta.packageType) ? meta.packageType : null;
    const pack = packageType
      ? t("credits.activity.packDetail", { name: t(`credits.packages.names.${packageType}`) })
      : null;
    const used = shortfall > 0 ? t("credits.activity.alreadyUsed", { count: shortfall }) : null;
    return { label, detail: [pack, used].filter(Boolean).join(" · ") || null };
  };
}

/** Ledger rows: readable label per reason, signed amount, date. Used by Recent Activity and the history page. */
export function TransactionList({
  transactions,
  showBalance = false,
}: {
  transactions: ClientTransaction[];
  showBalance?: boolean;
}) {
  const { t } = useTranslation();
  const describe = useTransactionLabel();
  return (
    <ul className="divide-y divide-stone-100" data-testid="transaction-list">
      {transactions.map((transaction) => {
        const { label, detail } = describe(transaction);
        const positive = transaction.amount > 0;
        return (
          <li key={transaction.id} className="flex items-center gap-3 py-3" data-testid="transaction">
            <span
              className={classNames(
                "flex h-9 w-9 shrink-0 items-center justify-center rounded-full text-base",
                "font-bold",
                positive ? "bg-brand-50 text-brand-700" : "bg-clay-50 text-clay-700",
              )}
              aria-hidden="true"
            >
              {positive ? "+" : "−"}
            </span>
            <div className="min-w-0 flex-1">
              <p className="font-medium break-words text-stone-900">
                {label}
                {detail ? <span className="font-normal text-stone-600"> · {detail}</span> : null}
              </p>
              <TransactionDate iso={transaction.created_at} />
            </div>
            <div className="text-right">
              <p
                className={`font-semibold tabular-nums ${positive ? "text-brand-700" : "text-clay-700"}`}
                data-testid="transaction-amount"
              >
                {signedAmount(transaction.amount)}
              </p>
              {showBalance ? (
                <p className="text-xs text-stone-600 tabular-nums">
                  {t("credits.activity.balanceAfter", { count: transaction.balance_after })}
                </p>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

export function EmptyActivity() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center px-4 py-10 text-center" data-testid="activity-empty">
      <span
        className="mb-3 flex h-12 w-12 items-center justify-center rounded-full bg-stone-100 text-2xl"
        aria-hidden="true"
      >
        ✦
      </span>
      <p className="font-semibold text-stone-900">{t("credits.activity.emptyTitle")}</p>
      <p className="text-sm text-stone-600">{t("credits.activity.emptyText")}</p>
    </div>
  );
}
