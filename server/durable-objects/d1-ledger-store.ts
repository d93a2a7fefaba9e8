/** The ledger's rows and balances in D1 (user_profiles + credit_transactions). */
import type { LedgerReason, LedgerStore, NewEntry, StoredEntry } from "./ledger";

interface TransactionRow {
  id: string;
  user_id: string;
  amount: number;
  reason: LedgerReason;
}

const toStored = (row: TransactionRow | null): StoredEntry | null =>
  row ? { id: row.id, userId: row.user_id, amount: row.amount, reason: row.reason } : null;

export class D1LedgerStore implements LedgerStore {
  constructor(private readonly db: D1Database) {}

  async balanceOf(userId: string) {
    const row = await this.db
      .prepare("SELECT credits FROM user_profiles WHERE id = ?")
      .bind(userId)
      .first<{ credits: number }>();
    return row ? row.credits : null;
  }

  async findByKey(idempotencyKey: string) {
    return toStored(
      await this.db
        .prepare("SELECT id, user_id, amount, reason FROM credit_transactions WHERE idempotency_key = ?")
        .bind(idempotencyKey)
        .first<TransactionRow>(),
    );
  }

  async findRefundOf(userId: string, debitTransactionId: string) {
    return toStored(
      await this.db
        .prepare(
          "SELECT id, user_id, amount, reason FROM credit_transactions WHERE user_id = ? AND reason = 'refund' AND json_extract(metadata, '$.refundOf') = ? LIMIT 1",
        )
        .bind(userId, debitTransactionId)
        .first<TransactionRow>(),
    );
  }

  /**
   * One batch (one transaction). The row is inserted only if the balance is still
   * `balanceBefore` (and a refund's debit has no refund yet); the balance moves only if that
   * insert happened (changes() = 1 refers to the statement just before it).
   */
  async append(entry: NewEntry, balanceBefore: number) {
    const [inserted] = await this.db.batch([
      this.db
        .prepare(
          "INSERT INTO credit_transactions (id, user_id, amount, balance_after, reason, metadata, idempotency_key, created_at) SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8 " +
            "WHERE (SELECT credits FROM user_profiles WHERE id = ?2) = ?9 " +
            "AND (?10 IS NULL OR NOT EXISTS (SELECT 1 FROM credit_transactions WHERE user_id = ?2 AND reason = 'refund' AND json_extract(metadata, '$.refundOf') = ?10))",
        )
        .bind(
          entry.id,
          entry.userId,
          entry.amount,
          entry.balanceAfter,
          entry.reason,
          entry.metadata ? JSON.stringify(entry.metadata) : null,
          entry.idempotencyKey,
          entry.createdAt,
          balanceBefore,
          typeof entry.metadata?.refundOf === "string" ? entry.metadata.refundOf : null,
        ),
      this.db
        .prepare(
          "UPDATE user_profiles SET credits = credits + ?, total_credits_purchased = total_credits_purchased + ?, total_credits_spent = total_credits_spent + ?, total_generations = total_generations + ?, updated_at = ? WHERE id = ? AND credits = ? AND changes() = 1",
        )
        .bind(
          entry.amount,
          entry.purchased,
          entry.spent,
          entry.generations,
          entry.createdAt,
          entry.userId,
          balanceBefore,
        ),
    ]);
    return inserted.meta.changes === 1;
  }
}
