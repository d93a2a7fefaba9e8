import { describe, expect, it } from "vitest";
import { purchasesFromLedger, signInMethodsOf } from "./account.server";
import type { LedgerRow } from "./ledger";

let seq = 0;
const row = (
  reason: LedgerRow["reason"],
  amount: number,
  metadata: Record<string, unknown> | null,
  createdAt: number,
) => ({ seq: ++seq, id: `row-${seq}`, amount, balanceAfter: 0, reason, metadata, createdAt }) satisfies LedgerRow;

describe("purchasesFromLedger", () => {
  it("marks a purchase refunded or disputed by the reversal that names its checkout, newest first", () => {
    const rows = [
      row("purchase", 200, { packageType: "starter", checkoutSessionId: "cs_a", amountCents: 499 }, 1),
      row("generation", -10, null, 2),
      row("purchase", 400, { packageType: "standard", checkoutSessionId: "cs_b", amountCents: 1099 }, 3),
      row("purchase_reversal", -150, { cause: "refund", checkoutSessionId: "cs_a", shortfall: 50 }, 4),
      row("purchase_reversal", -400, { cause: "dispute", checkoutSessionId: "cs_b", shortfall: 0 }, 5),
      row("purchase", 800, { packageType: "premium", checkoutSessionId: "cs_c", amountCents: 1599 }, 6),
    ];
    expect(purchasesFromLedger(rows)).toEqual([
      {
        id: "cs_c",
        packageType: "premium",
        credits: 800,
        amountCents: 1599,
        createdAt: 6,
        status: "paid",
        takenBack: 0,
        shortfall: 0,
      },
      {
        id: "cs_b",
        packageType: "standard",
        credits: 400,
        amountCents: 1099,
        createdAt: 3,
        status: "disputed",
        takenBack: 400,
        shortfall: 0,
      },
      {
        id: "cs_a",
        packageType: "starter",
        credits: 200,
        amountCents: 499,
        createdAt: 1,
        status: "refunded",
        takenBack: 150,
        shortfall: 50,
      },
    ]);
  });

  it("adds up partial refunds of one purchase, and calls it refunded once they reach the whole of it", () => {
    const pack = row("purchase", 400, { packageType: "standard", checkoutSessionId: "cs_p", amountCents: 1099 }, 1);
    const partial = (through: number, amount: number, shortfall: number, at: number) =>
      row(
        "purchase_reversal",
        amount,
        { cause: "refund", reversalOf: pack.id, reversedThrough: through, shortfall },
        at,
      );
    const halfway = [pack, partial(100, -100, 0, 2), partial(200, -80, 20, 3)];
    expect(purchasesFromLedger(halfway)[0]).toMatchObject({
      status: "partially_refunded",
      takenBack: 180,
      shortfall: 20,
    });
    expect(purchasesFromLedger([...halfway, partial(400, -200, 0, 4)])[0]).toMatchObject({
      status: "refunded",
      takenBack: 380,
      shortfall: 20,
    });
  });

  it("shows a purchase whose row predates the amount as an unknown amount, not a guess", () => {
    const [legacy] = purchasesFromLedger([row("purchase", 200, { packageType: "starter" }, 1)]);
    expect(legacy).toMatchObject({ packageType: "starter", amountCents: null, status: "paid" });
  });
});

describe("signInMethodsOf", () => {
  it("always lists the e-mail link, and a provider once it has been used", () => {
    expect(signInMethodsOf(null)).toEqual([{ method: "email", firstUsedAt: null, lastUsedAt: null }]);
    expect(signInMethodsOf({ facebook: { first: 1, last: 2 } }).map((m) => [m.method, m.lastUsedAt])).toEqual([
      ["email", null],
      ["facebook", 2],
    ]);
  });
});
