/**
 * The typed facade over a user's CreditAccount Durable Object: the one writer and the one
 * reader of that user's credits (docs/decisions/0011). Bound to one user, so no route handles
 * ids or stubs. A refusal rejects with a LedgerError whose `code` says why (no_profile,
 * invalid_amount, unknown_debit, unknown_purchase, key_conflict, wrong_account); an insufficient balance is a
 * DebitResult.
 */
import {
  type AccountSummary,
  type DebitResult,
  type HistoryPage,
  type HistoryQuery,
  type Ledger,
  type LedgerEntry,
  type LedgerRow,
  type Reversal,
  type Settled,
  unwrap,
} from "./ledger";

/** A debit's answer, with the Premium entitlement as it stood when the debit was taken. */
export type AccountDebit = DebitResult extends infer R
  ? R extends { ok: true }
    ? R & { premium: boolean }
    : R
  : never;

type WithoutUser<T> = T extends { userId: string } ? Omit<T, "userId"> : never;

/** What the object answers over RPC. Refusals come back as data (Settled), never thrown. */
export interface CreditAccountRpc {
  balance(userId: string): Promise<Settled<number>>;
  summary(userId: string): Promise<Settled<AccountSummary>>;
  history(userId: string, query: HistoryQuery): Promise<Settled<HistoryPage>>;
  /** The purchase rows and their reversals, newest first (all of them: an account has few). */
  purchases(userId: string): Promise<Settled<LedgerRow[]>>;
  grant(input: Parameters<Ledger["grant"]>[0]): Promise<Settled<LedgerEntry>>;
  debit(input: Parameters<Ledger["debit"]>[0]): Promise<Settled<AccountDebit>>;
  refund(input: Parameters<Ledger["refund"]>[0]): Promise<Settled<LedgerEntry>>;
  reverse(input: Parameters<Ledger["reverse"]>[0]): Promise<Settled<Reversal>>;
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

export type CreditAccountClient = ReturnType<typeof createClient>;

const clients = new WeakMap<object, Map<string, CreditAccountClient>>();

/**
 * The client of one user's object. The Worker builds its bindings object per request, so this
 * is one client per user per request: the shell and the page that both show the balance share
 * one read of it, and any write through the client makes the next read fresh.
 */
export function getCreditAccount(bindings: { CREDIT_ACCOUNT: CreditAccountNamespace }, userId: string) {
  let mine = clients.get(bindings);
  if (!mine) {
    mine = new Map();
    clients.set(bindings, mine);
  }
  let client = mine.get(userId);
  if (!client) {
    client = createClient(bindings, userId);
    mine.set(userId, client);
  }
  return client;
}

function createClient(bindings: { CREDIT_ACCOUNT: CreditAccountNamespace }, userId: string) {
  // The one cast: the stub of a CreditAccount speaks CreditAccountRpc (the class implements it).
  const stub = bindings.CREDIT_ACCOUNT.get(bindings.CREDIT_ACCOUNT.idFromName(userId)) as CreditAccountRpc;
  let summary: Promise<AccountSummary> | undefined;
  const read = () => {
    if (summary) return summary;
    const started = stub.summary(userId).then(unwrap);
    summary = started;
    started.catch(() => {
      if (summary === started) summary = undefined;
    });
    return started;
  };
  const write = async <T>(call: () => Promise<Settled<T>>): Promise<T> => {
    summary = undefined;
    try {
      return unwrap(await call());
    } finally {
      summary = undefined;
    }
  };
  return {
    balance: async () => (await read()).credits,
    summary: read,
    history: async (query: HistoryQuery) => unwrap(await stub.history(userId, query)),
    purchases: async () => unwrap(await stub.purchases(userId)),
    grant: (input: WithoutUser<Parameters<Ledger["grant"]>[0]>) => write(() => stub.grant({ ...input, userId })),
    debit: (input: WithoutUser<Parameters<Ledger["debit"]>[0]>) => write(() => stub.debit({ ...input, userId })),
    refund: (input: WithoutUser<Parameters<Ledger["refund"]>[0]>) => write(() => stub.refund({ ...input, userId })),
    reverse: (input: WithoutUser<Parameters<Ledger["reverse"]>[0]>) => write(() => stub.reverse({ ...input, userId })),
    erase: () => write(() => stub.erase(userId)),
  };
}
