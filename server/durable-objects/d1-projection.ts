/**
 * The CreditAccount object's two conversations with D1 (docs/decisions/0011):
 * - once per account, it imports the ledger D1 held before the object kept it;
 * - after writes, it copies new rows and the balance into D1's reporting projection
 *   (credit_transactions and the profile's credit columns). Replaying a flush changes nothing:
 *   rows are inserted by id or ignored, and the profile columns are set, not added to.
 * No money decision reads the projection.
 */
import type { AccountSummary, LedgerRow } from "../../app/models/ledger";
import type { ImportedAccount, LedgerColumns } from "./sqlite-ledger-store";

interface ProfileRow {
  credits: number;
  total_credits_purchased: number;
  total_credits_spent: number;
  total_generations: number;
}

/** The account as D1 holds it, or null when there is no profile (nothing to open). */
export async function readD1Account(db: D1Database, userId: string): Promise<ImportedAccount | null> {
  const [profile, rows] = await db.batch<ProfileRow | LedgerColumns>([
    db
      .prepare(
        "SELECT credits, total_credits_purchased, total_credits_spent, total_generations FROM " +
          "user_profiles WHERE id = ?",
      )
      .bind(userId),
    db
      .prepare(
        "SELECT id, amount, balance_after, reason, metadata, idempotency_key, created_at FROM " +
          "credit_transactions WHERE user_id = ? ORDER BY created_at, rowid",
      )
      .bind(userId),
  ]);
  const found = profile.results[0] as ProfileRow | undefined;
  if (!found) return null;
  return {
    userId,
    credits: found.credits,
    totalCreditsPurchased: found.total_credits_purchased,
    totalCreditsSpent: found.total_credits_spent,
    totalGenerations: found.total_generations,
    rows: (rows.results as LedgerColumns[]).map((row) => ({
      id: row.id,
      amount: row.amount,
      balanceAfter: row.balance_after,
      reason: row.reason,
      metadata: row.metadata ? (JSON.parse(row.metadata) as Record<string, unknown>) : null,
      idempotencyKey: row.idempotency_key,
      createdAt: row.created_at,
    })),
  };
}

/** One D1 batch: the rows (each at most once) and the profile's balance and totals as of now. */
export async function writeProjection(
  db: D1Database,
  account: AccountSummary,
  rows: (LedgerRow & { idempotencyKey: string })[],
): Promise<void> {
  await db.batch([
    ...rows.map((row) =>
      db
        .prepare(
          "INSERT OR IGNORE INTO credit_transactions (id, user_id, amount, balance_after, reason, " +
            "metadata, idempotency_key, created_at) " +
            "SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8 WHERE EXISTS (SELECT 1 FROM user_profiles WHERE id = ?2)",
        )
        .bind(
          row.id,
          account.userId,
          row.amount,
          row.balanceAfter,
          row.reason,
          row.metadata ? JSON.stringify(row.metadata) : null,
          row.idempotencyKey,
          row.createdAt,
        ),
    ),
    db
      .prepare(
        "UPDATE user_profiles SET credits = ?, total_credits_purchased = ?, total_credits_spent = " +
          "?, total_generations = ?, updated_at = ? WHERE id = ?",
      )
      .bind(
        account.credits,
        account.totalCreditsPurchased,
        account.totalCreditsSpent,
        account.totalGenerations,
        Date.now(),
        account.userId,
      ),
  ]);
}
