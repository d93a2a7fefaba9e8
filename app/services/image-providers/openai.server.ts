/**
 * OpenAI image edits through the official SDK: the model, the prompt and the photos, which the
 * SDK sends to /v1/images/edits as repeated image[] multipart parts.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import OpenAI from "openai";
import { bytesToBase64 } from "~/utils/base64";
import { answerImage, readAnswer } from "./answer.server";
import { ROOM_CHECK_MAX_TOKENS, ROOM_CHECK_QUESTION, roomGuessOf, roomTypeQuestion, roomVerdictOf } from "./room-check";
import {
  ModelNotServedError,
  ProviderAccountError,
  ProviderBusyError,
  ProviderError,
  ProviderRefusedError,
  retryAfterSeconds,
  type ModelProvider,
  PREMIUM_RESULT_SIDE,
  type ProviderImage,
  type ProviderRequest,
} from "./types";
import { readImageHeader } from "~/services/images/sniff";

/** OPENAI_API_URL is the host (as in .dev.vars.example); the API version is part of the path. */
export const DEFAULT_OPENAI_API_URL = "https://api.openai.com";
/** Checked 2026-11-24: snapshot gpt-image-2-2026-04-21; takes photos on /v1/images/edits as image[]. */
export const DEFAULT_OPENAI_MODEL = "gpt-image-2";
/**
 * OpenAI takes images under 50 MB each and names no pixel limit; nothing larger than the largest
 * result the product asks for (4K, 3840 px) is worth sending.
 */
export const OPENAI_MAX_INPUT_SIDE = 3840;
/**
 * The room check's model, checked 2026-11-24 on OpenAI's models page: GPT-5.4 nano takes image
 * input on v1/responses ($0.20 per million input tokens; gpt-5-nano is deprecated). A low-detail
 * image costs a fixed, small number of tokens.
 */
export const DEFAULT_OPENAI_ROOM_CHECK_MODEL = "gpt-5.4-nano";

/**
 * gpt-image-2 takes any `size` WIDTHxHEIGHT whose sides are multiples of 16, the long side at most
 * 3840, the ratio at most 3:1 and the area between 655,360 and 8,294,400 pixels (checked
 * 2026-11-24). Earlier models take a few fixed sizes, so they get "auto" (about 1.5K at most).
 */
export const openAiTakesAnySize = (model: string) => /^gpt-image-2/.test(model);
const OPENAI_MAX_PIXELS = 8_294_400;
const OPENAI_MIN_PIXELS = 655_360;

/** The largest size gpt-image-2 takes with the photo's proportions and the long side at most `side`. */
export function openAiSize(photo: { width: number; height: number }, side: number): string {
  const ratio = Math.min(3, Math.max(photo.width, photo.height) / Math.max(1, Math.min(photo.width, photo.height)));
  const down16 = (n: number) => Math.max(16, Math.floor(n / 16) * 16);
  let long = down16(Math.min(side, PREMIUM_RESULT_SIDE));
  // Within the area cap: the long side that keeps long × long / ratio under it.
  long = Math.min(long, down16(Math.sqrt(OPENAI_MAX_PIXELS * ratio)));
  let short = down16(long / ratio);
  while (long * short < OPENAI_MIN_PIXELS) {
    long += 16;
    short = down16(long / ratio);
  }
  return photo.width >= photo.height ? `${long}x${short}` : `${short}x${long}`;
}

export function openAiProvider(env: AppLoadContext["env"]): ModelProvider {
  const base = (env.OPENAI_API_URL ?? DEFAULT_OPENAI_API_URL).replace(/\/+$/, "");
  const model = env.OPENAI_MODEL ?? DEFAULT_OPENAI_MODEL;
  const checkModel = env.ROOM_CHECK_MODEL ?? DEFAULT_OPENAI_ROOM_CHECK_MODEL;
  const openAi = () => {
    if (!env.OPENAI_API_KEY) throw new ProviderError("OPENAI_API_KEY is not set");
    // A paid generation is not retried behind the person's back: it is refunded and they choose.
    // The deadline is the caller's abort signal (MODEL_TIMEOUT_MS for a generation).
    return new OpenAI({ apiKey: env.OPENAI_API_KEY, baseURL: `${base}/v1`, maxRetries: 0 });
  };
  /** The room check's call: one Responses call with the question and the small photo, at low detail. */
  const askAbout = async (question: string, image: ProviderImage, signal: AbortSignal) => {
    const answer = await openAi().responses.create(
      {
        model: checkModel,
        input: [
          {
            role: "user",
            content: [
              { type: "input_text", text: question },
              {
                type: "input_image",
                image_url: `data:${image.mime};base64,${bytesToBase64(image.bytes)}`,
                detail: "low",
              },
            ],
          },
        ],
        max_output_tokens: ROOM_CHECK_MAX_TOKENS,
      },
      { signal },
    );
    return answer.output_text;
  };
  return {
    name: "openai",
    model,
    maxInputSide: OPENAI_MAX_INPUT_SIDE,
    maxResultSide: openAiTakesAnySize(model) ? PREMIUM_RESULT_SIDE : 1536,
    roomCheck: {
      model: checkModel,
      ask: async (image, signal) => roomVerdictOf(await askAbout(ROOM_CHECK_QUESTION, image, signal)),
      guess: async (image, roomTypes, signal) =>
        roomGuessOf(
          await askAbout(roomTypeQuestion(roomTypes), image, signal),
          roomTypes.map((room) => room.id),
        ),
    },
    async generate(request) {
      const [bytes] = await edit(request, 1);
      if (!bytes) throw new ProviderError("OpenAI answered without an image");
      return { bytes, mime: "" };
    },
    // One call makes them all: images/edits takes `n` and answers data: [{ b64_json }, ...].
    async generateOptions(request, count) {
      const made = await edit(request, count);
      return Array.from({ length: count }, (_, i) =>
        made[i]
          ? { ok: true as const, result: { bytes: made[i], mime: "" } }
          : { ok: false as const, error: new ProviderError(`OpenAI answered ${made.length} of ${count} images`) },
      );
    },
  };

  /** One images/edits call for `n` results: the images it answered, in order. */
  async function edit({ prompt, images, resultSide, signal }: ProviderRequest, n: number) {
    const client = openAi();
    const files = images.map(
      (image) => new File([image.bytes as BlobPart], `${image.slot}.${image.mime.split("/")[1]}`, { type: image.mime }),
    );
    // The SDK sends the request and throws its errors; its answer is read here, not by the SDK's
    // JSON parse, so the image is decoded as it streams in and never held as a base64 string.
    const response = await client.images
      .edit({ model, prompt, image: files, n, size: resultSizeOf(model, images[0], resultSide) }, { signal })
      .asResponse()
      .catch((error: unknown) => {
        throw error instanceof OpenAI.APIError && error.status !== undefined ? classify(error, model) : error;
      });
    const answer = (await readAnswer(response, OPENAI_IMAGE_PATH, "OpenAI")) as { data?: { b64_json?: unknown }[] };
    return (answer.data ?? [])
      .map((item) => answerImage(item?.b64_json, "OpenAI"))
      .filter((bytes): bytes is Uint8Array => !!bytes);
  }
}

/** Where an images answer carries its images (b64_json: gpt-image models always answer base64). */
const OPENAI_IMAGE_PATH = "data[].b64_json";

/** The result's size follows the first photo (the room) in proportion. */
function resultSizeOf(model: string, photo: { bytes: Uint8Array } | undefined, side: number) {
  const header = photo && readImageHeader(photo.bytes);
  return openAiTakesAnySize(model) && header ? (openAiSize(header, side) as "auto") : "auto";
}

/** OpenAI's error body is { error: { message, type, param, code } }; the SDK carries each field. */
function classify(error: InstanceType<typeof OpenAI.APIError>, model: string): ProviderError {
  const status = error.status as number;
  const code = error.code ?? "";
  const answer = `${status} ${code}`.trim();
  if (code === "model_not_found" || (status === 404 && error.param === "model"))
    return new ModelNotServedError("OPENAI_MODEL", model, "OpenAI", answer, status);
  // The image safety system answers 400 with code moderation_blocked.
  if (code === "moderation_blocked" || error.type === "image_generation_user_error")
    return new ProviderRefusedError("OpenAI", answer, status);
  // A 429 whose type is insufficient_quota is a spent quota or credit balance, not a rate limit:
  // waiting does not help until someone pays (its code may name which limit, e.g.
  // credit_balance_exhausted or project_spend_limit_exceeded).
  if (error.type === "insufficient_quota" || code === "insufficient_quota")
    return new ProviderAccountError(
      "OPENAI_API_KEY",
      "OpenAI",
      answer,
      "its quota is spent; check the plan and billing of that key's project, or set OPENAI_API_KEY to a key with quota",
      status,
    );
  // Any other 429 is a rate limit; 503 is "the engine is currently overloaded".
  if (status === 429 || status === 503)
    return new ProviderBusyError("OpenAI", answer, status, retryAfterSeconds(error.headers?.get("retry-after")));
  return new ProviderError(`OpenAI answered ${answer}`, status);
}
