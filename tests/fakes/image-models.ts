/**
 * A loopback fake of the three remote image providers. It checks each request's exact shape
 * (path, auth header, fields, images) and answers with a real image, or fails on demand.
 *
 *   Gemini:     POST /gemini/v1beta/models/{model}:generateContent   (GEMINI_API_URL=<url>/gemini)
 *   OpenAI:     POST /openai/v1/images/edits                          (OPENAI_API_URL=<url>/openai)
 *   Workers AI: POST /workers-ai/run/{model}  ← the fake AI binding below forwards env.AI.run here
 *
 * Each provider serves only the models in `SERVED_MODELS` (the current defaults); any other id
 * gets that provider's documented "not found" answer, as a retired model does.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { WorkerOptions } from "miniflare";
import { readImageHeader } from "~/services/images/sniff";
import { COMPATIBILITY_DATE } from "../support/wrangler-config";

/**
 * "fail" is a 500, "unavailable" a 503 (overloaded), "rate-limited" a 429 with the provider's retry
 * hint, "refused" the provider's safety refusal of the request, "image-safety" Gemini's refusal of
 * the image it drew, "quota" a spent quota or allocation (OpenAI, Workers AI), "unknown-model" the
 * provider's answer for a model id it does not serve: each in the body its API reference shows.
 */
export type FakeMode =
  | "ok"
  | "fail"
  | "slow"
  | "no-image"
  | "not-an-image"
  | "refused"
  | "image-safety"
  | "rate-limited"
  | "quota"
  | "unavailable"
  | "unknown-model";

/** The retry hint the "rate-limited" fake gives, in seconds (tests may lengthen it). */
export const FAKE_RETRY_AFTER_SECONDS = 17;

export interface RecordedModelRequest {
  provider: "gemini" | "openai" | "workers-ai";
  model: string;
  prompt: string;
  /** Mime types of the images, in order. */
  images: string[];
  /** The first bytes of each image, to prove the real upload was forwarded. */
  imageHeads: string[];
  /** Each image's size from its header ("4000x3000"): what the model was given to look at. */
  imageSizes: string[];
  /**
   * The result size asked for, as the API takes it: Gemini's imageConfig.imageSize ("2K", "4K"),
   * OpenAI's size ("3328x2496"), Workers AI's width and height ("1920x1440"); "" when none was sent.
   */
  resultSize: string;
  /** How many images the call asks for: OpenAI's `n` (1 to 10); one call, one image elsewhere. */
  count: number;
  /** Shape problems found; a correct request has none. */
  problems: string[];
}

/** One room check the fake answered (kept apart from the generations in `requests`). */
export interface RecordedRoomCheck {
  provider: RecordedModelRequest["provider"];
  model: string;
  /** The photo's size from its header: what the classifier was given. */
  imageSize: string;
  /** The request body's length: what one check sends. */
  bytes: number;
  /** The question asked (the plain check's, or the one that also asks for the room type). */
  question: string;
  /** Shape problems found; a correct request has none. */
  problems: string[];
}

export interface FakeImageModels {
  url: string;
  requests: RecordedModelRequest[];
  roomChecks: RecordedRoomCheck[];
  /** What the room check answers: "yes", "no", or "fail" (the provider's 500). */
  roomAnswer: "yes" | "no" | "fail";
  /**
   * What follows a "yes" when the question asks for the kind of room (as a model writes it,
   * "Living room" for living-room); null answers "yes" alone, as a model unsure of the kind does.
   */
  roomTypeAnswer: string | null;
  mode: FakeMode;
  /**
   * Which generation calls (1 = the first this fake received) answer the provider's 500 whatever
   * `mode` says: one option of a run made in separate calls failing alone.
   */
  failCalls: number[];
  /** How long "slow" waits before answering. */
  slowMs: number;
  /** The wait "rate-limited" asks for, in seconds. */
  retryAfterSeconds: number;
  /** The image every successful call returns. */
  image: Uint8Array;
  /**
   * Holds every call that arrives from now on until the returned function is called, so a test can
   * keep generations running for exactly as long as it needs, with no clock involved.
   */
  hold(): () => void;
  close(): Promise<void>;
}

/** The models each fake serves: the adapters' defaults, checked 2026-11-24. */
export const SERVED_MODELS = {
  gemini: ["gemini-3.1-flash-image", "gemini-3-pro-image"],
  openai: ["gpt-image-2", "gpt-image-2-2026-04-21", "gpt-5.4-nano"],
  "workers-ai": ["@cf/black-forest-labs/flux-2-dev", "@cf/google/gemma-4-26b-a4b-it"],
} as const;

export const GEMINI_KEY = "test-gemini-key";
export const OPENAI_KEY = "test-openai-key";

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const head = (bytes: Uint8Array) => Buffer.from(bytes.subarray(0, 4)).toString("hex");
const sizeOf = (bytes: Uint8Array) => {
  const header = readImageHeader(bytes);
  return header ? `${header.width}x${header.height}` : "unreadable";
};

/** Parses a multipart body with the platform's own parser. */
async function formData(req: IncomingMessage, body: Buffer) {
  return new Request("http://fake/", {
    method: "POST",
    headers: { "content-type": req.headers["content-type"] ?? "" },
    body: new Uint8Array(body),
  }).formData();
}

/** The v4 API's envelope, which the AI binding turns into an error naming the code. */
const workersAiError = (code: number, message: string) => ({
  success: false,
  errors: [{ code, message }],
  messages: [],
  result: null,
});

interface FakeFailure {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

/** Each provider's documented answer for a failure mode, or null when the mode is not a failure. */
function failureOf(
  provider: RecordedModelRequest["provider"],
  mode: FakeMode,
  model: string,
  retry: number,
): FakeFailure | null {
  if (mode === "unknown-model") return notServed(provider, model);
  const googleError = (code: number, status: string, message: string, details?: unknown[]) => ({
    status: code,
    body: { error: { code, message, status, ...(details ? { details } : {}) } },
  });
  const openAiError = (status: number, message: string, type: string, code: string | null, headers = {}) => ({
    status,
    headers,
    body: { error: { message, type, param: null, code } },
  });
  if (provider === "gemini") {
    if (mode === "fail") return googleError(500, "INTERNAL", "An internal error has occurred. Please retry.");
    if (mode === "unavailable")
      return googleError(503, "UNAVAILABLE", "The model is overloaded. Please try again later.");
    if (mode === "rate-limited")
      return googleError(429, "RESOURCE_EXHAUSTED", "You exceeded your current quota, please check your plan.", [
        {
          "@type": "type.googleapis.com/google.rpc.QuotaFailure",
          violations: [{ quotaMetric: "generativelanguage.googleapis.com/generate_content_requests" }],
        },
        { "@type": "type.googleapis.com/google.rpc.RetryInfo", retryDelay: `${retry}s` },
      ]);
    // A refusal is a 200: the prompt's feedback names the block and there is no candidate.
    if (mode === "refused")
      return { status: 200, body: { promptFeedback: { blockReason: "SAFETY" }, usageMetadata: {} } };
    // The drawn image was blocked: a candidate without content whose finishReason says why.
    if (mode === "image-safety")
      return {
        status: 200,
        body: {
          candidates: [{ finishReason: "IMAGE_SAFETY", index: 0 }],
          usageMetadata: { promptTokenCount: 1290, totalTokenCount: 1290 },
          modelVersion: model,
        },
      };
    return null;
  }
  if (provider === "openai") {
    if (mode === "fail")
      return openAiError(
        500,
        "The server had an error while processing your request. Sorry about that!",
        "server_error",
        null,
      );
    if (mode === "unavailable")
      return openAiError(503, "The engine is currently overloaded, please try again later.", "server_error", null);
    if (mode === "rate-limited")
      return openAiError(
        429,
        "Rate limit reached for requests. Please try again later.",
        "requests",
        "rate_limit_exceeded",
        {
          "retry-after": String(retry),
        },
      );
    // A spent quota is a 429 too, but of type insufficient_quota and without a retry hint.
    if (mode === "quota")
      return openAiError(
        429,
        "You exceeded your current quota, please check your plan and billing details. " +
          "For more information on this error, read the docs: " +
          "https://platform.openai.com/docs/guides/error-codes/api-errors.",
        "insufficient_quota",
        "insufficient_quota",
      );
    if (mode === "refused")
      return openAiError(
        400,
        "Your request was rejected by the safety system. Your request may contain content that is not allowed.",
        "image_generation_user_error",
        "moderation_blocked",
      );
    return null;
  }
  // Cloudflare's error table lists no 5xx code and no safety refusal for Workers AI: a bare 500.
  if (mode === "fail") return { status: 500, body: { success: false, errors: [], messages: [], result: null } };
  if (mode === "unavailable" || mode === "rate-limited")
    return { status: 429, body: workersAiError(3040, "No more data centers to forward the request to") };
  if (mode === "quota")
    return {
      status: 429,
      body: workersAiError(
        3036,
        "You have used up your daily free allocation of 10,000 neurons. " +
          "Please upgrade to Cloudflare's Workers Paid plan if you would like to continue usage.",
      ),
    };
  // Not in Cloudflare's error table; what FLUX models are seen to answer when their filter declines.
  if (mode === "refused")
    return { status: 400, body: workersAiError(3030, "AiError: Input prompt contains NSFW content.") };
  return null;
}

/** Each provider's documented answer for a model id it does not serve (retired or misspelt). */
function notServed(provider: RecordedModelRequest["provider"], model: string): FakeFailure {
  if (provider === "gemini")
    return {
      status: 404,
      body: {
        error: {
          code: 404,
          message:
            `models/${model} is not found for API version v1beta, or is not supported for generateContent. ` +
            "Call ListModels to see the list of available models and their supported methods.",
          status: "NOT_FOUND",
        },
      },
    };
  if (provider === "openai")
    return {
      status: 404,
      body: {
        error: {
          message: `The model '${model}' does not exist or you do not have access to it.`,
          type: "invalid_request_error",
          param: "model",
          code: "model_not_found",
        },
      },
    };
  return { status: 400, body: workersAiError(5007, `No such model ${model} or task`) };
}

/**
 * The room check's request as each provider documents it, answered in its response shape: Gemini
 * generateContent asking for TEXT, OpenAI's Responses API with an input_image, Workers AI a chat
 * message with an image_url (JSON, not the image models' multipart). Null for any other request.
 */
async function answerRoomCheck(
  req: IncomingMessage,
  url: URL,
  body: Buffer,
  fake: FakeImageModels,
): Promise<FakeFailure | null> {
  if (req.method !== "POST" || !String(req.headers["content-type"]).startsWith("application/json")) return null;
  const gemini = /^\/gemini\/v1beta\/models\/([^/:]+):generateContent$/.exec(url.pathname);
  const workersAi = /^\/workers-ai\/run\/(.+)$/.exec(url.pathname);
  const json = JSON.parse(body.toString("utf8"));
  const problems: string[] = [];
  const dataUrlSize = (value: unknown) => {
    const match = /^data:image\/(png|jpeg|webp);base64,(.+)$/.exec(String(value));
    if (!match) problems.push("image as a data: URL");
    return match ? sizeOf(Buffer.from(match[2], "base64")) : "unreadable";
  };
  let check: RecordedRoomCheck;
  if (gemini) {
    if (!json.generationConfig?.responseModalities?.includes("TEXT")) return null; // an image generation
    if (req.headers["x-goog-api-key"] !== GEMINI_KEY) problems.push("x-goog-api-key header");
    const parts: { text?: string; inlineData?: { mimeType: string; data: string } }[] = json.contents?.[0]?.parts ?? [];
    const image = parts.find((p) => p.inlineData)?.inlineData;
    if (typeof parts[0]?.text !== "string") problems.push("first part must be the question");
    if (!image?.mimeType || !image.data) problems.push("inlineData");
    check = {
      provider: "gemini",
      model: decodeURIComponent(gemini[1]),
      imageSize: image?.data ? sizeOf(Buffer.from(image.data, "base64")) : "unreadable",
      bytes: body.length,
      question: parts[0]?.text ?? "",
      problems,
    };
  } else if (url.pathname === "/openai/v1/responses") {
    if (req.headers.authorization !== `Bearer ${OPENAI_KEY}`) problems.push("authorization header");
    const content: { type: string; text?: string; image_url?: string }[] = json.input?.[0]?.content ?? [];
    if (!content.some((c) => c.type === "input_text" && c.text)) problems.push("input_text");
    const image = content.find((c) => c.type === "input_image");
    if (!image) problems.push("input_image");
    check = {
      provider: "openai",
      model: String(json.model ?? ""),
      imageSize: dataUrlSize(image?.image_url),
      bytes: body.length,
      question: content.find((c) => c.type === "input_text")?.text ?? "",
      problems,
    };
  } else if (workersAi) {
    const content: { type: string; text?: string; image_url?: { url?: string } }[] = json.messages?.[0]?.content ?? [];
    if (!content.some((c) => c.type === "text" && c.text)) problems.push("text part");
    const image = content.find((c) => c.type === "image_url");
    if (!image) problems.push("image_url part");
    check = {
      provider: "workers-ai",
      model: decodeURIComponent(workersAi[1]),
      imageSize: dataUrlSize(image?.image_url?.url),
      bytes: body.length,
      question: content.find((c) => c.type === "text")?.text ?? "",
      problems,
    };
  } else return null;
  fake.roomChecks.push(check);
  if (problems.length) return { status: 400, body: { error: { message: `bad room check: ${problems.join(", ")}` } } };
  if (!(SERVED_MODELS[check.provider] as readonly string[]).includes(check.model))
    return notServed(check.provider, check.model);
  if (fake.roomAnswer === "fail") return failureOf(check.provider, "fail", check.model, 0);
  // Asked for the kind of room too (the question lists them), a "yes" names it.
  const kind =
    /add the one kind of room/.test(check.question) && fake.roomAnswer === "yes" ? fake.roomTypeAnswer : null;
  const answer = kind ? `${fake.roomAnswer} ${kind}` : fake.roomAnswer;
  if (check.provider === "gemini")
    return {
      status: 200,
      body: {
        candidates: [{ content: { role: "model", parts: [{ text: answer }] }, finishReason: "STOP", index: 0 }],
        usageMetadata: { promptTokenCount: 318, candidatesTokenCount: 1, totalTokenCount: 319 },
        modelVersion: check.model,
      },
    };
  if (check.provider === "openai")
    return {
      status: 200,
      body: {
        id: "resp_fake",
        object: "response",
        created_at: 1764000000,
        status: "completed",
        model: check.model,
        output: [
          {
            id: "msg_fake",
            type: "message",
            status: "completed",
            role: "assistant",
            content: [{ type: "output_text", text: answer, annotations: [] }],
          },
        ],
        usage: { input_tokens: 142, output_tokens: 2, total_tokens: 144 },
      },
    };
  return {
    status: 200,
    body: { response: answer, usage: { prompt_tokens: 290, completion_tokens: 2, total_tokens: 292 } },
  };
}

export async function startFakeImageModels(image: Uint8Array): Promise<FakeImageModels> {
  let gate: Promise<void> | undefined;
  const fake: FakeImageModels = {
    url: "",
    requests: [],
    roomChecks: [],
    roomAnswer: "yes",
    roomTypeAnswer: "Bedroom",
    mode: "ok",
    failCalls: [],
    slowMs: 5_000,
    retryAfterSeconds: FAKE_RETRY_AFTER_SECONDS,
    image,
    hold() {
      let release = () => {};
      gate = new Promise((resolve) => {
        release = () => {
          gate = undefined;
          resolve();
        };
      });
      return release;
    },
    close: async () => {},
  };

  const server: Server = createServer(async (req, res) => {
    const body = await readBody(req);
    const url = new URL(req.url ?? "/", "http://fake");
    const send = (status: number, data: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(data));
    };
    const roomCheck = await answerRoomCheck(req, url, body, fake).catch((error) => ({
      status: 400,
      body: { error: { message: `bad room check: ${error}` } },
    }));
    if (roomCheck) return send(roomCheck.status, roomCheck.body);
    const record = async (): Promise<RecordedModelRequest | null> => {
      const gemini = /^\/gemini\/v1beta\/models\/([^/:]+):generateContent$/.exec(url.pathname);
      if (gemini && req.method === "POST") {
        const problems: string[] = [];
        if (req.headers["x-goog-api-key"] !== GEMINI_KEY) problems.push("x-goog-api-key header");
        if (!String(req.headers["content-type"]).startsWith("application/json")) problems.push("content-type");
        const json = JSON.parse(body.toString("utf8"));
        const parts: { text?: string; inlineData?: { mimeType: string; data: string } }[] =
          json.contents?.[0]?.parts ?? [];
        if (json.contents?.[0]?.role !== "user") problems.push("role");
        if (!json.generationConfig?.responseModalities?.includes("IMAGE")) problems.push("responseModalities");
        const images = parts.filter((p) => p.inlineData);
        if (typeof parts[0]?.text !== "string") problems.push("first part must be the prompt");
        if (!images.length || images.some((p) => !p.inlineData?.mimeType || !p.inlineData?.data))
          problems.push("inlineData");
        const imageSize = json.generationConfig?.imageConfig?.imageSize;
        if (imageSize !== undefined && !["1K", "2K", "4K"].includes(imageSize)) problems.push("imageSize");
        return {
          provider: "gemini",
          model: decodeURIComponent(gemini[1]),
          prompt: parts[0]?.text ?? "",
          images: images.map((p) => p.inlineData!.mimeType),
          imageHeads: images.map((p) => head(Buffer.from(p.inlineData!.data, "base64"))),
          imageSizes: images.map((p) => sizeOf(Buffer.from(p.inlineData!.data, "base64"))),
          resultSize: imageSize ?? "",
          count: 1,
          problems,
        };
      }
      if (url.pathname === "/openai/v1/images/edits" && req.method === "POST") {
        const problems: string[] = [];
        if (req.headers.authorization !== `Bearer ${OPENAI_KEY}`) problems.push("authorization header");
        if (!String(req.headers["content-type"]).startsWith("multipart/form-data")) problems.push("content-type");
        const form = await formData(req, body);
        const files = form.getAll("image[]").filter((f): f is File => typeof f !== "string");
        if (!files.length) problems.push("image[] files");
        if (form.has("image")) problems.push("photos go in repeated image[] parts, not image");
        // The API reference: n, "the number of images to generate. Must be between 1 and 10."
        const n = Number(form.get("n") ?? "1");
        if (!Number.isInteger(n) || n < 1 || n > 10) problems.push("n");
        const size = String(form.get("size") ?? "");
        if (size && size !== "auto" && !gptImage2Size(size)) problems.push(`size ${size}`);
        return {
          provider: "openai",
          model: String(form.get("model") ?? ""),
          prompt: String(form.get("prompt") ?? ""),
          images: files.map((f) => f.type),
          imageHeads: await Promise.all(files.map(async (f) => head(new Uint8Array(await f.arrayBuffer())))),
          imageSizes: await Promise.all(files.map(async (f) => sizeOf(new Uint8Array(await f.arrayBuffer())))),
          resultSize: size,
          count: n,
          problems,
        };
      }
      const workersAi = /^\/workers-ai\/run\/(.+)$/.exec(url.pathname);
      if (workersAi && req.method === "POST") {
        const problems: string[] = [];
        if (!String(req.headers["content-type"]).startsWith("multipart/form-data")) problems.push("content-type");
        const form = await formData(req, body);
        const files: File[] = [];
        for (let i = 0; i < 4; i++) {
          const file = form.get(`input_image_${i}`);
          if (file && typeof file !== "string") files.push(file);
        }
        if (form.get("input_image_4")) problems.push("more than 4 images");
        if (!files.length) problems.push("input_image_0");
        const [width, height] = [Number(form.get("width")), Number(form.get("height"))];
        // The catalogue: 256-1920 px per side.
        if (form.has("width") && ![width, height].every((n) => Number.isInteger(n) && n >= 256 && n <= 1920))
          problems.push(`width ${form.get("width")} height ${form.get("height")}`);
        return {
          provider: "workers-ai",
          model: decodeURIComponent(workersAi[1]),
          prompt: String(form.get("prompt") ?? ""),
          images: files.map((f) => f.type),
          imageHeads: await Promise.all(files.map(async (f) => head(new Uint8Array(await f.arrayBuffer())))),
          imageSizes: await Promise.all(files.map(async (f) => sizeOf(new Uint8Array(await f.arrayBuffer())))),
          resultSize: form.has("width") ? `${width}x${height}` : "",
          count: 1,
          problems,
        };
      }
      return null;
    };

    const request = await record().catch((error) => ({ problem: String(error) }));
    if (!request || "problem" in request) return send(404, { error: "unknown fake endpoint", detail: request });
    fake.requests.push(request);
    if (request.problems.length)
      return send(400, { error: { message: `bad request shape: ${request.problems.join(", ")}` } });
    const served = (SERVED_MODELS[request.provider] as readonly string[]).includes(request.model);
    const mode = fake.failCalls.includes(fake.requests.length) ? "fail" : fake.mode;
    const failure = served
      ? failureOf(request.provider, mode, request.model, fake.retryAfterSeconds)
      : notServed(request.provider, request.model);
    if (failure) {
      res.writeHead(failure.status, { "content-type": "application/json", ...failure.headers });
      return res.end(JSON.stringify(failure.body));
    }
    if (fake.mode === "slow") await new Promise((r) => setTimeout(r, fake.slowMs));
    if (gate) await gate;
    const data = Buffer.from(
      fake.mode === "not-an-image" ? new TextEncoder().encode("definitely not an image") : fake.image,
    ).toString("base64");
    if (fake.mode === "no-image") {
      if (request.provider === "gemini")
        return send(200, { candidates: [{ content: { parts: [{ text: "I cannot draw that" }] } }] });
      return send(200, request.provider === "openai" ? { data: [] } : {});
    }
    // The image answers as the providers send them: the documented body, streamed in chunks
    // with no Content-Length (Google and OpenAI answer chunked), so an adapter cannot size its
    // buffer from the header and must read the image as it arrives.
    if (request.provider === "gemini")
      return sendChunked(res, {
        candidates: [
          {
            content: {
              role: "model",
              parts: [{ text: "Here it is" }, { inlineData: { mimeType: "image/png", data } }],
            },
            finishReason: "STOP",
            index: 0,
          },
        ],
        usageMetadata: { promptTokenCount: 1290, candidatesTokenCount: 1120, totalTokenCount: 2410 },
        modelVersion: request.model,
        responseId: "fake-response",
      });
    if (request.provider === "openai") {
      const header = readImageHeader(fake.image);
      return sendChunked(res, {
        created: 1764000000,
        background: "opaque",
        data: Array.from({ length: request.count }, () => ({ b64_json: data })),
        output_format: "png",
        quality: "high",
        size: header ? `${header.width}x${header.height}` : "auto",
        usage: {
          input_tokens: 1200,
          input_tokens_details: { image_tokens: 1000, text_tokens: 200 },
          output_tokens: 6240,
          total_tokens: 7440,
        },
      });
    }
    return send(200, { image: data });
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}

/** A 200 JSON answer written in 64 KiB chunks with no Content-Length (Transfer-Encoding: chunked). */
function sendChunked(res: ServerResponse, data: unknown) {
  const body = Buffer.from(JSON.stringify(data));
  res.writeHead(200, { "content-type": "application/json; charset=UTF-8" });
  for (let at = 0; at < body.length; at += 65_536) res.write(body.subarray(at, at + 65_536));
  res.end();
}

/**
 * A size gpt-image-2 takes, as OpenAI's reference states it: WIDTHxHEIGHT, both multiples of 16,
 * the long side at most 3840, the ratio at most 3:1, the area 655,360 to 8,294,400 pixels.
 */
function gptImage2Size(size: string): boolean {
  const match = /^(\d+)x(\d+)$/.exec(size);
  if (!match) return false;
  const [w, h] = [Number(match[1]), Number(match[2])];
  const [long, short] = [Math.max(w, h), Math.min(w, h)];
  return w % 16 === 0 && h % 16 === 0 && long <= 3840 && long <= 3 * short && w * h >= 655_360 && w * h <= 8_294_400;
}

/**
 * A stand-in for the Workers AI binding: a second Worker whose entrypoint has `run(model,
 * inputs)` like the real `Ai` object, reached from the app through a service binding (JS RPC).
 * It forwards the multipart body to the loopback fake, which checks and records it.
 */
export function fakeWorkersAiWorker(fakeUrl: string): WorkerOptions {
  return {
    name: "fake-workers-ai",
    modules: true,
    compatibilityDate: COMPATIBILITY_DATE,
    bindings: { FAKE_URL: fakeUrl },
    script: `
      import { WorkerEntrypoint } from "cloudflare:workers";
      export default class FakeAi extends WorkerEntrypoint {
        async run(model, inputs) {
          const chat = inputs && Array.isArray(inputs.messages);
          if (!chat && (!inputs || !inputs.multipart || !inputs.multipart.body || !inputs.multipart.contentType)) {
            throw new Error("AiError: FLUX.2 models take { multipart: { body, contentType } }");
          }
          // Chat models (the room check) take JSON; FLUX.2 models multipart form data.
          const response = await fetch(this.env.FAKE_URL + "/workers-ai/run/" + encodeURIComponent(model), {
            method: "POST",
            headers: { "content-type": chat ? "application/json" : inputs.multipart.contentType },
            body: chat ? JSON.stringify(inputs) : inputs.multipart.body,
          });
          if (!response.ok) {
            const answer = await response.json().catch(() => null);
            const error = answer && answer.errors && answer.errors[0];
            if (error) throw new Error("AiError: " + error.message + " (" + error.code + ")");
            throw new Error("AiError: upstream answered " + response.status);
          }
          return response.json();
        }
        async fetch() {
          return new Response("fake AI binding", { status: 404 });
        }
      }
    `,
  };
}

/** The providers this fake stands in for, as MODEL_PROVIDER names them. */
export type RemoteProvider = "gemini" | "openai" | "workers-ai";

/**
 * Worker options that send `provider` to this fake: its URL and key for the HTTP APIs, the fake
 * AI Worker behind a service binding for Workers AI. `vars` adds or overrides settings.
 */
export function remoteProviderOptions(
  provider: RemoteProvider,
  fake: { url: string },
  vars: Record<string, string> = {},
): { vars: Record<string, string>; workers?: WorkerOptions[]; serviceBindings?: Record<string, string> } {
  switch (provider) {
    case "gemini":
      return {
        vars: { MODEL_PROVIDER: "gemini", GEMINI_API_URL: `${fake.url}/gemini`, GEMINI_API_KEY: GEMINI_KEY, ...vars },
      };
    case "openai":
      return {
        vars: { MODEL_PROVIDER: "openai", OPENAI_API_URL: `${fake.url}/openai`, OPENAI_API_KEY: OPENAI_KEY, ...vars },
      };
    case "workers-ai":
      return {
        vars: { MODEL_PROVIDER: "workers-ai", ...vars },
        workers: [fakeWorkersAiWorker(fake.url)],
        serviceBindings: { AI: "fake-workers-ai" },
      };
  }
}

/** Worker settings that send the Gemini provider to this fake, giving up after `timeoutMs` (504 and a refund). */
export const geminiWorkerVars = (fake: FakeImageModels, timeoutMs = 1500) =>
  remoteProviderOptions("gemini", fake, { MODEL_TIMEOUT_MS: String(timeoutMs) }).vars;
