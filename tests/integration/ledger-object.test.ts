/**
 * The ledger of record in the user's CreditAccount object: an account whose ledger is still in
 * D1 is imported on first touch exactly once, even when many first requests arrive together;
 * the object's alarm copies new rows to D1's projection on its own; the history screen pages by
 * cursor past the latest 50 rows to the first and back, and a cursor that is no row number starts
 * it from the newest; a purchase's reversals can only climb within it, whatever writes them.
 */
import { randomUUID } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { createUser, creditAccount, ledgerState, objectRows, projectionState, type TestUser } from "../support/users";
import { REVERSAL_COLUMNS, REVERSAL_SCHEMA, SCHEMA } from "../../server/durable-objects/sqlite-ledger-store";
import { useWorker } from "../support/fixtures";

const worker = useWorker();

/** A profile with a ledger in D1 only, as accounts were before the object kept the ledger. */
async function legacyAccount() {
  const userId = randomUUID();
  const db = await worker.db();
  const at = Date.now() - 60_000;
  const grant = { id: randomUUID(), key: `welcome_bonus:${userId}` };
  const debit = { id: randomUUID(), key: `generation:legacy-${userId}` };
  await db.batch([
    db
      .prepare(
        "INSERT INTO user_profiles (id, email, credits, total_credits_spent, total_generations) " +
          "VALUES (?, ?, 70, 30, 1)",
      )
      .bind(userId, `legacy-${userId.slice(0, 8)}@example.com`),
    db
      .prepare(
        "INSERT INTO credit_transactions (id, user_id, amount, balance_after, reason, metadata, " +
          "idempotency_key, created_at) VALUES (?, ?, 100, 100, 'welcome_bonus', NULL, ?, ?)",
      )
      .bind(grant.id, userId, grant.key, at),
    db
      .prepare(
        "INSERT INTO credit_transactions (id, user_id, amount, balance_after, reason, metadata, " +
          "idempotency_key, created_at) VALUES (?, ?, -30, 70, 'generation', ?, ?, ?)",
      )
      .bind(debit.id, userId, JSON.stringify({ tool: "recolor" }), debit.key, at + 1),
  ]);
  return { userId, grant, debit };
}

describe("import of a D1 ledger on first touch", () => {
  it("happens exactly once when 40 first requests arrive at the same time", async () => {
    const { userId, grant, debit } = await legacyAccount();
    const account = await creditAccount(worker, userId);
    // Reads and debits of 10 against the imported 70, all fired before any of them is answered.
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        i % 2
          ? account.balance(userId)
          : account.debit({ userId, amount: 10, idempotencyKey: `generation:${userId}:${i}` }),
      ),
    );
    const debits = answers.filter((answer) => typeof answer === "object");
    expect(debits.filter((d) => d.ok)).toHaveLength(7);
    // Every read saw at least the imported balance's consequences, never an empty account.
    for (const balance of answers.filter((answer) => typeof answer === "number")) {
      expect(balance).toBeGreaterThanOrEqual(0);
      expect(balance).toBeLessThanOrEqual(70);
    }
    const rows = await objectRows(worker, userId);
    expect(rows.filter((row) => row.id === grant.id)).toHaveLength(1);
    expect(rows.filter((row) => row.id === debit.id)).toHaveLength(1);
    expect(await ledgerState(worker, userId)).toEqual({ balance: 0, ledgerSum: 0, rows: 9 });
    expect(await account.summary(userId)).toMatchObject({ totalCreditsSpent: 100, totalGenerations: 8 });
    // The imported rows are not written to the projection a second time.
    expect(await projectionState(worker, userId)).toEqual({ balance: 0, ledgerSum: 0, rows: 9 });
  });

  it(
    "keeps the imported idempotency keys: a replayed grant changes nothing and an old debit is " + "refunded once",
    async () => {
      const { userId, grant, debit } = await legacyAccount();
      const account = await creditAccount(worker, userId);
      expect(
        await account.grant({ userId, amount: 100, reason: "welcome_bonus", idempotencyKey: grant.key }),
      ).toMatchObject({ replayed: true, balance: 70 });
      const refund = { userId, debitIdempotencyKey: debit.key };
      expect(await account.refund({ ...refund, idempotencyKey: "refund:1" })).toMatchObject({
        replayed: false,
        balance: 100,
      });
      expect(await account.refund({ ...refund, idempotencyKey: "refund:2" })).toMatchObject({ replayed: true });
      expect(await ledgerState(worker, userId)).toEqual({ balance: 100, ledgerSum: 100, rows: 3 });
    },
  );

  it("refuses an account with no profile in D1, and imports it once the profile exists", async () => {
    const userId = randomUUID();
    const account = await creditAccount(worker, userId);
    await expect(account.balance(userId)).rejects.toThrow(/\[ledger:no_profile\]/);
    const db = await worker.db();
    await db.prepare("INSERT INTO user_profiles (id, email) VALUES (?, ?)").bind(userId, `${userId}@example.com`).run();
    expect(await account.balance(userId)).toBe(0);
  });
});

describe("the D1 projection", () => {
  it("receives new rows and the balance from the object's alarm, without being asked", async () => {
    const user = await createUser(worker, { credits: 40 });
    const account = await creditAccount(worker, user.id);
    await account.debit({ userId: user.id, amount: 15, idempotencyKey: `${user.id}:g1` });
    const db = await worker.db();
    const projected = async () => ({
      credits: (
        await db.prepare("SELECT credits FROM user_profiles WHERE id = ?").bind(user.id).first<{ credits: number }>()
      )?.credits,
      rows: (
        await db
          .prepare("SELECT COUNT(*) AS n FROM credit_transactions WHERE user_id = ?")
          .bind(user.id)
          .first<{ n: number }>()
      )?.n,
    });
    await vi.waitFor(async () => expect(await projected()).toEqual({ credits: 25, rows: 2 }), {
      timeout: 15_000,
      interval: 100,
    });
  });
});

describe("history by cursor", () => {
  /** One history page as a signed-in browser without JavaScript gets it: its rows' balances and its links. */
  async function historyPage(user: TestUser, query = "") {
    const res = await worker.fetch(`/app/credits/history${query}`, { headers: { Cookie: user.cookie } });
    const html = await res.text();
    return {
      status: res.status,
      html,
      pageOf: /Page \d+ of \d+/.exec(html)?.[0],
      balances: [...html.matchAll(/Balance: (\d+)/g)].map((match) => Number(match[1])),
      older: /href="[^"]*\?before=(\d+)"/.exec(html)?.[1],
      newer: /href="[^"]*\?after=(\d+)"/.exec(html)?.[1],
    };
  }

  it("walks past the latest 50 rows to the first one with Next, and back with Previous, each row once", async () => {
    const user = await createUser(worker, { credits: 100 });
    const account = await creditAccount(worker, user.id);
    for (let i = 0; i < 55; i++)
      await account.debit({ userId: user.id, amount: 1, idempotencyKey: `${user.id}:d${i}` });
    // The grant (balance 100), then 55 debits down to 45: 56 rows, newest first, 20 a page.
    const everyRow = Array.from({ length: 56 }, (_, i) => 45 + i);

    const pages = [await historyPage(user)];
    while (pages.at(-1)?.older) pages.push(await historyPage(user, `?before=${pages.at(-1)?.older}`));
    expect(pages.map((page) => page.status)).toEqual([200, 200, 200]);
    expect(pages.map((page) => page.pageOf)).toEqual(["Page 1 of 3", "Page 2 of 3", "Page 3 of 3"]);
    expect(pages.flatMap((page) => page.balances)).toEqual(everyRow);
    expect(pages[2].html).toContain("Bonus credits");
    expect(pages[0].newer).toBeUndefined();

    const back = [pages[2]];
    while (back.at(-1)?.newer) back.push(await historyPage(user, `?after=${back.at(-1)?.newer}`));
    expect(back.map((page) => page.balances)).toEqual(pages.map((page) => page.balances).reverse());
    expect(back.at(-1)?.older).toBe(pages[0].older);
  });

  it("starts from the newest rows when a cursor is no row number, instead of failing", async () => {
    const user = await createUser(worker, { credits: 100 });
    const account = await creditAccount(worker, user.id);
    for (let i = 0; i < 24; i++)
      await account.debit({ userId: user.id, amount: 1, idempotencyKey: `${user.id}:d${i}` });
    for (const query of ["?before=abc", "?before=-3", "?after=0", "?before=1e400", "?before=1.5", "?after="]) {
      const page = await historyPage(user, query);
      expect(page.status, query).toBe(200);
      expect(page.pageOf, query).toBe("Page 1 of 2");
      expect(page.balances, query).toEqual(Array.from({ length: 20 }, (_, i) => 76 + i));
    }
  });
});

describe("reversals of a purchase", () => {
  it("climb within the purchase in the object's schema: a second full reversal or one past it is refused", async () => {
    // The very statements the object runs, in workerd's SQLite (a scratch table of the test's D1).
    const db = await worker.db();
    for (const statement of [SCHEMA[1], ...REVERSAL_COLUMNS, ...REVERSAL_SCHEMA]) await db.prepare(statement).run();
    const insert = (
      id: string,
      amount: number,
      reason: string,
      key: string,
      of: string | null,
      through: number | null,
    ) =>
      db
        .prepare(
          "INSERT INTO entries (id, amount, balance_after, reason, idempotency_key, reversal_of, reversed_through, " +
            "created_at) VALUES (?, ?, 0, ?, ?, ?, ?, 0)",
        )
        .bind(id, amount, reason, key, of, through)
        .run();
    await insert("p1", 200, "purchase", "checkout:a", null, null);
    await insert("r1", -40, "purchase_reversal", "reversal:a:40", "p1", 40);
    await insert("r2", -160, "purchase_reversal", "reversal:a:200", "p1", 200);
    for (const [key, through] of [
      ["reversal:b:200", 200],
      ["reversal:b:120", 120],
      ["reversal:b:201", 201],
    ] as const)
      await expect(insert(`x-${through}`, 0, "purchase_reversal", key, "p1", through), key).rejects.toThrow(
        /reversal must climb within its purchase|UNIQUE/,
      );
    await expect(insert("x-gen", -1, "generation", "gen:1", "p1", 300)).rejects.toThrow(/reversal must climb/);
    const { results } = await db
      .prepare("SELECT id FROM entries WHERE reversal_of = 'p1' ORDER BY reversed_through")
      .all();
    expect(results.map((row) => row.id)).toEqual(["r1", "r2"]);
    await db.prepare("DROP TABLE entries").run();
  });

  it("an account imported with a whole reversal written before partial refunds is not reversed again", async () => {
    const { userId } = await legacyAccount();
    const db = await worker.db();
    const purchase = randomUUID();
    const at = Date.now() - 30_000;
    const row = (
      id: string,
      amount: number,
      after: number,
      reason: string,
      key: string,
      metadata: unknown,
      t: number,
    ) =>
      db
        .prepare(
          "INSERT INTO credit_transactions (id, user_id, amount, balance_after, reason, metadata, " +
            "idempotency_key, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
        )
        .bind(id, userId, amount, after, reason, JSON.stringify(metadata), key, t);
    await db.batch([
      row(purchase, 200, 270, "purchase", "checkout:cs_legacy", { checkoutSessionId: "cs_legacy" }, at),
      row(
        randomUUID(),
        -200,
        70,
        "purchase_reversal",
        "reversal:ch_legacy",
        { checkoutSessionId: "cs_legacy" },
        at + 1,
      ),
    ]);
    const account = await creditAccount(worker, userId);
    const again = await account.reverse({ userId, purchaseIdempotencyKey: "checkout:cs_legacy" });
    expect(again).toMatchObject({ replayed: true, through: 200, totalTaken: 200, balance: 70 });
    expect(await ledgerState(worker, userId)).toMatchObject({ balance: 70, ledgerSum: 70 });
  });
});
