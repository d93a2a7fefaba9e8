/**
 * Property tests of the real Ledger rules (the class the CreditAccount Durable Object runs),
 * over an in-memory store with D1's constraints. Store calls go through fast-check's scheduler,
 * so concurrent calls interleave in every order the scheduler can think of.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LedgerModel, ledgerOps, outcomeOf, type LedgerOp, type Outcome } from "../../tests/support/ledger-model";
import { creditsClaimed, Ledger, LedgerError, type LedgerStore, type NewEntry, type StoredEntry } from "./ledger";

const USER = "user-1";

/**
 * The object's SQLite store as the ledger sees it: unique key, one refund per debit, credits >= 0, row + balance
 * atomic.
 */
class MemoryStore implements LedgerStore {
  balances = new Map<string, number>([[USER, 0]]);
  rows: NewEntry[] = [];
  constructor(private readonly io: <T>(value: () => T) => Promise<T> = async (value) => value()) {}

  balanceOf(userId: string) {
    return this.io(() => this.balances.get(userId) ?? null);
  }
  findByKey(key: string) {
    return this.io(() => this.stored(this.rows.find((r) => r.idempotencyKey === key)));
  }
  findRefundOf(userId: string, debitId: string) {
    return this.io(() =>
      this.stored(
        this.rows.find((r) => r.userId === userId && r.reason === "refund" && r.metadata?.refundOf === debitId),
      ),
    );
  }
  refundedPartsOf(userId: string, debitId: string) {
    return this.io(() => this.partsOf(userId, debitId));
  }
  private partsOf(userId: string, debitId: string) {
    return this.rows
      .filter((r) => r.userId === userId && r.reason === "refund" && r.metadata?.partOf === debitId)
      .reduce((sum, r) => sum + r.amount, 0);
  }
  append(entry: NewEntry, balanceBefore: number) {
    return this.io(() => {
      if (this.balances.get(entry.userId) !== balanceBefore) return false;
      const partOf = entry.metadata?.partOf;
      if (typeof partOf === "string") {
        const debit = this.rows.find((r) => r.id === partOf);
        const whole = this.rows.some((r) => r.reason === "refund" && r.metadata?.refundOf === partOf);
        if (!debit || whole || this.partsOf(entry.userId, partOf) + entry.amount > -debit.amount) return false;
      }
      if (typeof entry.metadata?.refundOf === "string" && this.partsOf(entry.userId, entry.metadata.refundOf) > 0)
        return false;
      const refundOf = entry.metadata?.refundOf;
      if (
        refundOf &&
        this.rows.some((r) => r.userId === entry.userId && r.reason === "refund" && r.metadata?.refundOf === refundOf)
      )
        return false;
      const reversalOf = entry.metadata?.reversalOf;
      if (typeof reversalOf === "string") {
        const through = Number(entry.metadata?.reversedThrough);
        const purchase = this.rows.find((r) => r.id === reversalOf && r.reason === "purchase");
        if (through <= this.level(reversalOf)) return false;
        if (!purchase || through > purchase.amount) throw new Error("reversal must climb within its purchase");
      }
      if (this.rows.some((r) => r.idempotencyKey === entry.idempotencyKey))
        throw new Error("UNIQUE constraint failed: credit_transactions.idempotency_key");
      const after = (this.balances.get(entry.userId) ?? 0) + entry.amount;
      if (after < 0) throw new Error("CHECK constraint failed: user_profiles_credits_not_negative");
      this.rows.push(entry);
      this.balances.set(entry.userId, after);
      return true;
    });
  }
  grantedAfter(userId: string, key: string) {
    return this.io(() => {
      const at = this.rows.findIndex((r) => r.idempotencyKey === key);
      return this.rows
        .slice(at + 1)
        .filter((r) => at >= 0 && r.userId === userId && ["purchase", "bonus", "welcome_bonus"].includes(r.reason))
        .reduce((sum, r) => sum + r.amount, 0);
    });
  }
  reversalsOf(_userId: string, purchaseId: string) {
    return this.io(() => ({
      through: this.level(purchaseId),
      taken: -this.rows.filter((r) => r.metadata?.reversalOf === purchaseId).reduce((sum, r) => sum + r.amount, 0),
    }));
  }
  private level(purchaseId: string) {
    return Math.max(
      0,
      ...this.rows.filter((r) => r.metadata?.reversalOf === purchaseId).map((r) => Number(r.metadata?.reversedThrough)),
    );
  }
  private stored(row: NewEntry | undefined): StoredEntry | null {
    return row ? { id: row.id, userId: row.userId, amount: row.amount, reason: row.reason } : null;
  }
}

function call(ledger: Ledger, op: LedgerOp) {
  if (op.kind === "grant")
    return ledger.grant({ userId: USER, amount: op.amount, reason: op.reason, idempotencyKey: op.key });
  if (op.kind === "debit") return ledger.debit({ userId: USER, amount: op.amount, idempotencyKey: op.key });
  return ledger.refund({ userId: USER, debitIdempotencyKey: op.debitKey, idempotencyKey: op.key });
}

/** The invariants of the money rules, whatever happened. */
function expectConsistent(store: MemoryStore) {
  const balance = store.balances.get(USER)!;
  const sum = store.rows.reduce((total, r) => total + r.amount, 0);
  expect(sum).toBe(balance);
  expect(balance).toBeGreaterThanOrEqual(0);
  const keys = store.rows.map((r) => r.idempotencyKey);
  expect(new Set(keys).size).toBe(keys.length);
  const refunded = store.rows.filter((r) => r.reason === "refund").map((r) => r.metadata?.refundOf);
  expect(new Set(refunded).size).toBe(refunded.length);
  for (const refund of store.rows.filter((r) => r.reason === "refund")) {
    const debit = store.rows.find((r) => r.id === refund.metadata?.refundOf);
    expect(debit?.reason).toBe("generation");
    expect(refund.amount).toBe(-debit!.amount);
  }
}

describe("Ledger against the model", () => {
  it("answers every call in a sequence exactly as the model does (1000 runs)", async () => {
    await fc.assert(
      fc.asyncProperty(ledgerOps(30), async (ops) => {
        const store = new MemoryStore();
        const ledger = new Ledger(store);
        const model = new LedgerModel();
        for (const op of ops) {
          expect(await outcomeOf(() => call(ledger, op))).toEqual(model.apply(op));
          expectConsistent(store);
        }
        expect(store.balances.get(USER)).toBe(model.balance);
        expect(store.rows).toHaveLength(model.rows.size);
      }),
      { numRuns: 1000 },
    );
  }, 120_000);

  it("gives the same answers when all calls are in flight at once and I/O interleaves freely (1000 runs)", async () => {
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), ledgerOps(20), async (s, ops) => {
        const store = new MemoryStore((value) => s.schedule(Promise.resolve()).then(value));
        const ledger = new Ledger(store);
        const pending = ops.map((op) => outcomeOf(() => call(ledger, op)));
        const outcomes = await s.waitFor(Promise.all(pending));
        const model = new LedgerModel();
        expect(outcomes).toEqual(ops.map((op) => model.apply(op)));
        expectConsistent(store);
      }),
      { numRuns: 1000 },
    );
  }, 120_000);

  it("keeps the books straight even when two ledger instances race over one store (1000 runs)", async () => {
    // An evicted object and its successor overlapping briefly: answers may be refusals,
    // but the balance and the ledger never disagree and nothing is applied twice.
    await fc.assert(
      fc.asyncProperty(
        fc.scheduler(),
        ledgerOps(20),
        fc.array(fc.boolean(), { minLength: 20, maxLength: 20 }),
        async (s, ops, sides) => {
          const store = new MemoryStore((value) => s.schedule(Promise.resolve()).then(value));
          const ledgers = [new Ledger(store), new Ledger(store)];
          const pending = ops.map((op, i) => outcomeOf(() => call(ledgers[sides[i] ? 1 : 0], op)));
          const outcomes: Outcome[] = await s.waitFor(Promise.all(pending));
          expectConsistent(store);
          const applied = outcomes.filter((o) => o.status === "applied").length;
          expect(applied).toBe(store.rows.length);
        },
      ),
      { numRuns: 1000 },
    );
  }, 120_000);
});

describe("Ledger rules", () => {
  it("200 concurrent debits of 10 against 50: exactly 5 succeed and the balance ends at 0", async () => {
    const store = new MemoryStore(
      (value) => new Promise((resolve) => setTimeout(() => resolve(value()), Math.random() * 2)),
    );
    const ledger = new Ledger(store);
    await ledger.grant({ userId: USER, amount: 50, reason: "bonus", idempotencyKey: "seed" });
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) => ledger.debit({ userId: USER, amount: 10, idempotencyKey: `gen:${i}` })),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(5);
    expect(store.balances.get(USER)).toBe(0);
    expectConsistent(store);
  });

  it("refunds a debit once, even under a second refund key", async () => {
    const store = new MemoryStore();
    const ledger = new Ledger(store);
    await ledger.grant({ userId: USER, amount: 30, reason: "bonus", idempotencyKey: "seed" });
    await ledger.debit({ userId: USER, amount: 20, idempotencyKey: "gen:a" });
    expect(
      await ledger.refund({ userId: USER, debitIdempotencyKey: "gen:a", idempotencyKey: "refund:1" }),
    ).toMatchObject({ replayed: false, balance: 30 });
    expect(
      await ledger.refund({ userId: USER, debitIdempotencyKey: "gen:a", idempotencyKey: "refund:2" }),
    ).toMatchObject({ replayed: true, balance: 30 });
    expect(store.rows).toHaveLength(3);
  });

  it("refunds a debit of several options in parts: each once, never past the debit, never also whole", async () => {
    const store = new MemoryStore();
    const ledger = new Ledger(store);
    await ledger.grant({ userId: USER, amount: 10, reason: "bonus", idempotencyKey: "seed" });
    await ledger.debit({ userId: USER, amount: 8, idempotencyKey: "gen:batch", metadata: { options: 4 } });
    const part = (key: string, amount: number) =>
      ledger.refund({ userId: USER, debitIdempotencyKey: "gen:batch", idempotencyKey: key, amount });
    expect(await part("refund:1", 2)).toMatchObject({ replayed: false, amount: 2, balance: 4 });
    expect(await part("refund:1", 2)).toMatchObject({ replayed: true, balance: 4 });
    expect(await part("refund:2", 4)).toMatchObject({ replayed: false, balance: 8 });
    await expect(part("refund:3", 4)).rejects.toMatchObject({ code: "invalid_amount" });
    await expect(
      ledger.refund({ userId: USER, debitIdempotencyKey: "gen:batch", idempotencyKey: "refund:whole" }),
    ).rejects.toMatchObject({ code: "invalid_amount" });
    expect(await part("refund:4", 2)).toMatchObject({ balance: 10 });
    expect(store.rows.filter((r) => r.reason === "refund").map((r) => r.amount)).toEqual([2, 4, 2]);
  });

  it("a reversal takes what is left of a purchase, never a later grant, never below 0, and once", async () => {
    const store = new MemoryStore();
    const ledger = new Ledger(store);
    const reverse = (purchase: string) => ledger.reverse({ userId: USER, purchaseIdempotencyKey: purchase });
    await ledger.grant({ userId: USER, amount: 200, reason: "purchase", idempotencyKey: "checkout:a" });
    await ledger.debit({ userId: USER, amount: 150, idempotencyKey: "gen:a" });
    await ledger.grant({ userId: USER, amount: 400, reason: "purchase", idempotencyKey: "checkout:b" });
    expect(await reverse("checkout:a")).toMatchObject({ taken: 50, shortfall: 150, balance: 400, replayed: false });
    expect(await reverse("checkout:a")).toMatchObject({
      taken: 0,
      shortfall: 0,
      through: 200,
      totalTaken: 50,
      totalShortfall: 150,
      replayed: true,
    });
    // Everything of B spent too: B's reversal records that it took nothing, and the balance stays at 0.
    await ledger.debit({ userId: USER, amount: 400, idempotencyKey: "gen:b" });
    expect(await reverse("checkout:b")).toMatchObject({ taken: 0, shortfall: 400, balance: 0 });
    await expect(reverse("checkout:none")).rejects.toMatchObject({ code: "unknown_purchase" });
    expect(store.rows.filter((r) => r.reason === "purchase_reversal")).toHaveLength(2);
    expectConsistent(store);
  });

  it("partial refunds claim the purchase in proportion to the total refunded, whatever their order", async () => {
    const store = new MemoryStore();
    const ledger = new Ledger(store);
    await ledger.grant({ userId: USER, amount: 200, reason: "purchase", idempotencyKey: "checkout:a" });
    const refund = (amount: number) =>
      ledger.reverse({ userId: USER, purchaseIdempotencyKey: "checkout:a", refunded: { amount, of: 499 } });
    // 100 of 499 cents is 40.08 credits: 40 (a credit goes only when its whole price came back).
    expect(await refund(100)).toMatchObject({ taken: 40, through: 40, balance: 160, replayed: false });
    // The 300-cent report arrives before the 200-cent one: it takes up to 120, the older one nothing.
    expect(await refund(300)).toMatchObject({ taken: 80, through: 120, balance: 80, replayed: false });
    expect(await refund(200)).toMatchObject({ taken: 0, through: 120, balance: 80, replayed: true });
    expect(await refund(300)).toMatchObject({ taken: 0, replayed: true });
    // A refund of a fraction of one credit's price claims nothing and writes nothing.
    expect(await refund(301)).toMatchObject({ taken: 0, through: 120, replayed: true });
    await ledger.debit({ userId: USER, amount: 50, idempotencyKey: "gen:a" });
    // The rest of the price: 80 credits claimed, 30 left to take, 50 already spent.
    expect(await refund(499)).toMatchObject({
      taken: 30,
      shortfall: 50,
      through: 200,
      totalTaken: 150,
      totalShortfall: 50,
    });
    // A dispute of the whole charge afterwards finds it wholly reversed.
    expect(await ledger.reverse({ userId: USER, purchaseIdempotencyKey: "checkout:a" })).toMatchObject({
      replayed: true,
      through: 200,
    });
    expect(store.rows.filter((r) => r.reason === "purchase_reversal").map((r) => r.amount)).toEqual([-40, -80, -30]);
    expectConsistent(store);
  });

  it("the rounding of a share: down, all at the whole price, never past it", () => {
    expect(creditsClaimed(200, { amount: 100, of: 499 })).toBe(40);
    expect(creditsClaimed(200, { amount: 498, of: 499 })).toBe(199);
    expect(creditsClaimed(200, { amount: 499, of: 499 })).toBe(200);
    expect(creditsClaimed(200, { amount: 600, of: 499 })).toBe(200);
    expect(creditsClaimed(200)).toBe(200);
    expect(() => creditsClaimed(200, { amount: 1, of: 0 })).toThrow(LedgerError);
  });

  it(
    "refuses bad amounts and unknown profiles with coded errors that survive a trip through a " + "plain Error",
    async () => {
      const ledger = new Ledger(new MemoryStore());
      for (const amount of [0, -5, 1.5, Number.NaN, 2_000_000]) {
        await expect(ledger.debit({ userId: USER, amount, idempotencyKey: `x${amount}` })).rejects.toMatchObject({
          code: "invalid_amount",
        });
      }
      const rejection = await ledger
        .grant({ userId: "nobody", amount: 5, reason: "bonus", idempotencyKey: "n" })
        .catch((e: Error) => e);
      // What arrives on the other side of RPC: only the message.
      const restored = LedgerError.from(new Error((rejection as Error).message));
      expect(restored).toBeInstanceOf(LedgerError);
      expect((restored as LedgerError).code).toBe("no_profile");
      expect(LedgerError.from(new Error("network down"))).not.toBeInstanceOf(LedgerError);
    },
  );
});
