/**
 * The generation's row in D1, as the run writes it: claimed "processing" within the user's
 * concurrent slots, then closed as a result (only while still processing: the commit point) or
 * as failed with what became of its credits, or forgotten when nothing was paid.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, eq, inArray } from "drizzle-orm";
import { generations } from "../../db/schema";
import { describe, type Settlement } from "./generation-failures.server";
import { ApiError } from "~/services/api.server";

/** Generations one user may have running at once; the next one gets 429. */
export const MAX_CONCURRENT_GENERATIONS = 2;

/**
 * Inserts the run's rows (one per option, docs/decisions/0040) only while the user has fewer than
 * MAX_CONCURRENT_GENERATIONS runs going: the options of one run share its `batchId` and count as
 * one. One D1 batch (one transaction), each statement asking the same question of the other runs,
 * so two racing requests cannot both take the last slot and a run is claimed whole or not at all.
 */
export async function claimSlot(
  context: AppLoadContext,
  run: {
    ids: string[];
    batchId: string | null;
    userId: string;
    tool: string;
    cost: number;
    provider: string;
    params: Record<string, unknown>;
    inputKeys: string[][];
    /** How long a running row counts against the slots (abandonedAfterMs). */
    staleAfterMs: number;
    claimedAt: number;
  },
) {
  const now = run.claimedAt;
  const ownRun = run.batchId ?? run.ids[0];
  const statements = run.ids.map((id, i) =>
    context.bindings.DB.prepare(
      `INSERT INTO generations (id, user_id, tool, status, cost, provider, params, input_keys, created_at, started_at,
         batch_id)
       SELECT ?1, ?2, ?3, 'processing', ?4, ?5, ?6, ?7, ?8, ?8, ?11
       WHERE (SELECT COUNT(DISTINCT COALESCE(batch_id, id)) FROM generations
              WHERE user_id = ?2 AND status IN ('pending', 'processing') AND created_at > ?9
                AND COALESCE(batch_id, id) != ?12) < ?10`,
    ).bind(
      id,
      run.userId,
      run.tool,
      run.cost,
      run.provider,
      JSON.stringify(run.params),
      JSON.stringify(run.inputKeys[i]),
      now,
      now - run.staleAfterMs,
      MAX_CONCURRENT_GENERATIONS,
      run.batchId,
      ownRun,
    ),
  );
  const [first] = await context.bindings.DB.batch(statements);
  if (!first.meta.changes)
    throw new ApiError({
      status: 429,
      code: "too_many_requests",
      message: "common.api.rateLimited",
      headers: { "Retry-After": "5" },
    });
}

/** Closes the generation's row as failed; false when there was no row left to close. */
export async function markFailed(
  context: AppLoadContext,
  generationId: string,
  error: unknown,
  outcome: Settlement,
): Promise<boolean> {
  const result = await context.db
    .update(generations)
    .set({
      status: "failed",
      error: describe(error).slice(0, 500),
      refunded: outcome === "refunded",
      refundDue: outcome === "due",
      completedAt: Date.now(),
    })
    .where(eq(generations.id, generationId))
    .run();
  return result.meta.changes > 0;
}

/** A run refused before anything was paid leaves nothing behind (its rows, one per option, and their inputs). */
export async function forget(context: AppLoadContext, generationIds: string[], keys: string[]) {
  await context.bindings.IMAGES.delete(keys);
  await context.db.delete(generations).where(inArray(generations.id, generationIds));
}

/**
 * The commit point: only a row still "processing" becomes a result; false when the sweeper has
 * meanwhile given the generation up (and refunded it), so the late result is dropped.
 */
export async function markSucceeded(
  context: AppLoadContext,
  generationId: string,
  result: { outputKey: string; outputMime: string; claimedAt: number; commercialLicence: boolean },
): Promise<boolean> {
  const completedAt = Date.now();
  const commit = await context.db
    .update(generations)
    .set({
      status: "succeeded",
      outputKey: result.outputKey,
      outputMime: result.outputMime,
      completedAt,
      durationMs: completedAt - result.claimedAt,
      commercialLicence: result.commercialLicence,
    })
    .where(and(eq(generations.id, generationId), eq(generations.status, "processing")))
    .run();
  return commit.meta.changes > 0;
}
