/**
 * The rules of the credit ledger, independent of where rows are stored.
 *
 * The CreditAccount Durable Object runs this over D1; the property test runs the very same
 * class over an in-memory store with the same constraints (unique idempotency key, balance
 * never below zero, row + balance written atomically), so what is tested is what ships.
 *
 * Custom error properties do not survive Durable Object RPC (and some RPC proxies mangle
 * rejections altogether), so the object never throws a refusal across RPC: it answers a
 * `Settled` value, and the facade turns a refusal back into a LedgerError with its `code`.
 * The message also carries the code (`[ledger:code] ...`) for logs and `LedgerError.from`.
 */

export type GrantReason = "welcome_bonus" | "purchase" | "bonus";
export type LedgerReason = GrantReason | "generation" | "refund";

export interface LedgerEntry {
  transactionId: string;
  amount: number;
  reason: LedgerReason;
  balance: number;
  /** True when this idempotency key had already been applied: nothing changed now. */
  replayed: boolean;
}

export type DebitResult = ({ ok: true } & LedgerEntry) | { ok: false; code: "insufficient_credits"; balance: number; required: number };

export type LedgerErrorCode = "no_profile" | "invalid_amount" | "unknown_debit" | "key_conflict" | "wrong_account";

const CODE_PATTERN = /\[ledger:([a-z_]+)\]/;

export class LedgerError extends Error {
  constructor(
    public readonly code: LedgerErrorCode,
    public readonly detail: string,
  ) {
    super(`[ledger:${code}] ${detail}`);
    this.name = "LedgerError";
  }

  /** The LedgerError an RPC error stands for, or the error unchanged when it is not one. */
  static from(error: unknown): unknown {
    if (error instanceof LedgerError) return error;
    const message = error instanceof Error ? error.message : String(error);
    const match = CODE_PATTERN.exec(message);
    if (!match) return error;
    return new LedgerError(match[1] as LedgerErrorCode, message.slice(match.index + match[0].length).trim());
  }
}

/** What crosses RPC: the answer, or the refusal as plain data. */
export type Settled<T> = { value: T } | { refused: { code: LedgerErrorCode; detail: string } };

export async function settle<T>(operation: () => Promise<T>): Promise<Settled<T>> {
  try {
    return { value: await operation() };
  } catch (error) {
    if (error instanceof LedgerError) return { refused: { code: error.code, detail: error.detail } };
    throw error;
  }
}

export function unwrap<T>(settled: Settled<T>): T {
  if ("refused" in settled) throw new LedgerError(settled.refused.code, settled.refused.detail);
  return settled.value;
}

/** The largest single movement: far above any package, far below integer overflow. */
export const MAX_AMOUNT = 1_000_000;

export interface StoredEntry {
  id: string;
  userId: string;
  amount: number;
  reason: LedgerReason;
}

export interface NewEntry {
  id: string;
  userId: string;
  amount: number;
  balanceAfter: number;
  reason: LedgerReason;
  idempotencyKey: string;
  metadata: Record<string, unknown> | null;
  createdAt: number;
  /** Added to total_credits_purchased, total_credits_spent and total_generations. */
  purchased: number;
  spent: number;
  generations: number;
}

/** Where the ledger lives. `append` writes the row and the balance atomically, or throws. */
export interface LedgerStore {
  balanceOf(userId: string): Promise<number | null>;
  findByKey(idempotencyKey: string): Promise<StoredEntry | null>;
  findRefundOf(userId: string, debitTransactionId: string): Promise<StoredEntry | null>;
  append(entry: NewEntry): Promise<void>;
}

export class Ledger {
  private tail: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly store: LedgerStore,
    private readonly newId: () => string = () => crypto.randomUUID(),
  ) {}

  /**
   * Store calls are I/O, so concurrent calls would interleave between a balance read and the
   * write that depends on it. Every mutation waits for the previous one to settle.
   */
  private serialize<T>(operation: () => Promise<T>): Promise<T> {
    const run = this.tail.then(operation, operation);
    this.tail = run.catch(() => undefined);
    return run;
  }

  /** The recorded balance (0 when the profile does not exist). */
  async balance(userId: string): Promise<number> {
    return (await this.store.balanceOf(userId)) ?? 0;
  }

  grant(input: { userId: string; amount: number; reason: GrantReason; idempotencyKey: string; metadata?: Record<string, unknown> }): Promise<LedgerEntry> {
    return this.serialize(async () => {
      assertAmount(input.amount);
      if (!["welcome_bonus", "purchase", "bonus"].includes(input.reason)) throw new LedgerError("invalid_amount", `Not a grant reason: ${input.reason}`);
      const replay = await this.replay(input.userId, input.idempotencyKey, input.reason);
      if (replay) return replay;
      const balance = await this.requireBalance(input.userId);
      return this.apply(input.userId, input.amount, input.reason, input.idempotencyKey, input.metadata, balance);
    });
  }

  /** Takes the cost of a generation, or answers insufficient_credits and changes nothing. */
  debit(input: { userId: string; amount: number; idempotencyKey: string; metadata?: Record<string, unknown> }): Promise<DebitResult> {
    return this.serialize(async (): Promise<DebitResult> => {
      assertAmount(input.amount);
      const replay = await this.replay(input.userId, input.idempotencyKey, "generation");
      if (replay) return { ok: true, ...replay };
      const balance = await this.requireBalance(input.userId);
      if (balance < input.amount) return { ok: false, code: "insufficient_credits", balance, required: input.amount };
      return { ok: true, ...(await this.apply(input.userId, -input.amount, "generation", input.idempotencyKey, input.metadata, balance)) };
    });
  }

  /**
   * Returns exactly what a debit took, once per debit: a refund of an unknown debit throws
   * unknown_debit, and a second refund of the same debit (under any key) changes nothing
   * and answers the first refund, marked replayed.
   */
  refund(input: { userId: string; debitIdempotencyKey: string; idempotencyKey: string; metadata?: Record<string, unknown> }): Promise<LedgerEntry> {
    return this.serialize(async () => {
      const replay = await this.replay(input.userId, input.idempotencyKey, "refund");
      if (replay) return replay;
      const debit = await this.store.findByKey(input.debitIdempotencyKey);
      if (!debit || debit.userId !== input.userId || debit.reason !== "generation") {
        throw new LedgerError("unknown_debit", `No generation debit ${input.debitIdempotencyKey} for this user`);
      }
      const earlier = await this.store.findRefundOf(input.userId, debit.id);
      if (earlier) return this.asReplay(earlier);
      const balance = await this.requireBalance(input.userId);
      return this.apply(input.userId, -debit.amount, "refund", input.idempotencyKey, { ...input.metadata, refundOf: debit.id }, balance);
    });
  }

  private async apply(userId: string, amount: number, reason: LedgerReason, idempotencyKey: string, metadata: Record<string, unknown> | undefined, balance: number): Promise<LedgerEntry> {
    const id = this.newId();
    const balanceAfter = balance + amount;
    try {
      await this.store.append({
        id,
        userId,
        amount,
        balanceAfter,
        reason,
        idempotencyKey,
        metadata: metadata ?? null,
        createdAt: Date.now(),
        purchased: reason === "purchase" ? amount : 0,
        // A refund gives back what was spent, so it counts against the spending totals.
        spent: reason === "generation" || reason === "refund" ? -amount : 0,
        generations: reason === "generation" ? 1 : reason === "refund" ? -1 : 0,
      });
    } catch (error) {
      // Another writer (an older instance of this object, or a retried request) won the key.
      const replay = await this.replay(userId, idempotencyKey, reason);
      if (replay) return replay;
      throw error;
    }
    return { transactionId: id, amount, reason, balance: balanceAfter, replayed: false };
  }

  private async replay(userId: string, idempotencyKey: string, reason: LedgerReason): Promise<LedgerEntry | null> {
    const row = await this.store.findByKey(idempotencyKey);
    if (!row) return null;
    if (row.userId !== userId || row.reason !== reason) throw new LedgerError("key_conflict", `Idempotency key ${idempotencyKey} belongs to another operation`);
    return this.asReplay(row);
  }

  private async asReplay(row: StoredEntry): Promise<LedgerEntry> {
    return { transactionId: row.id, amount: row.amount, reason: row.reason, balance: await this.balance(row.userId), replayed: true };
  }

  private async requireBalance(userId: string): Promise<number> {
    const balance = await this.store.balanceOf(userId);
    if (balance === null) throw new LedgerError("no_profile", `No profile for user ${userId}`);
    return balance;
  }
}

function assertAmount(amount: number) {
  if (!Number.isInteger(amount) || amount <= 0 || amount > MAX_AMOUNT) {
    throw new LedgerError("invalid_amount", `Amount must be an integer from 1 to ${MAX_AMOUNT}, got ${amount}`);
  }
}
