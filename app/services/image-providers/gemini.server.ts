/** Gemini image generation: generateContent with the prompt and the photos as inline data. */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { base64ToBytes, bytesToBase64 } from "~/utils/base64";
import { ProviderError, type ModelProvider } from "./types";

/** GEMINI_API_URL is the host (as in .dev.vars.example); the API version is part of the path. */
export const DEFAULT_GEMINI_API_URL = "https://generativelanguage.googleapis.com";
export const DEFAULT_GEMINI_MODEL = "gemini-2.5-flash-image";

interface GeminiPart {
  text?: string;
  inlineData?: { mimeType?: string; data?: string };
}

export function geminiProvider(env: AppLoadContext["env"]): ModelProvider {
  const base = (env.GEMINI_API_URL ?? DEFAULT_GEMINI_API_URL).replace(/\/+$/, "");
  const model = env.GEMINI_MODEL ?? DEFAULT_GEMINI_MODEL;
  return {
    name: "gemini",
    async generate({ prompt, images, signal }) {
      if (!env.GEMINI_API_KEY) throw new ProviderError("GEMINI_API_KEY is not set");
      const body = {
        contents: [
          {
            role: "user",
            parts: [
              { text: prompt },
              ...images.map((image) => ({ inlineData: { mimeType: image.mime, data: bytesToBase64(image.bytes) } })),
            ],
          },
        ],
        generationConfig: { responseModalities: ["IMAGE"] },
      };
      const response = await fetch(`${base}/v1beta/models/${encodeURIComponent(model)}:generateContent`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "x-goog-api-key": env.GEMINI_API_KEY },
        body: JSON.stringify(body),
        signal,
      });
      if (!response.ok) throw new ProviderError(`Gemini answered ${response.status}`, response.status);
      const data = (await response.json()) as { candidates?: { content?: { parts?: GeminiPart[] } }[] };
      const part = data.candidates?.flatMap((c) => c.content?.parts ?? []).find((p) => p.inlineData?.data);
      if (!part?.inlineData?.data) throw new ProviderError("Gemini answered without an image");
      return { bytes: base64ToBytes(part.inlineData.data), mime: part.inlineData.mimeType ?? "" };
    },
  };
}
