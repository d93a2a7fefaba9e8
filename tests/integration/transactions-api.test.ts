/**
 * GET /api/users/:id/transactions pages by cursor like the history screen (the object's cursors):
 * walking nextCursor visits every ledger row once, newest first, and a broken cursor is the
 * client's mistake (400), not a 500.
 */
import { describe, expect, it } from "vitest";
import { createUser, creditAccount, objectRows } from "../support/users";
import { useWorker } from "../support/fixtures";

const worker = useWorker();

interface Page {
  transactions: { id: string; amount: number }[];
  nextCursor: string | null;
}

describe("transactions API paging", () => {
  it("walks the whole ledger a page at a time, newest first, each row once", async () => {
    const user = await createUser(worker, { credits: 100 });
    const account = await creditAccount(worker, user.id);
    for (let i = 0; i < 6; i++) await account.debit({ userId: user.id, amount: 1, idempotencyKey: `${user.id}:p${i}` });
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = `?limit=3${cursor ? `&cursor=${cursor}` : ""}`;
      const res = await worker.fetch(`/api/users/${user.id}/transactions${query}`, { headers: user.headers });
      expect(res.status).toBe(200);
      const page = (await res.json()) as Page;
      expect(page.transactions.length).toBeLessThanOrEqual(3);
      seen.push(...page.transactions.map((t) => t.id));
      cursor = page.nextCursor;
      pages++;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toEqual((await objectRows(worker, user.id)).map((row) => row.id));
  });

  it("refuses a cursor that is not one with 400", async () => {
    const user = await createUser(worker);
    for (const bad of ["abc", "-1", "0", "1.5"]) {
      const res = await worker.fetch(`/api/users/${user.id}/transactions?cursor=${bad}`, { headers: user.headers });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: "invalid_cursor" });
    }
  });
});
