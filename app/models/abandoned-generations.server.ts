/**
 * Settles generations whose request died before it could (the Worker was evicted, ran out of
 * memory, or was cancelled past its waitUntil grace): every credit taken for a generation ends
 * as a result or a refund. Run by the Worker's cron trigger (its `scheduled` handler) every minute.
 *
 * Crash-safe in three steps: claim the overdue rows ("expired"), refund each through the user's
 * Durable Object (idempotent: the same refund key as the pipeline's own), then close the row.
 * A run that dies midway leaves "expired" rows, which the next run finishes. The pipeline's own
 * commit only turns a "processing" row into a result, so a late result cannot follow a refund.
 *
 * It also settles failed rows flagged refund_due: the pipeline closed them without knowing
 * whether their debit stands (the refund failed, or the debit's answer was lost). Each is
 * refunded under the same key, or, when the ledger has no such debit, simply unflagged.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, eq, inArray, lt, sql, type SQL } from "drizzle-orm";
import { generations } from "../../db/schema";
import { LedgerError } from "./ledger";
import { abandonedAfterMs, debitKeyOf, refundKeyOf } from "./generations.server";

/** Rows settled per run; more wait for the next minute. */
const BATCH = 100;

export interface SweepReport {
  refunded: number;
  /** Abandoned (or failed) before anything was debited. */
  closedWithoutDebit: number;
  /** Left for the next run (the refund failed this time). */
  retryLater: number;
}

export async function refundAbandonedGenerations(
  context: Pick<AppLoadContext, "db" | "env" | "creditAccount">,
  now = Date.now(),
): Promise<SweepReport> {
  const report: SweepReport = { refunded: 0, closedWithoutDebit: 0, retryLater: 0 };
  await context.db
    .update(generations)
    .set({ status: "expired" })
    .where(
      and(
        inArray(generations.status, ["pending", "processing"]),
        lt(generations.createdAt, now - abandonedAfterMs(context)),
      ),
    );
  await settleBatch(context, eq(generations.status, "expired"), "abandoned", report, (id, refunded) =>
    context.db
      .update(generations)
      .set({
        status: "failed",
        refunded,
        refundDue: false,
        error: "abandoned: the request ended before the generation finished",
        completedAt: now,
      })
      .where(and(eq(generations.id, id), eq(generations.status, "expired"))),
  );
  // A literal 1, not a bound parameter, so SQLite can use the partial index on refund_due.
  await settleBatch(context, sql`${generations.refundDue} = 1`, "refund due", report, (id, refunded) =>
    context.db
      .update(generations)
      .set(refunded ? { refunded, refundDue: false } : { refundDue: false })
      .where(eq(generations.id, id)),
  );
  return report;
}

/**
 * Refunds each of the next BATCH rows that `where` picks, then closes the row with `close` (told
 * whether a debit was refunded); a row whose refund failed stays as it is for the next run.
 */
async function settleBatch(
  context: Pick<AppLoadContext, "db" | "creditAccount">,
  where: SQL,
  description: string,
  report: SweepReport,
  close: (id: string, refunded: boolean) => Promise<unknown>,
) {
  const rows = await context.db
    .select({
      id: generations.id,
      userId: generations.userId,
      tool: generations.tool,
      cost: generations.cost,
      batchId: generations.batchId,
    })
    .from(generations)
    .where(where)
    .limit(BATCH);
  for (const row of rows) {
    const refunded = await refundOf(context, row, description, report);
    if (refunded !== undefined) await close(row.id, refunded);
  }
}

/**
 * Refunds the generation's debit: true when refunded (now or before), false when there was none, undefined to retry.
 * An option of a run of several is refunded as its part of the run's debit: exactly its cost.
 */
async function refundOf(
  context: Pick<AppLoadContext, "creditAccount">,
  row: { id: string; userId: string; tool: string; cost: number; batchId: string | null },
  description: string,
  report: SweepReport,
): Promise<boolean | undefined> {
  try {
    await context.creditAccount(row.userId).refund({
      debitIdempotencyKey: debitKeyOf(row.batchId ?? row.id),
      idempotencyKey: refundKeyOf(row.id),
      ...(row.batchId ? { amount: row.cost } : {}),
      metadata: { tool: row.tool, generationId: row.id, description },
    });
    report.refunded++;
    return true;
  } catch (error) {
    if (error instanceof LedgerError && error.code === "unknown_debit") {
      report.closedWithoutDebit++;
      return false;
    }
    console.error(`Refund of generation ${row.id} (${description}) failed; retrying next run:`, error);
    report.retryLater++;
    return undefined;
  }
}
