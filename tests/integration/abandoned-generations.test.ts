/**
 * Every credit taken for a generation ends as a result or a refund, even when the request
 * dies midway: the cron sweeper settles overdue rows, a late result cannot follow a refund,
 * and a visitor who closes the tab does not cancel the generation.
 */
import { describe, expect, it } from "vitest";
import { geminiWorkerVars } from "../fakes/image-models";
import { validBody } from "../support/images";
import { storeGeneration } from "../support/generations";
import { creditAccount, createUser, generationRows, ledgerEntries, ledgerState, type TestUser } from "../support/users";
import { useFakeImageModels, useWorker } from "../support/fixtures";
import { jsonPost } from "../support/worker";

const MINUTE = 60_000;
const fake = useFakeImageModels();
const worker = useWorker(() => ({ vars: geminiWorkerVars(fake, 20_000) }));

/** What the cron trigger does every minute. */
async function runCron() {
  const app = await worker.mf.getWorker();
  const result = await app.scheduled({ cron: "* * * * *" });
  expect(result.outcome).toBe("ok");
}

const rows = async (userId: string) =>
  (await generationRows(worker, userId)).map(({ id, status, refunded }) => ({ id, status, refunded }));

/** A generation row as the pipeline leaves it when its Worker dies, optionally after the debit. */
async function strandedGeneration(
  user: TestUser,
  options: { status: "pending" | "processing"; ageMs: number; debited: boolean },
) {
  const id = await storeGeneration(worker, user, {
    status: options.status,
    provider: "gemini",
    createdAt: Date.now() - options.ageMs,
  });
  if (options.debited)
    await (await creditAccount(worker, user.id)).debit({
      userId: user.id,
      amount: 10,
      idempotencyKey: `generation:${id}`,
      metadata: { tool: "recolor", generationId: id },
    });
  return id;
}

function postInBackground(user: TestUser, signal?: AbortSignal) {
  return worker.fetch("/api/image-editing/clear-space", {
    ...jsonPost(validBody("clear-space"), user.headers),
    signal,
  });
}

async function waitForStatus(userId: string, status: string) {
  await expect.poll(async () => (await rows(userId))[0]?.status, { timeout: 15_000, interval: 100 }).toBe(status);
}

/**
 * The generation is at the model: its row is open and its debit taken (the row is claimed
 * "processing" just before the debit, so the status alone does not say the debit happened).
 */
async function waitForModelCall(userId: string, balanceAfterDebit: number) {
  await waitForStatus(userId, "processing");
  await expect
    .poll(async () => (await ledgerState(worker, userId)).balance, { timeout: 15_000, interval: 100 })
    .toBe(balanceAfterDebit);
}

describe("the sweeper of abandoned generations", () => {
  it(
    "refunds a generation whose request died after the debit, closes one that died before it, " +
      "and leaves running ones alone",
    async () => {
      const user = await createUser(worker, { credits: 50 });
      const diedAfterDebit = await strandedGeneration(user, {
        status: "processing",
        ageMs: 10 * MINUTE,
        debited: true,
      });
      const diedBeforeDebit = await strandedGeneration(user, { status: "pending", ageMs: 9 * MINUTE, debited: false });
      const running = await strandedGeneration(user, { status: "processing", ageMs: 5_000, debited: true });
      expect(await ledgerState(worker, user.id)).toMatchObject({ balance: 30 });

      await runCron();
      expect(await ledgerState(worker, user.id)).toEqual({ balance: 40, ledgerSum: 40, rows: 4 });
      expect(await rows(user.id)).toEqual([
        { id: diedAfterDebit, status: "failed", refunded: 1 },
        { id: diedBeforeDebit, status: "failed", refunded: 0 },
        { id: running, status: "processing", refunded: 0 },
      ]);

      // Running it again changes nothing: one refund per debit.
      await runCron();
      expect(await ledgerEntries(worker, user.id)).toEqual([
        { amount: 50, reason: "bonus" },
        { amount: -10, reason: "generation" },
        { amount: -10, reason: "generation" },
        { amount: 10, reason: "refund" },
      ]);
    },
  );

  it("finishes a run that died midway: a row claimed but not yet refunded is refunded next time", async () => {
    const user = await createUser(worker, { credits: 50 });
    const id = await strandedGeneration(user, { status: "processing", ageMs: 10 * MINUTE, debited: true });
    const db = await worker.db();
    await db.prepare("UPDATE generations SET status = 'expired' WHERE id = ?").bind(id).run();
    await runCron();
    expect(await ledgerState(worker, user.id)).toMatchObject({ balance: 50 });
    expect(await rows(user.id)).toEqual([{ id, status: "failed", refunded: 1 }]);
  });

  it("refunds a refund-due failed generation whose debit stands, and unflags one that has no debit", async () => {
    const user = await createUser(worker, { credits: 50 });
    const unrefunded = await strandedGeneration(user, { status: "processing", ageMs: 1_000, debited: true });
    const neverDebited = await strandedGeneration(user, { status: "processing", ageMs: 1_000, debited: false });
    const db = await worker.db();
    // As the pipeline leaves a generation whose debit answer was lost and whose refund failed.
    await db.prepare("UPDATE generations SET status = 'failed', refund_due = 1 WHERE user_id = ?").bind(user.id).run();
    await runCron();
    await runCron();
    expect(await ledgerState(worker, user.id)).toEqual({ balance: 50, ledgerSum: 50, rows: 3 });
    expect(await rows(user.id)).toEqual([
      { id: unrefunded, status: "failed", refunded: 1 },
      { id: neverDebited, status: "failed", refunded: 0 },
    ]);
    const { results } = await db
      .prepare("SELECT refund_due FROM generations WHERE user_id = ?")
      .bind(user.id)
      .all<{ refund_due: number }>();
    expect(results).toEqual([{ refund_due: 0 }, { refund_due: 0 }]);
  });

  it("drops a result that arrives after the generation was given up, and says the credits were returned", async () => {
    fake.mode = "slow";
    fake.slowMs = 2_000;
    try {
      const user = await createUser(worker, { credits: 50 });
      const answer = postInBackground(user);
      await waitForModelCall(user.id, 40);
      // As if the model had been silent far past the deadline: the sweeper gives it up.
      const db = await worker.db();
      await db
        .prepare("UPDATE generations SET created_at = created_at - ? WHERE user_id = ?")
        .bind(10 * MINUTE, user.id)
        .run();
      await runCron();
      expect(await ledgerState(worker, user.id)).toMatchObject({ balance: 50 });

      const response = await answer;
      expect(response.status).toBe(504);
      expect(await response.json()).toMatchObject({
        error: "model_timeout",
        message: "The image took too long to generate. Your 10 credits were returned. Please try again.",
      });
      const [row] = await rows(user.id);
      expect(row).toMatchObject({ status: "failed", refunded: 1 });
      const stored = await (await worker.bucket()).list({ prefix: `users/${user.id}/generations/${row.id}/` });
      expect(stored.objects.map((o) => o.key).filter((key) => key.includes("/result."))).toEqual([]);
      expect(await ledgerEntries(worker, user.id)).toEqual([
        { amount: 50, reason: "bonus" },
        { amount: -10, reason: "generation" },
        { amount: 10, reason: "refund" },
      ]);
    } finally {
      fake.mode = "ok";
    }
  });

  // Local workerd does not cancel on a disconnect the way Cloudflare does (the pipeline's
  // waitUntil covers that there); this pins what the visitor sees: nothing is lost.
  it("keeps working when the visitor closes the tab: the result lands in their history, paid once", async () => {
    // The model answers only once the tab is closed: a model that took a fixed 1.5 s answered
    // first on a busy machine, and the visitor got the result before leaving.
    const release = fake.hold();
    try {
      const user = await createUser(worker, { credits: 50 });
      const controller = new AbortController();
      const answer = postInBackground(user, controller.signal).catch((error: unknown) => error);
      await waitForModelCall(user.id, 40);
      controller.abort();
      expect(await answer).toBeInstanceOf(Error);
      release();

      await waitForStatus(user.id, "succeeded");
      expect(await ledgerState(worker, user.id)).toMatchObject({ balance: 40 });
      const history = (await (await worker.fetch("/api/generations", { headers: user.headers })).json()) as {
        generations: { status: string; imageUrl: string }[];
      };
      expect(history.generations).toMatchObject([{ status: "succeeded" }]);
      const image = await worker.fetch(history.generations[0].imageUrl, { headers: user.headers });
      expect(image.status).toBe(200);
      await image.arrayBuffer();
    } finally {
      release();
    }
  });
});
