/**
 * Reading credits: the balance, totals and ledger rows, newest first, all from the user's
 * CreditAccount object (the ledger of record). D1's copy is a projection for reporting only.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { type AccountSummary, type HistoryQuery, LedgerError, type LedgerRow, MAX_HISTORY_PAGE } from "./ledger";

export const DEFAULT_TRANSACTION_LIMIT = 20;
export const MAX_TRANSACTION_LIMIT = MAX_HISTORY_PAGE;
/** What the dashboard's Recent Activity shows. */
export const RECENT_ACTIVITY_LIMIT = 10;
export const HISTORY_PAGE_SIZE = 20;

export type CreditSummary = AccountSummary;

/** A ledger row as screens and the API see it (spec: created_at, also read as createdAt). */
export interface ClientTransaction {
  id: string;
  user_id: string;
  amount: number;
  balance_after: number;
  reason: string;
  metadata: { description?: string; packageType?: string; tool?: string; [key: string]: unknown } | null;
  created_at: string;
  createdAt: string;
}

/** The balance and lifetime totals, from the user's CreditAccount object (the ledger of record). */
export async function getCreditSummary(context: AppLoadContext, userId: string): Promise<CreditSummary | undefined> {
  return unlessNoProfile(context.creditAccount(userId).summary());
}

export async function getBalance(context: AppLoadContext, userId: string): Promise<number> {
  return (await getCreditSummary(context, userId))?.credits ?? 0;
}

/** A requested page size clamped to 1..100; missing or unreadable means the default 20. */
export function transactionLimit(requested: string | number | null | undefined): number {
  const value = typeof requested === "number" ? requested : requested ? Number.parseInt(requested, 10) : Number.NaN;
  if (!Number.isFinite(value) || value < 1) return DEFAULT_TRANSACTION_LIMIT;
  return Math.min(Math.floor(value), MAX_TRANSACTION_LIMIT);
}

function toClientTransaction(userId: string, row: LedgerRow): ClientTransaction {
  const createdAt = new Date(row.createdAt).toISOString();
  return {
    id: row.id,
    user_id: userId,
    amount: row.amount,
    balance_after: row.balanceAfter,
    reason: row.reason,
    metadata: row.metadata,
    created_at: createdAt,
    createdAt,
  };
}

/** The newest rows of the user's ledger, read from their object. */
export async function listTransactions(
  context: AppLoadContext,
  userId: string,
  options: { limit?: number } = {},
): Promise<ClientTransaction[]> {
  const page = await readHistory(context, userId, { limit: transactionLimit(options.limit) });
  return page ? page.rows.map((row) => toClientTransaction(userId, row)) : [];
}

/**
 * One page of the ledger for the API, newest first: `before` is the cursor the previous page
 * returned as `nextCursor` (null on the last page). The same cursors as the history screen's.
 */
export async function transactionsPage(
  context: AppLoadContext,
  userId: string,
  options: { limit?: number; before?: number },
): Promise<{ transactions: ClientTransaction[]; nextCursor: string | null }> {
  const page = await readHistory(context, userId, { limit: transactionLimit(options.limit), before: options.before });
  if (!page) return { transactions: [], nextCursor: null };
  return {
    transactions: page.rows.map((row) => toClientTransaction(userId, row)),
    nextCursor: page.older === null ? null : String(page.older),
  };
}

/** A history cursor from a query string: a positive row number, or none. */
export function historyCursor(value: string | null): number | undefined {
  const cursor = value ? Number(value) : Number.NaN;
  return Number.isSafeInteger(cursor) && cursor > 0 ? cursor : undefined;
}

/**
 * One page of the full history, newest first, by cursor: `before` pages to older rows,
 * `after` back to newer ones. Also what the pager needs (its page number and count).
 */
export async function transactionHistoryPage(
  context: AppLoadContext,
  userId: string,
  cursor: { before?: number; after?: number },
) {
  const page = await readHistory(context, userId, { limit: HISTORY_PAGE_SIZE, ...cursor });
  if (!page) return { transactions: [], page: 1, pages: 1, total: 0, older: null, newer: null };
  return {
    transactions: page.rows.map((row) => toClientTransaction(userId, row)),
    page: Math.floor(page.newerRows / HISTORY_PAGE_SIZE) + 1,
    pages: Math.max(1, Math.ceil(page.total / HISTORY_PAGE_SIZE)),
    total: page.total,
    older: page.older,
    newer: page.newer,
  };
}

const readHistory = (context: AppLoadContext, userId: string, query: HistoryQuery) =>
  unlessNoProfile(context.creditAccount(userId).history(query));

/** An account that does not exist (no profile, or deleted) reads as nothing, not as an error. */
async function unlessNoProfile<T>(read: Promise<T>): Promise<T | undefined> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof LedgerError && error.code === "no_profile") return undefined;
    throw error;
  }
}
