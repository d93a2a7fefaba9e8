/**
 * A reference model of the credit ledger for property tests, and the random operation
 * sequences to drive it. The model is deliberately naive (a balance and a map of keys); the
 * real Ledger must agree with it on every answer.
 */
import fc from "fast-check";

export type LedgerOp =
  | { kind: "grant"; amount: number; key: string; reason: "welcome_bonus" | "purchase" | "bonus" }
  | { kind: "debit"; amount: number; key: string }
  | { kind: "refund"; debitKey: string; key: string };

/** What a ledger call answered, reduced to what the model can predict. */
export type Outcome =
  | { status: "applied"; amount: number; balance: number }
  | { status: "replayed"; amount: number; balance: number }
  | { status: "insufficient"; balance: number; required: number }
  | { status: "error"; code: string };

/** A small key pool, so replays and cross-kind key reuse happen often. */
const key = fc.constantFrom("k0", "k1", "k2", "k3", "k4", "k5", "k6", "k7", "k8", "k9");

export const ledgerOp: fc.Arbitrary<LedgerOp> = fc.oneof(
  fc.record({
    kind: fc.constant("grant" as const),
    amount: fc.integer({ min: 1, max: 300 }),
    key,
    reason: fc.constantFrom("welcome_bonus" as const, "purchase" as const, "bonus" as const),
  }),
  fc.record({ kind: fc.constant("debit" as const), amount: fc.integer({ min: 1, max: 120 }), key }),
  fc.record({ kind: fc.constant("refund" as const), debitKey: key, key }),
);

export const ledgerOps = (maxLength = 25) => fc.array(ledgerOp, { minLength: 1, maxLength });

interface ModelRow {
  kind: "grant" | "debit" | "refund";
  reason: string;
  amount: number;
  refundOf?: string;
}

export class LedgerModel {
  balance: number;
  rows = new Map<string, ModelRow>();

  constructor(initial = 0) {
    this.balance = initial;
  }

  apply(op: LedgerOp): Outcome {
    const existing = this.rows.get(op.key);
    const reason = op.kind === "grant" ? op.reason : op.kind === "debit" ? "generation" : "refund";
    if (existing) {
      if (existing.reason !== reason) return { status: "error", code: "key_conflict" };
      return { status: "replayed", amount: existing.amount, balance: this.balance };
    }
    if (op.kind === "grant") return this.write(op.key, { kind: "grant", reason, amount: op.amount });
    if (op.kind === "debit") {
      if (this.balance < op.amount) return { status: "insufficient", balance: this.balance, required: op.amount };
      return this.write(op.key, { kind: "debit", reason, amount: -op.amount });
    }
    const debit = this.rows.get(op.debitKey);
    if (debit?.kind !== "debit") return { status: "error", code: "unknown_debit" };
    const earlier = [...this.rows.values()].find((r) => r.refundOf === op.debitKey);
    if (earlier) return { status: "replayed", amount: earlier.amount, balance: this.balance };
    return this.write(op.key, { kind: "refund", reason, amount: -debit.amount, refundOf: op.debitKey });
  }

  private write(key: string, row: ModelRow): Outcome {
    this.rows.set(key, row);
    this.balance += row.amount;
    return { status: "applied", amount: row.amount, balance: this.balance };
  }
}

/** Reduces a real ledger answer (or rejection) to an Outcome. */
export async function outcomeOf(call: () => Promise<unknown>): Promise<Outcome> {
  try {
    const result = (await call()) as {
      ok?: boolean;
      replayed?: boolean;
      amount?: number;
      balance: number;
      required?: number;
    };
    if (result.ok === false) return { status: "insufficient", balance: result.balance, required: result.required ?? 0 };
    return { status: result.replayed ? "replayed" : "applied", amount: result.amount ?? 0, balance: result.balance };
  } catch (error) {
    const code = /\[ledger:([a-z_]+)\]/.exec(error instanceof Error ? error.message : String(error))?.[1];
    return { status: "error", code: code ?? `unexpected: ${String(error)}` };
  }
}
