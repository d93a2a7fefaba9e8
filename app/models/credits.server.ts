/** Reading credits: the balance and totals on the profile, and the ledger newest first. */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { count, desc, eq, sql } from "drizzle-orm";
import { creditTransactions, userProfiles } from "../../db/schema";

export const DEFAULT_TRANSACTION_LIMIT = 20;
export const MAX_TRANSACTION_LIMIT = 100;
/** What the dashboard's Recent Activity shows. */
export const RECENT_ACTIVITY_LIMIT = 10;
export const HISTORY_PAGE_SIZE = 20;

export interface CreditSummary {
  userId: string;
  credits: number;
  totalCreditsPurchased: number;
  totalCreditsSpent: number;
  totalGenerations: number;
}

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

export async function getCreditSummary(context: AppLoadContext, userId: string): Promise<CreditSummary | undefined> {
  const row = await context.db
    .select({
      credits: userProfiles.credits,
      totalCreditsPurchased: userProfiles.totalCreditsPurchased,
      totalCreditsSpent: userProfiles.totalCreditsSpent,
      totalGenerations: userProfiles.totalGenerations,
    })
    .from(userProfiles)
    .where(eq(userProfiles.id, userId))
    .get();
  return row ? { userId, ...row } : undefined;
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

export async function listTransactions(
  context: AppLoadContext,
  userId: string,
  options: { limit?: number; offset?: number } = {},
): Promise<ClientTransaction[]> {
  const rows = await context.db
    .select()
    .from(creditTransactions)
    .where(eq(creditTransactions.userId, userId))
    // rowid breaks ties between rows written in the same millisecond, in write order.
    .orderBy(desc(creditTransactions.createdAt), desc(sql`rowid`))
    .limit(transactionLimit(options.limit))
    .offset(Math.max(0, Math.floor(options.offset ?? 0)))
    .all();
  return rows.map((row) => {
    const createdAt = new Date(row.createdAt).toISOString();
    return {
      id: row.id,
      user_id: row.userId,
      amount: row.amount,
      balance_after: row.balanceAfter,
      reason: row.reason,
      metadata: row.metadata ?? null,
      created_at: createdAt,
      createdAt,
    };
  });
}

export async function countTransactions(context: AppLoadContext, userId: string): Promise<number> {
  const row = await context.db
    .select({ n: count() })
    .from(creditTransactions)
    .where(eq(creditTransactions.userId, userId))
    .get();
  return row?.n ?? 0;
}

/** One page of the full history (1-based), with what the pager needs. */
export async function transactionHistoryPage(context: AppLoadContext, userId: string, page: number) {
  const total = await countTransactions(context, userId);
  const pages = Math.max(1, Math.ceil(total / HISTORY_PAGE_SIZE));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pages);
  const transactions = await listTransactions(context, userId, {
    limit: HISTORY_PAGE_SIZE,
    offset: (current - 1) * HISTORY_PAGE_SIZE,
  });
  return { transactions, page: current, pages, total };
}
