/** OpenAI image edits: multipart with the model, the prompt and the photos as image[] files. */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { base64ToBytes } from "~/utils/base64";
import { ProviderError, type ModelProvider } from "./types";

/** OPENAI_API_URL is the host (as in .dev.vars.example); the API version is part of the path. */
export const DEFAULT_OPENAI_API_URL = "https://api.openai.com";
export const DEFAULT_OPENAI_MODEL = "gpt-image-1";

export function openAiProvider(env: AppLoadContext["env"]): ModelProvider {
  const base = (env.OPENAI_API_URL ?? DEFAULT_OPENAI_API_URL).replace(/\/+$/, "");
  const model = env.OPENAI_MODEL ?? DEFAULT_OPENAI_MODEL;
  return {
    name: "openai",
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
      if (!response.ok) throw new ProviderError(`OpenAI answered ${response.status}`, response.status);
      const data = (await response.json()) as { data?: { b64_json?: string }[] };
      const b64 = data.data?.[0]?.b64_json;
      if (!b64) throw new ProviderError("OpenAI answered without an image");
      return { bytes: base64ToBytes(b64), mime: "" };
    },
  };
}
