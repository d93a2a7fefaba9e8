/**
 * Every way out of a run after its debit was asked for (./generations.server.ts): each option
 * refunded (a run of one's whole debit, or one part of a run of several's) and its row closed,
 * and the failure logged as loud as an operator needs to hear it.
 */
import { LedgerError } from "./ledger";
import { markFailed } from "./generation-rows.server";
import { accountGone, describe, failure, GenerationFailure, type Settlement } from "./generation-failures.server";
import { debitKeyOf, type Job, keysOf, log, logged, refundKeyOf, rowLeftOpen } from "./generation-job.server";
import type { RunOption } from "./generation-options.server";
import { ModelNotServedError, ProviderAccountError } from "~/services/image-providers/types";

/** A failure after the debit, as the failure it is, logged as loud as an operator needs to hear it. */
export function failed(job: Job, error: unknown): GenerationFailure {
  const reason = error instanceof GenerationFailure ? error : failure("storage", error, job.total);
  if (reason.kind === "storage") log(job, "storage failed", reason.cause);
  // A retired or misspelt model id fails every generation until an operator changes the setting.
  else if (reason.cause instanceof ModelNotServedError) log(job, "the model is not served", reason.cause);
  // A spent quota or billing limit fails every generation until someone acts on the account.
  else if (reason.cause instanceof ProviderAccountError) log(job, "the provider refuses the account", reason.cause);
  else console.warn(`generation ${job.id} (${job.tool.id}, ${job.provider.name}) failed: ${describe(reason.cause)}`);
  return reason;
}

/**
 * Every way out after the debit was asked for, whether it was answered or not: a debit whose
 * answer was lost may have been taken, so it is refunded like a certain one (the refund key
 * is per option, so this, a retry and the sweeper refund each at most once). Every option is
 * settled; the answer says what became of the credits; what cannot be settled now is left to the sweeper.
 */
export async function settle(job: Job, reason: GenerationFailure): Promise<never> {
  const outcomes = await Promise.all(job.options.map((option) => settleOption(job, option, reason)));
  if (outcomes.includes("gone")) {
    await context(job)
      .IMAGES.delete([...keysOf(job, "inputKeys"), ...keysOf(job, "outputKeys")])
      .catch(logged(job, "the deleted account's images could not be removed"));
    throw accountGone();
  }
  throw reason.toApiError(outcomes[0] as Settlement);
}

/**
 * One option's refund and the close of its row: for a run of several, a part of the run's debit
 * (this option's cost, under the option's own refund key). "gone" when the row was no longer
 * there (the account was deleted while this ran). A close that failed says nothing, so the
 * outcome stays the refund's own.
 */
export async function settleOption(job: Job, option: RunOption, reason: GenerationFailure) {
  const { tool } = job;
  let outcome: Settlement;
  try {
    await job.context.creditAccount(job.userId).refund({
      debitIdempotencyKey: debitKeyOf(job.id),
      idempotencyKey: refundKeyOf(option.id),
      ...(job.batchId ? { amount: job.cost } : {}),
      metadata: { tool: tool.id, generationId: option.id, description: reason.kind },
    });
    outcome = "refunded";
  } catch (error) {
    if (error instanceof LedgerError && (error.code === "unknown_debit" || error.code === "no_profile"))
      outcome = "not_taken";
    else {
      log(job, "the refund failed; the sweeper will make it", error);
      outcome = "due";
    }
  }
  const closed = await markFailed(job.context, option.id, reason.cause, outcome).catch((error: unknown) => {
    rowLeftOpen(job)(error);
    return true;
  });
  return closed ? outcome : ("gone" as const);
}

export const markAllFailed = (job: Job, error: unknown, outcome: Settlement) =>
  Promise.all(job.options.map((option) => markFailed(job.context, option.id, error, outcome).catch(rowLeftOpen(job))));
const context = (job: Job) => job.context.bindings;
