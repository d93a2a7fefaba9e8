/**
 * Settles generations whose request died before it could (the Worker was evicted, ran out of
 * memory, or was cancelled past its waitUntil grace): every credit taken for a generation ends
 * as a result or a refund. Run by the Worker's cron trigger (server/index.ts) every minute.
 *
 * Crash-safe in three steps: claim the overdue rows ("expired"), refund each through the user's
 * Durable Object (idempotent: the same refund key as the pipeline's own), then close the row.
 * A run that dies midway leaves "expired" rows, which the next run finishes. The pipeline's own
 * commit only turns a "processing" row into a result, so a late result cannot follow a refund.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, eq, inArray, lt } from "drizzle-orm";
import { generations } from "../../db/schema";
import { getCreditAccount } from "./credit-account.server";
import { LedgerError } from "./ledger";
import { abandonedAfterMs, debitKeyOf, refundKeyOf } from "./generations.server";

/** Rows settled per run; more wait for the next minute. */
const BATCH = 100;

export interface SweepReport {
  refunded: number;
  /** Abandoned before anything was debited. */
  closedWithoutDebit: number;
  /** Left for the next run (the refund failed this time). */
  retryLater: number;
}

export async function refundAbandonedGenerations(
  context: Pick<AppLoadContext, "db" | "bindings" | "env">,
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
  const expired = await context.db
    .select({ id: generations.id, userId: generations.userId, tool: generations.tool })
    .from(generations)
    .where(eq(generations.status, "expired"))
    .limit(BATCH);

  for (const row of expired) {
    let refunded: boolean;
    try {
      await getCreditAccount(context.bindings, row.userId).refund({
        debitIdempotencyKey: debitKeyOf(row.id),
        idempotencyKey: refundKeyOf(row.id),
        metadata: { tool: row.tool, generationId: row.id, description: "abandoned" },
      });
      refunded = true;
    } catch (error) {
      if (!(error instanceof LedgerError && error.code === "unknown_debit")) {
        console.error(`Refund of abandoned generation ${row.id} failed; retrying next run:`, error);
        report.retryLater++;
        continue;
      }
      refunded = false;
    }
    await context.db
      .update(generations)
      .set({
        status: "failed",
        refunded,
        error: "abandoned: the request ended before the generation finished",
        completedAt: now,
      })
      .where(and(eq(generations.id, row.id), eq(generations.status, "expired")));
    if (refunded) report.refunded++;
    else report.closedWithoutDebit++;
  }
  return report;
}
