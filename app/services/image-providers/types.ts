/** The one interface every image model provider implements (MODEL_PROVIDER picks one). */
import type { AnyPreparedRun } from "~/tools/index.server";

export interface ProviderImage {
  /** The tool's slot name ("image", "room", "reference", "item1", "face", ...). */
  slot: string;
  bytes: Uint8Array;
  /** The type sniffed from the bytes, never the client's claim. */
  mime: "image/png" | "image/jpeg" | "image/webp";
}

/**
 * The result sizes the product asks for (docs/decisions/0019): the standard size (2K) for every
 * account, 4K (3840 px on the long side) for a Premium account where the model makes it. An
 * adapter asks its model for the largest size it offers within the side it is given.
 */
export const STANDARD_RESULT_SIDE = 2048;
export const PREMIUM_RESULT_SIDE = 3840;
export const resultSideFor = (premium: boolean) => (premium ? PREMIUM_RESULT_SIDE : STANDARD_RESULT_SIDE);

/**
 * One tool's prepared run (its id, the prompt the tool module built, its validated params) as a provider takes
 * it: with its images read and the result's size. One member per tool, so `params` has that tool's type wherever
 * `tool` is known.
 */
type ProviderJobOf<Run> = Run extends unknown
  ? Omit<Run, "images"> & {
      images: ProviderImage[];
      /** The longest side the result may have (resultSideFor); the model's own limit may be lower. */
      resultSide: number;
    }
  : never;
export type ProviderJob = ProviderJobOf<AnyPreparedRun>;

export type ProviderRequest = ProviderJob & {
  /** Aborted when MODEL_TIMEOUT_MS passes. */
  signal: AbortSignal;
  /** Which option of a run of several this call makes (0, 1, ...); unset for a run of one. */
  variation?: number;
};

export interface ProviderResult {
  bytes: Uint8Array;
  mime: string;
}

export interface ModelProvider {
  name: string;
  /** The model id this provider calls (shown by GET /api/health; never a key). */
  model: string;
  /**
   * The longest side this model takes, and the bytes per image where its API caps a request:
   * larger photos are scaled down outside the isolate before the model sees them
   * (app/services/images/fit.server.ts). None for an engine that reads any size (local).
   */
  maxInputSide?: number;
  maxInputBytes?: number;
  /**
   * The longest side of the largest result this model makes: PREMIUM_RESULT_SIDE where it makes
   * 4K, so Premium accounts get it; below that, screens say "up to 2K" for this model.
   */
  maxResultSide: number;
  /** Reads PNG, JPEG and WebP inputs. */
  generate(request: ProviderRequest): Promise<ProviderResult>;
  /**
   * `count` results of one request in one call, where the model's API makes several at once
   * (./options.ts calls `generate` once per option otherwise). A call that fails fails them all;
   * an answer with fewer images fails the ones it lacks.
   */
  generateOptions?(
    request: ProviderRequest,
    count: number,
  ): Promise<({ ok: true; result: ProviderResult } | { ok: false; error: unknown })[]>;
  /**
   * The cheap vision check asked before the debit: does this (small) photo show a room, inside or
   * outside? Absent where the engine has no classifier (local). Throws on any provider failure.
   */
  roomCheck?: {
    model: string;
    ask(image: ProviderImage, signal: AbortSignal): Promise<RoomVerdict>;
    /**
     * The same check, the model also naming which of `roomTypes` the photo shows (Restyle Room
     * preselects it, decision 0037). Throws on any provider failure.
     */
    guess(image: ProviderImage, roomTypes: readonly RoomTypeOption[], signal: AbortSignal): Promise<RoomGuess>;
  };
}

/** A room type the check may name: its id, and the words a model knows it by. */
export interface RoomTypeOption {
  id: string;
  noun: string;
}
/** A room check that also named the room type: one of the ids it was asked about, or null. */
export interface RoomGuess {
  verdict: RoomVerdict;
  roomType: string | null;
}

/** A room check's answer: only a clear "no" refuses the photo. */
export type RoomVerdict = "room" | "not_room" | "unsure";

/** The provider answered but produced no usable image (→ 502 and a refund). */
export class ProviderError extends Error {
  constructor(
    message: string,
    public readonly status?: number,
  ) {
    super(message);
    this.name = "ProviderError";
  }
}

/**
 * The provider does not serve the configured model (retired or misspelt id): an operator must
 * change a setting, so the message names it (→ 502 and a refund, logged at error level).
 */
export class ModelNotServedError extends ProviderError {
  constructor(
    public readonly setting: string,
    model: string,
    provider: string,
    answer: string,
    status?: number,
  ) {
    super(`${setting}=${model} is not served by ${provider} (${answer}); set ${setting} to a current model`, status);
    this.name = "ModelNotServedError";
  }
}

/**
 * The provider refuses the account rather than the request (its quota or billing is spent): no
 * generation can succeed until an operator acts on the account behind `setting`, so the message
 * names it (→ 503 and a refund, logged at error level).
 */
export class ProviderAccountError extends ProviderError {
  constructor(
    public readonly setting: string,
    provider: string,
    answer: string,
    fix: string,
    status?: number,
  ) {
    super(`${provider} refuses the account behind ${setting} (${answer}): ${fix}`, status);
    this.name = "ProviderAccountError";
  }
}

/** An input image passed the header checks but its data cannot be decoded (→ 422 and a refund). */
export class UnreadableImageError extends ProviderError {
  constructor(
    public readonly slot: string,
    cause: unknown,
  ) {
    super(`the ${slot} image could not be decoded: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = "UnreadableImageError";
  }
}

/**
 * The provider's safety system declined this request (OpenAI moderation_blocked, Gemini
 * blockReason or a SAFETY finish): trying again unchanged will not help (→ 422 and a refund).
 */
export class ProviderRefusedError extends ProviderError {
  constructor(provider: string, answer: string, status?: number) {
    super(`${provider} declined the request for safety (${answer})`, status);
    this.name = "ProviderRefusedError";
  }
}

/**
 * The provider is over a rate limit or quota, or out of capacity: the same request may succeed
 * later, so the answer carries the provider's retry hint when it gave one (→ 503 and a refund).
 */
export class ProviderBusyError extends ProviderError {
  constructor(
    provider: string,
    answer: string,
    status?: number,
    /** Seconds the provider asked us to wait, when it said. */
    public readonly retryAfterSeconds?: number,
  ) {
    super(`${provider} is busy (${answer})`, status);
    this.name = "ProviderBusyError";
  }
}

/** Reads a Retry-After header (seconds or an HTTP date) or a google.rpc duration ("34s", "1.5s"). */
export function retryAfterSeconds(value: string | null | undefined, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const duration = /^\s*(\d+(?:\.\d+)?)s?\s*$/.exec(value);
  if (duration) return Math.ceil(Number(duration[1]));
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}
