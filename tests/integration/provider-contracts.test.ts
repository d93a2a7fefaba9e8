/**
 * Contract tests for each remote image provider: the loopback fake answers every failure class in
 * the body its API reference shows (safety refusal, rate limit or quota with a retry hint,
 * overload, server error), and each reaches the user as a clear message in their language, with
 * the credits back and the ledger where it started. An unserved model id is covered in
 * image-tools.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TOOL_LIST } from "~/tools";
import { DEFAULT_CREDIT_COSTS } from "~/models/pricing";
import {
  FAKE_RETRY_AFTER_SECONDS,
  fakeWorkersAiWorker,
  geminiWorkerVars,
  OPENAI_KEY,
  startFakeImageModels,
  type FakeImageModels,
  type FakeMode,
} from "../fakes/image-models";
import { fixture, validBody } from "../support/images";
import { allowConsoleErrors } from "../support/setup";
import { createUser, generationRows, ledgerEntries, ledgerState } from "../support/users";
import { startWorker, type TestWorker } from "../support/worker";

const SLUG = "clear-space";
const COST = DEFAULT_CREDIT_COSTS[TOOL_LIST.find((t) => t.endpointSlug === SLUG)!.costKey];

/** What the user reads, in English and Spanish, for each way a provider can fail. */
const ANSWERS = {
  refused: {
    status: 422,
    code: "model_refused",
    en: `The image service declined this photo or request under its safety rules. Your ${COST} credits were returned. Please try a different photo or wording.`,
    es: `El servicio de imágenes rechazó esta foto o petición por sus normas de seguridad. Te devolvimos tus ${COST} créditos. Prueba con otra foto u otras palabras.`,
  },
  busy: {
    status: 503,
    code: "model_busy",
    en: `The image service is busy right now. Your ${COST} credits were returned. Please try again in a moment.`,
    es: `El servicio de imágenes está saturado en este momento. Te devolvimos tus ${COST} créditos. Inténtalo de nuevo en un momento.`,
  },
  failed: {
    status: 502,
    code: "model_failed",
    en: `The image could not be generated. Your ${COST} credits were returned. Please try again.`,
    es: `No se pudo generar la imagen. Te devolvimos tus ${COST} créditos. Inténtalo de nuevo.`,
  },
} as const;

type Case = [mode: FakeMode, answer: keyof typeof ANSWERS, retryAfter?: number];

let fake: FakeImageModels;
beforeAll(async () => {
  fake = await startFakeImageModels(fixture("room-small.png"));
});
afterAll(() => fake?.close());

describe.each([
  [
    "openai",
    () => ({
      vars: {
        MODEL_PROVIDER: "openai",
        OPENAI_API_URL: `${fake.url}/openai`,
        OPENAI_API_KEY: OPENAI_KEY,
        MODEL_TIMEOUT_MS: "5000",
      },
    }),
    [
      ["refused", "refused"], // 400 moderation_blocked, type image_generation_user_error
      ["rate-limited", "busy", FAKE_RETRY_AFTER_SECONDS], // 429 rate_limit_exceeded + Retry-After
      ["unavailable", "busy", 30], // 503 "engine is currently overloaded", no hint
      ["fail", "failed"], // 500 server_error
    ] as Case[],
  ],
  [
    "gemini",
    () => ({ vars: geminiWorkerVars(fake, 5000) }),
    [
      ["refused", "refused"], // 200 with promptFeedback.blockReason SAFETY and no candidate
      ["rate-limited", "busy", FAKE_RETRY_AFTER_SECONDS], // 429 RESOURCE_EXHAUSTED + RetryInfo.retryDelay
      ["unavailable", "busy", 30], // 503 UNAVAILABLE
      ["fail", "failed"], // 500 INTERNAL
    ] as Case[],
  ],
  [
    "workers-ai",
    () => ({
      vars: { MODEL_PROVIDER: "workers-ai", MODEL_TIMEOUT_MS: "5000" },
      workers: [fakeWorkersAiWorker(fake.url)],
      serviceBindings: { AI: "fake-workers-ai" },
    }),
    [
      ["rate-limited", "busy", 30], // 429, code 3040 "No more data centers to forward the request to"
      ["fail", "failed"], // a bare 500
    ] as Case[],
  ],
] as const)("%s contract", (provider, options, cases) => {
  let worker: TestWorker;
  beforeAll(async () => {
    worker = await startWorker(options());
  });
  afterAll(() => {
    fake.mode = "ok";
    return worker?.dispose();
  });

  describe.each(cases)("the provider answers %s", (mode, kind, retryAfter) => {
    it.each(["en", "es"] as const)(
      `→ ${ANSWERS[kind].code} in %s, the credits back and the ledger as it started`,
      async (lang) => {
        fake.mode = mode;
        // The operator's warning quotes the binding's "AiError: ..." text, which the harness reads as an error.
        allowConsoleErrors(/\(clear-space, workers-ai\) failed: .*AiError/);
        const user = await createUser(worker, { credits: 50 });
        const sent = fake.requests.length;
        const response = await worker.fetch(`/api/image-editing/${SLUG}`, {
          method: "POST",
          headers: { ...user.headers, "Content-Type": "application/json", "Accept-Language": lang },
          body: JSON.stringify(validBody(SLUG)),
        });
        const body = (await response.json()) as { error: string; message: string; details?: Record<string, unknown> };
        expect(response.status, JSON.stringify(body)).toBe(ANSWERS[kind].status);
        expect(body).toMatchObject({
          error: ANSWERS[kind].code,
          message: ANSWERS[kind][lang],
          details: { refunded: COST },
        });
        if (retryAfter !== undefined) {
          expect(response.headers.get("retry-after")).toBe(String(retryAfter));
          expect(body.details?.retryAfterSeconds).toBe(retryAfter);
        }
        // The request reached the provider in its documented shape: the failure is the provider's.
        expect(fake.requests.slice(sent)).toMatchObject([{ provider, problems: [] }]);
        expect(await ledgerState(worker, user.id)).toEqual({ balance: 50, ledgerSum: 50, rows: 3 });
        expect(await ledgerEntries(worker, user.id)).toEqual([
          { amount: 50, reason: "bonus" },
          { amount: -COST, reason: "generation" },
          { amount: COST, reason: "refund" },
        ]);
        const [row] = await generationRows(worker, user.id);
        expect(row).toMatchObject({ status: "failed", refunded: 1, output_key: null });
      },
    );
  });
});
