/** OpenAI image edits: multipart with the model, the prompt and the photos as image[] files. */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { base64ToBytes } from "~/utils/base64";
import {
  ModelNotServedError,
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
      const form = new FormData();
      form.append("model", model);
      form.append("prompt", prompt);
      form.append("n", "1");
      for (const image of images)
        form.append(
          "image[]",
          new Blob([image.bytes as BlobPart], { type: image.mime }),
          `${image.slot}.${image.mime.split("/")[1]}`,
        );
      const response = await fetch(`${base}/v1/images/edits`, {
        method: "POST",
        headers: { Authorization: `Bearer ${env.OPENAI_API_KEY}` },
        body: form,
        signal,
      });
      if (!response.ok) {
        // OpenAI's error body: { error: { message, type, param, code } }.
        const failure = (await response.json().catch(() => null)) as {
          error?: { code?: string | null; param?: string | null; type?: string | null };
        } | null;
        const code = failure?.error?.code ?? "";
        if (code === "model_not_found" || (response.status === 404 && failure?.error?.param === "model"))
          throw new ModelNotServedError(
            "OPENAI_MODEL",
            model,
            "OpenAI",
            `${response.status} ${code}`.trim(),
            response.status,
          );
        const answer = `${response.status} ${code}`.trim();
        // The image safety system answers 400 with code moderation_blocked.
        if (code === "moderation_blocked" || failure?.error?.type === "image_generation_user_error")
          throw new ProviderRefusedError("OpenAI", answer, response.status);
        // 429 is a rate limit or a spent quota; 503 is "the engine is currently overloaded".
        if (response.status === 429 || response.status === 503)
          throw new ProviderBusyError(
            "OpenAI",
            answer,
            response.status,
            retryAfterSeconds(response.headers.get("retry-after")),
          );
        throw new ProviderError(`OpenAI answered ${answer}`, response.status);
      }
      const data = (await response.json()) as { data?: { b64_json?: string }[] };
      const b64 = data.data?.[0]?.b64_json;
      if (!b64) throw new ProviderError("OpenAI answered without an image");
      return { bytes: base64ToBytes(b64), mime: "" };
    },
  };
}
