/**
 * The Premium entitlement on the built Worker (docs/decisions/0019): buying the Premium pack
 * makes the account Premium, once, however the payment is reported; other packs do not; only a
 * whole refund or dispute of that purchase ends it. What the account is entitled to is what the
 * API reports and what the tool pages tell the browser to keep of a photo.
 */
import { describe, expect, it } from "vitest";
import { stripeWorkerVars, webhookPost } from "../fakes/stripe";
import { createUser, grantPremiumPurchase, ledgerState, type TestUser } from "../support/users";
import { validBody } from "../support/images";
import { useFakeStripe, useWorker } from "../support/fixtures";
import { STANDARD_UPLOAD_SIDE, FULL_RESOLUTION_UPLOAD_SIDE } from "~/tools/limits";
import { jsonPost, routeData } from "../support/worker";

describe("the Premium entitlement, bought through Stripe (loopback fake)", () => {
  const stripe = useFakeStripe();
  // Gemini 3 makes 4K results (the pack card says so); nothing here reaches the model.
  const worker = useWorker(() => ({
    vars: { ...stripeWorkerVars(stripe), MODEL_PROVIDER: "gemini", GEMINI_API_KEY: "unused" },
  }));

  const sendWebhook = async (hook: { payload: string; signature: string }) => {
    const res = await worker.fetch("/api/stripe/webhook", webhookPost(hook));
    expect(res.status).toBe(200);
    return ((await res.json()) as { handled: string }).handled;
  };

  async function buy(user: TestUser, packageType: string) {
    const res = await worker.fetch("/api/stripe/create-checkout-session", jsonPost({ packageType }, user.headers));
    const sessionId = ((await res.json()) as { url: string }).url.split("/").pop()!;
    stripe.setPayment(sessionId, "paid");
    expect(await sendWebhook(stripe.webhook("checkout.session.completed", sessionId))).toBe("granted");
    return sessionId;
  }

  const me = async (user: TestUser) =>
    (await (await worker.fetch("/api/users/me", { headers: user.headers })).json()) as {
      credits: number;
      premium: boolean;
    };

  /** The longest side the signed-in shell (every tool page's layout) tells the browser to keep of a photo. */
  const uploadSide = async (user: TestUser) => {
    const shell = await routeData<{ upload: { maxSide: number } }>(worker, "/app/recolor", "routes/app", user.headers);
    return shell.upload.maxSide;
  };

  it("the Premium pack card promises 4K where the model makes it, full-resolution uploads, the licence", async () => {
    for (const [language, words] of [
      ["en", /Results up to 4K \(3840 px\)[\s\S]*?Photos uploaded at full resolution[\s\S]*?Commercial license/],
      ["es", /Resultados de hasta 4K \(3840 px\)[\s\S]*?Fotos subidas a resolución completa[\s\S]*?Licencia comercial/],
    ] as const) {
      const html = await (await worker.fetch("/", { headers: { "Accept-Language": language } })).text();
      const card = html.slice(html.indexOf('data-testid="package-premium"'));
      expect(card).toMatch(words);
      expect(html).not.toMatch(/up to 2K with the current image model|hasta 2K con el modelo de imagen actual/);
    }
  });

  it("a new account is not Premium, and its photos are prepared at the standard size", async () => {
    const user = await createUser(worker, { credits: 50 });
    expect(await me(user)).toMatchObject({ credits: 50, premium: false });
    expect(await uploadSide(user)).toBe(STANDARD_UPLOAD_SIDE);
  });

  it("buying Starter or Standard gives credits and no entitlement", async () => {
    const user = await createUser(worker, { credits: 0 });
    await buy(user, "starter");
    await buy(user, "standard");
    expect(await me(user)).toEqual(expect.objectContaining({ credits: 600, premium: false }));
    expect(await uploadSide(user)).toBe(STANDARD_UPLOAD_SIDE);
  });

  it("buying Premium makes the account Premium with its credits, once, however often payment is reported", async () => {
    const user = await createUser(worker, { credits: 0 });
    const sessionId = await buy(user, "premium");
    expect(await me(user)).toMatchObject({ credits: 800, premium: true });
    expect(await uploadSide(user)).toBe(FULL_RESOLUTION_UPLOAD_SIDE);
    // Stripe redelivers, sends a second event for the session, and the buyer returns: nothing more.
    const hook = stripe.webhook("checkout.session.completed", sessionId);
    expect(await sendWebhook(hook)).toBe("already_granted");
    expect(await sendWebhook(stripe.webhook("checkout.session.completed", sessionId))).toBe("already_granted");
    const back = await worker.fetch("/api/stripe/payment-success", jsonPost({ sessionId }, user.headers));
    expect(back.status).toBe(200);
    expect(await ledgerState(worker, user.id)).toEqual({ balance: 800, ledgerSum: 800, rows: 1 });
    expect(await me(user)).toMatchObject({ credits: 800, premium: true });
  });

  it("a partial refund keeps Premium; the whole price refunded ends it, and the credits go with it", async () => {
    const user = await createUser(worker, { credits: 0 });
    const sessionId = await buy(user, "premium");
    expect(await sendWebhook(stripe.refund(sessionId, { amount: 500 }))).toBe("partially_reversed");
    expect(await me(user)).toMatchObject({ premium: true });
    expect(await sendWebhook(stripe.refund(sessionId))).toBe("reversed");
    expect(await me(user)).toEqual(expect.objectContaining({ credits: 0, premium: false }));
    expect(await uploadSide(user)).toBe(STANDARD_UPLOAD_SIDE);
  });

  it("a dispute of a Premium purchase ends it unless another Premium purchase still stands", async () => {
    const user = await createUser(worker, { credits: 0 });
    const first = await buy(user, "premium");
    expect(await sendWebhook(stripe.dispute(first))).toBe("reversed");
    expect(await me(user)).toMatchObject({ premium: false });
    const second = await buy(user, "premium");
    const third = await buy(user, "premium");
    expect(await sendWebhook(stripe.dispute(second))).toBe("reversed");
    // The third purchase still stands.
    expect(await me(user)).toMatchObject({ premium: true });
    expect(await sendWebhook(stripe.refund(third))).toBe("reversed");
    expect(await me(user)).toMatchObject({ premium: false });
  });
});

describe("the licence on a result's download (local engine)", () => {
  const local = useWorker();

  it("a result made while Premium names its commercial licence on its download; a standard one does not", async () => {
    const licenceOf = async (user: TestUser) => {
      const res = await local.fetch("/api/image-editing/clear-space", jsonPost(validBody("clear-space"), user.headers));
      const body = (await res.json()) as { generationId: string; commercialLicence: boolean };
      expect(res.status).toBe(200);
      const image = await local.fetch(`/api/generations/${body.generationId}/image`, { headers: user.headers });
      expect(image.status).toBe(200);
      await image.arrayBuffer();
      return { answer: body.commercialLicence, link: image.headers.get("Link") };
    };
    const standard = await createUser(local, { credits: 50 });
    const premium = await createUser(local, { credits: 0 });
    await grantPremiumPurchase(local, premium.id);
    expect(await licenceOf(standard)).toEqual({ answer: false, link: null });
    expect(await licenceOf(premium)).toEqual({ answer: true, link: '</legal/terms#content>; rel="license"' });
  });
});
