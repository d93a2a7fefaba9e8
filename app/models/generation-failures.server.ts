/**
 * How a generation that failed answers: what became of its credits (refunded, never taken, or on
 * their way back) decides the status and the words, so an answer never claims more than happened.
 */
import { ApiError, fieldError } from "~/services/api.server";
import {
  ProviderAccountError,
  ProviderBusyError,
  ProviderRefusedError,
  UnreadableImageError,
} from "~/services/image-providers/types";
import { TimeoutError } from "~/utils/timeout";

/** What became of the credits of a generation that failed. */
export type Settlement = "refunded" | "not_taken" | "due";

/** 402: the balance cannot pay for the run; the details say how much it needs and has. */
export const insufficientCredits = (details: { required: number; balance: number }) =>
  new ApiError({ status: 402, code: "insufficient_credits", message: "tools.errors.insufficientCredits", details });

export const accountGone = () =>
  new ApiError({ status: 410, code: "account_deleted", message: "tools.errors.accountDeleted" });

/** Nothing was spent: the credits were never taken, or were taken and returned. */
export const notStarted = (credits: number, outcome: Settlement) =>
  new ApiError({
    status: 503,
    code: "generation_not_started",
    message: "tools.errors.notStarted",
    details: outcome === "refunded" ? { refunded: credits } : undefined,
    headers: { "Retry-After": "5" },
  });

export class GenerationFailure extends Error {
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
  /** The same failure of a whole run of several options, whose credits are all of theirs. */
  forCredits(credits: number) {
    return new GenerationFailure(this.kind, this.cause, credits, this.field);
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

export const failure = (kind: GenerationFailure["kind"], cause: unknown, credits: number, field?: string) =>
  new GenerationFailure(kind, cause, credits, field);

/**
 * What a provider's error means for the person: their photo (`field`, the form control of its
 * slot), the model's refusal, a busy or unavailable provider, a timeout, or the model's failure.
 */
export function providerFailure(error: unknown, credits: number, fieldOfSlot: (slot: string) => string | undefined) {
  if (error instanceof UnreadableImageError) return failure("unreadable", error, credits, fieldOfSlot(error.slot));
  if (error instanceof ProviderRefusedError) return failure("refused", error, credits);
  if (error instanceof ProviderBusyError) return failure("busy", error, credits);
  if (error instanceof ProviderAccountError) return failure("unavailable", error, credits);
  return failure(error instanceof TimeoutError ? "timeout" : "model", error, credits);
}

/**
 * An error's message with its causes, on one log line: a failed query's message names the query
 * on several lines, and only its cause says why it failed.
 */
export const describe = (error: unknown): string =>
  (!(error instanceof Error)
    ? String(error)
    : error.cause === undefined
      ? error.message
      : `${error.message} (cause: ${describe(error.cause)})`
  ).replace(/\s*\n\s*/g, " ");
