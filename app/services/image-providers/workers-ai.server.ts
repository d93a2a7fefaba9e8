/**
 * Workers AI through the AI binding. FLUX.2 models take multipart form data: the prompt plus up to
 * four reference images (input_image_0..3), and answer { image: base64 }.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { base64ToBytes, bytesToBase64 } from "~/utils/base64";
import { readImageHeader } from "~/services/images/sniff";
import { ROOM_CHECK_MAX_TOKENS, ROOM_CHECK_QUESTION, roomGuessOf, roomTypeQuestion, roomVerdictOf } from "./room-check";
import {
  ModelNotServedError,
  ProviderAccountError,
  ProviderBusyError,
  ProviderError,
  ProviderRefusedError,
  type ModelProvider,
  type ProviderImage,
} from "./types";

/**
 * Checked 2026-11-24 in Cloudflare's model catalogue: FLUX.2 [dev] takes up to 4 input images of
 * 512x512 each (larger inputs are billed per 512x512 tile) and outputs 256-1920 px per side.
 */
export const DEFAULT_WORKERS_AI_MODEL = "@cf/black-forest-labs/flux-2-dev";
export const WORKERS_AI_MAX_IMAGES = 4;
/** The catalogue's input size: larger photos are scaled to 512 px on the long side first. */
export const WORKERS_AI_MAX_INPUT_SIDE = 512;
/**
 * The room check's model, checked 2026-11-24 in Cloudflare's catalogue: Gemma 4 26B A4B takes
 * images (Vision: yes) in chat messages, at $0.10 per million input tokens. (Gemma 3 12B, the
 * older vision model, is deprecated since 2026-05-30.)
 */
export const DEFAULT_WORKERS_AI_ROOM_CHECK_MODEL = "@cf/google/gemma-4-26b-a4b-it";

/** The catalogue's output range: 256-1920 px per side, so no 4K here ("up to 2K"). */
export const WORKERS_AI_MAX_RESULT_SIDE = 1920;

/**
 * width × height for the result: the first photo's proportions, the long side at most `side` and 1920, multiples
 * of 16.
 */
export function workersAiSize(photo: { width: number; height: number } | null, side: number) {
  const long = Math.min(side, WORKERS_AI_MAX_RESULT_SIDE);
  const down16 = (n: number) => Math.max(256, Math.floor(n / 16) * 16);
  if (!photo) return { width: down16(long), height: down16(long) };
  const scale = long / Math.max(photo.width, photo.height);
  return { width: down16(photo.width * scale), height: down16(photo.height * scale) };
}

/** The part of the AI binding this provider uses (the real `Ai`, or a test's fake service). */
export interface AiRunner {
  run(
    model: string,
    inputs: { multipart: { body: ReadableStream; contentType: string } } | { messages: unknown[]; max_tokens?: number },
    options?: Record<string, unknown>,
  ): Promise<unknown>;
}

export function workersAiProvider(env: AppLoadContext["env"], ai: AiRunner | undefined): ModelProvider {
  const model = env.WORKERS_AI_MODEL ?? DEFAULT_WORKERS_AI_MODEL;
  const checkModel = env.ROOM_CHECK_MODEL ?? DEFAULT_WORKERS_AI_ROOM_CHECK_MODEL;
  /** The room check's call: a chat message with the question and the photo as a data URL. */
  const askAbout = async (question: string, image: ProviderImage) => {
    if (!ai) throw new ProviderError("MODEL_PROVIDER=workers-ai but the AI binding is missing");
    const output = (await ai.run(checkModel, {
      messages: [
        {
          role: "user",
          content: [
            { type: "text", text: question },
            { type: "image_url", image_url: { url: `data:${image.mime};base64,${bytesToBase64(image.bytes)}` } },
          ],
        },
      ],
      max_tokens: ROOM_CHECK_MAX_TOKENS,
    })) as { response?: unknown; choices?: { message?: { content?: unknown } }[] } | null;
    // Text models answer { response }; the newer ones the chat-completions shape.
    const text = output?.response ?? output?.choices?.[0]?.message?.content;
    return typeof text === "string" ? text : "";
  };
  return {
    name: "workers-ai",
    model,
    maxInputSide: WORKERS_AI_MAX_INPUT_SIDE,
    maxResultSide: WORKERS_AI_MAX_RESULT_SIDE,
    roomCheck: {
      model: checkModel,
      ask: async (image) => roomVerdictOf(await askAbout(ROOM_CHECK_QUESTION, image)),
      guess: async (image, roomTypes) =>
        roomGuessOf(
          await askAbout(roomTypeQuestion(roomTypes), image),
          roomTypes.map((room) => room.id),
        ),
    },
    async generate({ prompt, images, resultSide }) {
      if (!ai) throw new ProviderError("MODEL_PROVIDER=workers-ai but the AI binding is missing");
      const form = new FormData();
      form.append("prompt", prompt);
      const size = workersAiSize(images[0] ? readImageHeader(images[0].bytes) : null, resultSide);
      form.append("width", String(size.width));
      form.append("height", String(size.height));
      images.slice(0, WORKERS_AI_MAX_IMAGES).forEach((image, index) => {
        form.append(
          `input_image_${index}`,
          new Blob([image.bytes as BlobPart], { type: image.mime }),
          `${image.slot}.${image.mime.split("/")[1]}`,
        );
      });
      // Serialising the form through a Response yields the body stream and its boundary.
      const encoded = new Response(form);
      const contentType = encoded.headers.get("content-type");
      if (!encoded.body || !contentType) throw new ProviderError("could not encode the Workers AI request");
      const output = (await ai
        .run(model, { multipart: { body: encoded.body, contentType } })
        .catch((error: unknown) => {
          // Cloudflare's error table: 5007 "No such model ${model} or task" and 3042 "The model name
          // is invalid" for an id the catalogue lacks; 3036 (daily allocation used up) and 3040
          // (out of capacity) answer 429.
          const message = error instanceof Error ? error.message : String(error);
          if (/no such model|model name is invalid|\b(5007|3042)\b/i.test(message))
            throw new ModelNotServedError("WORKERS_AI_MODEL", model, "Workers AI", message);
          // 3036 ends only at the next day or with the paid plan: the account, not the request.
          if (/\b3036\b/.test(message))
            throw new ProviderAccountError(
              "the AI binding",
              "Workers AI",
              message,
              "the daily free allocation is used up; move that Cloudflare account to the Workers Paid plan",
              429,
            );
          if (/\b3040\b/.test(message)) throw new ProviderBusyError("Workers AI", message, 429);
          // Not in the error table, but what FLUX models answer when their safety filter declines a
          // prompt or photo: 400, code 3030, "Input prompt contains NSFW content".
          if (/NSFW content/i.test(message)) throw new ProviderRefusedError("Workers AI", message, 400);
          throw error;
        })) as { image?: unknown } | null;
      if (!output || typeof output.image !== "string" || !output.image)
        throw new ProviderError("Workers AI answered without an image");
      return { bytes: base64ToBytes(output.image), mime: "" };
    },
  };
}
