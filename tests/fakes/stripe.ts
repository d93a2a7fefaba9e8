/**
 * A loopback fake of the Stripe API, spoken to by the real stripe-node inside the Worker
 * (STRIPE_API_URL → host/port/protocol). It keeps Checkout Sessions in memory and answers
 * create and retrieve with the fields RoomMuse reads. Webhooks are signed exactly as Stripe
 * signs them, with stripe-node's generateTestHeaderString. A paid session has a PaymentIntent
 * and, once a test refunds or disputes it, a Charge and a Dispute shaped as Stripe's API
 * reference documents them.
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import { randomBytes } from "node:crypto";
import Stripe from "stripe";

export interface FakeCheckoutSession {
  id: string;
  object: "checkout.session";
  mode: string;
  status: "open" | "complete" | "expired";
  payment_status: "unpaid" | "paid" | "no_payment_required";
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  url: string | null;
  livemode: false;
  created: number;
  payment_intent: string | null;
}

/** The fields of Stripe's Charge object around a refund. */
export interface FakeCharge {
  id: string;
  object: "charge";
  amount: number;
  amount_captured: number;
  amount_refunded: number;
  currency: string;
  paid: true;
  captured: true;
  refunded: boolean;
  disputed: boolean;
  status: "succeeded";
  payment_intent: string;
  livemode: false;
  created: number;
}

/** The fields of Stripe's Dispute object. */
export interface FakeDispute {
  id: string;
  object: "dispute";
  amount: number;
  charge: string;
  currency: string;
  payment_intent: string;
  reason: string;
  status: "needs_response";
  is_charge_refundable: boolean;
  livemode: false;
  created: number;
}

type SignedEvent = { payload: string; signature: string; eventId: string };
/** The POST Stripe makes to the webhook with a signed event, for `worker.fetch("/api/stripe/webhook", ...)`. */
export const webhookPost = (
  event: Pick<SignedEvent, "payload" | "signature">,
  headers: Record<string, string> = {},
) => ({
  method: "POST",
  headers: { ...headers, "Stripe-Signature": event.signature, "Content-Type": "application/json" },
  body: event.payload,
});

type EventOptions = { secret?: string; timestamp?: number; eventId?: string };

export interface FakeStripe {
  url: string;
  secretKey: string;
  webhookSecret: string;
  sessions: Map<string, FakeCheckoutSession>;
  /** Every request the app made: method, path and parsed form body. */
  requests: { method: string; path: string; body: Record<string, unknown> }[];
  /** The buyer pays on Stripe's page (or the payment stays pending / fails). */
  setPayment(
    sessionId: string,
    paymentStatus: FakeCheckoutSession["payment_status"],
    status?: FakeCheckoutSession["status"],
  ): FakeCheckoutSession;
  /** Reading a Checkout Session never answers (a Stripe outage that accepts connections). */
  hangRetrieve: boolean;
  /** Signs any payload as Stripe would, for events whose shape a test chooses. */
  sign(payload: string): string;
  /** A webhook event for a session, as JSON text, and its Stripe-Signature header. */
  webhook(type: string, sessionId: string, options?: EventOptions): SignedEvent;
  /** The charge of a paid session (created on first use). */
  charge(sessionId: string): FakeCharge;
  /** Refunds the session's charge (all of it unless `amount` says less) and answers `charge.refunded`. */
  refund(sessionId: string, options?: EventOptions & { amount?: number }): SignedEvent;
  /** The buyer disputes the session's charge: `charge.dispute.created`. */
  dispute(sessionId: string, options?: EventOptions): SignedEvent;
  close(): Promise<void>;
}

/** Parses Stripe's form encoding (a[b][0][c]=v) into nested objects and arrays. */
function parseForm(text: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replace(/\]/g, "").split("[");
    let node: Record<string, unknown> = root;
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value;
      else {
        node[part] ??= /^\d+$/.test(path[i + 1]) ? [] : {};
        node = node[part] as Record<string, unknown>;
      }
    });
  }
  return root;
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = "";
    req.on("data", (chunk) => (data += chunk));
    req.on("end", () => resolve(data));
  });

export async function startFakeStripe(): Promise<FakeStripe> {
  const secretKey = `sk_test_fake_${randomBytes(8).toString("hex")}`;
  const webhookSecret = `whsec_${randomBytes(16).toString("hex")}`;
  const sessions = new Map<string, FakeCheckoutSession>();
  const requests: FakeStripe["requests"] = [];
  const signer = new Stripe(secretKey);

  const server: Server = createServer(async (req, res) => {
    const body = await readBody(req);
    const path = (req.url ?? "/").split("?")[0];
    const send = (status: number, payload: unknown) => {
      res.writeHead(status, {
        "Content-Type": "application/json",
        "Request-Id": `req_${randomBytes(6).toString("hex")}`,
      });
      res.end(JSON.stringify(payload));
    };
    const form = parseForm(body);
    requests.push({ method: req.method ?? "GET", path, body: form });
    if (req.headers.authorization !== `Bearer ${secretKey}`) {
      return send(401, { error: { type: "invalid_request_error", message: "Invalid API Key provided" } });
    }
    if (req.method === "POST" && path === "/v1/checkout/sessions") {
      const items = form.line_items as { quantity: string; price_data: { currency: string; unit_amount: string } }[];
      const id = `cs_test_${randomBytes(12).toString("hex")}`;
      const session: FakeCheckoutSession = {
        id,
        object: "checkout.session",
        mode: String(form.mode),
        status: "open",
        payment_status: "unpaid",
        amount_total: items.reduce((sum, item) => sum + Number(item.price_data.unit_amount) * Number(item.quantity), 0),
        currency: items[0].price_data.currency,
        client_reference_id: (form.client_reference_id as string) ?? null,
        customer_email: (form.customer_email as string) ?? null,
        metadata: (form.metadata as Record<string, string>) ?? {},
        success_url: String(form.success_url).replace("{CHECKOUT_SESSION_ID}", id),
        cancel_url: String(form.cancel_url),
        url: `https://checkout.stripe.test/c/pay/${id}`,
        livemode: false,
        created: Math.floor(Date.now() / 1000),
        payment_intent: null,
      };
      sessions.set(id, session);
      return send(200, session);
    }
    const match = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (req.method === "GET" && match && fake.hangRetrieve) return;
    if (req.method === "GET" && match) {
      const session = sessions.get(decodeURIComponent(match[1]));
      if (!session)
        return send(404, {
          error: {
            type: "invalid_request_error",
            code: "resource_missing",
            message: `No such checkout.session: '${match[1]}'`,
          },
        });
      return send(200, session);
    }
    send(404, {
      error: { type: "invalid_request_error", message: `Unrecognized request URL (${req.method}: ${path})` },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("fake Stripe did not bind");

  const charges = new Map<string, FakeCharge>();
  const signEvent = (type: string, object: unknown, options: EventOptions = {}): SignedEvent => {
    const eventId = options.eventId ?? `evt_${randomBytes(12).toString("hex")}`;
    const payload = JSON.stringify({
      id: eventId,
      object: "event",
      api_version: "2025-01-27.acacia",
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      type,
      data: { object },
    });
    const signature = signer.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? webhookSecret,
      timestamp: options.timestamp,
    });
    return { payload, signature, eventId };
  };
  const session = (sessionId: string) => {
    const found = sessions.get(sessionId);
    if (!found) throw new Error(`fake Stripe has no session ${sessionId}`);
    return found;
  };

  const fake: FakeStripe = {
    url: `http://127.0.0.1:${address.port}`,
    hangRetrieve: false,
    sign: (payload) => signer.webhooks.generateTestHeaderString({ payload, secret: webhookSecret }),
    secretKey,
    webhookSecret,
    sessions,
    requests,
    setPayment(sessionId, paymentStatus, status = paymentStatus === "paid" ? "complete" : "open") {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`fake Stripe has no session ${sessionId}`);
      Object.assign(session, { payment_status: paymentStatus, status });
      if (paymentStatus === "paid") session.payment_intent ??= `pi_${randomBytes(12).toString("hex")}`;
      return session;
    },
    webhook: (type, sessionId, options) => signEvent(type, session(sessionId), options),
    charge(sessionId) {
      const paid = session(sessionId);
      if (!paid.payment_intent) throw new Error(`fake Stripe session ${sessionId} was never paid`);
      const existing = charges.get(sessionId);
      if (existing) return existing;
      const charge: FakeCharge = {
        id: `ch_${randomBytes(12).toString("hex")}`,
        object: "charge",
        amount: paid.amount_total,
        amount_captured: paid.amount_total,
        amount_refunded: 0,
        currency: paid.currency,
        paid: true,
        captured: true,
        refunded: false,
        disputed: false,
        status: "succeeded",
        payment_intent: paid.payment_intent,
        livemode: false,
        created: Math.floor(Date.now() / 1000),
      };
      charges.set(sessionId, charge);
      return charge;
    },
    refund(sessionId, options = {}) {
      const charge = fake.charge(sessionId);
      charge.amount_refunded = Math.min(charge.amount, charge.amount_refunded + (options.amount ?? charge.amount));
      charge.refunded = charge.amount_refunded === charge.amount;
      return signEvent("charge.refunded", charge, options);
    },
    dispute(sessionId, options) {
      const charge = fake.charge(sessionId);
      charge.disputed = true;
      const dispute: FakeDispute = {
        id: `dp_${randomBytes(12).toString("hex")}`,
        object: "dispute",
        amount: charge.amount,
        charge: charge.id,
        currency: charge.currency,
        payment_intent: charge.payment_intent,
        reason: "fraudulent",
        status: "needs_response",
        is_charge_refundable: !charge.refunded,
        livemode: false,
        created: Math.floor(Date.now() / 1000),
      };
      return signEvent("charge.dispute.created", dispute, options);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
  return fake;
}

/** The Worker's settings that point its Stripe client and webhook check at this fake. */
export const stripeWorkerVars = (stripe: FakeStripe) => ({
  STRIPE_SECRET_KEY: stripe.secretKey,
  STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
  STRIPE_API_URL: stripe.url,
});
