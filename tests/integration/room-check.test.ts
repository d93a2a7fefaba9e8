/**
 * Pay only for a room: before any debit, each photo a tool's facts mark as a room photo goes,
 * scaled small, to the active provider's vision check (through the loopback fakes, in each
 * provider's documented request and response shape). A clear "no" answers 422 not_a_room in the
 * user's language with nothing charged and no row written; a room passes; a failing check lets
 * the photo through. (ROOM_CHECK=off skipping the call: app/models/room-check.server.test.ts; the
 * local engine, which has none and says so: foundation.test.ts.)
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { DEFAULT_CREDIT_COSTS } from "~/models/pricing";
import { ROOM_CHECK_SIDE } from "~/services/image-providers/room-check";
import { TOOL_LIST } from "~/tools";
import { remoteProviderOptions, startFakeImageModels, type FakeImageModels } from "../fakes/image-models";
import { fixture, validBody } from "../support/images";
import { allowConsoleErrors } from "../support/setup";
import { createUser, generationRows, ledgerEntries, ledgerState } from "../support/users";
import { jsonPost, workerFor, type TestWorker } from "../support/worker";

const SLUG = "clear-space";
const COST = DEFAULT_CREDIT_COSTS[TOOL_LIST.find((t) => t.endpointSlug === SLUG)!.costKey];
const NOT_A_ROOM = {
  en:
    "This photo does not look like a room. RoomMuse redesigns rooms and spaces, inside or outside: " +
    "please choose a photo of one. Nothing was charged.",
  es:
    "Esta foto no parece una habitación. RoomMuse rediseña habitaciones y espacios, interiores o exteriores: " +
    "elige una foto de uno. No se te cobró nada.",
};

/** Three Workers start and stop in this file; on a loaded 2-core machine a stop can outlast the default hook time. */
const DISPOSE_TIMEOUT_MS = 180_000;

let fake: FakeImageModels;
beforeAll(async () => {
  fake = await startFakeImageModels(fixture("room-small.png"));
});
afterAll(() => fake?.close());

const post = (worker: TestWorker, headers: Record<string, string>, slug: string, lang = "en") =>
  worker.fetch(`/api/image-editing/${slug}`, jsonPost(validBody(slug), { ...headers, "Accept-Language": lang }));

describe.each([
  // Gemini gives up after 5 s here, as in the contract tests; the others keep their defaults.
  ["gemini", { MODEL_TIMEOUT_MS: "5000" }, "gemini-3.1-flash-image"],
  ["openai", {}, "gpt-5.4-nano"],
  ["workers-ai", {}, "@cf/google/gemma-4-26b-a4b-it"],
] as const)("%s room check", (provider, vars, checkModel) => {
  let worker: TestWorker;
  const log: string[] = [];
  beforeAll(async () => {
    worker = await workerFor({ ...remoteProviderOptions(provider, fake, vars), onStderr: (line) => log.push(line) });
  });
  afterAll(() => {
    fake.roomAnswer = "yes";
    return worker?.dispose();
  }, DISPOSE_TIMEOUT_MS);

  it.each(["en", "es"] as const)(
    "a photo the check calls not a room is refused in %s before the debit: nothing charged, no row",
    async (lang) => {
      fake.roomAnswer = "no";
      const user = await createUser(worker, { credits: 50 });
      const [checks, generations] = [fake.roomChecks.length, fake.requests.length];
      const response = await post(worker, user.headers, SLUG, lang);
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({
        error: "not_a_room",
        message: NOT_A_ROOM[lang],
        details: { field: "imageBase64" },
      });
      // The check was asked, in the provider's shape, about a small copy; the model never was.
      const [check, ...more] = fake.roomChecks.slice(checks);
      expect(more).toEqual([]);
      expect(check).toMatchObject({ provider, model: checkModel, problems: [] });
      expect(Math.max(...check.imageSize.split("x").map(Number))).toBeLessThanOrEqual(ROOM_CHECK_SIDE);
      expect(fake.requests.length).toBe(generations);
      expect(await ledgerState(worker, user.id)).toEqual({ balance: 50, ledgerSum: 50, rows: 1 });
      expect(await ledgerEntries(worker, user.id)).toEqual([{ amount: 50, reason: "bonus" }]);
      expect(await generationRows(worker, user.id)).toEqual([]);
    },
  );

  it("an account that cannot pay for the run hears so before the check is asked: 402, nothing sent", async () => {
    fake.roomAnswer = "yes";
    const user = await createUser(worker, { credits: COST - 1 });
    const [checks, generations] = [fake.roomChecks.length, fake.requests.length];
    const response = await post(worker, user.headers, SLUG);
    expect(response.status).toBe(402);
    expect(await response.json()).toMatchObject({
      error: "insufficient_credits",
      details: { required: COST, balance: COST - 1 },
    });
    expect(fake.roomChecks.length).toBe(checks);
    expect(fake.requests.length).toBe(generations);
    expect(await ledgerState(worker, user.id)).toEqual({ balance: COST - 1, ledgerSum: COST - 1, rows: 1 });
    expect(await generationRows(worker, user.id)).toEqual([]);
  });

  it("a room passes the check and is generated and charged once", async () => {
    fake.roomAnswer = "yes";
    const user = await createUser(worker, { credits: 50 });
    const [checks, generations] = [fake.roomChecks.length, fake.requests.length];
    const response = await post(worker, user.headers, SLUG);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ user: { credits: 50 - COST } });
    expect(fake.roomChecks.slice(checks)).toMatchObject([{ provider, model: checkModel, problems: [] }]);
    expect(fake.requests.slice(generations)).toMatchObject([{ provider, problems: [] }]);
    expect(await ledgerEntries(worker, user.id)).toEqual([
      { amount: 50, reason: "bonus" },
      { amount: -COST, reason: "generation" },
    ]);
  });

  it("a check the provider fails lets the photo through, and the log says so", async () => {
    fake.roomAnswer = "fail";
    // The warning quotes the provider's error text, which the harness would read as an error.
    allowConsoleErrors(/room check \(clear-space, .*\) failed, the image photo is allowed/);
    const user = await createUser(worker, { credits: 50 });
    const [checks, generations, logged] = [fake.roomChecks.length, fake.requests.length, log.length];
    const response = await post(worker, user.headers, SLUG);
    expect(response.status).toBe(200);
    expect(fake.roomChecks.length).toBe(checks + 1);
    expect(fake.requests.length).toBe(generations + 1);
    expect(await ledgerState(worker, user.id)).toMatchObject({ balance: 50 - COST });
    await vi.waitFor(() => {
      if (!log.slice(logged).some((l) => l.includes(`room check (clear-space, ${provider} ${checkModel}) failed`)))
        throw new Error(`no log line about the failed check yet:\n${log.slice(logged).join("\n")}`);
    });
  });

  it("only room photos are checked: the interior designer's item photos are not", async () => {
    fake.roomAnswer = "yes";
    const user = await createUser(worker, { credits: 100 });
    const checks = fake.roomChecks.length;
    const response = await post(worker, user.headers, "interior-designer");
    expect(response.status).toBe(200);
    expect(fake.roomChecks.length).toBe(checks + 1);
  });

  it("GET /api/health says the check is on, with its model", async () => {
    const health = (await (await worker.fetch("/api/health")).json()) as Record<string, unknown>;
    expect(health.roomCheck).toEqual({ status: "on", model: checkModel });
  });
});
