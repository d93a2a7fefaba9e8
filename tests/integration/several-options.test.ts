/**
 * Several options in one run (docs/decisions/0040), through the built Worker: one debit of
 * n × the tool's cost in the user's real CreditAccount object, each option its own stored design,
 * and each option that fails refunded on its own, exactly its cost, under provider failures and
 * injected boundary faults (server/faults.ts).
 */
import { describe, expect, it } from "vitest";
import { DEFAULT_CREDIT_COSTS } from "~/models/pricing";
import { geminiWorkerVars, remoteProviderOptions } from "../fakes/image-models";
import { decodeRgba, fixtureFile, validBody } from "../support/images";
import { allowConsoleErrors } from "../support/setup";
import { createUser, generationRows, ledgerEntries, ledgerState, type TestUser } from "../support/users";
import { useFakeImageModels, useWorker } from "../support/fixtures";
import { multipartForm, postToTool, type TestWorker } from "../support/worker";
import type { FaultRule } from "../../server/faults";

const COST = DEFAULT_CREDIT_COSTS.RESTYLE;
const restyle = (options?: number) => ({ ...validBody("restyle"), ...(options ? { options } : {}) });
/** Four options on OpenAI, the `nth` result's R2 put meeting `mode` (server/faults.ts). */
const fourWithResultFault = (user: TestUser, nth: number, mode: FaultRule["mode"]) =>
  postToTool(openai, user, "restyle", restyle(4), {
    "X-Test-Faults": JSON.stringify([{ target: "r2", match: "^put .*/result\\.", nth, mode }]),
  });

interface OptionAnswer {
  generationId: string;
  imageUrl?: string;
  imageBase64?: string;
  error?: string;
  refunded?: number;
}

/** What the user can see of a run's designs: each stored result served at its address. */
async function storedDesigns(worker: TestWorker, user: TestUser) {
  const rows = await generationRows(worker, user.id);
  const served = await Promise.all(
    rows
      .filter((row) => row.status === "succeeded")
      .map(async (row) => (await worker.fetch(`/api/generations/${row.id}/image`, { headers: user.headers })).status),
  );
  return { rows, served };
}

const fake = useFakeImageModels();
const openai = useWorker(() => remoteProviderOptions("openai", fake, { FAULT_INJECTION: "on" }));
const gemini = useWorker(() => ({ vars: geminiWorkerVars(fake, 20_000) }));
const local = useWorker();

describe("a restyle of four options", () => {
  it("debits 4 × the cost once, asks OpenAI once with n=4, and stores 4 designs", async () => {
    const user = await createUser(openai, { credits: 100 });
    const before = fake.requests.length;
    const { status, body } = await postToTool(openai, user, "restyle", restyle(4));
    expect(status, JSON.stringify(body).slice(0, 300)).toBe(200);
    expect(fake.requests.slice(before).map((request) => request.count)).toEqual([4]);
    expect(body.options).toHaveLength(4);
    const ids = body.options.map((option: OptionAnswer) => option.generationId);
    expect(new Set(ids).size).toBe(4);
    expect(body.generationId).toBe(ids[0]);
    for (const option of body.options as OptionAnswer[]) {
      expect(option.imageUrl).toBe(`/api/generations/${option.generationId}/image`);
      expect(option.imageBase64?.length).toBeGreaterThan(100);
    }
    expect(body.user).toEqual({ credits: 100 - 4 * COST });
    expect(await ledgerEntries(openai, user.id)).toEqual([
      { amount: 100, reason: expect.any(String) },
      { amount: -4 * COST, reason: "generation" },
    ]);
    expect(await ledgerState(openai, user.id)).toMatchObject({ balance: 100 - 4 * COST, ledgerSum: 100 - 4 * COST });
    const { rows, served } = await storedDesigns(openai, user);
    expect(rows.map((row) => [row.status, row.output_key !== null])).toEqual(Array(4).fill(["succeeded", true]));
    expect(served).toEqual([200, 200, 200, 200]);
    // Each design holds its own copy of the photo: removing one design leaves the others whole.
    const inputs = rows.map((row) => (JSON.parse(row.input_keys) as string[])[0]);
    expect(new Set(inputs).size).toBe(4);
  });

  it("when storing 1 of the 4 results fails: 3 designs, and a refund of exactly 1 × the cost", async () => {
    allowConsoleErrors(/storage failed/);
    const user = await createUser(openai, { credits: 100 });
    const { status, body } = await fourWithResultFault(user, 2, "fail-before");
    expect(status, JSON.stringify(body).slice(0, 300)).toBe(200);
    const failed = (body.options as OptionAnswer[]).filter((option) => option.error);
    expect(failed).toEqual([{ generationId: expect.any(String), error: "storage_failed", refunded: COST }]);
    expect(body.user).toEqual({ credits: 100 - 3 * COST });
    expect(await ledgerEntries(openai, user.id)).toEqual([
      { amount: 100, reason: expect.any(String) },
      { amount: -4 * COST, reason: "generation" },
      { amount: COST, reason: "refund" },
    ]);
    expect((await ledgerState(openai, user.id)).balance).toBe(100 - 3 * COST);
    const { rows, served } = await storedDesigns(openai, user);
    expect(rows.filter((row) => row.status === "succeeded")).toHaveLength(3);
    expect(rows.find((row) => row.id === failed[0].generationId)).toMatchObject({
      status: "failed",
      refunded: 1,
      output_key: null,
    });
    expect(served).toEqual([200, 200, 200]);
  });

  it("when the Worker dies at the first result: no design, and the sweeper refunds each option", async () => {
    allowConsoleErrors(/storage failed|the refund failed|could not be marked failed/);
    const user = await createUser(openai, { credits: 100 });
    const { status, body } = await fourWithResultFault(user, 1, "die-before");
    expect(status).toBe(503);
    expect(body).toMatchObject({ error: "refund_pending", details: { refundPending: 4 * COST } });
    // The Worker "died" at the first result: every later call failed too, the refunds among them,
    // so the sweeper settles each option, as a part of the run's one debit.
    await openai
      .db()
      .then((db) =>
        db
          .prepare("UPDATE generations SET created_at = created_at - ? WHERE user_id = ?")
          .bind(3_600_000, user.id)
          .run(),
      );
    const app = await openai.mf.getWorker();
    expect((await app.scheduled({ cron: "* * * * *" })).outcome).toBe("ok");
    expect(await ledgerEntries(openai, user.id)).toEqual([
      { amount: 100, reason: expect.any(String) },
      { amount: -4 * COST, reason: "generation" },
      ...Array(4).fill({ amount: COST, reason: "refund" }),
    ]);
    expect((await ledgerState(openai, user.id)).balance).toBe(100);
    const { rows, served } = await storedDesigns(openai, user);
    expect(rows).toHaveLength(4);
    expect(served).toEqual([]);
  });

  it("a provider's refusal of the one call refunds all four, one refund per option", async () => {
    const user = await createUser(openai, { credits: 100 });
    fake.mode = "refused";
    try {
      const { status, body } = await postToTool(openai, user, "restyle", restyle(4));
      expect(status).toBe(422);
      expect(body).toMatchObject({ error: "model_refused", details: { refunded: 4 * COST } });
    } finally {
      fake.mode = "ok";
    }
    expect(await ledgerEntries(openai, user.id)).toEqual([
      { amount: 100, reason: expect.any(String) },
      { amount: -4 * COST, reason: "generation" },
      ...Array(4).fill({ amount: COST, reason: "refund" }),
    ]);
    expect((await ledgerState(openai, user.id)).balance).toBe(100);
  });

  it("on Gemini: four calls in parallel, and the one that fails is refunded alone", async () => {
    const user = await createUser(gemini, { credits: 100 });
    const before = fake.requests.length;
    fake.failCalls = [before + 2];
    try {
      const { status, body } = await postToTool(gemini, user, "restyle", restyle(4));
      expect(status, JSON.stringify(body).slice(0, 300)).toBe(200);
      expect(fake.requests.length - before).toBe(4);
      expect((body.options as OptionAnswer[]).filter((option) => option.error)).toEqual([
        { generationId: expect.any(String), error: "model_failed", refunded: COST },
      ]);
    } finally {
      fake.failCalls = [];
    }
    expect((await ledgerState(gemini, user.id)).balance).toBe(100 - 3 * COST);
    expect((await storedDesigns(gemini, user)).served).toEqual([200, 200, 200]);
  });

  it("is refused before any debit when the balance covers fewer options", async () => {
    const user = await createUser(openai, { credits: 3 * COST });
    const { status, body } = await postToTool(openai, user, "restyle", restyle(4));
    expect(status).toBe(402);
    expect(body).toMatchObject({ details: { required: 4 * COST, balance: 3 * COST } });
    expect(await generationRows(openai, user.id)).toEqual([]);
    expect((await ledgerState(openai, user.id)).balance).toBe(3 * COST);
  });
});

describe("options on the local engine", () => {
  it("two previews that visibly differ; Prefer: return=minimal leaves every option's bytes out", async () => {
    const user = await createUser(local, { credits: 100 });
    const full = await postToTool(local, user, "restyle", restyle(2));
    expect(full.status).toBe(200);
    const [a, b] = (full.body.options as OptionAnswer[]).map((option) =>
      decodeRgba(new Uint8Array(Buffer.from(option.imageBase64!, "base64"))),
    );
    let differing = 0;
    for (let i = 0; i < a.data.length; i += 4) if (Math.abs(a.data[i] - b.data[i]) > 12) differing++;
    expect(differing / (a.data.length / 4)).toBeGreaterThan(0.5);
    const minimal = await postToTool(local, user, "restyle", restyle(2), { Prefer: "return=minimal" });
    expect(minimal.status).toBe(200);
    expect(minimal.body.imageBase64).toBeUndefined();
    for (const option of minimal.body.options as OptionAnswer[]) {
      expect(option.imageBase64).toBeUndefined();
      expect(option.imageUrl).toBe(`/api/generations/${option.generationId}/image`);
    }
    expect((await ledgerState(local, user.id)).balance).toBe(100 - 4 * COST);
  });

  it("a run of one answers as before, with no options list; 3 options is refused in the user's words", async () => {
    const user = await createUser(local, { credits: 100 });
    const one = await postToTool(local, user, "restyle", restyle());
    expect(one.status).toBe(200);
    expect(one.body.options).toBeUndefined();
    expect(one.body.imageBase64).toEqual(expect.any(String));
    const three = await postToTool(local, user, "restyle", restyle(3), { "Accept-Language": "es" });
    expect(three.status).toBe(400);
    expect(three.body).toMatchObject({ error: "invalid_input", details: [{ field: "options" }] });
    expect(three.body.message).not.toMatch(/invalid input/i);
    expect((await ledgerState(local, user.id)).balance).toBe(100 - COST);
  });
});

describe("options without JavaScript", () => {
  it("the plain form's 4 options: the first option's page shows the other three, each a link to its own", async () => {
    const user = await createUser(local, { credits: 100 });
    const page = await (await local.fetch("/app/restyle", { headers: user.headers })).text();
    expect(page).toMatch(/<input type="radio" name="options" value="4"/);
    const form = multipartForm({
      image: fixtureFile("room.jpg", "image/jpeg"),
      roomType: "bedroom",
      style: "japandi",
      mode: "restyle",
      strength: "balanced",
      options: "4",
    });
    const res = await local.fetch("/app/restyle", {
      method: "POST",
      body: form,
      headers: { Cookie: user.cookie },
      redirect: "manual",
    });
    expect(res.status).toBe(302);
    const location = res.headers.get("location") ?? "";
    const also = new URL(location, "http://x").searchParams.getAll("also");
    expect(also).toHaveLength(3);
    expect((await ledgerState(local, user.id)).balance).toBe(100 - 4 * COST);
    const result = await (
      await local.fetch(location, { headers: { ...user.headers, "Accept-Language": "es" } })
    ).text();
    expect(result).toContain('data-testid="other-options"');
    expect(result).toContain("Las otras opciones de esta ejecución");
    for (const id of also) {
      expect(result).toContain(`href="/app/restyle?result=${id}"`);
      expect(result).toContain(`src="/api/generations/${id}/image"`);
    }
  });
});
