/**
 * The generation pipeline (issue #5): validate → stage inputs in R2 → debit → provider with a
 * timeout → store the result → answer. Any failure after the debit refunds it.
 *
 * R2 layout: users/{userId}/generations/{generationId}/... — account deletion removes the
 * whole users/{userId}/ prefix, so every object of a user must live under it.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, desc, eq, isNotNull, lt, or } from "drizzle-orm";
import { generations } from "../../db/schema";
import { LedgerError } from "./ledger";
import { getCreditSummary } from "./credits.server";
import { assertRoomPhotos, photosToCheck } from "./room-check.server";
import { fitToUploadSide } from "./upload-side.server";
import type { AccountDebit } from "./credit-account.server";
import { MIME_BY_FORMAT, readImageHeader, type ImageFormat } from "~/services/images/sniff";
import { fitImageForModel, releaseStagedBytes } from "~/services/images/fit.server";
import { validateImage } from "~/services/images/validate.server";
import { getModelProvider } from "~/services/image-providers/index.server";
import {
  ModelNotServedError,
  ProviderAccountError,
  ProviderBusyError,
  ProviderError,
  ProviderRefusedError,
  UnreadableImageError,
  type ProviderJob,
  type ProviderRequest,
  resultSideFor,
} from "~/services/image-providers/types";
import { beforeImageSlot, getTool, type AnyTool } from "~/tools";
import type { AnyPreparedRun } from "~/tools/index.server";
import { MAX_UPLOAD_BYTES } from "~/tools/limits";
import { ApiError, fieldError } from "~/services/api.server";
import type { GenerationAnswer } from "~/utils/api-types";
import { bytesToBase64 } from "~/utils/base64";

export const DEFAULT_MODEL_TIMEOUT_MS = 120_000;
/** Generations one user may have running at once; the next one gets 429. */
export const MAX_CONCURRENT_GENERATIONS = 2;
/** A row left "processing" by a crashed request stops counting after the timeout plus this. */
const STALE_AFTER_TIMEOUT_MS = 60_000;

export const userGenerationsPrefix = (userId: string) => `users/${userId}/generations/`;
const generationPrefix = (userId: string, generationId: string) => `${userGenerationsPrefix(userId)}${generationId}/`;
const EXTENSION: Record<ImageFormat, string> = { png: "png", jpeg: "jpg", webp: "webp" };

/**
 * The request body may carry each image as base64 (4/3 of its bytes) plus small text fields; a
 * multipart body carries the bytes themselves, so the same limit holds it with room to spare.
 */
export function maxBodyBytes(tool: AnyTool): number {
  return tool.imageSlots.length * Math.ceil((MAX_UPLOAD_BYTES * 4) / 3) + 64 * 1024;
}

/** 413 from Content-Length alone, before the body is read. */
export function assertBodySize(request: Request, tool: AnyTool) {
  const length = Number(request.headers.get("Content-Length") ?? "0");
  if (length > maxBodyBytes(tool))
    throw new ApiError({ status: 413, code: "payload_too_large", message: "tools.errors.bodyTooLarge" });
}

/** 402: the balance cannot pay for the run; the details say how much it needs and has. */
const insufficientCredits = (details: { required: number; balance: number }) =>
  new ApiError({ status: 402, code: "insufficient_credits", message: "tools.errors.insufficientCredits", details });

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
): Promise<GenerationAnswer> {
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
): Promise<GenerationAnswer> {
  const { params } = run;
  // The base64 text (up to 13 MB per image) is decoded now and taken out of `run`: let it go
  // before the long wait on the model, so a three-photo request does not hold every image twice.
  const images = await fitToUploadSide(
    context,
    userId,
    run.images
      .splice(0)
      .map((image, index) => ({ ...validateImage(image.field, image.slot, image.data), field: image.field, index })),
  );
  const fieldOfSlot = (slot: string) => images.find((image) => image.slot === slot)?.field;
  const cost = context.env.CREDIT_COSTS[tool.costKey];
  const timeoutMs = modelTimeoutMs(context);
  const provider = getModelProvider(context);

  // Pay only for a room: a photo the check calls "not a room" is refused before any row or debit.
  // The check is a provider call of its own, so an account that cannot pay for the run is told
  // that first (a read of its balance; the debit below still decides, a deleted account included).
  if (photosToCheck(context, provider, tool, images).length) {
    const balance = (await getCreditSummary(context, userId))?.credits;
    if (balance !== undefined && balance < cost) throw insufficientCredits({ required: cost, balance });
  }
  await assertRoomPhotos(context, provider, tool, images);

  const generationId = crypto.randomUUID();
  const prefix = generationPrefix(userId, generationId);
  const inputKeys = images.map((image) => `${prefix}input-${image.index + 1}-${image.slot}.${EXTENSION[image.format]}`);

  const bucket = context.bindings.IMAGES;
  const account = context.creditAccount(userId);
  const debitKey = debitKeyOf(generationId);
  const outputKeys: string[] = [];
  const log = (what: string, error: unknown) =>
    console.error(`generation ${generationId} (${tool.id}, ${provider.name}): ${what}: ${describe(error)}`);
  /** Cleanup that must not hide the answer it runs before: what it swallows is logged, not lost. */
  const logged = (what: string) => (error: unknown) => log(what, error);
  const rowLeftOpen = logged("the row could not be marked failed; the sweeper will close it");

  /**
   * Every way out after the debit was asked for, whether it was answered or not: a debit whose
   * answer was lost may have been taken, so it is refunded like a certain one (the refund key
   * is per generation, so this, a retry and the sweeper refund it at most once). The answer
   * says what became of the credits; what cannot be settled now is left to the sweeper.
   */
  async function settle(reason: GenerationFailure): Promise<never> {
    let outcome: Settlement;
    try {
      await account.refund({
        debitIdempotencyKey: debitKey,
        idempotencyKey: refundKeyOf(generationId),
        metadata: { tool: tool.id, generationId, description: reason.kind },
      });
      outcome = "refunded";
    } catch (error) {
      if (error instanceof LedgerError && (error.code === "unknown_debit" || error.code === "no_profile"))
        outcome = "not_taken";
      else {
        log("the refund failed; the sweeper will make it", error);
        outcome = "due";
      }
    }
    // Closing the row also tells whether it is still there: none means the account was deleted
    // while this ran. A close that failed says nothing, so the answer stays the failure's own.
    const closed = await markFailed(context, generationId, reason.cause, outcome).catch((error: unknown) => {
      rowLeftOpen(error);
      return true;
    });
    if (!closed) {
      await bucket
        .delete([...inputKeys, ...outputKeys])
        .catch(logged("the deleted account's images could not be removed"));
      throw accountGone();
    }
    throw reason.toApiError(outcome);
  }

  // The row is claimed "processing" at once: a separate mark after the debit would be one more
  // sequential D1 round trip on every generation, and nothing needs it. Whether a debit stands is
  // the ledger's to say (the refund key answers unknown_debit when none was taken), which is how
  // the sweeper settles a processing row either way.
  const claimedAt = Date.now();
  try {
    await claimSlot(context, {
      id: generationId,
      userId,
      tool: tool.id,
      cost,
      provider: provider.name,
      params,
      inputKeys,
      timeoutMs,
      claimedAt,
    });
    await Promise.all(
      images.map((image, i) => bucket.put(inputKeys[i], image.bytes, { httpMetadata: { contentType: image.mime } })),
    );
    for (let i = 0; i < images.length; i++)
      images[i] = releaseStagedBytes(context.bindings.IMAGE_TRANSFORMS, images[i], provider);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    log("it could not start", error);
    // Nothing was debited yet. A row left behind is closed by the sweeper.
    await markFailed(context, generationId, error, "not_taken").catch(rowLeftOpen);
    throw notStarted(cost, "not_taken");
  }

  let debit: AccountDebit;
  try {
    debit = await account.debit({
      amount: cost,
      idempotencyKey: debitKey,
      metadata: { tool: tool.id, generationId, description: tool.id },
    });
  } catch (error) {
    if (error instanceof LedgerError && error.code === "no_profile") {
      await bucket.delete(inputKeys).catch(logged("the deleted account's inputs could not be removed"));
      throw accountGone();
    }
    // A refusal is an answer: nothing was taken. Anything else may have been taken.
    if (error instanceof LedgerError) {
      await markFailed(context, generationId, error, "not_taken").catch(rowLeftOpen);
      throw error;
    }
    log("the debit did not answer", error);
    return settle(failure("not_started", error, cost));
  }
  if (!debit.ok) {
    await forget(context, generationId, inputKeys).catch(logged("the refused generation could not be removed"));
    throw insufficientCredits({ required: debit.required, balance: debit.balance });
  }

  try {
    // A result made while the account is Premium: 4K where the model makes it, and the licence.
    const premium = debit.premium;
    const resultSide = resultSideFor(premium);
    const result = await callWithTimeout(
      async (request) => {
        // One at a time, each replacing its upload, so at most one original is held beside its fit.
        for (let i = 0; i < images.length; i++)
          images[i] = await fitImageForModel(context.bindings.IMAGE_TRANSFORMS, images[i], provider, async () => {
            return (await bucket.get(inputKeys[i]))?.body ?? null;
          });
        return provider.generate({ ...request, images });
      },
      { ...run, images, resultSide },
      timeoutMs,
    ).catch((error) => {
      if (error instanceof UnreadableImageError) throw failure("unreadable", error, cost, fieldOfSlot(error.slot));
      if (error instanceof ProviderRefusedError) throw failure("refused", error, cost);
      if (error instanceof ProviderBusyError) throw failure("busy", error, cost);
      if (error instanceof ProviderAccountError) throw failure("unavailable", error, cost);
      throw failure(error instanceof TimeoutError ? "timeout" : "model", error, cost);
    });
    const answered = readImageHeader(result.bytes);
    if (!answered)
      throw failure("model", new ProviderError(`${provider.name} returned bytes that are not an image`), cost);
    // A model's 4K may run past 3840 px (Gemini's is about 4096): the result keeps the promised size.
    const { bytes: resultBytes, format } = await fitImageForModel(
      context.bindings.IMAGE_TRANSFORMS,
      {
        ...answered,
        slot: "result",
        bytes: result.bytes,
        byteLength: result.bytes.length,
        mime: MIME_BY_FORMAT[answered.format],
      },
      { maxInputSide: resultSide },
      async () => null,
    ).catch((error) => {
      throw failure("model", error, cost);
    });
    const header = { format };
    const mimeType = MIME_BY_FORMAT[header.format];
    const outputKey = `${prefix}result.${EXTENSION[header.format]}`;
    outputKeys.push(outputKey);
    let committed: boolean;
    try {
      await bucket.put(outputKey, resultBytes, { httpMetadata: { contentType: mimeType } });
      const completedAt = Date.now();
      // The commit point: only a row still "processing" becomes a result. If the sweeper has
      // meanwhile given this generation up (and refunded it), the late result is dropped. The
      // licence the result was made under is recorded with it.
      const commit = await context.db
        .update(generations)
        .set({
          status: "succeeded",
          outputKey,
          outputMime: mimeType,
          completedAt,
          durationMs: completedAt - claimedAt,
          commercialLicence: premium,
        })
        .where(and(eq(generations.id, generationId), eq(generations.status, "processing")))
        .run();
      committed = commit.meta.changes > 0;
    } catch (error) {
      throw failure("storage", error, cost);
    }
    if (!committed) {
      await bucket.delete(outputKey);
      throw failure("timeout", new TimeoutError("the result came after the generation was given up"), cost);
    }
    return {
      generationId,
      imageBase64: bytesToBase64(resultBytes),
      mimeType,
      commercialLicence: premium,
      user: { credits: debit.balance },
    };
  } catch (error) {
    const reason = error instanceof GenerationFailure ? error : failure("storage", error, cost);
    if (reason.kind === "storage") log("storage failed", reason.cause);
    // A retired or misspelt model id fails every generation until an operator changes the setting.
    else if (reason.cause instanceof ModelNotServedError) log("the model is not served", reason.cause);
    // A spent quota or billing limit fails every generation until someone acts on the account.
    else if (reason.cause instanceof ProviderAccountError) log("the provider refuses the account", reason.cause);
    else console.warn(`generation ${generationId} (${tool.id}, ${provider.name}) failed: ${describe(reason.cause)}`);
    return settle(reason);
  }
}

/** What became of the credits of a generation that failed. */
type Settlement = "refunded" | "not_taken" | "due";

const accountGone = () =>
  new ApiError({ status: 410, code: "account_deleted", message: "tools.errors.accountDeleted" });

/** Nothing was spent: the credits were never taken, or were taken and returned. */
const notStarted = (credits: number, outcome: Settlement) =>
  new ApiError({
    status: 503,
    code: "generation_not_started",
    message: "tools.errors.notStarted",
    details: outcome === "refunded" ? { refunded: credits } : undefined,
    headers: { "Retry-After": "5" },
  });

class TimeoutError extends Error {}

class GenerationFailure extends Error {
  constructor(
    public readonly kind:
      | "model"
      | "refused"
      | "busy"
      | "unavailable"
      | "timeout"
      | "storage"
      | "unreadable"
      | "not_started",
    public readonly cause: unknown,
    private readonly credits: number,
    private readonly field = "image",
  ) {
    super(kind);
  }
  /** The answer, true to what became of the credits. */
  toApiError(outcome: Settlement) {
    if (outcome === "not_taken" || this.kind === "not_started") return notStarted(this.credits, outcome);
    if (outcome === "due")
      return new ApiError({
        status: 503,
        code: "refund_pending",
        message: "tools.errors.refundPending",
        params: { credits: this.credits },
        details: { refundPending: this.credits },
        headers: { "Retry-After": "5" },
      });
    if (this.kind === "unreadable")
      return fieldError(this.field, {
        status: 422,
        code: "image_unreadable",
        message: "tools.errors.imageUnreadable",
        params: { credits: this.credits },
        details: { refunded: this.credits },
      });
    if (this.kind === "busy") {
      // The provider's own hint, kept within a second to an hour; 30 s when it gave none.
      const hint = this.cause instanceof ProviderBusyError ? this.cause.retryAfterSeconds : undefined;
      const wait = Math.min(MAX_RETRY_AFTER_SECONDS, Math.max(1, hint ?? 30));
      return new ApiError({
        ...REFUNDED_ANSWERS.busy,
        message: busyMessage(wait),
        params: { credits: this.credits, count: Math.ceil(wait / 60) },
        details: { refunded: this.credits, retryAfterSeconds: wait },
        headers: { "Retry-After": String(wait) },
      });
    }
    const answer = REFUNDED_ANSWERS[this.kind];
    return new ApiError({ ...answer, params: { credits: this.credits }, details: { refunded: this.credits } });
  }
}

/** The longest wait a busy answer passes on (a day-long quota reset is still "later"). */
const MAX_RETRY_AFTER_SECONDS = 3600;
/** Beyond this wait the person is told "later" rather than a number of minutes. */
const SAY_LATER_AFTER_SECONDS = 30 * 60;

/** What a busy answer tells the person about the wait: "a moment", some minutes, or "later". */
function busyMessage(seconds: number): string {
  if (seconds <= 60) return "tools.errors.modelBusy";
  return seconds > SAY_LATER_AFTER_SECONDS ? "tools.errors.modelBusyLater" : "tools.errors.modelBusyMinutes";
}

/** The answer for each failure after the debit whose credits were returned. */
const REFUNDED_ANSWERS = {
  refused: { status: 422, code: "model_refused", message: "tools.errors.modelRefused" },
  busy: { status: 503, code: "model_busy", message: "tools.errors.modelBusy" },
  unavailable: { status: 503, code: "model_unavailable", message: "tools.errors.modelUnavailable" },
  timeout: { status: 504, code: "model_timeout", message: "tools.errors.modelTimeout" },
  model: { status: 502, code: "model_failed", message: "tools.errors.modelFailed" },
  storage: { status: 500, code: "storage_failed", message: "tools.errors.storageFailed" },
} as const;
const failure = (kind: GenerationFailure["kind"], cause: unknown, credits: number, field?: string) =>
  new GenerationFailure(kind, cause, credits, field);
/**
 * An error's message with its causes, on one log line: a failed query's message names the query
 * on several lines, and only its cause says why it failed.
 */
const describe = (error: unknown): string =>
  (!(error instanceof Error)
    ? String(error)
    : error.cause === undefined
      ? error.message
      : `${error.message} (cause: ${describe(error.cause)})`
  ).replace(/\s*\n\s*/g, " ");

/** Runs the provider with an abort signal that fires after `timeoutMs`. */
async function callWithTimeout<R>(
  run: (request: ProviderRequest) => Promise<R>,
  request: ProviderJob,
  timeoutMs: number,
): Promise<R> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new TimeoutError(`no answer within ${timeoutMs} ms`));
    }, timeoutMs);
  });
  try {
    return await Promise.race([run({ ...request, signal: controller.signal }), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Inserts the generation row only while the user has fewer than MAX_CONCURRENT_GENERATIONS
 * running: one SQL statement, so two racing requests cannot both take the last slot.
 */
async function claimSlot(
  context: AppLoadContext,
  row: {
    id: string;
    userId: string;
    tool: string;
    cost: number;
    provider: string;
    params: Record<string, unknown>;
    inputKeys: string[];
    timeoutMs: number;
    claimedAt: number;
  },
) {
  const now = row.claimedAt;
  const result = await context.bindings.DB.prepare(
    `INSERT INTO generations (id, user_id, tool, status, cost, provider, params, input_keys, created_at, started_at)
     SELECT ?1, ?2, ?3, 'processing', ?4, ?5, ?6, ?7, ?8, ?8
     WHERE (SELECT COUNT(*) FROM generations
            WHERE user_id = ?2 AND status IN ('pending', 'processing') AND created_at > ?9) < ?10`,
  )
    .bind(
      row.id,
      row.userId,
      row.tool,
      row.cost,
      row.provider,
      JSON.stringify(row.params),
      JSON.stringify(row.inputKeys),
      now,
      now - row.timeoutMs - STALE_AFTER_TIMEOUT_MS,
      MAX_CONCURRENT_GENERATIONS,
    )
    .run();
  if (!result.meta.changes)
    throw new ApiError({
      status: 429,
      code: "too_many_requests",
      message: "common.api.rateLimited",
      headers: { "Retry-After": "5" },
    });
}

/** Closes the generation's row as failed; false when there was no row left to close. */
async function markFailed(
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

/** A generation refused before anything was paid leaves nothing behind. */
async function forget(context: AppLoadContext, generationId: string, keys: string[]) {
  await context.bindings.IMAGES.delete(keys);
  await context.db.delete(generations).where(eq(generations.id, generationId));
}

export interface GenerationSummary {
  id: string;
  tool: string;
  status: string;
  cost: number;
  params: Record<string, unknown> | null;
  createdAt: number;
  completedAt: number | null;
  refunded: boolean;
  mimeType: string | null;
  /** Made while the account was Premium: the result carries the commercial licence. */
  commercialLicence: boolean;
  /** Where the result image is served, when there is one. */
  imageUrl: string | null;
}

export const GENERATIONS_PAGE_SIZE = 20;

/**
 * The user's own generations, newest first. `cursor` is the last item's `createdAt:id` of the
 * previous page; `results` keeps only the finished ones, which have an image to open.
 */
export async function listGenerations(
  context: AppLoadContext,
  userId: string,
  options: { limit?: number; cursor?: string | null; results?: boolean } = {},
) {
  const limit = Math.min(Math.max(options.limit ?? GENERATIONS_PAGE_SIZE, 1), 100);
  const cursor = parseCursor(options.cursor);
  const rows = await context.db
    .select()
    .from(generations)
    .where(
      and(
        eq(generations.userId, userId),
        options.results ? and(eq(generations.status, "succeeded"), isNotNull(generations.outputKey)) : undefined,
        cursor
          ? or(
              lt(generations.createdAt, cursor.createdAt),
              and(eq(generations.createdAt, cursor.createdAt), lt(generations.id, cursor.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(generations.createdAt), desc(generations.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const items = page.map(summaryOf);
  const last = page[page.length - 1];
  return { generations: items, nextCursor: rows.length > limit && last ? `${last.createdAt}:${last.id}` : null };
}

function summaryOf(row: typeof generations.$inferSelect): GenerationSummary {
  return {
    id: row.id,
    tool: row.tool,
    status: row.status,
    cost: row.cost,
    params: row.params ?? null,
    createdAt: row.createdAt,
    completedAt: row.completedAt,
    refunded: row.refunded,
    mimeType: row.outputMime,
    commercialLicence: row.commercialLicence,
    imageUrl: row.status === "succeeded" && row.outputKey ? generationImageUrl(row.id) : null,
  };
}

/** One of the user's own generations by its id, however old (someone else's: undefined). */
export async function findGeneration(
  context: AppLoadContext,
  userId: string,
  id: string,
): Promise<GenerationSummary | undefined> {
  const row = await context.db
    .select()
    .from(generations)
    .where(and(eq(generations.id, id), eq(generations.userId, userId)))
    .get();
  return row ? summaryOf(row) : undefined;
}

// At most 15 digits: a longer time is no time a row was made (and would not bind as a number).
const GENERATION_CURSOR = /^(\d{1,15}):([0-9a-f-]{36})$/;

/** Whether `value` has the shape of a generations cursor (`createdAt:id`); it is only ever a position in time. */
export const isGenerationCursor = (value: string | null | undefined): value is string =>
  Boolean(value && GENERATION_CURSOR.test(value));

function parseCursor(cursor: string | null | undefined) {
  if (!cursor) return null;
  const match = GENERATION_CURSOR.exec(cursor);
  if (!match)
    throw new ApiError({
      status: 400,
      code: "invalid_input",
      message: "common.api.invalidInput",
      params: { problems: "cursor: Invalid cursor" },
    });
  return { createdAt: Number(match[1]), id: match[2] };
}

/** Where a succeeded generation's images are served: the result, and the photo it was made from. */
export const generationImageUrl = (generationId: string, part: GenerationImagePart = "result") =>
  `/api/generations/${generationId}/image${part === "before" ? "?part=before" : ""}`;

/** The stored key of the photo a generation transformed (the tool's first image slot). */
const beforeKeyOf = (tool: AnyTool, inputKeys: readonly string[]) =>
  inputKeys.find((k) => k.includes(`-${beforeImageSlot(tool)}.`));

/**
 * What running `tool` again from one of the user's own succeeded generations of it starts from:
 * its choices and the type of the photo it transformed (served as its "before"); else undefined.
 */
export async function findRunAgainSource(context: AppLoadContext, userId: string, tool: AnyTool, id: string) {
  const row = await context.db.query.generations.findFirst({
    where: and(eq(generations.id, id), eq(generations.userId, userId)),
  });
  if (!row || row.tool !== tool.id || row.status !== "succeeded") return undefined;
  const key = beforeKeyOf(tool, row.inputKeys);
  const format = (Object.keys(EXTENSION) as ImageFormat[]).find((f) => key?.endsWith(`.${EXTENSION[f]}`));
  return {
    id: row.id,
    params: row.params ?? {},
    beforeMimeType: format ? MIME_BY_FORMAT[format] : null,
    resultMimeType: row.outputMime ?? "image/png",
    iteration: iterationOf(row.params),
  };
}

/** The round a result was made in: the first run is 1, each Continue Designing one more. */
export function iterationOf(params: Record<string, unknown> | null | undefined): number {
  const n = params?.iteration;
  return typeof n === "number" && Number.isInteger(n) && n > 0 ? n : 1;
}

/** "result": what the model made; "before": the photo it transformed (the tool's first image slot). */
export type GenerationImagePart = "result" | "before";

/** Not one of the user's results (someone else's, unknown, unfinished): the same 404 everywhere. */
export const generationNotFound = () =>
  new ApiError({ status: 404, code: "not_found", message: "tools.errors.generationNotFound" });

/**
 * One image of one of the user's succeeded generations (its result, or the photo it was made
 * from, so a stored result shows its before/after); anyone else's (or none) is 404.
 */
export async function getGenerationImage(
  context: AppLoadContext,
  userId: string,
  generationId: string,
  part: GenerationImagePart = "result",
) {
  const row = await context.db.query.generations.findFirst({
    where: and(eq(generations.id, generationId), eq(generations.userId, userId)),
  });
  if (!row?.outputKey || row.status !== "succeeded") throw generationNotFound();
  const tool = getTool(row.tool);
  const key = part === "result" ? row.outputKey : tool && beforeKeyOf(tool, row.inputKeys);
  if (!key) throw generationNotFound();
  const object = await context.bindings.IMAGES.get(key);
  if (!object) throw generationNotFound();
  return {
    body: object.body,
    mimeType:
      part === "result"
        ? (row.outputMime ?? "application/octet-stream")
        : (object.httpMetadata?.contentType ?? "application/octet-stream"),
    size: object.size,
    etag: object.httpEtag,
    /** A result made while the account was Premium carries the commercial licence (docs/decisions/0019). */
    commercialLicence: part === "result" && row.commercialLicence,
  };
}
