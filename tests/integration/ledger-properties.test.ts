/**
 * The money rules checked against the real CreditAccount Durable Object in workerd (its own
 * SQLite store, unique keys, RPC), with the same model and operation generator as the unit
 * property test. The D1 projection must agree with the object once flushed.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LedgerModel, ledgerOps, outcomeOf, type LedgerOp } from "../support/ledger-model";
import { createUser, creditAccount, ledgerState, objectRows, projectionState } from "../support/users";
import { useWorker } from "../support/fixtures";

const worker = useWorker();

const RUNS = Number(process.env.LEDGER_DO_RUNS ?? 60);

async function invariants(userId: string) {
  const state = await ledgerState(worker, userId);
  const rows = await objectRows(worker, userId);
  const refunded = rows.filter((row) => row.reason === "refund").map((row) => row.metadata?.refundOf);
  return {
    state,
    doubleRefunds: refunded.length - new Set(refunded).size,
    lastBalanceAfter: rows[0]?.balanceAfter ?? 0,
    projection: await projectionState(worker, userId),
  };
}

describe("CreditAccount Durable Object against the model", () => {
  it(`answers like the model for random sequences, sequential and concurrent (${RUNS} runs)`, async () => {
    await fc.assert(
      fc.asyncProperty(ledgerOps(15), fc.boolean(), async (ops, concurrent) => {
        const user = await createUser(worker, { credits: 0 });
        const account = await creditAccount(worker, user.id);
        // Keys are per run, so runs never collide in the shared database.
        const scoped = (k: string) => `${user.id}:${k}`;
        const run = (op: LedgerOp) => () => {
          if (op.kind === "grant")
            return account.grant({
              userId: user.id,
              amount: op.amount,
              reason: op.reason,
              idempotencyKey: scoped(op.key),
            });
          if (op.kind === "debit")
            return account.debit({ userId: user.id, amount: op.amount, idempotencyKey: scoped(op.key) });
          return account.refund({
            userId: user.id,
            debitIdempotencyKey: scoped(op.debitKey),
            idempotencyKey: scoped(op.key),
          });
        };
        const model = new LedgerModel();
        const expected = ops.map((op) => model.apply(op));
        const actual = [];
        if (concurrent) {
          // Fired together: the object must still apply them in arrival order, one at a time.
          actual.push(...(await Promise.all(ops.map((op) => outcomeOf(run(op))))));
        } else {
          for (const op of ops) actual.push(await outcomeOf(run(op)));
        }
        if (!concurrent) expect(actual).toEqual(expected);
        const { state, doubleRefunds, lastBalanceAfter, projection } = await invariants(user.id);
        expect(state.ledgerSum).toBe(state.balance);
        expect(state.balance).toBeGreaterThanOrEqual(0);
        expect(state.balance).toBe(lastBalanceAfter);
        expect(doubleRefunds).toBe(0);
        expect(projection).toEqual(state);
        expect(state.rows).toBe(actual.filter((o) => o.status === "applied").length);
        if (!concurrent) expect(state.balance).toBe(model.balance);
      }),
      { numRuns: RUNS },
    );
  }, 600_000);

  it("200 concurrent debits of 10 against 50: exactly 5 succeed and the balance ends at 0", async () => {
    const user = await createUser(worker, { credits: 50 });
    const account = await creditAccount(worker, user.id);
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        account.debit({ userId: user.id, amount: 10, idempotencyKey: `${user.id}:gen:${i}` }),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(5);
    expect(results.filter((r) => !r.ok)).toHaveLength(195);
    expect(await ledgerState(worker, user.id)).toEqual({ balance: 0, ledgerSum: 0, rows: 6 });
    expect(await account.summary(user.id)).toMatchObject({ totalCreditsSpent: 50, totalGenerations: 5 });
    // The projection's totals are the object's, once flushed.
    expect(await projectionState(worker, user.id)).toEqual({ balance: 0, ledgerSum: 0, rows: 6 });
    const totals = await (await worker.db())
      .prepare("SELECT total_credits_spent AS spent, total_generations AS gens FROM user_profiles WHERE id = ?")
      .bind(user.id)
      .first();
    expect(totals).toEqual({ spent: 50, gens: 5 });
  });

  it("a refund of an unknown debit rejects with a coded message, and a second refund key refunds nothing", async () => {
    const user = await createUser(worker, { credits: 40 });
    const account = await creditAccount(worker, user.id);
    await expect(
      account.refund({ userId: user.id, debitIdempotencyKey: `${user.id}:nope`, idempotencyKey: `${user.id}:r0` }),
    ).rejects.toThrow(/\[ledger:unknown_debit\]/);
    await account.debit({ userId: user.id, amount: 30, idempotencyKey: `${user.id}:g` });
    await account.refund({ userId: user.id, debitIdempotencyKey: `${user.id}:g`, idempotencyKey: `${user.id}:r1` });
    expect(
      await account.refund({ userId: user.id, debitIdempotencyKey: `${user.id}:g`, idempotencyKey: `${user.id}:r2` }),
    ).toMatchObject({ replayed: true, balance: 40 });
    expect(await ledgerState(worker, user.id)).toEqual({ balance: 40, ledgerSum: 40, rows: 3 });
  });
});
