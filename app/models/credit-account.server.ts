/**
 * The typed facade over a user's CreditAccount Durable Object: the one writer and the one
 * reader of that user's credits (docs/decisions/0011). Bound to one user, so no route handles
 * ids or stubs. A refusal rejects with a LedgerError whose `code` says why (no_profile,
 * invalid_amount, unknown_debit, key_conflict, wrong_account); an insufficient balance is a
 * DebitResult.
 */
import {
  type AccountSummary,
  type DebitResult,
  type HistoryPage,
  type HistoryQuery,
  type Ledger,
  type LedgerEntry,
  type Settled,
  unwrap,
} from "./ledger";

type WithoutUser<T> = T extends { userId: string } ? Omit<T, "userId"> : never;

/** What the object answers over RPC. Refusals come back as data (Settled), never thrown. */
export interface CreditAccountRpc {
  balance(userId: string): Promise<Settled<number>>;
  summary(userId: string): Promise<Settled<AccountSummary>>;
  history(userId: string, query: HistoryQuery): Promise<Settled<HistoryPage>>;
  grant(input: Parameters<Ledger["grant"]>[0]): Promise<Settled<LedgerEntry>>;
  debit(input: Parameters<Ledger["debit"]>[0]): Promise<Settled<DebitResult>>;
  refund(input: Parameters<Ledger["refund"]>[0]): Promise<Settled<LedgerEntry>>;
  /** Clears the object's storage for good (account deletion). Safe to repeat. */
  erase(userId: string): Promise<Settled<true>>;
  /** Writes the outbox to the D1 projection now; answers how many rows it wrote. */
  flushProjection(): Promise<number>;
}

/** The binding, as far as this facade needs it (the Worker's typed namespace satisfies it). */
export interface CreditAccountNamespace {
  idFromName(name: string): DurableObjectId;
  get(id: DurableObjectId): unknown;
}

export type CreditAccountClient = ReturnType<typeof getCreditAccount>;

export function getCreditAccount(bindings: { CREDIT_ACCOUNT: CreditAccountNamespace }, userId: string) {
  // The one cast: the stub of a CreditAccount speaks CreditAccountRpc (the class implements it).
  const stub = bindings.CREDIT_ACCOUNT.get(bindings.CREDIT_ACCOUNT.idFromName(userId)) as CreditAccountRpc;
  return {
    balance: async () => unwrap(await stub.balance(userId)),
    summary: async () => unwrap(await stub.summary(userId)),
    history: async (query: HistoryQuery) => unwrap(await stub.history(userId, query)),
    grant: async (input: WithoutUser<Parameters<Ledger["grant"]>[0]>) => unwrap(await stub.grant({ ...input, userId })),
    debit: async (input: WithoutUser<Parameters<Ledger["debit"]>[0]>) => unwrap(await stub.debit({ ...input, userId })),
    refund: async (input: WithoutUser<Parameters<Ledger["refund"]>[0]>) =>
      unwrap(await stub.refund({ ...input, userId })),
    erase: async () => unwrap(await stub.erase(userId)),
  };
}
