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
import { claimSlot, forget, markFailed, markSucceeded } from "./generation-rows.server";
import {
  accountGone,
  describe,
  failure,
  GenerationFailure,
  insufficientCredits,
  notStarted,
  providerFailure,
  type Settlement,
} from "./generation-failures.server";
import { MIME_BY_FORMAT, readImageHeader } from "~/services/images/sniff";
import { fitImageForModel, releaseStagedBytes } from "~/services/images/fit.server";
import { validateImage, type ValidatedImage } from "~/services/images/validate.server";
import { getModelProvider } from "~/services/image-providers/index.server";
import {
  ModelNotServedError,
  ProviderAccountError,
  ProviderError,
  type ModelProvider,
  type ProviderRequest,
  resultSideFor,
} from "~/services/image-providers/types";
import type { AnyTool } from "~/tools";
import type { AnyPreparedRun } from "~/tools/index.server";
import { ApiError } from "~/services/api.server";
import type { GenerationAnswer } from "~/utils/api-types";
import { TimeoutError, withTimeout } from "~/utils/timeout";

export const DEFAULT_MODEL_TIMEOUT_MS = 120_000;
/** A row left "processing" by a crashed request stops counting after the timeout plus this. */
const STALE_AFTER_TIMEOUT_MS = 60_000;

export const userGenerationsPrefix = (userId: string) => `users/${userId}/generations/`;
const generationPrefix = (userId: string, generationId: string) => `${userGenerationsPrefix(userId)}${generationId}/`;

/** The ledger keys of a generation's debit and of its refund (one of each at most). */
export const debitKeyOf = (generationId: string) => `generation:${generationId}`;
export const refundKeyOf = (generationId: string) => `refund:${generationId}`;

/** How long a generation may take; after this plus STALE_AFTER_TIMEOUT_MS it is abandoned. */
export const modelTimeoutMs = (context: Pick<AppLoadContext, "env">) =>
  context.env.MODEL_TIMEOUT_MS ?? DEFAULT_MODEL_TIMEOUT_MS;
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

/** A finished run: what its answer says, and the result's bytes for an answer that carries them. */
export type GenerationResult = Omit<GenerationAnswer, "imageBase64"> & { bytes: Uint8Array };

/** One photo of the run, checked: the form control it came from and its place among the inputs. */
type RunImage = ValidatedImage & { field: string; index: number };

/** One generation on its way through the stages: what each of them reads, and the keys it leaves. */
interface Job {
  context: AppLoadContext;
  userId: string;
  tool: AnyTool;
  /** The prepared run without its images, which `images` holds as the stages replace them. */
  run: AnyPreparedRun;
  provider: ModelProvider;
  cost: number;
  timeoutMs: number;
  id: string;
  images: RunImage[];
  inputKeys: string[];
  /** Filled once the result has a key, so a deleted account's result is removed with its inputs. */
  outputKeys: string[];
  /** When the row was claimed (after the room check): its created_at, and where its duration starts. */
  claimedAt: number;
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
    return await store(job, made, debit);
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
  const id = crypto.randomUUID();
  const prefix = generationPrefix(userId, id);
  return {
    context,
    userId,
    tool,
    run,
    provider: getModelProvider(context),
    cost: context.env.CREDIT_COSTS[tool.costKey],
    timeoutMs: modelTimeoutMs(context),
    id,
    images,
    inputKeys: images.map((image) => `${prefix}input-${image.index + 1}-${image.slot}.${EXTENSION[image.format]}`),
    outputKeys: [],
    claimedAt: 0,
  };
}

/**
 * Pay only for a room: a photo the check calls "not a room" is refused before any row or debit.
 * The check is a provider call of its own, so an account that cannot pay for the run is told
 * that first (a read of its balance; the debit still decides, a deleted account included).
 */
async function checkRooms({ context, provider, tool, images, userId, cost }: Job) {
  if (photosToCheck(context, provider, tool, images).length) {
    const balance = (await getCreditSummary(context, userId))?.credits;
    if (balance !== undefined && balance < cost) throw insufficientCredits({ required: cost, balance });
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
      id: job.id,
      userId: job.userId,
      tool: job.tool.id,
      cost: job.cost,
      provider: job.provider.name,
      params: job.run.params,
      inputKeys: job.inputKeys,
      staleAfterMs: abandonedAfterMs(job.context),
      claimedAt: job.claimedAt,
    });
    await stage(job);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    log(job, "it could not start", error);
    await markFailed(job.context, job.id, error, "not_taken").catch(rowLeftOpen(job));
    throw notStarted(job.cost, "not_taken");
  }
}

/** The inputs are stored before anything is paid; a photo the model will get fitted lets its upload go. */
async function stage(job: Job) {
  const { context, images, inputKeys, provider } = job;
  await Promise.all(
    images.map((image, i) =>
      context.bindings.IMAGES.put(inputKeys[i], image.bytes, { httpMetadata: { contentType: image.mime } }),
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
  const { context, id, tool, cost, inputKeys } = job;
  let debit: AccountDebit;
  try {
    debit = await context.creditAccount(job.userId).debit({
      amount: cost,
      idempotencyKey: debitKeyOf(id),
      metadata: { tool: tool.id, generationId: id, description: tool.id },
    });
  } catch (error) {
    if (error instanceof LedgerError && error.code === "no_profile") {
      await context.bindings.IMAGES.delete(inputKeys).catch(
        logged(job, "the deleted account's inputs could not be removed"),
      );
      throw accountGone();
    }
    if (error instanceof LedgerError) {
      await markFailed(context, id, error, "not_taken").catch(rowLeftOpen(job));
      throw error;
    }
    log(job, "the debit did not answer", error);
    return settle(job, failure("not_started", error, cost));
  }
  if (!debit.ok) {
    await forget(context, id, inputKeys).catch(logged(job, "the refused generation could not be removed"));
    throw insufficientCredits({ required: debit.required, balance: debit.balance });
  }
  return debit;
}

/** What the model made, checked to be an image and kept within the side the run was promised. */
interface Made {
  bytes: Uint8Array;
  format: ValidatedImage["format"];
}

/**
 * The provider, within the timeout. Each photo is fitted to what the model takes first, one at a
 * time, each replacing its upload, so at most one original is held beside its fit.
 */
async function provide(job: Job, resultSide: number): Promise<Made> {
  const { context, images, inputKeys, provider, cost } = job;
  const bucket = context.bindings.IMAGES;
  const result = await withTimeout(async (signal) => {
    for (let i = 0; i < images.length; i++)
      images[i] = await fitImageForModel(context.bindings.IMAGE_TRANSFORMS, images[i], provider, async () => {
        return (await bucket.get(inputKeys[i]))?.body ?? null;
      });
    const request: ProviderRequest = { ...job.run, images, resultSide, signal };
    return provider.generate(request);
  }, job.timeoutMs).catch((error) => {
    throw providerFailure(error, cost, (slot) => images.find((image) => image.slot === slot)?.field);
  });
  const answered = readImageHeader(result.bytes);
  if (!answered)
    throw failure("model", new ProviderError(`${provider.name} returned bytes that are not an image`), cost);
  // A model's 4K may run past 3840 px (Gemini's is about 4096): the result keeps the promised size.
  const image = { ...answered, slot: "result", bytes: result.bytes, byteLength: result.bytes.length };
  return fitImageForModel(
    context.bindings.IMAGE_TRANSFORMS,
    { ...image, mime: MIME_BY_FORMAT[answered.format] },
    { maxInputSide: resultSide },
    async () => null,
  ).catch((error) => {
    throw failure("model", error, cost);
  });
}

/**
 * The result into R2, then the commit point: only a row still "processing" becomes a result. If
 * the sweeper has meanwhile given this generation up (and refunded it), the late result is
 * dropped. The licence the result was made under is recorded with it.
 */
async function store(job: Job, made: Made, debit: AccountDebit & { ok: true }): Promise<GenerationResult> {
  const { context, id, cost } = job;
  const mimeType = MIME_BY_FORMAT[made.format];
  const outputKey = `${generationPrefix(job.userId, id)}result.${EXTENSION[made.format]}`;
  job.outputKeys.push(outputKey);
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
    user: { credits: debit.balance },
    bytes: made.bytes,
  };
}

/** A failure after the debit, as the failure it is, logged as loud as an operator needs to hear it. */
function failed(job: Job, error: unknown): GenerationFailure {
  const reason = error instanceof GenerationFailure ? error : failure("storage", error, job.cost);
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
 * is per generation, so this, a retry and the sweeper refund it at most once). The answer
 * says what became of the credits; what cannot be settled now is left to the sweeper.
 */
async function settle(job: Job, reason: GenerationFailure): Promise<never> {
  const { context, id, tool } = job;
  let outcome: Settlement;
  try {
    await context.creditAccount(job.userId).refund({
      debitIdempotencyKey: debitKeyOf(id),
      idempotencyKey: refundKeyOf(id),
      metadata: { tool: tool.id, generationId: id, description: reason.kind },
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
  // Closing the row also tells whether it is still there: none means the account was deleted
  // while this ran. A close that failed says nothing, so the answer stays the failure's own.
  const closed = await markFailed(context, id, reason.cause, outcome).catch((error: unknown) => {
    rowLeftOpen(job)(error);
    return true;
  });
  if (!closed) {
    await context.bindings.IMAGES.delete([...job.inputKeys, ...job.outputKeys]).catch(
      logged(job, "the deleted account's images could not be removed"),
    );
    throw accountGone();
  }
  throw reason.toApiError(outcome);
}

const log = (job: Job, what: string, error: unknown) =>
  console.error(`generation ${job.id} (${job.tool.id}, ${job.provider.name}): ${what}: ${describe(error)}`);
/** Cleanup that must not hide the answer it runs before: what it swallows is logged, not lost. */
const logged = (job: Job, what: string) => (error: unknown) => log(job, what, error);
const rowLeftOpen = (job: Job) => logged(job, "the row could not be marked failed; the sweeper will close it");
