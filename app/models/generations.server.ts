/**
 * The generation pipeline (issue #5), one named stage after another: the room check → claim a
 * slot → stage the inputs in R2 → debit → the provider, with a timeout → store the result →
 * answer. Every way out after the debit was asked for settles it (settle): a result, or a refund.
 * The reads of what it made (lists, images, a result to run again from) are ./generation-reads.server.ts.
 *
 * R2 layout: users/{userId}/generations/{generationId}/... — account deletion removes the
 * whole users/{userId}/ prefix, so every object of a user must live under it.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { LedgerError } from "./ledger";
import { getCreditSummary } from "./credits.server";
import { assertRoomPhotos, photosToCheck } from "./room-check.server";
import { fitToUploadSide } from "./upload-side.server";
import type { AccountDebit } from "./credit-account.server";
import { EXTENSION, generationImageUrl } from "./generation-reads.server";
import {
  type GenerationResult,
  keepOptions,
  type OptionResult,
  optionsOf,
  type RunOption,
} from "./generation-options.server";
import { debitKeyOf, type Job, keysOf, log, logged } from "./generation-job.server";
import { failed, markAllFailed, settle, settleOption } from "./generation-settlement.server";
import { claimSlot, forget, markSucceeded } from "./generation-rows.server";
import {
  accountGone,
  failure,
  type GenerationFailure,
  insufficientCredits,
  notStarted,
  providerFailure,
} from "./generation-failures.server";
import { MIME_BY_FORMAT, readImageHeader } from "~/services/images/sniff";
import { fitImageForModel, releaseStagedBytes } from "~/services/images/fit.server";
import { validateImage, type ValidatedImage } from "~/services/images/validate.server";
import { getModelProvider } from "~/services/image-providers/index.server";
import { generateOptions, type OptionOutcome } from "~/services/image-providers/options";
import { ProviderError, type ProviderRequest, resultSideFor } from "~/services/image-providers/types";
import type { AnyTool } from "~/tools";
import type { AnyPreparedRun } from "~/tools/index.server";
import { ApiError } from "~/services/api.server";
import { TimeoutError, withTimeout } from "~/utils/timeout";

export const DEFAULT_MODEL_TIMEOUT_MS = 120_000;
/** A row left "processing" by a crashed request stops counting after the timeout plus this. */
const STALE_AFTER_TIMEOUT_MS = 60_000;

export const userGenerationsPrefix = (userId: string) => `users/${userId}/generations/`;
const generationPrefix = (userId: string, generationId: string) => `${userGenerationsPrefix(userId)}${generationId}/`;

/** How long a generation may take; after this plus STALE_AFTER_TIMEOUT_MS it is abandoned. */
export const modelTimeoutMs = (context: Pick<AppLoadContext, "env">) =>
  context.env.MODEL_TIMEOUT_MS ?? DEFAULT_MODEL_TIMEOUT_MS;
export { generationAnswer, type GenerationResult } from "./generation-options.server";
export { debitKeyOf, refundKeyOf } from "./generation-job.server";

export const abandonedAfterMs = (context: Pick<AppLoadContext, "env">) =>
  modelTimeoutMs(context) + STALE_AFTER_TIMEOUT_MS;

/**
 * Runs one transformation for `userId`. `run` is the output of `tool.requestSchema`.
 * On Cloudflare a client that disconnects cancels the request's work unless it is registered
 * with waitUntil (which grants it 30 s more), so a visitor who closes the tab does not stop the
 * generation halfway: the result lands in their history, or the refund in their ledger. If the
 * Worker dies anyway, refundAbandonedGenerations (cron) settles the row later.
 */
export function runGeneration(
  context: AppLoadContext,
  userId: string,
  tool: AnyTool,
  run: AnyPreparedRun,
): Promise<GenerationResult> {
  const work = generate(context, userId, tool, run);
  // The caller awaits `work` and answers its error; waitUntil only needs it settled, not failed twice.
  context.waitUntil(work.catch(() => undefined));
  return work;
}

async function generate(
  context: AppLoadContext,
  userId: string,
  tool: AnyTool,
  run: AnyPreparedRun,
): Promise<GenerationResult> {
  const job = await prepare(context, userId, tool, run);
  await checkRooms(job);
  await start(job);
  const debit = await debitFor(job);
  try {
    // A result made while the account is Premium: 4K where the model makes it, and the licence.
    const made = await provide(job, resultSideFor(debit.premium));
    return await keepOptions(job, made, debit.balance, {
      store: (option, one) => store(job, option, one, debit),
      failed: (error) => failed(job, error),
      settle: (option, reason) => settleOption(job, option, reason),
    });
  } catch (error) {
    return settle(job, failed(job, error));
  }
}

/**
 * The run's photos checked and decoded (validateImage), held to the account's upload side
 * (fitToUploadSide), and everything the stages share. The base64 text (up to 13 MB per image) is
 * taken out of `run` now: let it go before the long wait on the model, so a three-photo request
 * does not hold every image twice.
 */
async function prepare(context: AppLoadContext, userId: string, tool: AnyTool, run: AnyPreparedRun): Promise<Job> {
  const images = await fitToUploadSide(
    context,
    userId,
    run.images
      .splice(0)
      .map((image, index) => ({ ...validateImage(image.field, image.slot, image.data), field: image.field, index })),
  );
  const options = optionsOf(images, (id) => generationPrefix(userId, id), run.options ?? 1);
  const cost = context.env.CREDIT_COSTS[tool.costKey];
  const batchId = options.length > 1 ? crypto.randomUUID() : null;
  return {
    context,
    userId,
    tool,
    run,
    provider: getModelProvider(context),
    cost,
    total: cost * options.length,
    timeoutMs: modelTimeoutMs(context),
    id: batchId ?? options[0].id,
    batchId,
    options,
    images,
    claimedAt: 0,
  };
}

/**
 * Pay only for a room: a photo the check calls "not a room" is refused before any row or debit.
 * The check is a provider call of its own, so an account that cannot pay for the run is told
 * that first (a read of its balance; the debit still decides, a deleted account included).
 */
async function checkRooms({ context, provider, tool, images, userId, total }: Job) {
  if (photosToCheck(context, provider, tool, images).length) {
    const balance = (await getCreditSummary(context, userId))?.credits;
    if (balance !== undefined && balance < total) throw insufficientCredits({ required: total, balance });
  }
  await assertRoomPhotos(context, provider, tool, images);
}

/**
 * The row is claimed "processing" at once: a separate mark after the debit would be one more
 * sequential D1 round trip on every generation, and nothing needs it. Whether a debit stands is
 * the ledger's to say (the refund key answers unknown_debit when none was taken), which is how
 * the sweeper settles a processing row either way. Nothing is debited yet: a failure here is
 * answered "not started", and a row left behind is closed by the sweeper.
 */
async function start(job: Job) {
  job.claimedAt = Date.now();
  try {
    await claimSlot(job.context, {
      ids: job.options.map((option) => option.id),
      batchId: job.batchId,
      userId: job.userId,
      tool: job.tool.id,
      cost: job.cost,
      provider: job.provider.name,
      params: job.run.params,
      inputKeys: job.options.map((option) => option.inputKeys),
      staleAfterMs: abandonedAfterMs(job.context),
      claimedAt: job.claimedAt,
    });
    await stage(job);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    log(job, "it could not start", error);
    await markAllFailed(job, error, "not_taken");
    throw notStarted(job.total, "not_taken");
  }
}

/**
 * The inputs are stored before anything is paid, under each option's own prefix (each option is
 * a design of its own, removed on its own); a photo the model will get fitted lets its upload go.
 */
async function stage(job: Job) {
  const { context, images, provider } = job;
  await Promise.all(
    job.options.flatMap((option) =>
      images.map((image, i) =>
        context.bindings.IMAGES.put(option.inputKeys[i], image.bytes, { httpMetadata: { contentType: image.mime } }),
      ),
    ),
  );
  for (let i = 0; i < images.length; i++)
    images[i] = releaseStagedBytes(context.bindings.IMAGE_TRANSFORMS, images[i], provider);
}

/**
 * The debit, under the generation's own key. A refusal is an answer: nothing was taken. Anything
 * else thrown may have been taken, so it is settled like a certain one.
 */
async function debitFor(job: Job): Promise<AccountDebit & { ok: true }> {
  const { context, id, total } = job;
  const inputKeys = keysOf(job, "inputKeys");
  let debit: AccountDebit;
  try {
    debit = await context.creditAccount(job.userId).debit({
      amount: total,
      idempotencyKey: debitKeyOf(id),
      metadata: debitMetadata(job),
    });
  } catch (error) {
    if (error instanceof LedgerError && error.code === "no_profile") {
      await context.bindings.IMAGES.delete(inputKeys).catch(
        logged(job, "the deleted account's inputs could not be removed"),
      );
      throw accountGone();
    }
    if (error instanceof LedgerError) {
      await markAllFailed(job, error, "not_taken");
      throw error;
    }
    log(job, "the debit did not answer", error);
    return settle(job, failure("not_started", error, total));
  }
  if (!debit.ok) {
    const ids = job.options.map((option) => option.id);
    await forget(context, ids, inputKeys).catch(logged(job, "the refused generation could not be removed"));
    throw insufficientCredits({ required: debit.required, balance: debit.balance });
  }
  return debit;
}

/**
 * The provider, within the timeout: each option's result, or its own failure (./generation-options).
 * Each photo is fitted to what the model takes first, one at a time, each replacing its upload, so at
 * most one original is held beside its fit; every option's inputs are the same bytes, read from the
 * first option's copy. A failure of the whole call (the timeout, a photo) fails every option.
 */
async function provide(job: Job, resultSide: number): Promise<(Made | GenerationFailure)[]> {
  const { context, images, provider, total } = job;
  const bucket = context.bindings.IMAGES;
  const inputKeys = job.options[0].inputKeys;
  const outcomes = await withTimeout(async (signal) => {
    for (let i = 0; i < images.length; i++)
      images[i] = await fitImageForModel(context.bindings.IMAGE_TRANSFORMS, images[i], provider, async () => {
        return (await bucket.get(inputKeys[i]))?.body ?? null;
      });
    const request: ProviderRequest = { ...job.run, images, resultSide, signal };
    return generateOptions(provider, request, job.options.length);
  }, job.timeoutMs).catch((error) => {
    throw providerFailure(error, total, fieldOfSlot(job));
  });
  return Promise.all(outcomes.map((outcome) => checkMade(job, outcome, resultSide)));
}

/** What the model made, checked to be an image and kept within the side the run was promised. */
interface Made {
  bytes: Uint8Array;
  format: ValidatedImage["format"];
}

/** One option's answer from the model as a result, or as that option's own failure. */
async function checkMade(job: Job, outcome: OptionOutcome, resultSide: number): Promise<Made | GenerationFailure> {
  const { context, provider, cost } = job;
  if (!outcome.ok) return providerFailure(outcome.error, cost, fieldOfSlot(job));
  const answered = readImageHeader(outcome.result.bytes);
  if (!answered)
    return failure("model", new ProviderError(`${provider.name} returned bytes that are not an image`), cost);
  // A model's 4K may run past 3840 px (Gemini's is about 4096): the result keeps the promised size.
  const { bytes } = outcome.result;
  const image = { ...answered, slot: "result", bytes, byteLength: bytes.length };
  return fitImageForModel(
    context.bindings.IMAGE_TRANSFORMS,
    { ...image, mime: MIME_BY_FORMAT[answered.format] },
    { maxInputSide: resultSide },
    async () => null,
  ).catch((error) => failure("model", error, cost));
}

const fieldOfSlot = (job: Job) => (slot: string) => job.images.find((image) => image.slot === slot)?.field;
/** The run's debit names its tool and its designs (each option's generation id). */
const debitMetadata = ({ tool, options, batchId }: Job) =>
  options.length > 1
    ? { tool: tool.id, generationId: options[0].id, batchId, options: options.length, description: tool.id }
    : { tool: tool.id, generationId: options[0].id, description: tool.id };

/**
 * The result into R2, then the commit point: only a row still "processing" becomes a result. If
 * the sweeper has meanwhile given this generation up (and refunded it), the late result is
 * dropped. The licence the result was made under is recorded with it.
 */
async function store(
  job: Job,
  { id, outputKeys }: RunOption,
  made: Made,
  debit: AccountDebit & { ok: true },
): Promise<OptionResult> {
  const { context, cost } = job;
  const mimeType = MIME_BY_FORMAT[made.format];
  const outputKey = `${generationPrefix(job.userId, id)}result.${EXTENSION[made.format]}`;
  outputKeys.push(outputKey);
  let committed: boolean;
  try {
    await context.bindings.IMAGES.put(outputKey, made.bytes, { httpMetadata: { contentType: mimeType } });
    committed = await markSucceeded(context, id, {
      outputKey,
      outputMime: mimeType,
      claimedAt: job.claimedAt,
      commercialLicence: debit.premium,
    });
  } catch (error) {
    throw failure("storage", error, cost);
  }
  if (!committed) {
    await context.bindings.IMAGES.delete(outputKey);
    throw failure("timeout", new TimeoutError("the result came after the generation was given up"), cost);
  }
  return {
    generationId: id,
    imageUrl: generationImageUrl(id),
    mimeType,
    commercialLicence: debit.premium,
    bytes: made.bytes,
  };
}
