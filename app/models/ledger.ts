/**
 * The rules of the credit ledger, independent of where rows are stored.
 *
 * The user's CreditAccount Durable Object runs this over its own SQLite storage (the ledger of
 * record, docs/decisions/0011); the unit property test runs the very same class over an
 * in-memory store with the same constraints (unique idempotency key, one refund per debit,
 * balance never below zero, row + balance written atomically), and the integration property
 * test runs it inside the real object in workerd, so what is tested is what ships.
 *
 * Custom error properties do not survive Durable Object RPC (and some RPC proxies mangle
 * rejections altogether), so the object never throws a refusal across RPC: it answers a
 * `Settled` value, and the facade turns a refusal back into a LedgerError with its `code`.
 * The message also carries the code (`[ledger:code] ...`) for logs and `LedgerError.from`.
 */

export type GrantReason = "welcome_bonus" | "purchase" | "bonus";
export type LedgerReason = GrantReason | "generation" | "refund" | "purchase_reversal";
/** The rows that make up the purchases: each grant of a pack, and its reversal if it was refunded or disputed. */
export const PURCHASE_REASONS = ["purchase", "purchase_reversal"] as const satisfies readonly LedgerReason[];

export interface LedgerEntry {
  transactionId: string;
  amount: number;
  reason: LedgerReason;
  balance: number;
  /** True when this idempotency key had already been applied: nothing changed now. */
  replayed: boolean;
}

/**
 * What every grant, debit and refund names: whose account, the key that makes it happen at most
 * once (a repeat answers the first result, marked replayed), and what the row keeps about it.
 */
export interface Movement {
  userId: string;
  idempotencyKey: string;
  metadata?: Record<string, unknown>;
}

export type DebitResult =
  | ({ ok: true } & LedgerEntry)
  | { ok: false; code: "insufficient_credits"; balance: number; required: number };

export type LedgerErrorCode =
  | "no_profile"
  | "invalid_amount"
  | "unknown_debit"
  | "unknown_purchase"
  | "key_conflict"
  | "wrong_account";

/**
 * A purchase taken back, wholly or in part (refund or dispute). `taken` and `shortfall` are what
 * this call moved: the credits it took, and those it could not take (already spent). `through`
 * is how many of the purchase's credits all its reversals have claimed so far (taken plus
 * shortfall), `totalTaken` / `totalShortfall` the same split over all of them, and `credits`
 * the purchase's own credits: `through === credits` means the purchase is wholly reversed.
 * `replayed` means this call changed nothing (the purchase was already reversed this far).
 */
export interface Reversal {
  transactionId: string | null;
  replayed: boolean;
  balance: number;
  taken: number;
  shortfall: number;
  through: number;
  totalTaken: number;
  totalShortfall: number;
  credits: number;
}

/** The part of a price paid back so far, in the currency's smallest unit (Stripe's `amount_refunded` of `amount`). */
export interface RefundedShare {
  amount: number;
  of: number;
}

/**
 * How many of a purchase's credits a refund of `share` of its price claims: in proportion,
 * rounded down, so a credit is taken back only when its whole price was paid back; all of them
 * when the whole price was. Cumulative, like Stripe's `amount_refunded`, so rounding never drifts
 * over several partial refunds.
 */
export function creditsClaimed(credits: number, share?: RefundedShare): number {
  if (!share) return credits;
  if (!Number.isInteger(share.amount) || !Number.isInteger(share.of) || share.of <= 0 || share.amount < 0)
    throw new LedgerError("invalid_amount", `Not a refunded share: ${share.amount} of ${share.of}`);
  return Math.floor((credits * Math.min(share.amount, share.of)) / share.of);
}

/** The key of the reversal row that brings a purchase's reversals to `through` credits: one row per level. */
export const reversalKey = (purchaseIdempotencyKey: string, through: number) =>
  `reversal:${purchaseIdempotencyKey}:${through}`;

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

/** The balance and lifetime totals of one account, as the object holds them. */
export interface AccountSummary {
  userId: string;
  credits: number;
  totalCreditsPurchased: number;
  totalCreditsSpent: number;
  totalGenerations: number;
  /**
   * The Premium entitlement (docs/decisions/0019): true while the account holds a purchase of a
   * Premium pack that has not been wholly taken back. Derived from the ledger's own rows.
   */
  premium: boolean;
}

/** One ledger row as the object answers it. `seq` orders rows and is the history cursor. */
export interface LedgerRow {
  seq: number;
  id: string;
  amount: number;
  balanceAfter: number;
  reason: LedgerReason;
  metadata: Record<string, unknown> | null;
  createdAt: number;
}

/**
 * One page of history, newest first. `older` / `newer` are the cursors of the neighbouring
 * pages (null at either end); `newerRows` counts rows above this page, so a pager knows where
 * it stands without an offset scan.
 */
export interface HistoryPage {
  rows: LedgerRow[];
  total: number;
  newerRows: number;
  older: number | null;
  newer: number | null;
}

export interface HistoryQuery {
  limit: number;
  /** Rows older than this cursor (the default: the newest rows). */
  before?: number;
  /** Rows newer than this cursor (paging back towards the newest). */
  after?: number;
}

/** The most rows one history call answers. */
export const MAX_HISTORY_PAGE = 100;

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

/**
 * Where the ledger lives. `append` writes the row and the new balance atomically, and only if
 * the stored balance still equals `balanceBefore` and, for a refund (metadata.refundOf), no
 * refund of that debit exists yet (for a part, metadata.partOf: refundedPartsOf); otherwise it
 * answers false and writes nothing. It throws when the idempotency key is already taken.
 */
export interface LedgerStore {
  balanceOf(userId: string): Promise<number | null>;
  findByKey(idempotencyKey: string): Promise<StoredEntry | null>;
  findRefundOf(userId: string, debitTransactionId: string): Promise<StoredEntry | null>;
  /**
   * The credits refunded so far of a debit refunded in parts (rows whose metadata.partOf names
   * it): one option of a run of several, each refunded on its own. `append` writes such a part only
   * if the parts stay within the debit and the debit has no whole refund, and a whole refund only
   * if the debit has no part.
   */
  refundedPartsOf(userId: string, debitTransactionId: string): Promise<number>;
  append(entry: NewEntry, balanceBefore: number): Promise<boolean>;
  /** The credits granted after the row with this key (purchases, bonuses): what a reversal must not touch. */
  grantedAfter(userId: string, idempotencyKey: string): Promise<number>;
  /**
   * How far a purchase (its row id) has been reversed: the highest `reversedThrough` of its
   * reversal rows and the credits they took. `append` writes a reversal row (metadata.reversalOf,
   * metadata.reversedThrough) only if it climbs above that level and stays within the purchase,
   * and answers false otherwise.
   */
  reversalsOf(userId: string, purchaseId: string): Promise<{ through: number; taken: number }>;
}

/** How often a write is retried after finding the balance changed underneath (another writer). */
const STALE_RETRIES = 3;

export class Ledger {
  private tail: Promise<unknown> = Promise.resolve();
  /**
   * The last balance this ledger read or wrote, per user. Only a hint: every write is
   * conditional on the stored balance still being this value, so a stale hint costs a retry,
   * never a wrong balance. It saves a read on every mutation.
   */
  private readonly known = new Map<string, number>();

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

  grant(input: Movement & { amount: number; reason: GrantReason }): Promise<LedgerEntry> {
    return this.serialize(async () => {
      assertAmount(input.amount);
      if (!["welcome_bonus", "purchase", "bonus"].includes(input.reason))
        throw new LedgerError("invalid_amount", `Not a grant reason: ${input.reason}`);
      return this.write(input.userId, input.amount, input.reason, input.idempotencyKey, input.metadata);
    });
  }

  /** Takes the cost of a generation, or answers insufficient_credits and changes nothing. */
  debit(input: Movement & { amount: number }): Promise<DebitResult> {
    return this.serialize(async (): Promise<DebitResult> => {
      assertAmount(input.amount);
      for (let attempt = 0; ; attempt++) {
        const balance = await this.currentBalance(input.userId);
        if (balance < input.amount) {
          // A replay of an applied debit answers its first result, whatever the balance is now.
          const replay = await this.replay(input.userId, input.idempotencyKey, "generation");
          if (replay) return { ok: true, ...replay };
          const fresh = await this.requireBalance(input.userId);
          if (fresh === balance || attempt >= STALE_RETRIES)
            return { ok: false, code: "insufficient_credits", balance: fresh, required: input.amount };
          continue;
        }
        const entry = await this.tryApply(
          input.userId,
          -input.amount,
          "generation",
          input.idempotencyKey,
          input.metadata,
          balance,
        );
        if (entry) return { ok: true, ...entry };
        if (attempt >= STALE_RETRIES) throw new Error(`Balance of ${input.userId} kept changing during a debit`);
      }
    });
  }

  /**
   * Returns exactly what a debit took, once per debit: a refund of an unknown debit throws
   * unknown_debit, and a second refund of the same debit (under any key) changes nothing
   * and answers the first refund, marked replayed. With `amount`, one part of the debit (one
   * option of a run of several): each part under its own key, the parts together never more than
   * the debit took (invalid_amount); a debit is refunded whole or in parts, never both.
   */
  refund(input: Movement & { debitIdempotencyKey: string; amount?: number }): Promise<LedgerEntry> {
    return this.serialize(async () => {
      for (let attempt = 0; ; attempt++) {
        const replay = await this.replay(input.userId, input.idempotencyKey, "refund");
        if (replay) return replay;
        const debit = await this.store.findByKey(input.debitIdempotencyKey);
        if (!debit || debit.userId !== input.userId || debit.reason !== "generation") {
          throw new LedgerError("unknown_debit", `No generation debit ${input.debitIdempotencyKey} for this user`);
        }
        const earlier = await this.store.findRefundOf(input.userId, debit.id);
        if (earlier) return this.asReplay(earlier);
        const parts = await this.store.refundedPartsOf(input.userId, debit.id);
        if (input.amount !== undefined) assertAmount(input.amount);
        const amount = input.amount ?? -debit.amount;
        if (input.amount === undefined ? parts > 0 : parts + amount > -debit.amount)
          throw new LedgerError("invalid_amount", `Refund of ${amount} exceeds what is left of ${debit.id}`);
        const of = input.amount === undefined ? { refundOf: debit.id } : { partOf: debit.id };
        const entry = await this.tryApply(
          input.userId,
          amount,
          "refund",
          input.idempotencyKey,
          { ...input.metadata, ...of },
          await this.currentBalance(input.userId),
        );
        if (entry) return entry;
        // The balance moved, or another writer refunded this debit first: look again.
        if (attempt >= STALE_RETRIES) throw new Error(`Balance of ${input.userId} kept changing during a refund`);
      }
    });
  }

  /**
   * Takes back the credits of a purchase whose price was paid back, wholly or in part (a refund
   * or a dispute): `refunded` is the share of the price paid back so far, cumulative (the whole
   * price when omitted). The purchase's reversals claim `creditsClaimed(credits, refunded)` in
   * all; this call claims only what earlier reversals have not, so a redelivered, repeated or
   * older report changes nothing (answered replayed). Of what it claims it takes
   * min(claim, balance - credits granted after the purchase), at least 0: later purchases and
   * bonuses are never touched and the balance never goes below 0; the rest is the shortfall,
   * recorded in the row and never collected later. The row is written even when it takes 0, so
   * the ledger records the reversal. One row per level (its key names the level), and the store
   * refuses a level that does not climb or passes the purchase, so a purchase is reversed in
   * full at most once. A purchase that was never granted throws unknown_purchase.
   */
  reverse(input: {
    userId: string;
    purchaseIdempotencyKey: string;
    refunded?: RefundedShare;
    metadata?: Record<string, unknown>;
  }): Promise<Reversal> {
    return this.serialize(async () => {
      const purchase = await this.store.findByKey(input.purchaseIdempotencyKey);
      if (!purchase || purchase.userId !== input.userId || purchase.reason !== "purchase")
        throw new LedgerError("unknown_purchase", `No purchase ${input.purchaseIdempotencyKey} for this user`);
      const target = creditsClaimed(purchase.amount, input.refunded);
      const outcome = async (entry: LedgerEntry | null, claimed: number): Promise<Reversal> => {
        const done = await this.store.reversalsOf(input.userId, purchase.id);
        const taken = entry && !entry.replayed ? -entry.amount : 0;
        return {
          transactionId: entry?.transactionId ?? null,
          replayed: !entry || entry.replayed,
          balance: entry?.balance ?? (await this.balance(input.userId)),
          taken,
          shortfall: entry && !entry.replayed ? claimed - taken : 0,
          through: done.through,
          totalTaken: done.taken,
          totalShortfall: done.through - done.taken,
          credits: purchase.amount,
        };
      };
      for (let attempt = 0; ; attempt++) {
        const done = await this.store.reversalsOf(input.userId, purchase.id);
        if (target <= done.through) return outcome(null, 0);
        const claimed = target - done.through;
        const balance = await this.requireBalance(input.userId);
        const later = await this.store.grantedAfter(input.userId, input.purchaseIdempotencyKey);
        const taken = Math.min(claimed, Math.max(0, balance - later));
        const metadata = {
          ...input.metadata,
          reversalOf: purchase.id,
          reversedThrough: target,
          purchaseCredits: purchase.amount,
          shortfall: claimed - taken,
        };
        const entry = await this.tryApply(
          input.userId,
          -taken,
          "purchase_reversal",
          reversalKey(input.purchaseIdempotencyKey, target),
          metadata,
          balance,
        );
        if (entry) return outcome(entry, claimed);
        // The balance moved, or another reversal of this purchase landed first: look again.
        if (attempt >= STALE_RETRIES) throw new Error(`Balance of ${input.userId} kept changing during a reversal`);
      }
    });
  }

  /** Adds a movement that cannot overdraw (grant, refund), retrying on a stale balance hint. */
  private async write(
    userId: string,
    amount: number,
    reason: LedgerReason,
    idempotencyKey: string,
    metadata: Record<string, unknown> | undefined,
  ): Promise<LedgerEntry> {
    for (let attempt = 0; ; attempt++) {
      const entry = await this.tryApply(
        userId,
        amount,
        reason,
        idempotencyKey,
        metadata,
        await this.currentBalance(userId),
      );
      if (entry) return entry;
      if (attempt >= STALE_RETRIES) throw new Error(`Balance of ${userId} kept changing during a ${reason}`);
    }
  }

  /** One conditional write. Null when the balance was not `balance` any more (nothing written). */
  private async tryApply(
    userId: string,
    amount: number,
    reason: LedgerReason,
    idempotencyKey: string,
    metadata: Record<string, unknown> | undefined,
    balance: number,
  ): Promise<LedgerEntry | null> {
    const id = this.newId();
    const balanceAfter = balance + amount;
    let written: boolean;
    try {
      written = await this.store.append(
        {
          id,
          userId,
          amount,
          balanceAfter,
          reason,
          idempotencyKey,
          metadata: metadata ?? null,
          createdAt: Date.now(),
          // A reversal takes its whole claim off the purchases (those credits were paid back), taken or not.
          purchased:
            reason === "purchase"
              ? amount
              : reason === "purchase_reversal"
                ? amount - Number(metadata?.shortfall ?? 0)
                : 0,
          // A refund gives back what was spent, so it counts against the spending totals.
          spent: reason === "generation" || reason === "refund" ? -amount : 0,
          // A run of several options counts each (metadata.options); each refunded option takes one back.
          generations: reason === "generation" ? Number(metadata?.options ?? 1) : reason === "refund" ? -1 : 0,
        },
        balance,
      );
    } catch (error) {
      // The key is taken: this is a replay (or a key_conflict), not a new movement.
      this.known.delete(userId);
      const replay = await this.replay(userId, idempotencyKey, reason);
      if (replay) return replay;
      throw error;
    }
    if (!written) {
      this.known.delete(userId);
      return null;
    }
    this.known.set(userId, balanceAfter);
    return { transactionId: id, amount, reason, balance: balanceAfter, replayed: false };
  }

  private async currentBalance(userId: string): Promise<number> {
    return this.known.get(userId) ?? this.requireBalance(userId);
  }

  private async replay(userId: string, idempotencyKey: string, reason: LedgerReason): Promise<LedgerEntry | null> {
    const row = await this.store.findByKey(idempotencyKey);
    if (!row) return null;
    if (row.userId !== userId || row.reason !== reason)
      throw new LedgerError("key_conflict", `Idempotency key ${idempotencyKey} belongs to another operation`);
    return this.asReplay(row);
  }

  private async asReplay(row: StoredEntry): Promise<LedgerEntry> {
    return {
      transactionId: row.id,
      amount: row.amount,
      reason: row.reason,
      balance: await this.balance(row.userId),
      replayed: true,
    };
  }

  private async requireBalance(userId: string): Promise<number> {
    const balance = await this.store.balanceOf(userId);
    if (balance === null) {
      this.known.delete(userId);
      throw new LedgerError("no_profile", `No profile for user ${userId}`);
    }
    this.known.set(userId, balance);
    return balance;
  }
}

function assertAmount(amount: number) {
  if (!Number.isInteger(amount) || amount <= 0 || amount > MAX_AMOUNT) {
    throw new LedgerError("invalid_amount", `Amount must be an integer from 1 to ${MAX_AMOUNT}, got ${amount}`);
  }
}
