import { describe, expect, it } from "vitest";
import { createUser, creditAccount, ledgerState } from "../support/users";
import { useWorker } from "../support/fixtures";

const worker = useWorker();

describe("CreditAccount ledger core", () => {
  it("grants once per idempotency key", async () => {
    const user = await createUser(worker, { credits: 0 });
    const account = await creditAccount(worker, user.id);
    const first = await account.grant({
      userId: user.id,
      amount: 50,
      reason: "welcome_bonus",
      idempotencyKey: `welcome_bonus:${user.id}`,
    });
    const again = await account.grant({
      userId: user.id,
      amount: 50,
      reason: "welcome_bonus",
      idempotencyKey: `welcome_bonus:${user.id}`,
    });
    expect(first).toMatchObject({ balance: 50, replayed: false });
    expect(again).toMatchObject({ balance: 50, replayed: true });
    expect(await ledgerState(worker, user.id)).toEqual({ balance: 50, ledgerSum: 50, rows: 1 });
  });

  it("refuses a debit above the balance and refunds exactly what a debit took", async () => {
    const user = await createUser(worker, { credits: 15 });
    const account = await creditAccount(worker, user.id);
    expect(await account.debit({ userId: user.id, amount: 20, idempotencyKey: "gen:a" })).toMatchObject({
      ok: false,
      balance: 15,
    });
    expect(await account.debit({ userId: user.id, amount: 10, idempotencyKey: "gen:b" })).toMatchObject({
      ok: true,
      balance: 5,
    });
    expect(
      await account.refund({ userId: user.id, debitIdempotencyKey: "gen:b", idempotencyKey: "refund:b" }),
    ).toMatchObject({ balance: 15, replayed: false });
    expect(
      await account.refund({ userId: user.id, debitIdempotencyKey: "gen:b", idempotencyKey: "refund:b" }),
    ).toMatchObject({ balance: 15, replayed: true });
    expect(await ledgerState(worker, user.id)).toEqual({ balance: 15, ledgerSum: 15, rows: 3 });
  });

  it("serializes concurrent debits: 20 debits of 10 against 50 leave exactly 0", async () => {
    const user = await createUser(worker, { credits: 50 });
    const account = await creditAccount(worker, user.id);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => account.debit({ userId: user.id, amount: 10, idempotencyKey: `gen:c${i}` })),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(5);
    expect(await ledgerState(worker, user.id)).toEqual({ balance: 0, ledgerSum: 0, rows: 6 });
  });
});
