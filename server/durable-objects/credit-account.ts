/**
 * One CreditAccount per user: the only writer of that user's credits (docs/decisions/0003).
 *
 * D1 calls are outgoing I/O, so a Durable Object would interleave concurrent requests while
 * it awaits them. Every mutation therefore runs through `serialize`, one at a time, and
 * lands as one D1 batch: the ledger row and the profile balance together, or neither.
 * The idempotency key is unique in D1, so a replay returns the first result.
 */
import { DurableObject } from "cloudflare:workers";
import type { Bindings } from "../env";

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

export class LedgerError extends Error {
  constructor(
    public readonly code: "no_profile" | "invalid_amount" | "unknown_debit" | "key_conflict",
    message: string,
  ) {
    super(message);
    this.name = "LedgerError";
  }
}

interface TransactionRow {
  id: string;
  user_id: string;
  amount: number;
  reason: LedgerReason;
  metadata: string | null;
}

export class CreditAccount extends DurableObject<Bindings> {
  private tail: Promise<unknown> = Promise.resolve();

  private serialize<T>(operation: () => Promise<T>): Promise<T> {
    const run = this.tail.then(operation, operation);
    this.tail = run.catch(() => undefined);
    return run;
  }

  /** The balance recorded on the user's profile (0 when the profile does not exist). */
  async balance(userId: string): Promise<number> {
    const row = await this.env.DB.prepare("SELECT credits FROM user_profiles WHERE id = ?").bind(userId).first<{ credits: number }>();
    return row?.credits ?? 0;
  }

  async grant(input: { userId: string; amount: number; reason: GrantReason; idempotencyKey: string; metadata?: Record<string, unknown> }): Promise<LedgerEntry> {
    assertPositive(input.amount);
    return this.serialize(async () => {
      const replay = await this.replay(input.userId, input.idempotencyKey, input.reason);
      if (replay) return replay;
      const balance = await this.requireBalance(input.userId);
      return this.apply(input.userId, input.amount, input.reason, input.idempotencyKey, input.metadata, balance);
    });
  }

  /** Takes the cost of a generation, or answers insufficient_credits and changes nothing. */
  async debit(input: { userId: string; amount: number; idempotencyKey: string; metadata?: Record<string, unknown> }): Promise<DebitResult> {
    assertPositive(input.amount);
    return this.serialize(async () => {
      const replay = await this.replay(input.userId, input.idempotencyKey, "generation");
      if (replay) return { ok: true as const, ...replay };
      const balance = await this.requireBalance(input.userId);
      if (balance < input.amount) return { ok: false as const, code: "insufficient_credits" as const, balance, required: input.amount };
      const entry = await this.apply(input.userId, -input.amount, "generation", input.idempotencyKey, input.metadata, balance);
      return { ok: true as const, ...entry };
    });
  }

  /** Returns exactly what a debit took. A refund without its debit, or a second one, changes nothing. */
  async refund(input: { userId: string; debitIdempotencyKey: string; idempotencyKey: string; metadata?: Record<string, unknown> }): Promise<LedgerEntry> {
    return this.serialize(async () => {
      const replay = await this.replay(input.userId, input.idempotencyKey, "refund");
      if (replay) return replay;
      const debit = await this.findByKey(input.debitIdempotencyKey);
      if (!debit || debit.user_id !== input.userId || debit.reason !== "generation") {
        throw new LedgerError("unknown_debit", `No generation debit ${input.debitIdempotencyKey} for this user`);
      }
      const balance = await this.requireBalance(input.userId);
      const metadata = { ...input.metadata, refundOf: debit.id };
      return this.apply(input.userId, -debit.amount, "refund", input.idempotencyKey, metadata, balance);
    });
  }

  private async apply(userId: string, amount: number, reason: LedgerReason, key: string, metadata: Record<string, unknown> | undefined, balance: number): Promise<LedgerEntry> {
    const id = crypto.randomUUID();
    const now = Date.now();
    const after = balance + amount;
    const purchased = reason === "purchase" ? amount : 0;
    const spent = reason === "generation" ? -amount : reason === "refund" ? -amount : 0;
    const generations = reason === "generation" ? 1 : reason === "refund" ? -1 : 0;
    const db = this.env.DB;
    try {
      await db.batch([
        db
          .prepare("INSERT INTO credit_transactions (id, user_id, amount, balance_after, reason, metadata, idempotency_key, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)")
          .bind(id, userId, amount, after, reason, metadata ? JSON.stringify(metadata) : null, key, now),
        db
          .prepare(
            "UPDATE user_profiles SET credits = credits + ?, total_credits_purchased = total_credits_purchased + ?, total_credits_spent = total_credits_spent + ?, total_generations = total_generations + ?, updated_at = ? WHERE id = ?",
          )
          .bind(amount, purchased, spent, generations, now, userId),
      ]);
    } catch (error) {
      // Another writer (an older instance of this object, or a retried request) won the key.
      const replay = await this.replay(userId, key, reason);
      if (replay) return replay;
      throw error;
    }
    return { transactionId: id, amount, reason, balance: after, replayed: false };
  }

  private async findByKey(key: string) {
    return this.env.DB.prepare("SELECT id, user_id, amount, reason, metadata FROM credit_transactions WHERE idempotency_key = ?").bind(key).first<TransactionRow>();
  }

  private async replay(userId: string, key: string, reason: LedgerReason): Promise<LedgerEntry | null> {
    const row = await this.findByKey(key);
    if (!row) return null;
    if (row.user_id !== userId || row.reason !== reason) throw new LedgerError("key_conflict", `Idempotency key ${key} belongs to another operation`);
    return { transactionId: row.id, amount: row.amount, reason: row.reason, balance: await this.balance(userId), replayed: true };
  }

  private async requireBalance(userId: string): Promise<number> {
    const row = await this.env.DB.prepare("SELECT credits FROM user_profiles WHERE id = ?").bind(userId).first<{ credits: number }>();
    if (!row) throw new LedgerError("no_profile", `No profile for user ${userId}`);
    return row.credits;
  }
}

function assertPositive(amount: number) {
  if (!Number.isInteger(amount) || amount <= 0) throw new LedgerError("invalid_amount", `Amount must be a positive integer, got ${amount}`);
}

type WithoutUser<T> = T extends { userId: string } ? Omit<T, "userId"> : never;

/** The typed facade routes use: bound to one user, so no route handles ids or stubs. */
export function getCreditAccount(bindings: Pick<Bindings, "CREDIT_ACCOUNT">, userId: string) {
  const stub = bindings.CREDIT_ACCOUNT.get(bindings.CREDIT_ACCOUNT.idFromName(userId));
  return {
    balance: () => stub.balance(userId) as Promise<number>,
    grant: (input: WithoutUser<Parameters<CreditAccount["grant"]>[0]>) => stub.grant({ ...input, userId }) as Promise<LedgerEntry>,
    debit: (input: WithoutUser<Parameters<CreditAccount["debit"]>[0]>) => stub.debit({ ...input, userId }) as Promise<DebitResult>,
    refund: (input: WithoutUser<Parameters<CreditAccount["refund"]>[0]>) => stub.refund({ ...input, userId }) as Promise<LedgerEntry>,
  };
}
