/**
 * One CreditAccount per user: the only writer of that user's credits (docs/decisions/0003).
 *
 * The rules live in ./ledger.ts (serialized mutations, idempotency keys, one refund per debit,
 * no negative balance); this object runs them over D1, where each mutation is one batch: the
 * ledger row and the profile balance together, or neither, and only if the balance is still
 * the one the object last saw. The idempotency key is unique in D1, so a replay returns the
 * first result even across object restarts. A debit is one D1 round trip in the common case.
 */
import { DurableObject } from "cloudflare:workers";
import type { Bindings } from "../env";
import { D1LedgerStore } from "./d1-ledger-store";
import { Ledger, LedgerError, settle, unwrap, type DebitResult, type LedgerEntry, type Settled } from "./ledger";

export { LedgerError, MAX_AMOUNT } from "./ledger";
export type { DebitResult, GrantReason, LedgerEntry, LedgerErrorCode, LedgerReason, Settled } from "./ledger";

export class CreditAccount extends DurableObject<Bindings> {
  private readonly ledger = new Ledger(new D1LedgerStore(this.env.DB));
  /** The user this object serves: set by the first call, so a stray call for another user is refused. */
  private owner: string | undefined;

  private forUser(userId: string): Ledger {
    if (typeof userId !== "string" || userId === "") throw new LedgerError("wrong_account", "A user id is required");
    this.owner ??= userId;
    if (this.owner !== userId) throw new LedgerError("wrong_account", `This account belongs to another user`);
    return this.ledger;
  }

  // Refusals come back as data (Settled), never as a thrown error: see ./ledger.ts.
  async balance(userId: string): Promise<Settled<number>> {
    return settle(async () => this.forUser(userId).balance(userId));
  }

  async grant(input: Parameters<Ledger["grant"]>[0]): Promise<Settled<LedgerEntry>> {
    return settle(async () => this.forUser(input.userId).grant(input));
  }

  async debit(input: Parameters<Ledger["debit"]>[0]): Promise<Settled<DebitResult>> {
    return settle(async () => this.forUser(input.userId).debit(input));
  }

  async refund(input: Parameters<Ledger["refund"]>[0]): Promise<Settled<LedgerEntry>> {
    return settle(async () => this.forUser(input.userId).refund(input));
  }
}

type WithoutUser<T> = T extends { userId: string } ? Omit<T, "userId"> : never;

/**
 * The typed facade routes use: bound to one user, so no route handles ids or stubs.
 * A refusal rejects with a LedgerError whose `code` says why (no_profile, invalid_amount,
 * unknown_debit, key_conflict, wrong_account); an insufficient balance is a DebitResult.
 */
export function getCreditAccount(bindings: Pick<Bindings, "CREDIT_ACCOUNT">, userId: string) {
  const stub = bindings.CREDIT_ACCOUNT.get(bindings.CREDIT_ACCOUNT.idFromName(userId));
  return {
    balance: async () => unwrap((await stub.balance(userId)) as Settled<number>),
    grant: async (input: WithoutUser<Parameters<Ledger["grant"]>[0]>) =>
      unwrap((await stub.grant({ ...input, userId })) as Settled<LedgerEntry>),
    debit: async (input: WithoutUser<Parameters<Ledger["debit"]>[0]>) =>
      unwrap((await stub.debit({ ...input, userId })) as Settled<DebitResult>),
    refund: async (input: WithoutUser<Parameters<Ledger["refund"]>[0]>) =>
      unwrap((await stub.refund({ ...input, userId })) as Settled<LedgerEntry>),
  };
}
