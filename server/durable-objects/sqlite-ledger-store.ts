/**
 * The ledger of record: one user's rows and balance in their CreditAccount object's own SQLite
 * (`ctx.storage.sql`). Every call is a local, synchronous statement: no network hop.
 *
 * Constraints live in the schema, not in the caller: the idempotency key is UNIQUE, a refund
 * names its debit in a UNIQUE `refund_of` column (one refund per debit) or, refunded in parts (one
 * option of a run of several each), in `part_of` (PART_COLUMNS), the parts within it; a purchase's
 * reversals climb within it (REVERSAL_SCHEMA: at most one full reversal), and neither the
 * balance nor any row's balance_after can go below zero (CHECK). `append` runs inside one
 * storage transaction, so a row and the balance it moves are written together or not at all.
 *
 * The D1 projection (reporting only) is fed from here: rows with `seq` above the account's
 * `projected_seq` are the outbox, flushed by the object's alarm.
 */
import type {
  AccountSummary,
  LedgerReason,
  LedgerRow,
  LedgerStore,
  NewEntry,
  StoredEntry,
} from "../../app/models/ledger";
import { PREMIUM_PACKAGE_TYPES } from "../../app/models/pricing";

export const SCHEMA = [
  `CREATE TABLE IF NOT EXISTS account (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    user_id TEXT NOT NULL,
    credits INTEGER NOT NULL CHECK (credits >= 0),
    total_credits_purchased INTEGER NOT NULL DEFAULT 0,
    total_credits_spent INTEGER NOT NULL DEFAULT 0,
    total_generations INTEGER NOT NULL DEFAULT 0,
    projected_seq INTEGER NOT NULL DEFAULT 0,
    imported_at INTEGER NOT NULL
  )`,
  `CREATE TABLE IF NOT EXISTS entries (
    seq INTEGER PRIMARY KEY,
    id TEXT NOT NULL UNIQUE,
    amount INTEGER NOT NULL,
    balance_after INTEGER NOT NULL CHECK (balance_after >= 0),
    reason TEXT NOT NULL,
    metadata TEXT,
    idempotency_key TEXT NOT NULL UNIQUE,
    refund_of TEXT UNIQUE REFERENCES entries (id),
    created_at INTEGER NOT NULL
  )`,
  // Purchases and their reversals are a handful among many debits: the Premium entitlement and
  // the account page read them on every visit without scanning the rest.
  "CREATE INDEX IF NOT EXISTS entries_reason ON entries (reason)",
];

/**
 * A debit refunded in parts: each part (a refund row) names its debit in `part_of`. Added to
 * accounts created before runs of several options; `append` keeps the parts within the debit.
 */
export const PART_COLUMNS = ["ALTER TABLE entries ADD COLUMN part_of TEXT REFERENCES entries (id)"];
const PART_INDEX = "CREATE INDEX IF NOT EXISTS entries_part_of ON entries (part_of) WHERE part_of IS NOT NULL";

/**
 * Reversals of a purchase (refunds, disputes): each row names its purchase (`reversal_of`) and
 * the level its purchase is reversed through after it (`reversed_through`, in credits). One row
 * per level (UNIQUE), and the trigger refuses a level that does not climb above the purchase's
 * last one or passes the purchase's credits: a purchase is reversed in full at most once,
 * whatever the caller does. The columns are added to accounts created before partial refunds,
 * and the whole reversals those wrote are filled in (backfillReversals).
 */
export const REVERSAL_COLUMNS = [
  "ALTER TABLE entries ADD COLUMN reversal_of TEXT REFERENCES entries (id)",
  "ALTER TABLE entries ADD COLUMN reversed_through INTEGER",
];
export const REVERSAL_SCHEMA = [
  "CREATE UNIQUE INDEX IF NOT EXISTS entries_reversal_level ON entries (reversal_of, reversed_through)",
  `CREATE TRIGGER IF NOT EXISTS entries_reversal_climbs BEFORE INSERT ON entries
    WHEN NEW.reversal_of IS NOT NULL
    BEGIN
      SELECT RAISE(ABORT, 'reversal must climb within its purchase')
      WHERE NEW.reason != 'purchase_reversal'
        OR NEW.reversed_through IS NULL
        OR NEW.reversed_through <= COALESCE(
          (SELECT MAX(reversed_through) FROM entries WHERE reversal_of = NEW.reversal_of), 0)
        OR NEW.reversed_through > COALESCE(
          (SELECT amount FROM entries WHERE id = NEW.reversal_of AND reason = 'purchase'), 0);
    END`,
];

/** A reversal row's purchase and level, as the ledger puts them in its metadata. */
function reversalColumns(metadata: Record<string, unknown> | null): [string | null, number | null] {
  const of = metadata?.reversalOf;
  const through = metadata?.reversedThrough;
  return typeof of === "string" && typeof through === "number" ? [of, through] : [null, null];
}

const partColumn = (metadata: Record<string, unknown> | null) =>
  typeof metadata?.partOf === "string" ? metadata.partOf : null;

/** The columns a ledger row has wherever it is stored (here, and D1's projection). */
export interface LedgerColumns {
  id: string;
  amount: number;
  balance_after: number;
  reason: LedgerReason;
  metadata: string | null;
  idempotency_key: string;
  created_at: number;
}

interface EntryRow extends LedgerColumns {
  seq: number;
  refund_of: string | null;
  [column: string]: SqlStorageValue;
}

interface AccountRow {
  user_id: string;
  credits: number;
  total_credits_purchased: number;
  total_credits_spent: number;
  total_generations: number;
  projected_seq: number;
  [column: string]: SqlStorageValue;
}

/** A ledger row as D1 held it before the object kept the ledger (imported once). */
export interface ImportedRow {
  id: string;
  amount: number;
  balanceAfter: number;
  reason: LedgerReason;
  metadata: Record<string, unknown> | null;
  idempotencyKey: string;
  createdAt: number;
}

export interface ImportedAccount {
  userId: string;
  credits: number;
  totalCreditsPurchased: number;
  totalCreditsSpent: number;
  totalGenerations: number;
  rows: ImportedRow[];
}

const toRow = (row: EntryRow): LedgerRow => ({
  seq: row.seq,
  id: row.id,
  amount: row.amount,
  balanceAfter: row.balance_after,
  reason: row.reason,
  metadata: row.metadata ? (JSON.parse(row.metadata) as Record<string, unknown>) : null,
  createdAt: row.created_at,
});

export class SqliteLedgerStore implements LedgerStore {
  private readonly sql: SqlStorage;
  /** The user of the account row, once it exists (the object serves exactly one user). */
  private userId: string | undefined;

  constructor(private readonly storage: DurableObjectStorage) {
    this.sql = storage.sql;
    for (const statement of SCHEMA) this.sql.exec(statement);
    const columns = this.sql.exec<{ name: string }>("PRAGMA table_info(entries)").toArray();
    if (!columns.some((column) => column.name === "reversal_of"))
      storage.transactionSync(() => {
        for (const statement of REVERSAL_COLUMNS) this.sql.exec(statement);
        this.backfillReversals();
      });
    for (const statement of REVERSAL_SCHEMA) this.sql.exec(statement);
    if (!columns.some((column) => column.name === "part_of"))
      for (const statement of PART_COLUMNS) this.sql.exec(statement);
    this.sql.exec(PART_INDEX);
    this.userId = this.sql.exec<{ user_id: string }>("SELECT user_id FROM account").toArray()[0]?.user_id;
  }

  /** True once the account exists here (imported from D1 on first touch). */
  get opened(): boolean {
    return this.userId !== undefined;
  }

  get owner(): string | undefined {
    return this.userId;
  }

  /**
   * Creates the account from what D1 held, in one transaction, unless it already exists. The
   * imported rows are already in the projection, so the outbox starts empty.
   */
  importAccount(account: ImportedAccount): void {
    this.storage.transactionSync(() => {
      if (this.sql.exec("SELECT 1 FROM account").toArray().length) return;
      for (const row of account.rows) this.insert(row, row.balanceAfter);
      this.backfillReversals();
      const last = this.sql.exec<{ seq: number }>("SELECT COALESCE(MAX(seq), 0) AS seq FROM entries").one().seq;
      this.sql.exec(
        "INSERT INTO account (id, user_id, credits, total_credits_purchased, total_credits_spent, " +
          "total_generations, projected_seq, imported_at) VALUES (1, ?, ?, ?, ?, ?, ?, ?)",
        account.userId,
        account.credits,
        account.totalCreditsPurchased,
        account.totalCreditsSpent,
        account.totalGenerations,
        last,
        Date.now(),
      );
    });
    this.userId = account.userId;
  }

  async balanceOf(userId: string) {
    if (userId !== this.userId) return null;
    return this.sql.exec<{ credits: number }>("SELECT credits FROM account").one().credits;
  }

  async findByKey(idempotencyKey: string) {
    return this.stored(
      this.sql.exec<EntryRow>("SELECT * FROM entries WHERE idempotency_key = ?", idempotencyKey).toArray()[0],
    );
  }

  async findRefundOf(userId: string, debitTransactionId: string) {
    if (userId !== this.userId) return null;
    return this.stored(
      this.sql.exec<EntryRow>("SELECT * FROM entries WHERE refund_of = ?", debitTransactionId).toArray()[0],
    );
  }

  async refundedPartsOf(userId: string, debitTransactionId: string) {
    if (userId !== this.userId) return 0;
    return this.partsOf(debitTransactionId);
  }

  private partsOf(debitId: string): number {
    return this.sql
      .exec<{ n: number }>("SELECT COALESCE(SUM(amount), 0) AS n FROM entries WHERE part_of = ?", debitId)
      .one().n;
  }

  /** A part fits when its debit has no whole refund and the parts stay within what the debit took. */
  private partFits(debitId: string, amount: number): boolean {
    if (this.sql.exec("SELECT 1 FROM entries WHERE refund_of = ?", debitId).toArray().length) return false;
    const debit = this.sql.exec<{ amount: number }>("SELECT amount FROM entries WHERE id = ?", debitId).toArray()[0];
    return !!debit && this.partsOf(debitId) + amount <= -debit.amount;
  }

  /**
   * One storage transaction: nothing is written unless the balance is still `balanceBefore` and
   * a refund's debit has no refund yet (a part: partFits). A taken idempotency key throws (UNIQUE), like D1 did.
   */
  async append(entry: NewEntry, balanceBefore: number) {
    if (entry.userId !== this.userId) return false;
    const refundOf = typeof entry.metadata?.refundOf === "string" ? entry.metadata.refundOf : null;
    const partOf = partColumn(entry.metadata);
    const [reversalOf, through] = reversalColumns(entry.metadata);
    return this.storage.transactionSync(() => {
      const { credits } = this.sql.exec<{ credits: number }>("SELECT credits FROM account").one();
      if (credits !== balanceBefore) return false;
      if (refundOf && this.sql.exec("SELECT 1 FROM entries WHERE refund_of = ?", refundOf).toArray().length)
        return false;
      if (refundOf && this.partsOf(refundOf) > 0) return false;
      if (partOf && !this.partFits(partOf, entry.amount)) return false;
      if (reversalOf !== null && through !== null && through <= this.reversalLevel(reversalOf)) return false;
      this.insert(entry, entry.balanceAfter);
      this.sql.exec(
        "UPDATE account SET credits = credits + ?, total_credits_purchased = " +
          "total_credits_purchased + ?, total_credits_spent = total_credits_spent + ?, " +
          "total_generations = total_generations + ?",
        entry.amount,
        entry.purchased,
        entry.spent,
        entry.generations,
      );
      return true;
    });
  }

  async grantedAfter(userId: string, idempotencyKey: string) {
    if (userId !== this.userId) return 0;
    return this.sql
      .exec<{ n: number }>(
        "SELECT COALESCE(SUM(amount), 0) AS n FROM entries WHERE reason IN ('purchase', 'bonus', 'welcome_bonus') " +
          "AND seq > (SELECT seq FROM entries WHERE idempotency_key = ?)",
        idempotencyKey,
      )
      .one().n;
  }

  async reversalsOf(userId: string, purchaseId: string) {
    if (userId !== this.userId) return { through: 0, taken: 0 };
    const taken = this.sql
      .exec<{ n: number }>("SELECT COALESCE(-SUM(amount), 0) AS n FROM entries WHERE reversal_of = ?", purchaseId)
      .one().n;
    return { through: this.reversalLevel(purchaseId), taken };
  }

  /**
   * Reversals written before they named their purchase were whole ones, found through their
   * checkout: the first of each purchase gets the full level, any other stays unnamed (and counts
   * for nothing more).
   */
  private backfillReversals() {
    const unnamed = this.sql
      .exec<{ id: string; purchase: string | null; credits: number | null }>(
        "SELECT r.id, p.id AS purchase, p.amount AS credits FROM entries AS r LEFT JOIN entries AS p " +
          "ON p.reason = 'purchase' " +
          "AND p.idempotency_key = 'checkout:' || json_extract(r.metadata, '$.checkoutSessionId') " +
          "WHERE r.reason = 'purchase_reversal' AND r.reversal_of IS NULL ORDER BY r.seq",
      )
      .toArray();
    for (const row of unnamed)
      if (row.purchase && row.credits && this.reversalLevel(row.purchase) === 0)
        this.sql.exec(
          "UPDATE entries SET reversal_of = ?, reversed_through = ? WHERE id = ?",
          row.purchase,
          row.credits,
          row.id,
        );
  }

  private reversalLevel(purchaseId: string): number {
    return this.sql
      .exec<{ n: number }>(
        "SELECT COALESCE(MAX(reversed_through), 0) AS n FROM entries WHERE reversal_of = ?",
        purchaseId,
      )
      .one().n;
  }

  private insert(
    row: Pick<ImportedRow, "id" | "amount" | "reason" | "metadata" | "idempotencyKey" | "createdAt">,
    balanceAfter: number,
  ) {
    const refundOf = typeof row.metadata?.refundOf === "string" ? row.metadata.refundOf : null;
    const [reversalOf, through] = reversalColumns(row.metadata);
    this.sql.exec(
      "INSERT INTO entries (id, amount, balance_after, reason, metadata, idempotency_key, " +
        "refund_of, part_of, reversal_of, reversed_through, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
      row.id,
      row.amount,
      balanceAfter,
      row.reason,
      row.metadata ? JSON.stringify(row.metadata) : null,
      row.idempotencyKey,
      refundOf,
      partColumn(row.metadata),
      reversalOf,
      through,
      row.createdAt,
    );
  }

  summary(): AccountSummary | null {
    const row = this.sql.exec<AccountRow>("SELECT * FROM account").toArray()[0];
    if (!row) return null;
    return {
      userId: row.user_id,
      credits: row.credits,
      totalCreditsPurchased: row.total_credits_purchased,
      totalCreditsSpent: row.total_credits_spent,
      totalGenerations: row.total_generations,
      premium: this.premium(),
    };
  }

  /**
   * The Premium entitlement, read from the rows that grant it (docs/decisions/0019): a purchase
   * of a Premium pack whose reversals have not claimed all of its credits. So it comes with the
   * purchase row (same key, same transaction), and only a whole refund or dispute ends it.
   */
  premium(): boolean {
    const packs = PREMIUM_PACKAGE_TYPES;
    return (
      this.sql
        .exec(
          "SELECT 1 FROM entries AS p WHERE p.reason = 'purchase' " +
            `AND json_extract(p.metadata, '$.packageType') IN (${packs.map(() => "?").join(", ")}) ` +
            "AND COALESCE((SELECT MAX(r.reversed_through) FROM entries AS r WHERE r.reversal_of = p.id), 0) " +
            "< p.amount LIMIT 1",
          ...packs,
        )
        .toArray().length > 0
    );
  }

  /** Newest first. `before`/`after` are row cursors (seq); `after` pages towards newer rows. */
  page(options: { limit: number; before?: number; after?: number }): LedgerRow[] {
    if (options.after !== undefined) {
      const newer = this.sql
        .exec<EntryRow>("SELECT * FROM entries WHERE seq > ? ORDER BY seq ASC LIMIT ?", options.after, options.limit)
        .toArray();
      return newer.reverse().map(toRow);
    }
    return this.sql
      .exec<EntryRow>(
        "SELECT * FROM entries WHERE seq < ? ORDER BY seq DESC LIMIT ?",
        options.before ?? Number.MAX_SAFE_INTEGER,
        options.limit,
      )
      .toArray()
      .map(toRow);
  }

  /** Every row of the given reasons, newest first (purchases and their reversals: a handful). */
  ofReasons(reasons: readonly LedgerReason[]): LedgerRow[] {
    if (!reasons.length) return [];
    return this.sql
      .exec<EntryRow>(
        `SELECT * FROM entries WHERE reason IN (${reasons.map(() => "?").join(", ")}) ORDER BY seq DESC`,
        ...reasons,
      )
      .toArray()
      .map(toRow);
  }

  /** How many rows are newer than `seq` (from which a pager knows its page number). */
  countNewerThan(seq: number): number {
    return this.sql.exec<{ n: number }>("SELECT COUNT(*) AS n FROM entries WHERE seq > ?", seq).one().n;
  }

  hasOlderThan(seq: number): boolean {
    return this.sql.exec("SELECT 1 FROM entries WHERE seq < ? LIMIT 1", seq).toArray().length > 0;
  }

  count(): number {
    return this.sql.exec<{ n: number }>("SELECT COUNT(*) AS n FROM entries").one().n;
  }

  /** The outbox: rows not yet in the D1 projection, oldest first, and the account as it is now. */
  unprojected(limit: number): { rows: (LedgerRow & { idempotencyKey: string })[]; account: AccountSummary } | null {
    const account = this.summary();
    if (!account) return null;
    const { projected_seq } = this.sql.exec<{ projected_seq: number }>("SELECT projected_seq FROM account").one();
    const rows = this.sql
      .exec<EntryRow>("SELECT * FROM entries WHERE seq > ? ORDER BY seq ASC LIMIT ?", projected_seq, limit)
      .toArray()
      .map((row) => ({ ...toRow(row), idempotencyKey: row.idempotency_key }));
    return { rows, account };
  }

  markProjected(seq: number): void {
    this.sql.exec("UPDATE account SET projected_seq = MAX(projected_seq, ?)", seq);
  }

  private stored(row: EntryRow | undefined): StoredEntry | null {
    return row && this.userId ? { id: row.id, userId: this.userId, amount: row.amount, reason: row.reason } : null;
  }
}
