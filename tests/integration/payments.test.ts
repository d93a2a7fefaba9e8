/**
 * Buying credits end to end on the built Worker: Stripe through a loopback fake of its API
 * (the real stripe-node talks to it), webhooks signed like Stripe signs them, the local
 * checkout of development, and production without keys.
 */
import { describe, expect, it } from "vitest";
import { STRIPE_TIMEOUT_MS } from "../../app/services/stripe.server";
import { stripeWorkerVars, webhookPost } from "../fakes/stripe";
import { allowConsoleErrors } from "../support/setup";
import { createUser, ledgerState, type TestUser } from "../support/users";
import { useFakeStripe, useWorker } from "../support/fixtures";
import { formPost, jsonPost, PRODUCTION_VARS, TEST_ORIGIN, type TestWorker } from "../support/worker";
import { DEFAULT_CREDIT_COSTS } from "~/models/pricing";
import { cookieName, SESSION_COOKIE } from "~/services/cookie-names";

/**
 * A browser form post. Remix refuses page actions whose Origin differs from the host; the
 * Worker sees Miniflare's loopback host, so say which host the browser addressed.
 */
const form = (user: TestUser, body: string) =>
  formPost(body, { ...user.headers, "X-Forwarded-Host": new URL(TEST_ORIGIN).host });

async function checkoutColumns(worker: TestWorker, sessionId: string, columns: string) {
  const db = await worker.db();
  return db.prepare(`SELECT ${columns} FROM checkout_sessions WHERE stripe_session_id = ?`).bind(sessionId).first();
}

const checkoutRow = (worker: TestWorker, sessionId: string) =>
  checkoutColumns(worker, sessionId, "status, credits, credits_granted AS granted, package_type AS packageType");

/** What a refund or dispute left on the checkout. */
const reversalRow = (worker: TestWorker, sessionId: string) =>
  checkoutColumns(worker, sessionId, "status, reversed_credits AS reversed, shortfall_credits AS shortfall");

/** `user` asks to buy `packageType`, as the web app does: where to pay, and the checkout's session id. */
async function startCheckout(worker: TestWorker, user: TestUser, packageType = "starter") {
  const res = await worker.fetch(
    "/api/stripe/create-checkout-session",
    jsonPost({ packageType, userId: user.id, source: "web" }, user.headers),
  );
  expect(res.status).toBe(200);
  const { url } = (await res.json()) as { url: string };
  const sessionId = url.split("/").pop()!;
  return { url, sessionId };
}

describe("with Stripe (loopback fake)", () => {
  const stripe = useFakeStripe();
  const worker = useWorker(() => ({ vars: stripeWorkerVars(stripe) }));

  const sendWebhook = (hook: { payload: string; signature: string }) =>
    worker.fetch("/api/stripe/webhook", webhookPost(hook));

  it("creates a Stripe Checkout Session for the package's price and records it", async () => {
    const user = await createUser(worker, { credits: 50 });
    const { url, sessionId } = await startCheckout(worker, user, "standard");
    expect(url).toBe(`https://checkout.stripe.test/c/pay/${sessionId}`);
    const session = stripe.sessions.get(sessionId)!;
    expect(session).toMatchObject({
      amount_total: 1099,
      currency: "usd",
      mode: "payment",
      client_reference_id: user.id,
      customer_email: user.email,
    });
    expect(session.metadata).toMatchObject({ userId: user.id, packageType: "standard", credits: "400" });
    expect(session.success_url).toBe(`http://localhost/app/dashboard?payment=success&session_id=${sessionId}`);
    expect(await checkoutRow(worker, sessionId)).toEqual({
      status: "open",
      credits: 400,
      granted: 0,
      packageType: "standard",
    });
  });

  it("the same paid webhook 10× concurrently plus the success call grant exactly once", async () => {
    const user = await createUser(worker, { credits: 50 });
    const { sessionId } = await startCheckout(worker, user);
    stripe.setPayment(sessionId, "paid");
    const hook = stripe.webhook("checkout.session.completed", sessionId);
    const [hooks, success] = await Promise.all([
      Promise.all(Array.from({ length: 10 }, () => sendWebhook(hook))),
      worker.fetch("/api/stripe/payment-success", jsonPost({ sessionId }, user.headers)),
    ]);
    expect(hooks.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(success.status).toBe(200);
    expect(await success.json()).toEqual({
      message: "Payment processed successfully",
      transaction: { packageType: "starter", creditsAdded: 200, amountPaid: 4.99, sessionId },
      user: { credits: 250 },
    });
    // A different event for the same session, and more success calls: still once.
    await sendWebhook(stripe.webhook("checkout.session.completed", sessionId));
    await worker.fetch("/api/stripe/payment-success", jsonPost({ sessionId }, user.headers));
    expect(await ledgerState(worker, user.id)).toEqual({ balance: 250, ledgerSum: 250, rows: 2 });
    expect(await checkoutRow(worker, sessionId)).toMatchObject({ status: "completed", granted: 200 });
  });

  it("grants on async_payment_succeeded, and nothing for an unpaid completion or a failed payment", async () => {
    const user = await createUser(worker, { credits: 50 });
    const pending = await startCheckout(worker, user, "premium");
    expect((await sendWebhook(stripe.webhook("checkout.session.completed", pending.sessionId))).status).toBe(200);
    expect((await ledgerState(worker, user.id)).balance).toBe(50);
    const early = await worker.fetch(
      "/api/stripe/payment-success",
      jsonPost({ sessionId: pending.sessionId }, user.headers),
    );
    expect(early.status).toBe(409);
    expect(((await early.json()) as { message: string }).message).toBe(
      "Unable to process payment confirmation. Please contact support.",
    );
    stripe.setPayment(pending.sessionId, "paid");
    expect(
      (await sendWebhook(stripe.webhook("checkout.session.async_payment_succeeded", pending.sessionId))).status,
    ).toBe(200);
    expect((await ledgerState(worker, user.id)).balance).toBe(850);

    const failed = await startCheckout(worker, user, "starter");
    expect((await sendWebhook(stripe.webhook("checkout.session.async_payment_failed", failed.sessionId))).status).toBe(
      200,
    );
    expect(await checkoutRow(worker, failed.sessionId)).toMatchObject({ status: "failed", granted: 0 });
    expect(await ledgerState(worker, user.id)).toEqual({ balance: 850, ledgerSum: 850, rows: 2 });
  });

  it(
    "rejects a tampered body, a wrong secret, a stale timestamp and a missing signature with " +
      "400, changing nothing",
    async () => {
      const user = await createUser(worker, { credits: 50 });
      const { sessionId } = await startCheckout(worker, user);
      stripe.setPayment(sessionId, "paid");
      const good = stripe.webhook("checkout.session.completed", sessionId);
      const tampered = { ...good, payload: good.payload.replace('"amount_total":499', '"amount_total":1') };
      expect(tampered.payload).not.toBe(good.payload);
      const wrongSecret = stripe.webhook("checkout.session.completed", sessionId, {
        secret: "whsec_not_the_right_one",
      });
      const stale = stripe.webhook("checkout.session.completed", sessionId, {
        timestamp: Math.floor(Date.now() / 1000) - 3600,
      });
      for (const hook of [tampered, wrongSecret, stale, { payload: good.payload, signature: "" }]) {
        const res = await sendWebhook(hook);
        expect(res.status).toBe(400);
        expect(await res.json()).toMatchObject({ error: "invalid_signature" });
      }
      expect(await ledgerState(worker, user.id)).toEqual({ balance: 50, ledgerSum: 50, rows: 1 });
      expect(await checkoutRow(worker, sessionId)).toMatchObject({ status: "open", granted: 0 });
      const db = await worker.db();
      expect(
        await db
          .prepare("SELECT COUNT(*) AS n FROM processed_webhook_events WHERE event_id = ?")
          .bind(good.eventId)
          .first(),
      ).toEqual({ n: 0 });
      // The genuine one still works afterwards.
      expect((await sendWebhook(good)).status).toBe(200);
      expect((await ledgerState(worker, user.id)).balance).toBe(250);
    },
  );

  it("answers the spec's messages for bad session ids, and hides other users' checkouts", async () => {
    const owner = await createUser(worker);
    const other = await createUser(worker);
    const { sessionId } = await startCheckout(worker, owner);
    const ask = async (user: TestUser, body: unknown) => {
      const res = await worker.fetch("/api/stripe/payment-success", jsonPost(body, user.headers));
      return [res.status, ((await res.json()) as { message: string }).message];
    };
    expect(await ask(owner, { sessionId: "pi_123" })).toEqual([400, "Invalid payment session ID"]);
    expect(await ask(owner, {})).toEqual([400, "No payment session found"]);
    expect(await ask(owner, { sessionId: "cs_test_doesnotexist" })).toEqual([404, "No payment session found"]);
    stripe.setPayment(sessionId, "paid");
    expect(await ask(other, { sessionId })).toEqual([404, "No payment session found"]);
    const peek = await worker.fetch(`/api/stripe/checkout-session/${sessionId}`, { headers: other.headers });
    expect(peek.status).toBe(404);
    const mine = await worker.fetch(`/api/stripe/checkout-session/${sessionId}`, { headers: owner.headers });
    expect(await mine.json()).toMatchObject({
      id: sessionId,
      packageType: "starter",
      credits: 200,
      amountTotal: 499,
      status: "open",
    });
    expect((await ledgerState(worker, other.id)).balance).toBe(50);
  });

  it("only lets a user buy for their own account, and validates the package", async () => {
    const user = await createUser(worker);
    const other = await createUser(worker);
    const forOther = await worker.fetch(
      "/api/stripe/create-checkout-session",
      jsonPost({ packageType: "starter", userId: other.id, source: "web" }, user.headers),
    );
    expect(forOther.status).toBe(403);
    const free = await worker.fetch(
      "/api/stripe/create-checkout-session",
      jsonPost({ packageType: "free", userId: user.id }, user.headers),
    );
    expect(free.status).toBe(400);
    const anonymous = await worker.fetch("/api/stripe/create-checkout-session", jsonPost({ packageType: "starter" }));
    expect(anonymous.status).toBe(401);
    const purchase = await worker.fetch(
      "/api/credits/purchase",
      jsonPost({ userId: user.id, package: "premium" }, user.headers),
    );
    expect(purchase.status).toBe(200);
    const { url } = (await purchase.json()) as { url: string };
    expect(stripe.sessions.get(url.split("/").pop()!)?.amount_total).toBe(1599);
  });

  it("grants the package recorded at creation, whatever a client claims", async () => {
    const user = await createUser(worker, { credits: 0 });
    const { sessionId } = await startCheckout(worker, user, "starter");
    // A forged success body cannot change the amount: only sessionId is read.
    stripe.setPayment(sessionId, "paid");
    const res = await worker.fetch(
      "/api/stripe/payment-success",
      jsonPost({ sessionId, creditsAdded: 100000, packageType: "premium" }, user.headers),
    );
    expect(((await res.json()) as { transaction: { creditsAdded: number } }).transaction.creditsAdded).toBe(200);
    expect((await ledgerState(worker, user.id)).balance).toBe(200);
  });

  it("answers granted only to the granting report; a second event for a paid checkout is already_granted", async () => {
    const user = await createUser(worker, { credits: 0 });
    const { sessionId } = await startCheckout(worker, user);
    stripe.setPayment(sessionId, "paid");
    const first = await sendWebhook(stripe.webhook("checkout.session.completed", sessionId));
    expect(await first.json()).toEqual({ received: true, handled: "granted" });
    const second = await sendWebhook(stripe.webhook("checkout.session.completed", sessionId));
    expect(await second.json()).toEqual({ received: true, handled: "already_granted" });
    expect(await ledgerState(worker, user.id)).toMatchObject({ balance: 200, ledgerSum: 200 });
  });

  it("records a paid amount or currency unlike the price for review, answers 2xx and grants nothing", async () => {
    allowConsoleErrors(/recorded for review/);
    const user = await createUser(worker, { credits: 0 });
    const cheap = await startCheckout(worker, user);
    Object.assign(stripe.setPayment(cheap.sessionId, "paid"), { amount_total: 1 });
    const euros = await startCheckout(worker, user);
    Object.assign(stripe.setPayment(euros.sessionId, "paid"), { currency: "eur" });
    for (const { sessionId } of [cheap, euros]) {
      const res = await sendWebhook(stripe.webhook("checkout.session.completed", sessionId));
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ received: true, handled: "review" });
      expect(await checkoutRow(worker, sessionId)).toMatchObject({ status: "review", granted: 0 });
    }
    expect(await ledgerState(worker, user.id)).toMatchObject({ balance: 0, ledgerSum: 0 });
  });

  it("answers 400, never 500, to a correctly signed event whose shape is not Stripe's", async () => {
    const user = await createUser(worker, { credits: 0 });
    const { sessionId } = await startCheckout(worker, user);
    const session = stripe.setPayment(sessionId, "paid");
    const event = (data: unknown) =>
      JSON.stringify({ id: "evt_malformed", object: "event", type: "checkout.session.completed", data });
    for (const payload of [
      event({ object: { ...session, amount_total: "a lot" } }),
      event({ object: { ...session, id: undefined } }),
      event({ object: { ...session, payment_status: "maybe" } }),
      event(null),
      JSON.stringify({ object: "event", type: "checkout.session.completed", data: { object: session } }),
      "[]",
    ]) {
      const res = await sendWebhook({ payload, signature: stripe.sign(payload) });
      expect(res.status, payload.slice(0, 120)).toBe(400);
      expect(await res.json()).toMatchObject({ error: "invalid_input" });
    }
    expect(await ledgerState(worker, user.id)).toMatchObject({ balance: 0 });
  });

  /** A paid checkout, granted through the webhook as Stripe reports it. */
  async function buy(user: TestUser, packageType = "starter") {
    const { sessionId } = await startCheckout(worker, user, packageType);
    stripe.setPayment(sessionId, "paid");
    const res = await sendWebhook(stripe.webhook("checkout.session.completed", sessionId));
    expect(await res.json()).toEqual({ received: true, handled: "granted" });
    return sessionId;
  }
  const handled = async (res: { status: number; json(): Promise<unknown> }) => {
    expect(res.status).toBe(200);
    return ((await res.json()) as { handled: string }).handled;
  };
  const spend = async (user: TestUser, amount: number) => {
    const { creditAccount } = await import("../support/users");
    const account = await creditAccount(worker, user.id);
    await account.debit({ userId: user.id, amount, idempotencyKey: `${user.id}:spend:${amount}` });
  };

  /** The history page as a reader sees it: without scripts (hydration data) and tags. */
  const historyText = async (user: TestUser, language: string) => {
    const page = await worker.fetch("/app/credits/history", {
      headers: { ...user.headers, "Accept-Language": language },
    });
    return (await page.text())
      .replace(/<script[\s\S]*?<\/script>/g, "")
      .replace(/<!-- -->/g, "")
      .replace(/<[^>]+>/g, "");
  };

  it("a full refund takes back every credit of the purchase, and the history says it was refunded", async () => {
    const user = await createUser(worker, { credits: 50 });
    const sessionId = await buy(user);
    expect(await ledgerState(worker, user.id)).toEqual({ balance: 250, ledgerSum: 250, rows: 2 });
    expect(await handled(await sendWebhook(stripe.refund(sessionId)))).toBe("reversed");
    expect(await ledgerState(worker, user.id)).toEqual({ balance: 50, ledgerSum: 50, rows: 3 });
    expect(await reversalRow(worker, sessionId)).toEqual({ status: "refunded", reversed: 200, shortfall: 0 });
    const history = await worker.fetch(`/api/users/${user.id}/transactions`, { headers: user.headers });
    const [latest] = ((await history.json()) as { transactions: { reason: string; amount: number }[] }).transactions;
    expect(latest).toMatchObject({ reason: "purchase_reversal", amount: -200 });
    for (const [language, words] of [
      ["en", "Purchase refunded · Starter pack"],
      ["es", "Compra reembolsada · Paquete Inicial"],
    ]) {
      const text = await historyText(user, language);
      expect(text).toContain(words);
      expect(text).not.toContain(stripe.charge(sessionId).id);
      expect(text).not.toContain("purchase_reversal");
    }
  });

  it("a dispute takes back the purchase's credits, and the history calls it a dispute, not a refund", async () => {
    const user = await createUser(worker, { credits: 50 });
    const sessionId = await buy(user);
    expect(await handled(await sendWebhook(stripe.dispute(sessionId)))).toBe("reversed");
    expect(await ledgerState(worker, user.id)).toEqual({ balance: 50, ledgerSum: 50, rows: 3 });
    for (const [language, words, not] of [
      ["en", "Purchase disputed · Starter pack", "Purchase refunded"],
      ["es", "Compra en disputa · Paquete Inicial", "Compra reembolsada"],
    ]) {
      const text = await historyText(user, language);
      expect(text).toContain(words);
      expect(text).not.toContain(not);
    }
  });

  it("a refund after some were spent takes what is left, records the shortfall, spares a later purchase", async () => {
    const user = await createUser(worker, { credits: 0 });
    const first = await buy(user);
    await spend(user, 150);
    const later = await buy(user, "standard");
    expect(await ledgerState(worker, user.id)).toMatchObject({ balance: 450, ledgerSum: 450 });
    expect(await handled(await sendWebhook(stripe.refund(first)))).toBe("reversed");
    // 50 of the refunded pack were left; the 400 of the later pack are not touched.
    expect(await ledgerState(worker, user.id)).toMatchObject({ balance: 400, ledgerSum: 400 });
    expect(await reversalRow(worker, first)).toEqual({ status: "refunded", reversed: 50, shortfall: 150 });
    expect(await reversalRow(worker, later)).toEqual({ status: "completed", reversed: 0, shortfall: 0 });
    // The shortfall is never collected afterwards: the next purchase grants in full.
    await buy(user);
    expect(await ledgerState(worker, user.id)).toMatchObject({ balance: 600, ledgerSum: 600 });
  });

  it("records a reversal that takes nothing when everything was spent; the balance never goes negative", async () => {
    const user = await createUser(worker, { credits: 0 });
    const sessionId = await buy(user);
    await spend(user, 200);
    expect(await handled(await sendWebhook(stripe.dispute(sessionId)))).toBe("reversed");
    expect(await ledgerState(worker, user.id)).toEqual({ balance: 0, ledgerSum: 0, rows: 3 });
    expect(await reversalRow(worker, sessionId)).toEqual({ status: "refunded", reversed: 0, shortfall: 200 });
  });

  it("the same event twice, and a refund plus a dispute of the same charge, take back once", async () => {
    const user = await createUser(worker, { credits: 30 });
    const sessionId = await buy(user);
    const refund = stripe.refund(sessionId);
    const answers = await Promise.all([sendWebhook(refund), sendWebhook(refund)].map(async (r) => handled(await r)));
    expect(answers).toContain("reversed");
    expect(await ledgerState(worker, user.id)).toEqual({ balance: 30, ledgerSum: 30, rows: 3 });
    expect(await handled(await sendWebhook(stripe.dispute(sessionId)))).toBe("already_reversed");
    expect(await handled(await sendWebhook(stripe.refund(sessionId)))).toBe("already_reversed");
    expect(await ledgerState(worker, user.id)).toEqual({ balance: 30, ledgerSum: 30, rows: 3 });
    // A late report of the payment neither grants again nor reopens the refunded checkout.
    expect(await handled(await sendWebhook(stripe.webhook("checkout.session.completed", sessionId)))).toBe(
      "already_granted",
    );
    expect(await reversalRow(worker, sessionId)).toEqual({ status: "refunded", reversed: 200, shortfall: 0 });
    expect(await ledgerState(worker, user.id)).toEqual({ balance: 30, ledgerSum: 30, rows: 3 });
  });

  it("a purchase granted on the buyer's return is found by its charge too", async () => {
    const user = await createUser(worker, { credits: 0 });
    const { sessionId } = await startCheckout(worker, user);
    stripe.setPayment(sessionId, "paid");
    expect((await worker.fetch("/api/stripe/payment-success", jsonPost({ sessionId }, user.headers))).status).toBe(200);
    expect(await handled(await sendWebhook(stripe.dispute(sessionId)))).toBe("reversed");
    expect(await ledgerState(worker, user.id)).toMatchObject({ balance: 0, ledgerSum: 0 });
  });

  const reversals = async (user: TestUser) => {
    const res = await worker.fetch(`/api/users/${user.id}/transactions`, { headers: user.headers });
    const { transactions } = (await res.json()) as { transactions: { reason: string; amount: number }[] };
    return transactions.filter((t) => t.reason === "purchase_reversal").map((t) => t.amount);
  };

  it("partial refunds take back credits in proportion to the total refunded, in whatever order", async () => {
    const user = await createUser(worker, { credits: 0 });
    const sessionId = await buy(user);
    // Starter: 200 credits for 499 cents. Four refunds as Stripe reports them: each event's
    // charge carries the cumulative amount_refunded (100, 300, 400, 499).
    const first = stripe.refund(sessionId, { amount: 100 });
    const second = stripe.refund(sessionId, { amount: 200 });
    const third = stripe.refund(sessionId, { amount: 100 });
    const last = stripe.refund(sessionId, { amount: 99 });
    // 100/499 of 200 is 40.08: 40 credits, as a credit goes only when its whole price came back.
    expect(await handled(await sendWebhook(first))).toBe("partially_reversed");
    expect(await ledgerState(worker, user.id)).toMatchObject({ balance: 160, ledgerSum: 160 });
    expect(await reversalRow(worker, sessionId)).toEqual({ status: "partially_refunded", reversed: 40, shortfall: 0 });
    for (const language of ["en", "es"])
      expect(await historyText(user, language)).toContain(
        language === "en"
          ? "Purchase partially refunded · Starter pack"
          : "Compra reembolsada en parte · Paquete Inicial",
      );
    // A redelivery of the same event changes nothing.
    expect(await handled(await sendWebhook(first))).toBe("duplicate");
    // Up to 300 cents: 120 credits in all, so this one takes only the 80 more.
    expect(await handled(await sendWebhook(second))).toBe("partially_reversed");
    expect(await ledgerState(worker, user.id)).toMatchObject({ balance: 80, ledgerSum: 80 });
    await spend(user, 50);
    // The whole price refunded arrives before the 400-cent report: the rest (80) is claimed, 30
    // are left to take and 50 were already spent; the older report afterwards takes nothing.
    expect(await handled(await sendWebhook(last))).toBe("reversed");
    expect(await handled(await sendWebhook(third))).toBe("already_reversed");
    expect(await ledgerState(worker, user.id)).toMatchObject({ balance: 0, ledgerSum: 0 });
    expect(await reversals(user)).toEqual([-30, -80, -40]);
    expect(await reversalRow(worker, sessionId)).toEqual({ status: "refunded", reversed: 150, shortfall: 50 });
    // A dispute of the charge afterwards finds the purchase wholly reversed.
    expect(await handled(await sendWebhook(stripe.dispute(sessionId)))).toBe("already_reversed");
    expect(await reversals(user)).toHaveLength(3);
    const page = await historyText(user, "en");
    expect(page).toContain("Purchase refunded · Starter pack · 50 credits already used, not taken back");
    expect(await historyText(user, "es")).toContain("Compra reembolsada · Paquete Inicial · 50 créditos ya usados");
    // The shortfall is never collected: the next purchase grants in full.
    await buy(user);
    expect(await ledgerState(worker, user.id)).toMatchObject({ balance: 200, ledgerSum: 200 });
    // The refunded pack no longer counts as bought (all of it was paid back); what was spent stays spent.
    const { creditAccount } = await import("../support/users");
    expect(await (await creditAccount(worker, user.id)).summary(user.id)).toMatchObject({
      totalCreditsPurchased: 200,
      totalCreditsSpent: 50,
    });
  });

  it("a refund or dispute arriving before its purchase's grant is kept, and taken when the grant lands", async () => {
    const user = await createUser(worker, { credits: 30 });
    // Refunded in part, then wholly, before the payment's report reached RoomMuse.
    const { sessionId } = await startCheckout(worker, user);
    stripe.setPayment(sessionId, "paid");
    expect(await handled(await sendWebhook(stripe.refund(sessionId, { amount: 250 })))).toBe("pending_purchase");
    expect(await ledgerState(worker, user.id)).toMatchObject({ balance: 30, ledgerSum: 30 });
    expect(await handled(await sendWebhook(stripe.webhook("checkout.session.completed", sessionId)))).toBe("granted");
    // 250/499 of 200 credits (100) came back at once with the grant.
    expect(await ledgerState(worker, user.id)).toMatchObject({ balance: 130, ledgerSum: 130 });
    expect(await reversalRow(worker, sessionId)).toEqual({ status: "partially_refunded", reversed: 100, shortfall: 0 });

    // A dispute before the buyer's return (the webhook of the payment is late): all of it.
    const { sessionId: disputed } = await startCheckout(worker, user);
    stripe.setPayment(disputed, "paid");
    expect(await handled(await sendWebhook(stripe.dispute(disputed)))).toBe("pending_purchase");
    expect(
      (await worker.fetch("/api/stripe/payment-success", jsonPost({ sessionId: disputed }, user.headers))).status,
    ).toBe(200);
    expect(await ledgerState(worker, user.id)).toMatchObject({ balance: 130, ledgerSum: 130 });
    expect(await reversalRow(worker, disputed)).toEqual({ status: "refunded", reversed: 200, shortfall: 0 });
    // The payment's late webhook grants nothing more and takes nothing more.
    expect(await handled(await sendWebhook(stripe.webhook("checkout.session.completed", disputed)))).toBe(
      "already_granted",
    );
    expect(await ledgerState(worker, user.id)).toMatchObject({ balance: 130, ledgerSum: 130 });
    expect(await reversals(user)).toEqual([-200, -100]);
  });

  it("a charge of no RoomMuse purchase takes nothing and answers 2xx", async () => {
    const user = await createUser(worker, { credits: 0 });
    const sessionId = await buy(user);
    const stranger = { ...stripe.charge(sessionId), id: "ch_elsewhere", payment_intent: null, refunded: true };
    const payload = JSON.stringify({
      id: "evt_elsewhere",
      object: "event",
      type: "charge.refunded",
      data: { object: stranger },
    });
    expect(await handled(await sendWebhook({ payload, signature: stripe.sign(payload) }))).toBe("unknown_charge");
    expect(await ledgerState(worker, user.id)).toMatchObject({ balance: 200, ledgerSum: 200 });
  });

  it("answers 400, never 500, to a signed charge or dispute whose shape is not Stripe's", async () => {
    const user = await createUser(worker, { credits: 0 });
    const sessionId = await buy(user);
    const charge = stripe.charge(sessionId);
    const event = (type: string, object: unknown) =>
      JSON.stringify({ id: `evt_bad_${type}`, object: "event", type, data: { object } });
    for (const payload of [
      event("charge.refunded", { ...charge, refunded: "yes" }),
      event("charge.refunded", { ...charge, object: "refund" }),
      event("charge.refunded", { ...charge, payment_intent: 42 }),
      event("charge.dispute.created", { ...charge, object: "dispute" }),
      event("charge.dispute.created", { id: "dp_1", object: "dispute", amount: 499, currency: "usd", reason: "x" }),
    ]) {
      const res = await sendWebhook({ payload, signature: stripe.sign(payload) });
      expect(res.status, payload.slice(0, 120)).toBe(400);
    }
    expect(await ledgerState(worker, user.id)).toMatchObject({ balance: 200, ledgerSum: 200 });
  });

  it("when Stripe hangs, the buyer's return gives up after one short retry instead of waiting a minute", async () => {
    allowConsoleErrors(/could not be read/);
    const user = await createUser(worker, { credits: 0 });
    const { sessionId } = await startCheckout(worker, user);
    stripe.setPayment(sessionId, "paid");
    stripe.hangRetrieve = true;
    try {
      const sent = stripe.requests.length;
      const started = Date.now();
      const res = await worker.fetch("/api/stripe/payment-success", jsonPost({ sessionId }, user.headers));
      const waited = Date.now() - started;
      expect(res.status).toBe(502);
      expect(await res.json()).toMatchObject({ error: "confirmation_failed" });
      // Two tries of STRIPE_TIMEOUT_MS each, plus stripe-node's short back-off between them.
      expect(stripe.requests.slice(sent).filter((r) => r.method === "GET")).toHaveLength(2);
      expect(waited).toBeGreaterThanOrEqual(2 * STRIPE_TIMEOUT_MS);
      expect(waited).toBeLessThan(2 * STRIPE_TIMEOUT_MS + 5_000);
    } finally {
      stripe.hangRetrieve = false;
    }
    // The webhook still grants it.
    expect((await sendWebhook(stripe.webhook("checkout.session.completed", sessionId))).status).toBe(200);
    expect((await ledgerState(worker, user.id)).balance).toBe(200);
  }, 40_000);
});

describe("without Stripe keys in development: the local checkout", () => {
  const worker = useWorker();

  it("create-checkout-session answers the local checkout page, which shows the package and price", async () => {
    const user = await createUser(worker, { credits: 50 });
    const { url } = await startCheckout(worker, user);
    expect(url).toMatch(/^http:\/\/localhost\/checkout\/local\/cs_local_[A-Za-z0-9_-]+$/);
    const page = await worker.fetch(new URL(url).pathname, { headers: user.headers });
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain("Starter pack");
    expect(html).toContain("$4.99");
    expect(html).toContain("Pay $4.99");
    expect(html).toContain("Cancel");
  });

  it(
    "Pay grants once through the shared fulfilment and returns to the dashboard; success then " + "reports it",
    async () => {
      const user = await createUser(worker, { credits: 50 });
      const { url, sessionId } = await startCheckout(worker, user);
      const path = new URL(url).pathname;
      // Confirming before paying grants nothing.
      expect((await worker.fetch("/api/stripe/payment-success", jsonPost({ sessionId }, user.headers))).status).toBe(
        409,
      );
      const pay = () => worker.fetch(path, form(user, "intent=pay"));
      const [first, second] = await Promise.all([pay(), pay()]);
      expect(first.status).toBe(303);
      expect(first.headers.get("Location")).toBe(`/app/dashboard?payment=success&session_id=${sessionId}`);
      expect(second.status).toBe(303);
      const success = await worker.fetch("/api/stripe/payment-success", jsonPost({ sessionId }, user.headers));
      expect(await success.json()).toMatchObject({
        transaction: { packageType: "starter", creditsAdded: 200, amountPaid: 4.99 },
        user: { credits: 250 },
      });
      expect(await ledgerState(worker, user.id)).toEqual({ balance: 250, ledgerSum: 250, rows: 2 });
      const tx = (await (
        await worker.fetch(`/api/users/${user.id}/transactions`, { headers: user.headers })
      ).json()) as {
        transactions: { reason: string; amount: number }[];
      };
      expect(tx.transactions[0]).toMatchObject({ reason: "purchase", amount: 200 });
    },
  );

  it("Cancel grants nothing, and another user cannot open or pay someone's checkout", async () => {
    const user = await createUser(worker, { credits: 50 });
    const other = await createUser(worker, { credits: 50 });
    const { url } = (await (
      await worker.fetch("/api/credits/purchase", jsonPost({ userId: user.id, package: "standard" }, user.headers))
    ).json()) as { url: string };
    const path = new URL(url).pathname;
    expect((await worker.fetch(path, { headers: other.headers })).status).toBe(404);
    const stolen = await worker.fetch(path, form(other, "intent=pay"));
    expect(stolen.status).toBe(404);
    const cancel = await worker.fetch(path, form(user, "intent=cancel"));
    expect(cancel.headers.get("Location")).toBe("/app/dashboard?payment=cancelled");
    const payAfterCancel = await worker.fetch(path, form(user, "intent=pay"));
    expect(payAfterCancel.status).toBe(409);
    expect((await ledgerState(worker, user.id)).balance).toBe(50);
    expect((await ledgerState(worker, other.id)).balance).toBe(50);
  });

  it("a plain form POST (no JavaScript) is redirected straight to the checkout page", async () => {
    const user = await createUser(worker);
    const res = await worker.fetch(
      "/api/credits/purchase",
      form(user, "package=premium&redirectTo=%2Fapp%2Fdashboard"),
    );
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toMatch(/^http:\/\/localhost\/checkout\/local\/cs_local_/);
    const bad = await worker.fetch("/api/credits/purchase", form(user, "package=gold"));
    expect(bad.headers.get("Location")).toBe("/app/dashboard?checkout=failed");
    const signedOut = await worker.fetch("/api/credits/purchase", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "package=premium",
      redirect: "manual",
    });
    expect(signedOut.headers.get("Location")).toBe("/auth?redirect_to=%2Fapp%2Fdashboard");
  });

  it("the webhook refuses to work without Stripe configured", async () => {
    const res = await worker.fetch("/api/stripe/webhook", {
      method: "POST",
      body: "{}",
      headers: { "Stripe-Signature": "t=1,v1=abc" },
    });
    expect(res.status).toBe(503);
  });
});

describe("reading credits and history", () => {
  const worker = useWorker();

  it("serves the pricing table", async () => {
    const res = await worker.fetch("/api/image-editing/pricing");
    expect(await res.json()).toEqual({ creditCosts: DEFAULT_CREDIT_COSTS });
  });

  it("answers the owner's balance and transactions newest first; anyone else gets 404", async () => {
    const user = await createUser(worker, { credits: 500 });
    const other = await createUser(worker);
    const { creditAccount } = await import("../support/users");
    const account = await creditAccount(worker, user.id);
    for (let i = 0; i < 120; i++)
      await account.debit({ userId: user.id, amount: 1, idempotencyKey: `${user.id}:g${i}` });

    const credits = await worker.fetch(`/api/user/${user.id}/credits`, { headers: user.headers });
    expect(await credits.json()).toMatchObject({
      userId: user.id,
      credits: 380,
      totalCreditsSpent: 120,
      totalGenerations: 120,
    });

    const list = async (query: string) =>
      (
        (await (
          await worker.fetch(`/api/users/${user.id}/transactions${query}`, { headers: user.headers })
        ).json()) as { transactions: { amount: number; reason: string; created_at: string; createdAt: string }[] }
      ).transactions;
    expect(await list("")).toHaveLength(20);
    expect(await list("?limit=10")).toHaveLength(10);
    expect(await list("?limit=500")).toHaveLength(100);
    const all = await list("?limit=100");
    expect(all[0]).toMatchObject({ reason: "generation", amount: -1 });
    const times = all.map((t) => Date.parse(t.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    for (const path of [`/api/user/${user.id}/credits`, `/api/users/${user.id}/transactions`]) {
      const res = await worker.fetch(path, { headers: other.headers });
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain("380");
      expect((await worker.fetch(path)).status).toBe(401);
    }
  });
});

describe("in production without Stripe keys", () => {
  const worker = useWorker({ vars: { ...PRODUCTION_VARS, APP_URL: "http://localhost" } });

  it("every payment call answers 503 with the spec's message, and the local checkout does not exist", async () => {
    const user = await createUser(worker);
    const headers = {
      ...user.headers,
      Cookie: user.cookie.replace(SESSION_COOKIE, cookieName(SESSION_COOKIE, true)),
      "Content-Type": "application/json",
    };
    const calls: [string, string, unknown][] = [
      ["/api/stripe/create-checkout-session", "POST", { packageType: "starter", userId: user.id, source: "web" }],
      ["/api/credits/purchase", "POST", { userId: user.id, package: "starter" }],
      ["/api/stripe/payment-success", "POST", { sessionId: "cs_local_abc" }],
      ["/api/stripe/checkout-session/cs_local_abc", "GET", undefined],
      ["/api/stripe/webhook", "POST", {}],
    ];
    for (const [path, method, body] of calls) {
      const res = await worker.fetch(path, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      expect([path, res.status]).toEqual([path, 503]);
      expect(((await res.json()) as { message: string }).message).toBe(
        "Payment processing temporarily unavailable. Please try again later.",
      );
    }
    const db = await worker.db();
    expect(await db.prepare("SELECT COUNT(*) AS n FROM checkout_sessions").first()).toEqual({ n: 0 });
  });
});
