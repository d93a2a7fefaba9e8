/**
 * Every debit ends as a result or a refund, under every fault. One table of scenarios: each
 * makes one boundary of a generation or of a purchase fail (a D1 statement, an R2 call, a call
 * to the user's CreditAccount object) before it runs, after it ran with its answer lost, or
 * stops the request there as if the Worker had died. Then it settles what a real deployment
 * would settle (the cron sweeper; Stripe's redelivery of a webhook that did not answer 2xx)
 * and checks the money: the ledger sums to the balance, and no credit was lost or created.
 *
 * The faults ride on a request header the Worker honours only when the test harness switched
 * FAULT_INJECTION on, in development, on a loopback host (server/faults.ts). Money is read through the app's own API,
 * never from the ledger's tables, so this suite runs unchanged on any ledger store.
 */
import { describe, expect, it, vi } from "vitest";
import { DEFAULT_CREDIT_COSTS, PACKAGES } from "../../app/models/pricing";
import { SWEEP_UNDER_FAULTS_PATH, type FaultRule } from "../../server/faults";
import { geminiWorkerVars } from "../fakes/image-models";
import { stripeWorkerVars, webhookPost } from "../fakes/stripe";
import { validBody } from "../support/images";
import { allowConsoleErrors } from "../support/setup";
import { createUser, generationRows, type TestUser } from "../support/users";
import { useFakeImageModels, useFakeStripe, useWorker } from "../support/fixtures";
import { jsonPost, type TestWorker } from "../support/worker";

const MODES = ["fail-before", "lose-answer", "die-before", "die-after"] as const;
type Mode = (typeof MODES)[number];
const SAYS: Record<Mode, string> = {
  "fail-before": "fails before it runs",
  "lose-answer": "runs but its answer is lost",
  "die-before": "is where the Worker dies, before it runs",
  "die-after": "is where the Worker dies, right after it ran",
};

/** What the user can see of their money, through the app's API only (store-agnostic). */
async function money(worker: TestWorker, user: TestUser) {
  const me = await worker.fetch("/api/users/me", { headers: user.headers });
  expect(me.status).toBe(200);
  const { credits } = (await me.json()) as { credits: number };
  const page = await worker.fetch(`/api/users/${user.id}/transactions?limit=100`, { headers: user.headers });
  expect(page.status).toBe(200);
  const { transactions } = (await page.json()) as { transactions: { amount: number; reason: string }[] };
  expect(transactions.length).toBeLessThan(100);
  return {
    balance: credits,
    ledgerSum: transactions.reduce((sum, t) => sum + t.amount, 0),
    entries: transactions.map((t) => `${t.reason} ${t.amount}`).reverse(),
  };
}

/** What the cron trigger does every minute, after the user's rows are long overdue. */
async function sweep(worker: TestWorker, user: TestUser) {
  const db = await worker.db();
  await db
    .prepare("UPDATE generations SET created_at = created_at - ? WHERE user_id = ?")
    .bind(60 * 60_000, user.id)
    .run();
  const app = await worker.mf.getWorker();
  expect((await app.scheduled({ cron: "* * * * *" })).outcome).toBe("ok");
}

const faultHeader = (faults: FaultRule[]) => ({ "X-Test-Faults": JSON.stringify(faults) });

describe("every debit ends as a result or a refund, under every fault", () => {
  const fake = useFakeImageModels();
  const worker = useWorker(() => ({ vars: { ...geminiWorkerVars(fake, 20_000), FAULT_INJECTION: "on" } }));

  /** The boundaries a generation crosses, in order; the last two only on its failure path. */
  const GENERATION_STEPS: { step: string; fault: Omit<FaultRule, "mode">; model?: "fail" }[] = [
    { step: "claiming the generation row in D1", fault: { target: "d1", match: "^INSERT INTO generations" } },
    { step: "staging the upload in R2", fault: { target: "r2", match: "^put .*/input-" } },
    { step: "the debit by the CreditAccount object", fault: { target: "object", match: "^debit$" } },
    { step: "storing the result in R2", fault: { target: "r2", match: "^put .*/result\\." } },
    { step: "committing the result in D1", fault: { target: "d1", match: '"output_key" = \\?' } },
    {
      step: "the refund after the model failed",
      fault: { target: "object", match: "^refund$" },
      model: "fail",
    },
    {
      step: "closing the failed generation in D1",
      fault: { target: "d1", match: '"refunded" = \\?' },
      model: "fail",
    },
  ];
  const scenarios = GENERATION_STEPS.flatMap(({ step, fault, model }) =>
    MODES.map((mode) => ({ name: `${step} ${SAYS[mode]}`, faults: [{ ...fault, mode }], model })),
  );

  for (const { name, faults, model } of scenarios)
    it(`a generation where ${name}: no credit lost or created`, async () => {
      allowConsoleErrors(/injected fault/);
      const user = await createUser(worker, { credits: 50 });
      const before = await money(worker, user);
      fake.mode = model ?? "ok";
      let response: Response;
      try {
        response = (await worker.fetch(
          "/api/image-editing/clear-space",
          jsonPost(validBody("clear-space"), { ...user.headers, ...faultHeader(faults) }),
        )) as unknown as Response;
      } finally {
        fake.mode = "ok";
      }
      expect(response.headers.get("X-Test-Faults-Fired"), "the fault happened").toBe("1");
      const answer = (await response.json()) as { error?: string; details?: { refunded?: number } };
      const [row] = await generationRows(worker, user.id);
      const cost = row ? (await worker.db()).prepare("SELECT cost FROM generations WHERE id = ?").bind(row.id) : null;
      const price = cost ? ((await cost.first<{ cost: number }>())?.cost ?? 0) : 0;

      // What the user is told is true when they are told it.
      const told = await money(worker, user);
      expect(told.balance).toBe(told.ledgerSum);
      if (response.status === 200) expect(told.balance).toBe(before.balance - price);
      if (answer.details?.refunded) expect(told.balance).toBe(before.balance);

      await sweep(worker, user);
      await sweep(worker, user);
      const after = await money(worker, user);
      expect(after.balance).toBe(after.ledgerSum);
      const rows = await generationRows(worker, user.id);
      expect(rows.length).toBeLessThanOrEqual(1);
      const succeeded = rows.find((r) => r.status === "succeeded");
      if (succeeded) {
        expect(after.balance).toBe(before.balance - price);
        const image = await worker.fetch(`/api/generations/${succeeded.id}/image`, { headers: user.headers });
        expect(image.status).toBe(200);
        await image.arrayBuffer();
      } else {
        expect(after.balance).toBe(before.balance);
        for (const r of rows) expect(r.status).toBe("failed");
      }
      // A fault of ours is answered with what happened to the credits, never a bare 500.
      expect(answer.error).not.toBe("internal_error");
    });

  /** The sweeper's boundaries, in order: the abandoned rows first, then the failed rows whose refund is due. */
  const SWEEP_STEPS: { step: string; fault: Omit<FaultRule, "mode"> }[] = [
    {
      step: "claiming the overdue rows in D1",
      fault: { target: "d1", match: '^update "generations" set "status" = \\? where' },
    },
    {
      step: "reading the claimed rows from D1",
      fault: { target: "d1", match: '^select .* "generations"\\."status" = \\?' },
    },
    { step: "refunding an abandoned row by the CreditAccount object", fault: { target: "object", match: "^refund$" } },
    { step: "closing the abandoned row in D1", fault: { target: "d1", match: '"error" = \\?' } },
    { step: "reading the rows whose refund is due from D1", fault: { target: "d1", match: '"refund_due" = 1' } },
    {
      step: "refunding a row whose refund is due by the CreditAccount object",
      fault: { target: "object", match: "^refund$", nth: 2 },
    },
    {
      step: "unflagging the refunded row in D1",
      fault: { target: "d1", match: '^update "generations" set "refunded" = \\?, "refund_due"' },
    },
  ];
  const sweeps = SWEEP_STEPS.flatMap(({ step, fault }) =>
    MODES.map((mode) => ({ name: `${step} ${SAYS[mode]}`, fault: { ...fault, mode } })),
  );
  const generate = async (user: TestUser, faults: FaultRule[], model: "ok" | "fail" = "ok") => {
    fake.mode = model;
    try {
      const response = await worker.fetch(
        "/api/image-editing/clear-space",
        jsonPost(validBody("clear-space"), { ...user.headers, ...faultHeader(faults) }),
      );
      expect(response.headers.get("X-Test-Faults-Fired"), "the fault happened").toBe("1");
      await response.arrayBuffer();
    } finally {
      fake.mode = "ok";
    }
  };

  for (const { name, fault } of sweeps)
    it(`a sweep where ${name}: the next sweep settles every debit, no credit lost or created`, async () => {
      allowConsoleErrors(/injected fault/, /Failed query/);
      const user = await createUser(worker, { credits: 50 });
      // One generation whose Worker died after the debit (left processing), one whose refund failed
      // after the model failed (closed failed, refund due): both owe the user their credits.
      await generate(user, [{ target: "r2", match: "^put .*/result\\.", mode: "die-before" }]);
      await generate(user, [{ target: "object", match: "^refund$", mode: "fail-before" }], "fail");
      const owed = await money(worker, user);
      expect(owed.balance).toBe(50 - 2 * DEFAULT_CREDIT_COSTS.CLEAR);
      expect(owed.balance).toBe(owed.ledgerSum);
      const db = await worker.db();
      await db
        .prepare("UPDATE generations SET created_at = created_at - ? WHERE user_id = ?")
        .bind(60 * 60_000, user.id)
        .run();

      const faulty = await worker.fetch(SWEEP_UNDER_FAULTS_PATH, { method: "POST", headers: faultHeader([fault]) });
      expect(faulty.headers.get("X-Test-Faults-Fired"), "the fault happened").toBe("1");
      await faulty.arrayBuffer();
      const during = await money(worker, user);
      expect(during.balance).toBe(during.ledgerSum);

      await sweep(worker, user);
      const after = await money(worker, user);
      expect(after.balance).toBe(after.ledgerSum);
      expect(after.balance).toBe(50);
      expect(after.entries.filter((e) => e.startsWith("refund"))).toEqual([
        `refund ${DEFAULT_CREDIT_COSTS.CLEAR}`,
        `refund ${DEFAULT_CREDIT_COSTS.CLEAR}`,
      ]);
      const { results } = await db
        .prepare("SELECT status, refunded, refund_due AS due FROM generations WHERE user_id = ?")
        .bind(user.id)
        .all();
      expect(results).toEqual([
        { status: "failed", refunded: 1, due: 0 },
        { status: "failed", refunded: 1, due: 0 },
      ]);
    });

  it("a generation whose account is deleted while it runs answers 410 and leaves no image behind", async () => {
    const user = await createUser(worker, { credits: 50 });
    fake.mode = "slow";
    fake.slowMs = 1_500;
    try {
      const answer = worker.fetch(
        "/api/image-editing/clear-space",
        jsonPost(validBody("clear-space"), { ...user.headers, "Accept-Language": "es" }),
      );
      await expect
        .poll(async () => (await generationRows(worker, user.id))[0]?.status, { timeout: 15_000, interval: 100 })
        .toBe("processing");
      // The row is claimed just before the debit: wait for the debit too, so the model is at work.
      await expect
        .poll(async () => (await money(worker, user)).balance, { timeout: 15_000, interval: 100 })
        .toBe(50 - DEFAULT_CREDIT_COSTS.CLEAR);
      const deleted = await worker.fetch("/api/users/me", { method: "DELETE", headers: user.headers });
      expect(deleted.status).toBe(200);
      const response = await answer;
      expect(response.status).toBe(410);
      expect(await response.json()).toEqual({
        error: "account_deleted",
        message: "Esta cuenta se eliminó mientras se generaba la imagen. No se guardó nada.",
      });
      const left = await (await worker.bucket()).list({ prefix: `users/${user.id}/` });
      expect(left.objects.map((o) => o.key)).toEqual([]);
    } finally {
      fake.mode = "ok";
    }
  });

  it("honours a fault plan only on a loopback host", async () => {
    const user = await createUser(worker, { credits: 50 });
    const response = await worker.mf.dispatchFetch(
      "https://roommuse.example/api/image-editing/clear-space",
      jsonPost(validBody("clear-space"), {
        Cookie: user.cookie,
        Origin: "https://roommuse.example",
        ...faultHeader([{ target: "d1", match: ".", mode: "die-before" }]),
      }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("X-Test-Faults-Fired")).toBeNull();
    await response.arrayBuffer();
  });
});

describe("every purchase is granted exactly once, under every fault", () => {
  const stripe = useFakeStripe();
  /** What the Worker wrote to stderr (console.error and console.warn). */
  const log: string[] = [];
  const worker = useWorker(() => ({
    vars: { FAULT_INJECTION: "on", ...stripeWorkerVars(stripe) },
    onStderr: (line) => log.push(line),
  }));

  /**
   * A webhook our side failed to handle: a JSON 503, which Stripe retries, with neither a page
   * nor a stack in it, and one line in the log naming the event, without a stack either.
   */
  async function expectRetryable(
    response: { status: number; headers: { get(name: string): string | null }; text(): Promise<string> },
    eventId: string,
  ) {
    const from = log.length;
    expect(response.status).toBe(503);
    expect(response.headers.get("Content-Type")).toContain("application/json");
    const body = await response.text();
    expect(JSON.parse(body)).toMatchObject({ error: "webhook_retry" });
    expect(body).not.toMatch(/<html|injected|Failed query|\bat \S+:\d+/i);
    const named = () =>
      log.filter((line) => line.includes(`Stripe event ${eventId} (`) && line.includes("not handled"));
    await vi.waitFor(() => expect(named()).toHaveLength(1));
    return () => {
      expect(named()).toHaveLength(1);
      expect(log.slice(from).filter((line) => /^\s+at /.test(line))).toEqual([]);
    };
  }

  const PACKAGE = PACKAGES.starter;
  /** A checkout the user started and paid on Stripe's side (not reported yet). */
  const paidCheckout = async (user: TestUser) => {
    const started = await worker.fetch(
      "/api/stripe/create-checkout-session",
      jsonPost({ packageType: PACKAGE.packageType }, user.headers),
    );
    const sessionId = ((await started.json()) as { url: string }).url.split("/").pop() ?? "";
    stripe.setPayment(sessionId, "paid");
    return sessionId;
  };
  const CHECKOUT_ROW = { target: "d1", match: 'from "checkout_sessions"' } as const;
  const GRANT = { target: "object", match: "^grant$" } as const;
  const COMPLETE = { target: "d1", match: '^update "checkout_sessions"' } as const;
  const WEBHOOK_STEPS: { step: string; fault: Omit<FaultRule, "mode"> }[] = [
    { step: "looking the event up in D1", fault: { target: "d1", match: 'from "processed_webhook_events"' } },
    { step: "looking the checkout up in D1", fault: CHECKOUT_ROW },
    { step: "the grant by the CreditAccount object", fault: GRANT },
    { step: "marking the checkout completed in D1", fault: COMPLETE },
    {
      step: "recording the event as handled in D1",
      fault: { target: "d1", match: '^insert into "processed_webhook_events"' },
    },
  ];
  const RETURN_STEPS: { step: string; fault: Omit<FaultRule, "mode"> }[] = [
    { step: "looking the checkout up in D1", fault: CHECKOUT_ROW },
    { step: "the grant by the CreditAccount object", fault: GRANT },
    { step: "marking the checkout completed in D1", fault: COMPLETE },
  ];
  const scenarios = [
    ...WEBHOOK_STEPS.flatMap(({ step, fault }) =>
      MODES.map((mode) => ({
        via: "Stripe's webhook" as const,
        name: `${step} ${SAYS[mode]}`,
        fault: { ...fault, mode },
      })),
    ),
    ...RETURN_STEPS.flatMap(({ step, fault }) =>
      MODES.map((mode) => ({
        via: "the buyer's return" as const,
        name: `${step} ${SAYS[mode]}`,
        fault: { ...fault, mode },
      })),
    ),
  ];

  for (const { via, name, fault } of scenarios)
    it(`a purchase reported by ${via} where ${name}: granted exactly once`, async () => {
      // A report that fails answers 500 and is logged, so that Stripe (or the buyer) tries again.
      allowConsoleErrors(/injected fault/, /Failed query/);
      const user = await createUser(worker, { credits: 50 });
      const before = await money(worker, user);
      const sessionId = await paidCheckout(user);
      const hook = stripe.webhook("checkout.session.completed", sessionId);
      // Stripe redelivers an event until it is answered 2xx; the buyer reloads the return page.
      const report = (faults: FaultRule[]) =>
        via === "Stripe's webhook"
          ? worker.fetch("/api/stripe/webhook", webhookPost(hook, faultHeader(faults)))
          : worker.fetch(
              "/api/stripe/payment-success",
              jsonPost({ sessionId }, { ...user.headers, ...faultHeader(faults) }),
            );

      const first = await report([fault]);
      expect(first.headers.get("X-Test-Faults-Fired"), "the fault happened").toBe("1");
      if (first.status === 200) {
        const answer = (await first.json()) as { handled?: string };
        if (answer.handled !== "already_granted")
          expect((await money(worker, user)).balance).toBe(before.balance + PACKAGE.credits);
      } else {
        const loggedOnce = via === "Stripe's webhook" ? await expectRetryable(first, hook.eventId) : undefined;
        if (!loggedOnce) await first.arrayBuffer();
        const again = await report([]);
        expect(again.status).toBe(200);
        await again.arrayBuffer();
        loggedOnce?.();
      }

      const after = await money(worker, user);
      expect(after.balance).toBe(after.ledgerSum);
      expect(after.balance).toBe(before.balance + PACKAGE.credits);
      expect(after.entries.filter((e) => e.startsWith("purchase"))).toEqual([`purchase ${PACKAGE.credits}`]);
      const checkout = await worker.fetch(`/api/stripe/checkout-session/${sessionId}`, { headers: user.headers });
      expect(await checkout.json()).toMatchObject({ status: "completed", creditsGranted: PACKAGE.credits });
    });

  const REVERSAL_STEPS: { step: string; fault: Omit<FaultRule, "mode"> }[] = [
    { step: "looking the charge's checkout up in D1", fault: CHECKOUT_ROW },
    { step: "the reversal by the CreditAccount object", fault: { target: "object", match: "^reverse$" } },
    { step: "marking the checkout refunded in D1", fault: COMPLETE },
    {
      step: "recording the event as handled in D1",
      fault: { target: "d1", match: '^insert into "processed_webhook_events"' },
    },
  ];
  const reversals = REVERSAL_STEPS.flatMap(({ step, fault }) =>
    (["charge.refunded", "charge.dispute.created"] as const).flatMap((type) =>
      MODES.map((mode) => ({ type, name: `${step} ${SAYS[mode]}`, fault: { ...fault, mode } })),
    ),
  );
  const send = (hook: { payload: string; signature: string }, faults: FaultRule[]) =>
    worker.fetch("/api/stripe/webhook", webhookPost(hook, faultHeader(faults)));
  /** Sends an event as Stripe does: again, without the fault, until it is answered 2xx. */
  async function deliver(hook: { payload: string; signature: string; eventId: string }, faults: FaultRule[]) {
    const first = await send(hook, faults);
    if (faults.length) expect(first.headers.get("X-Test-Faults-Fired"), "the fault happened").toBe("1");
    if (first.status === 200) return void (await first.arrayBuffer());
    const loggedOnce = await expectRetryable(first, hook.eventId);
    expect((await send(hook, [])).status).toBe(200);
    loggedOnce();
  }
  /** The money after a reversal settled: the ledger equals the balance, and the purchase was taken back once. */
  async function expectTakenBack(user: TestUser, sessionId: string, taken: number, status: string) {
    const after = await money(worker, user);
    expect(after.balance).toBe(after.ledgerSum);
    expect(after.balance).toBe(50 + PACKAGE.credits - taken);
    expect(after.entries.filter((e) => e.startsWith("purchase_reversal"))).toEqual([`purchase_reversal -${taken}`]);
    const checkout = await worker.fetch(`/api/stripe/checkout-session/${sessionId}`, { headers: user.headers });
    expect(await checkout.json()).toMatchObject({ status, paymentStatus: status });
  }

  for (const { type, name, fault } of reversals)
    it(`a ${type} event where ${name}: the purchase is taken back exactly once`, async () => {
      allowConsoleErrors(/injected fault/, /Failed query/);
      const user = await createUser(worker, { credits: 50 });
      const sessionId = await paidCheckout(user);
      await deliver(stripe.webhook("checkout.session.completed", sessionId), []);
      await deliver(type === "charge.refunded" ? stripe.refund(sessionId) : stripe.dispute(sessionId), [fault]);
      await expectTakenBack(user, sessionId, PACKAGE.credits, "refunded");
    });

  /** A refund of half the price that arrives before the payment's report: kept, then applied by the grant. */
  const EARLY_STEPS: { step: string; event: "refund" | "grant"; fault: Omit<FaultRule, "mode"> }[] = [
    { step: "keeping it in D1", event: "refund", fault: { target: "d1", match: '^insert into "pending_reversals"' } },
    {
      step: "reading it at the grant from D1",
      event: "grant",
      fault: { target: "d1", match: 'from "pending_reversals"' },
    },
    {
      step: "its reversal at the grant by the CreditAccount object",
      event: "grant",
      fault: { target: "object", match: "^reverse$" },
    },
    { step: "marking it applied in D1", event: "grant", fault: { target: "d1", match: '^update "pending_reversals"' } },
  ];
  const early = EARLY_STEPS.flatMap(({ step, event, fault }) =>
    MODES.map((mode) => ({ event, name: `${step} ${SAYS[mode]}`, fault: { ...fault, mode } })),
  );
  for (const { event, name, fault } of early)
    it(`a partial refund arriving before its grant, where ${name}: its share is taken back exactly once`, async () => {
      allowConsoleErrors(/injected fault/, /Failed query/);
      const user = await createUser(worker, { credits: 50 });
      const sessionId = await paidCheckout(user);
      const half = Math.ceil(PACKAGE.priceCents / 2);
      await deliver(stripe.refund(sessionId, { amount: half }), event === "refund" ? [fault] : []);
      await deliver(stripe.webhook("checkout.session.completed", sessionId), event === "grant" ? [fault] : []);
      await expectTakenBack(
        user,
        sessionId,
        Math.floor((PACKAGE.credits * half) / PACKAGE.priceCents),
        "partially_refunded",
      );
    });
});

describe("a Worker the test harness did not switch fault injection on for", () => {
  const worker = useWorker({ own: "the test switch must be off, and the shared Worker has it on" });

  it("ignores a fault plan entirely", async () => {
    const user = await createUser(worker, { credits: 50 });
    const response = await worker.fetch(
      "/api/image-editing/clear-space",
      jsonPost(validBody("clear-space"), {
        ...user.headers,
        ...faultHeader([{ target: "object", match: "debit", mode: "die-before" }]),
      }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("X-Test-Faults-Fired")).toBeNull();
    const paid = 50 - DEFAULT_CREDIT_COSTS.CLEAR;
    expect(await money(worker, user)).toMatchObject({ balance: paid, ledgerSum: paid });
  });
});
