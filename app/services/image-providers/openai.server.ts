/**
 * OpenAI image edits through the official SDK: the model, the prompt and the photos, which the
 * SDK sends to /v1/images/edits as repeated image[] multipart parts.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import OpenAI from "openai";
import { base64ToBytes } from "~/utils/base64";
import {
  ModelNotServedError,
  ProviderAccountError,
  ProviderBusyError,
  ProviderError,
  ProviderRefusedError,
  retryAfterSeconds,
  type ModelProvider,
} from "./types";

/** OPENAI_API_URL is the host (as in .dev.vars.example); the API version is part of the path. */
export const DEFAULT_OPENAI_API_URL = "https://api.openai.com";
/** Checked 2026-11-24: snapshot gpt-image-2-2026-04-21; takes photos on /v1/images/edits as image[]. */
export const DEFAULT_OPENAI_MODEL = "gpt-image-2";
/**
 * OpenAI takes images under 50 MB each and names no pixel limit; nothing larger than the largest
 * result the product asks for (4K, 3840 px) is worth sending.
 */
export const OPENAI_MAX_INPUT_SIDE = 3840;

export function openAiProvider(env: AppLoadContext["env"]): ModelProvider {
  const base = (env.OPENAI_API_URL ?? DEFAULT_OPENAI_API_URL).replace(/\/+$/, "");
  const model = env.OPENAI_MODEL ?? DEFAULT_OPENAI_MODEL;
  return {
    name: "openai",
    model,
    maxInputSide: OPENAI_MAX_INPUT_SIDE,
    async generate({ prompt, images, signal }) {
      if (!env.OPENAI_API_KEY) throw new ProviderError("OPENAI_API_KEY is not set");
      const client = new OpenAI({
        apiKey: env.OPENAI_API_KEY,
        baseURL: `${base}/v1`,
        // A paid generation is not retried behind the person's back: it is refunded and they
        // choose. The deadline is MODEL_TIMEOUT_MS, through the pipeline's abort signal.
        maxRetries: 0,
      });
      const files = images.map(
        (image) =>
          new File([image.bytes as BlobPart], `${image.slot}.${image.mime.split("/")[1]}`, { type: image.mime }),
      );
      const answer = await client.images
        .edit({ model, prompt, image: files, n: 1 }, { signal })
        .catch((error: unknown) => {
          throw error instanceof OpenAI.APIError && error.status !== undefined ? classify(error, model) : error;
        });
      const b64 = answer.data?.[0]?.b64_json;
      if (!b64) throw new ProviderError("OpenAI answered without an image");
      return { bytes: base64ToBytes(b64), mime: "" };
    },
  };
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
