/**
 * One CreditAccount per user (named by the user id): the ledger of record for that user's
 * credits, kept in the object's own SQLite storage (docs/decisions/0011). The rules are in
 * app/models/ledger.ts, the storage in ./sqlite-ledger-store.ts, the D1 import and projection
 * in ./d1-projection.ts; this file is only the object that joins them.
 */
import { DurableObject } from "cloudflare:workers";
import type { AccountDebit, CreditAccountRpc } from "../../app/models/credit-account.server";
import {
  type HistoryPage,
  type HistoryQuery,
  Ledger,
  type LedgerRow,
  PURCHASE_REASONS,
  LedgerError,
  MAX_HISTORY_PAGE,
  settle,
  type Settled,
} from "../../app/models/ledger";
import { readD1Account, writeProjection } from "./d1-projection";
import { SqliteLedgerStore } from "./sqlite-ledger-store";

/** How long new rows may wait before the alarm copies them to D1 (the projection's lag). */
const PROJECTION_DELAY_MS = 1_000;
/** Rows per D1 batch when flushing the outbox. */
const PROJECTION_BATCH = 50;
/** Set when the account was deleted, so nothing can import it again. */
const ERASED = "erased_at";

export class CreditAccount extends DurableObject<Env> implements CreditAccountRpc {
  private store = new SqliteLedgerStore(this.ctx.storage);
  private ledger = new Ledger(this.store);
  /** The user this object serves: a stray call for another user is refused. */
  private owner: string | undefined = this.store.owner;
  /** The one import from D1 under way: concurrent first requests all wait for it. */
  private opening: Promise<void> | undefined;
  private projectionScheduled = false;
  private flushing: Promise<unknown> = Promise.resolve();

  async balance(userId: string): Promise<Settled<number>> {
    return settle(async () => (await this.open(userId)).balance(userId));
  }

  async summary(userId: string) {
    return settle(async () => {
      await this.open(userId);
      const summary = this.store.summary();
      if (!summary) throw new LedgerError("no_profile", `No account for user ${userId}`);
      return summary;
    });
  }

  async history(userId: string, query: HistoryQuery): Promise<Settled<HistoryPage>> {
    return settle(async () => {
      await this.open(userId);
      const limit = Math.min(Math.max(1, Math.floor(query.limit) || 1), MAX_HISTORY_PAGE);
      const rows = this.store.page({ limit, before: query.before, after: query.after });
      const newerRows = rows.length ? this.store.countNewerThan(rows[0].seq) : 0;
      const last = rows.at(-1);
      return {
        rows,
        total: this.store.count(),
        newerRows,
        older: last && this.store.hasOlderThan(last.seq) ? last.seq : null,
        newer: rows.length && newerRows > 0 ? rows[0].seq : null,
      };
    });
  }

  async purchases(userId: string): Promise<Settled<LedgerRow[]>> {
    return settle(async () => {
      await this.open(userId);
      return this.store.ofReasons(PURCHASE_REASONS);
    });
  }

  async grant(input: Parameters<Ledger["grant"]>[0]) {
    return settle(async () => this.afterWrite(await (await this.open(input.userId)).grant(input)));
  }

  /**
   * The answer carries the Premium entitlement as it stands at the debit: a result made now is made while entitled or
   * not.
   */
  async debit(input: Parameters<Ledger["debit"]>[0]): Promise<Settled<AccountDebit>> {
    return settle(async () => {
      const result = await (await this.open(input.userId)).debit(input);
      return result.ok ? { ...(await this.afterWrite(result)), premium: this.store.premium() } : result;
    });
  }

  async refund(input: Parameters<Ledger["refund"]>[0]) {
    return settle(async () => this.afterWrite(await (await this.open(input.userId)).refund(input)));
  }

  async reverse(input: Parameters<Ledger["reverse"]>[0]) {
    return settle(async () => this.afterWrite(await (await this.open(input.userId)).reverse(input)));
  }

  /**
   * Account deletion: the alarm, every table and row go, and a tombstone stays so that no later
   * call can import the account again from a D1 projection that is about to be deleted.
   * Repeating it changes nothing.
   */
  async erase(userId: string): Promise<Settled<true>> {
    return settle(async () => {
      this.checkOwner(userId);
      await this.opening?.catch(() => undefined);
      await this.ctx.storage.deleteAlarm();
      await this.ctx.storage.deleteAll();
      await this.ctx.storage.put(ERASED, Date.now());
      this.store = new SqliteLedgerStore(this.ctx.storage);
      this.ledger = new Ledger(this.store);
      this.projectionScheduled = false;
      return true as const;
    });
  }

  async alarm() {
    this.projectionScheduled = false;
    await this.flushProjection();
  }

  /** Copies the outbox to D1, one flush at a time (a later flush never overwrites a newer balance). */
  async flushProjection(): Promise<number> {
    const run = this.flushing.then(
      () => this.flushOutbox(),
      () => this.flushOutbox(),
    );
    this.flushing = run.catch(() => undefined);
    return run;
  }

  private async flushOutbox(): Promise<number> {
    let written = 0;
    for (;;) {
      const pending = this.store.unprojected(PROJECTION_BATCH);
      const last = pending?.rows.at(-1);
      if (!pending || !last) return written;
      await writeProjection(this.env.DB, pending.account, pending.rows);
      this.store.markProjected(last.seq);
      written += pending.rows.length;
    }
  }

  private async afterWrite<T extends { replayed: boolean }>(entry: T): Promise<T> {
    if (!entry.replayed && !this.projectionScheduled) {
      this.projectionScheduled = true;
      await this.ctx.storage.setAlarm(Date.now() + PROJECTION_DELAY_MS);
    }
    return entry;
  }

  private checkOwner(userId: string) {
    if (typeof userId !== "string" || userId === "") throw new LedgerError("wrong_account", "A user id is required");
    this.owner ??= userId;
    if (this.owner !== userId) throw new LedgerError("wrong_account", "This account belongs to another user");
  }

  /** The ledger, once the account exists here: on first touch it is imported from D1, exactly once. */
  private async open(userId: string): Promise<Ledger> {
    this.checkOwner(userId);
    if (!this.store.opened) {
      this.opening ??= this.importFromD1(userId).finally(() => {
        this.opening = undefined;
      });
      await this.opening;
    }
    return this.ledger;
  }

  private async importFromD1(userId: string) {
    if (await this.ctx.storage.get(ERASED)) throw new LedgerError("no_profile", `The account of ${userId} was deleted`);
    const account = await readD1Account(this.env.DB, userId);
    if (!account) throw new LedgerError("no_profile", `No profile for user ${userId}`);
    this.store.importAccount(account);
  }
}
