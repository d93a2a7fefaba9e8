/** Gemini image generation: generateContent with the prompt and the photos as inline data. */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { bytesToBase64 } from "~/utils/base64";
import { answerImage, readAnswer } from "./answer.server";
import { ROOM_CHECK_MAX_TOKENS, ROOM_CHECK_QUESTION, roomGuessOf, roomTypeQuestion, roomVerdictOf } from "./room-check";
import {
  ModelNotServedError,
  ProviderBusyError,
  ProviderError,
  ProviderRefusedError,
  retryAfterSeconds,
  type ModelProvider,
  PREMIUM_RESULT_SIDE,
  STANDARD_RESULT_SIDE,
  type ProviderImage,
} from "./types";

/** GEMINI_API_URL is the host (as in .dev.vars.example); the API version is part of the path. */
export const DEFAULT_GEMINI_API_URL = "https://generativelanguage.googleapis.com";
/** Checked 2026-11-24: GA since 2026-05-28, no shutdown date announced. */
export const DEFAULT_GEMINI_MODEL = "gemini-3.1-flash-image";
/**
 * Photos travel inline, as base64 inside one JSON request that Gemini caps at 20 MB: three photos
 * of at most 4 MB each (5.3 MB as base64) fit with the prompt. Sides up to the 4K result's 3840 px.
 */
export const GEMINI_MAX_INPUT_SIDE = 3840;
export const GEMINI_MAX_INPUT_BYTES = 4 * 1024 * 1024;

/**
 * Gemini 3 image models (gemini-3-pro-image, gemini-3.1-flash-image) take
 * generationConfig.imageConfig.imageSize "1K", "2K" or "4K" (about 1024, 2048 and 4096 px on
 * the long side; checked 2026-11-24); earlier ones take no size, and make about 1K.
 */
export const geminiTakesImageSize = (model: string) => /^gemini-3/.test(model);
/** The size asked of a Gemini 3 model for a result side: "4K" when it may exceed the standard size. */
export const geminiImageSize = (resultSide: number) => (resultSide > STANDARD_RESULT_SIDE ? "4K" : "2K");

/** A part of an answer: its inline image's data is read as bytes (GEMINI_IMAGE_PATH), or as text. */
interface GeminiPart<Data = string> {
  text?: string;
  inlineData?: { mimeType?: string; data?: Data };
}

interface GeminiResponse<Data = string> {
  candidates?: { content?: { parts?: GeminiPart<Data>[] }; finishReason?: string }[];
  promptFeedback?: { blockReason?: string };
}

/** Where generateContent's answer carries its images. */
const GEMINI_IMAGE_PATH = "candidates[].content.parts[].inlineData.data";

/** Google's error body: { error: { code, message, status, details: [{ "@type", ... }] } }. */
interface GeminiError {
  error?: { status?: string; details?: { "@type"?: string; retryDelay?: string }[] };
}

/** The finish reasons that mean a safety filter stopped the answer (not a length or other stop). */
const SAFETY_FINISH = /SAFETY|PROHIBITED_CONTENT|BLOCKLIST|SPII|IMAGE_PROHIBITED_CONTENT/;

export function geminiProvider(env: AppLoadContext["env"]): ModelProvider {
  const base = (env.GEMINI_API_URL ?? DEFAULT_GEMINI_API_URL).replace(/\/+$/, "");
  const model = env.GEMINI_MODEL ?? DEFAULT_GEMINI_MODEL;
  const checkModel = env.ROOM_CHECK_MODEL ?? DEFAULT_GEMINI_MODEL;
  const inline = (image: ProviderImage) => ({ inlineData: { mimeType: image.mime, data: bytesToBase64(image.bytes) } });
  /** One generateContent call with the API key. */
  const generateContent = (modelId: string, body: unknown, signal: AbortSignal) => {
    if (!env.GEMINI_API_KEY) throw new ProviderError("GEMINI_API_KEY is not set");
    return fetch(`${base}/v1beta/models/${encodeURIComponent(modelId)}:generateContent`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "x-goog-api-key": env.GEMINI_API_KEY },
      body: JSON.stringify(body),
      signal,
    });
  };
  /** The room check's call: one question about one small photo, answered in text. */
  const askAbout = async (question: string, image: ProviderImage, signal: AbortSignal) => {
    const response = await generateContent(
      checkModel,
      {
        contents: [{ role: "user", parts: [{ text: question }, inline(image)] }],
        generationConfig: { responseModalities: ["TEXT"], maxOutputTokens: ROOM_CHECK_MAX_TOKENS, temperature: 0 },
      },
      signal,
    );
    if (!response.ok) throw new ProviderError(`Gemini answered the room check ${response.status}`, response.status);
    const data = (await response.json()) as GeminiResponse;
    return data.candidates?.[0]?.content?.parts?.map((p) => p.text ?? "").join("");
  };
  return {
    name: "gemini",
    model,
    maxInputSide: GEMINI_MAX_INPUT_SIDE,
    maxInputBytes: GEMINI_MAX_INPUT_BYTES,
    maxResultSide: geminiTakesImageSize(model) ? PREMIUM_RESULT_SIDE : 1024,
    roomCheck: {
      model: checkModel,
      // The same generateContent, asking for a text answer about one small photo.
      ask: async (image, signal) => roomVerdictOf(await askAbout(ROOM_CHECK_QUESTION, image, signal)),
      guess: async (image, roomTypes, signal) =>
        roomGuessOf(
          await askAbout(roomTypeQuestion(roomTypes), image, signal),
          roomTypes.map((room) => room.id),
        ),
    },
    async generate({ prompt, images, resultSide, signal }) {
      // The request is made in the call, held by nothing here: its photos' base64 (up to 16 MB of
      // text) is not kept through the wait and the answer (docs/decisions/0041).
      const response = await generateContent(
        model,
        {
          contents: [{ role: "user", parts: [{ text: prompt }, ...images.map(inline)] }],
          generationConfig: {
            responseModalities: ["IMAGE"],
            ...(geminiTakesImageSize(model) ? { imageConfig: { imageSize: geminiImageSize(resultSide) } } : {}),
          },
        },
        signal,
      );
      if (!response.ok) {
        const failure = (await response.json().catch(() => null)) as GeminiError | null;
        const status = failure?.error?.status ?? "";
        const answer = `${response.status} ${status}`.trim();
        if (response.status === 404) throw new ModelNotServedError("GEMINI_MODEL", model, "Gemini", answer, 404);
        // 429 RESOURCE_EXHAUSTED carries a google.rpc.RetryInfo detail; 503 UNAVAILABLE is overload.
        if (response.status === 429 || response.status === 503) {
          const retryInfo = failure?.error?.details?.find((d) => d["@type"]?.endsWith("google.rpc.RetryInfo"));
          throw new ProviderBusyError("Gemini", answer, response.status, retryAfterSeconds(retryInfo?.retryDelay));
        }
        throw new ProviderError(`Gemini answered ${answer}`, response.status);
      }
      // The image is decoded as the answer streams in (GEMINI_IMAGE_PATH), never held as text.
      const data = (await readAnswer(response, GEMINI_IMAGE_PATH, "Gemini")) as GeminiResponse<unknown>;
      // A blocked prompt has no candidates, only promptFeedback.blockReason.
      const blockReason = data.promptFeedback?.blockReason;
      if (blockReason) throw new ProviderRefusedError("Gemini", `blockReason ${blockReason}`);
      const parts = data.candidates?.flatMap((c) => c.content?.parts ?? []) ?? [];
      const part = parts.find((p) => answerImage(p.inlineData?.data, "Gemini"));
      const bytes = answerImage(part?.inlineData?.data, "Gemini");
      if (!bytes) {
        // A candidate stopped by the safety filters ends with SAFETY, IMAGE_SAFETY, PROHIBITED_CONTENT...
        const finish = data.candidates?.map((c) => c.finishReason ?? "").find((r) => SAFETY_FINISH.test(r));
        if (finish) throw new ProviderRefusedError("Gemini", `finishReason ${finish}`);
        throw new ProviderError("Gemini answered without an image");
      }
      return { bytes, mime: part?.inlineData?.mimeType ?? "" };
    },
  };
}
