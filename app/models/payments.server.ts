/**
 * Buying credits. A checkout is recorded (package, credits, price, user) when it starts; that
 * record alone decides what is granted. Every way a payment can be reported (Stripe's webhook,
 * the payment-success call, the local checkout's Pay button) ends in `fulfilCheckout`, which
 * grants through the user's CreditAccount under the key `checkout:<sessionId>`, so a checkout
 * grants exactly once however many times and in whatever order it is reported.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, eq, isNull, lt, notInArray, sql } from "drizzle-orm";
import { checkoutSessions, pendingReversals, processedWebhookEvents, type CheckoutSession } from "../../db/schema";
import { createStripe, stripeConfigured, type StripeCheckoutSession, type StripeEvent } from "~/services/stripe.server";
import { z } from "zod";
import { ApiError } from "~/services/api.server";
import { TOOL_LIST } from "~/tools";
import { randomToken } from "~/utils/crypto.server";
import { oncePerRequest } from "~/utils/per-request";
import { DASHBOARD_PATH } from "~/utils/paths";
import { safeRedirectPath } from "~/utils/redirect";
import { PACKAGES, type PaidPackageType } from "./pricing";
import { getBalance } from "./credits.server";
import { getUserProfile } from "./users.server";
import { LedgerError, type RefundedShare } from "./ledger";

/** One log line per failed Stripe call (its type and message), not a stack per retry. */
const messageOf = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error));

export const LOCAL_SESSION_PREFIX = "cs_local_";

/**
 * Where checkout may return to: the dashboard, or the tool the purchase started from (its page
 * puts the user's photo and choices back). Any other value, foreign or not, means the dashboard.
 */
export function checkoutReturnPath(value: unknown): string | null {
  const path = safeRedirectPath(typeof value === "string" ? value : null, "");
  return TOOL_LIST.some((tool) => tool.path === path) ? path : null;
}

/** The page checkout returns to, paid (with the session to confirm) or cancelled. */
export const paymentSuccessPath = (sessionId: string, returnPath: string | null = null) =>
  `${returnPath ?? DASHBOARD_PATH}?payment=success&session_id=${sessionId}`;
export const paymentCancelledPath = (returnPath: string | null = null) =>
  `${returnPath ?? DASHBOARD_PATH}?payment=cancelled`;

export const checkoutIdempotencyKey = (sessionId: string) => `checkout:${sessionId}`;
/** A granted checkout, or one whose credits were taken back: no later report changes its status. */
const SETTLED_STATUSES: CheckoutSession["status"][] = ["completed", "partially_refunded", "refunded"];
export const isSessionId = (value: unknown): value is string =>
  typeof value === "string" && /^cs_[A-Za-z0-9_-]{1,200}$/.test(value);

const unavailable = () =>
  new ApiError({ status: 503, code: "payment_unavailable", message: "credits.api.paymentUnavailable" });
const sessionNotFound = () =>
  new ApiError({ status: 404, code: "session_not_found", message: "credits.api.sessionNotFound" });

/** Which checkout this deployment offers: Stripe with keys, the in-app page in development, none in production. */
export function checkoutProvider(context: AppLoadContext): "stripe" | "local" | null {
  if (stripeConfigured(context.env)) return "stripe";
  return context.isProduction ? null : "local";
}

export function requirePaymentsAvailable(context: AppLoadContext): "stripe" | "local" {
  const provider = checkoutProvider(context);
  if (!provider) throw unavailable();
  return provider;
}

export const localCheckoutPath = (sessionId: string) => `/checkout/local/${sessionId}`;

/** Records a checkout for the package and answers where to send the buyer. */
export async function startCheckout(
  context: AppLoadContext,
  input: { userId: string; packageType: PaidPackageType; email?: string; returnPath?: string | null },
): Promise<{ sessionId: string; url: string }> {
  const provider = requirePaymentsAvailable(context);
  const pkg = PACKAGES[input.packageType];
  const record = (stripeSessionId: string) =>
    context.db.insert(checkoutSessions).values({
      id: crypto.randomUUID(),
      stripeSessionId,
      userId: input.userId,
      packageType: pkg.packageType,
      credits: pkg.credits,
      amountCents: pkg.priceCents,
      currency: "usd",
      provider,
      returnPath: input.returnPath ?? null,
    });

  if (provider === "local") {
    const sessionId = `${LOCAL_SESSION_PREFIX}${randomToken(18)}`;
    await record(sessionId);
    return { sessionId, url: new URL(localCheckoutPath(sessionId), context.origin).toString() };
  }

  let session: StripeCheckoutSession;
  try {
    session = await createStripe(context.env).checkout.sessions.create({
      mode: "payment",
      client_reference_id: input.userId,
      customer_email: input.email,
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: "usd",
            unit_amount: pkg.priceCents,
            product_data: { name: `RoomMuse ${pkg.packageType} pack: ${pkg.credits} credits` },
          },
        },
      ],
      metadata: { userId: input.userId, packageType: pkg.packageType, credits: String(pkg.credits) },
      // Stripe fills in {CHECKOUT_SESSION_ID}; URL() would escape the braces.
      success_url: `${context.origin}${paymentSuccessPath("{CHECKOUT_SESSION_ID}", input.returnPath)}`,
      cancel_url: new URL(paymentCancelledPath(input.returnPath), context.origin).toString(),
    });
  } catch (error) {
    console.error(`Stripe checkout session could not be created: ${messageOf(error)}`);
    throw new ApiError({ status: 502, code: "checkout_failed", message: "credits.api.checkoutFailed" });
  }
  if (!session.url) throw new ApiError({ status: 502, code: "checkout_failed", message: "credits.buy.noUrl" });
  await record(session.id);
  return { sessionId: session.id, url: session.url };
}

async function findCheckout(context: AppLoadContext, sessionId: string): Promise<CheckoutSession | undefined> {
  return context.db.select().from(checkoutSessions).where(eq(checkoutSessions.stripeSessionId, sessionId)).get();
}

/** The checkout, only for the user who started it (anyone else: not found). */
export async function getOwnCheckout(
  context: AppLoadContext,
  userId: string,
  sessionId: string,
): Promise<CheckoutSession | undefined> {
  if (!isSessionId(sessionId)) return undefined;
  const row = await findCheckout(context, sessionId);
  return row && row.userId === userId ? row : undefined;
}

export interface Fulfilment {
  checkout: CheckoutSession;
  /** False when an earlier report had already granted this checkout. */
  newlyGranted: boolean;
  balance: number;
}

/**
 * THE fulfilment: grants the recorded package once. `paid` is what the payment report says
 * was paid; it must match the recorded price, or nothing is granted.
 */
export async function fulfilCheckout(
  context: AppLoadContext,
  checkout: CheckoutSession,
  paid: { amountCents: number | null; currency: string | null; paymentIntentId?: string | null },
): Promise<Fulfilment> {
  if (paid.amountCents !== checkout.amountCents || (paid.currency ?? "").toLowerCase() !== checkout.currency) {
    const note = `paid ${paid.amountCents} ${paid.currency}, expected ${checkout.amountCents} ${checkout.currency}`;
    console.error(`Checkout ${checkout.stripeSessionId}: ${note}; not granted, recorded for review`);
    await context.db
      .update(checkoutSessions)
      .set({ status: "review", reviewNote: note })
      .where(and(eq(checkoutSessions.id, checkout.id), notInArray(checkoutSessions.status, SETTLED_STATUSES)));
    throw new ApiError({ status: 409, code: "amount_mismatch", message: "credits.api.confirmationFailed" });
  }
  const entry = await context.creditAccount(checkout.userId).grant({
    amount: checkout.credits,
    reason: "purchase",
    idempotencyKey: checkoutIdempotencyKey(checkout.stripeSessionId),
    metadata: {
      packageType: checkout.packageType,
      checkoutSessionId: checkout.stripeSessionId,
      amountCents: checkout.amountCents,
      provider: checkout.provider,
    },
  });
  const now = Date.now();
  // A settled checkout never changes status again (the update below could not touch it), so a
  // repeated report of one (the buyer's return after the Pay button or the webhook) skips the write.
  if (!SETTLED_STATUSES.includes(checkout.status))
    await context.db
      .update(checkoutSessions)
      .set({ status: "completed", creditsGranted: checkout.credits, grantedAt: now })
      .where(and(eq(checkoutSessions.id, checkout.id), notInArray(checkoutSessions.status, SETTLED_STATUSES)));
  if (paid.paymentIntentId) {
    await context.db
      .update(checkoutSessions)
      .set({ stripePaymentIntentId: paid.paymentIntentId })
      .where(eq(checkoutSessions.id, checkout.id));
    // A refund or dispute that arrived before this grant takes its share back now.
    await applyPendingReversals(context, paid.paymentIntentId);
  }
  return {
    checkout: {
      ...checkout,
      status: "completed",
      creditsGranted: checkout.credits,
      grantedAt: checkout.grantedAt ?? now,
    },
    newlyGranted: !entry.replayed,
    balance: entry.balance,
  };
}

/** What the payment-success call answers (spec: message, transaction, user). */
export function paymentConfirmation(fulfilment: Fulfilment) {
  return {
    transaction: {
      packageType: fulfilment.checkout.packageType,
      creditsAdded: fulfilment.checkout.credits,
      amountPaid: fulfilment.checkout.amountCents / 100,
      sessionId: fulfilment.checkout.stripeSessionId,
    },
    user: { credits: fulfilment.balance },
  };
}

/**
 * The buyer's return from checkout. Grants if the payment is complete (the webhook may not
 * have arrived yet); answers the same details however often it is called.
 */
export async function confirmPayment(context: AppLoadContext, userId: string, sessionId: unknown) {
  if (sessionId === undefined || sessionId === null || sessionId === "")
    throw new ApiError({ status: 400, code: "session_missing", message: "credits.api.sessionNotFound" });
  if (typeof sessionId !== "string" || !sessionId.startsWith("cs_") || !isSessionId(sessionId))
    throw new ApiError({ status: 400, code: "invalid_session_id", message: "credits.api.invalidSessionId" });
  const checkout = await getOwnCheckout(context, userId, sessionId);
  if (!checkout) throw sessionNotFound();
  if (checkout.provider === "local") {
    if (context.isProduction) throw unavailable();
    if (checkout.status !== "completed")
      throw new ApiError({ status: 409, code: "payment_incomplete", message: "credits.api.confirmationFailed" });
    return paymentConfirmation(
      await fulfilCheckout(context, checkout, { amountCents: checkout.amountCents, currency: checkout.currency }),
    );
  }
  if (!stripeConfigured(context.env)) throw unavailable();
  let session: StripeCheckoutSession;
  try {
    session = await createStripe(context.env).checkout.sessions.retrieve(sessionId);
  } catch (error) {
    console.error(`Stripe checkout session ${sessionId} could not be read: ${messageOf(error)}`);
    throw new ApiError({ status: 502, code: "confirmation_failed", message: "credits.api.confirmationFailed" });
  }
  if (session.payment_status !== "paid")
    throw new ApiError({ status: 409, code: "payment_incomplete", message: "credits.api.confirmationFailed" });
  return paymentConfirmation(
    await fulfilCheckout(context, checkout, {
      amountCents: session.amount_total,
      currency: session.currency,
      paymentIntentId: expandableId(session.payment_intent),
    }),
  );
}

/** The local checkout's Pay button (development only): the same fulfilment as Stripe's. */
export async function payLocalCheckout(
  context: AppLoadContext,
  userId: string,
  sessionId: string,
): Promise<Fulfilment> {
  const checkout = await getOwnCheckout(context, userId, sessionId);
  if (checkout?.provider !== "local" || context.isProduction) throw sessionNotFound();
  if (checkout.status === "expired" || checkout.status === "failed")
    throw new ApiError({ status: 409, code: "checkout_closed", message: "credits.api.checkoutClosed" });
  return fulfilCheckout(context, checkout, { amountCents: checkout.amountCents, currency: checkout.currency });
}

/** Closes an open local checkout; answers the checkout as it was read (its way back included). */
export async function cancelLocalCheckout(
  context: AppLoadContext,
  userId: string,
  sessionId: string,
): Promise<CheckoutSession> {
  const checkout = await getOwnCheckout(context, userId, sessionId);
  if (checkout?.provider !== "local") throw sessionNotFound();
  await context.db
    .update(checkoutSessions)
    .set({ status: "expired" })
    .where(and(eq(checkoutSessions.id, checkout.id), eq(checkoutSessions.status, "open")));
  return checkout;
}

/** What GET /api/stripe/checkout-session/:id shows its owner. */
export async function describeCheckout(context: AppLoadContext, userId: string, sessionId: string) {
  const checkout = await getOwnCheckout(context, userId, sessionId);
  if (!checkout) throw sessionNotFound();
  return {
    id: checkout.stripeSessionId,
    packageType: checkout.packageType,
    credits: checkout.credits,
    amountTotal: checkout.amountCents,
    amountPaid: checkout.amountCents / 100,
    currency: checkout.currency,
    provider: checkout.provider,
    status: checkout.status,
    paymentStatus:
      checkout.status === "completed" ? "paid" : checkout.status.endsWith("refunded") ? checkout.status : "unpaid",
    creditsGranted: checkout.creditsGranted,
    user: { credits: await getBalance(context, userId) },
  };
}

/** A verified Stripe event. Each event id is handled once; the grant itself is idempotent too. */
export async function handleStripeEvent(context: AppLoadContext, event: StripeEvent): Promise<{ handled: string }> {
  const seen = await context.db
    .select({ id: processedWebhookEvents.eventId })
    .from(processedWebhookEvents)
    .where(eq(processedWebhookEvents.eventId, event.id))
    .get();
  if (seen) return { handled: "duplicate" };
  const outcome = await applyStripeEvent(context, event);
  // Recorded after the work, so a failure midway is retried by Stripe instead of forgotten.
  await context.db.insert(processedWebhookEvents).values({ eventId: event.id, type: event.type }).onConflictDoNothing();
  return { handled: outcome };
}

/**
 * The fields of a Checkout Session event that RoomMuse reads, as Stripe's API reference
 * documents them. A signed event that does not fit is refused with 400 (a ZodError), never 500.
 */
/** An expandable reference: Stripe sends the id, or the object itself when expanded. */
const expandable = z.union([z.string().min(1), z.object({ id: z.string().min(1) }).passthrough()]);
const expandableId = (value: string | { id: string } | null | undefined) =>
  typeof value === "string" ? value : (value?.id ?? null);

const checkoutSessionObject = z.object({
  id: z.string().min(1),
  object: z.literal("checkout.session"),
  amount_total: z.number().int().nullable(),
  currency: z.string().nullable(),
  payment_status: z.enum(["paid", "unpaid", "no_payment_required"]),
  payment_intent: expandable.nullish(),
});
/** The Charge of a `charge.refunded` event. */
const chargeObject = z.object({
  id: z.string().min(1),
  object: z.literal("charge"),
  amount: z.number().int().nonnegative(),
  amount_refunded: z.number().int().nonnegative(),
  currency: z.string().min(1),
  refunded: z.boolean(),
  payment_intent: expandable.nullable(),
});
/** The Dispute of a `charge.dispute.created` event. */
const disputeObject = z.object({
  id: z.string().min(1),
  object: z.literal("dispute"),
  amount: z.number().int().nonnegative(),
  currency: z.string().min(1),
  charge: expandable,
  payment_intent: expandable.nullable(),
  reason: z.string(),
});
const stripeEventShape = z.object({
  id: z.string().min(1),
  object: z.literal("event"),
  type: z.string().min(1),
  data: z.object({ object: z.object({}).passthrough() }),
});

/** Checks a verified event's envelope; throws a ZodError (400) when Stripe's documented shape does not fit. */
export function parseStripeEvent(event: StripeEvent): StripeEvent {
  stripeEventShape.parse(event);
  return event;
}

/** A refund or dispute of one charge, as its event reports it. */
interface ChargeReversal {
  eventId: string;
  chargeId: string;
  paymentIntentId: string;
  cause: "refund" | "dispute";
  /** The share of the charge refunded so far (cumulative); absent for a dispute (the whole charge). */
  refunded?: RefundedShare;
}

const findCheckoutByPaymentIntent = (context: AppLoadContext, paymentIntentId: string) =>
  context.db.select().from(checkoutSessions).where(eq(checkoutSessions.stripePaymentIntentId, paymentIntentId)).get();

/**
 * A refunded or disputed charge takes back its purchase's credits in proportion to what was paid
 * back (Ledger.reverse: cumulative, so a redelivered or older report takes nothing more), as far
 * as the balance allows and never from a later purchase; what could not be taken (already spent)
 * is recorded as the shortfall and never collected later. A charge whose purchase was not granted
 * here yet is kept (pending_reversals) and applied when the grant lands.
 */
async function reverseCharge(context: AppLoadContext, charge: ChargeReversal): Promise<string> {
  let checkout = await findCheckoutByPaymentIntent(context, charge.paymentIntentId);
  if (!checkout) {
    await context.db
      .insert(pendingReversals)
      .values({
        eventId: charge.eventId,
        paymentIntentId: charge.paymentIntentId,
        chargeId: charge.chargeId,
        cause: charge.cause,
        amountRefunded: charge.refunded?.amount ?? null,
        amount: charge.refunded?.of ?? null,
      })
      .onConflictDoNothing();
    // The grant may have landed while this was recorded, and missed it: look once more.
    checkout = await findCheckoutByPaymentIntent(context, charge.paymentIntentId);
    if (!checkout) {
      console.warn(
        `Stripe event ${charge.eventId}: charge ${charge.chargeId} (${charge.cause}) belongs to no granted purchase ` +
          "yet; kept until its grant lands",
      );
      return "pending_purchase";
    }
  }
  const outcome = await reverseCheckout(context, checkout, charge);
  await markApplied(context, charge.eventId);
  return outcome;
}

/** Marks a kept reversal applied (if it was kept at all). */
const markApplied = (context: AppLoadContext, eventId: string) =>
  context.db
    .update(pendingReversals)
    .set({ appliedAt: Date.now() })
    .where(and(eq(pendingReversals.eventId, eventId), isNull(pendingReversals.appliedAt)));

async function reverseCheckout(context: AppLoadContext, checkout: CheckoutSession, charge: ChargeReversal) {
  let reversal: Awaited<ReturnType<ReturnType<AppLoadContext["creditAccount"]>["reverse"]>>;
  try {
    reversal = await context.creditAccount(checkout.userId).reverse({
      purchaseIdempotencyKey: checkoutIdempotencyKey(checkout.stripeSessionId),
      refunded: charge.refunded,
      metadata: {
        cause: charge.cause,
        chargeId: charge.chargeId,
        checkoutSessionId: checkout.stripeSessionId,
        packageType: checkout.packageType,
      },
    });
  } catch (error) {
    if (!(error instanceof LedgerError && error.code === "unknown_purchase")) throw error;
    console.warn(
      `Stripe event ${charge.eventId}: checkout ${checkout.stripeSessionId} was never granted; nothing taken`,
    );
    return "not_granted";
  }
  // Reports may land in any order: the checkout only ever moves to a further reversal.
  await context.db
    .update(checkoutSessions)
    .set({
      status: reversal.through >= reversal.credits ? "refunded" : "partially_refunded",
      reversedCredits: reversal.totalTaken,
      shortfallCredits: reversal.totalShortfall,
    })
    .where(
      and(
        eq(checkoutSessions.id, checkout.id),
        lt(sql`${checkoutSessions.reversedCredits} + ${checkoutSessions.shortfallCredits}`, reversal.through),
      ),
    );
  if (reversal.shortfall > 0)
    console.warn(
      `Checkout ${checkout.stripeSessionId} (${charge.cause}): ${reversal.shortfall} credits already spent, not taken`,
    );
  if (reversal.replayed) return "already_reversed";
  return reversal.through >= reversal.credits ? "reversed" : "partially_reversed";
}

/** The refunds and disputes kept for a charge whose purchase was just granted, applied once each. */
async function applyPendingReversals(context: AppLoadContext, paymentIntentId: string) {
  const waiting = await context.db
    .select()
    .from(pendingReversals)
    .where(and(eq(pendingReversals.paymentIntentId, paymentIntentId), isNull(pendingReversals.appliedAt)))
    .all();
  if (!waiting.length) return;
  const checkout = await findCheckoutByPaymentIntent(context, paymentIntentId);
  if (!checkout) return;
  for (const kept of waiting) {
    await reverseCheckout(context, checkout, {
      eventId: kept.eventId,
      chargeId: kept.chargeId,
      paymentIntentId,
      cause: kept.cause,
      refunded:
        kept.amountRefunded !== null && kept.amount !== null
          ? { amount: kept.amountRefunded, of: kept.amount }
          : undefined,
    });
    await markApplied(context, kept.eventId);
  }
}

/** A charge without a PaymentIntent was not made by a Checkout Session: not a RoomMuse purchase. */
function ignoreCharge(event: StripeEvent, chargeId: string) {
  console.warn(
    `Stripe event ${event.id}: charge ${chargeId} has no PaymentIntent, so no RoomMuse purchase; nothing taken`,
  );
  return "unknown_charge";
}

async function applyStripeEvent(context: AppLoadContext, event: StripeEvent): Promise<string> {
  if (event.type === "charge.refunded") {
    const charge = chargeObject.parse(event.data.object);
    const paymentIntentId = expandableId(charge.payment_intent);
    if (!paymentIntentId) return ignoreCharge(event, charge.id);
    // amount_refunded is cumulative over the charge's refunds: the share paid back so far.
    return reverseCharge(context, {
      eventId: event.id,
      chargeId: charge.id,
      paymentIntentId,
      cause: "refund",
      refunded: { amount: charge.amount_refunded, of: charge.amount },
    });
  }
  if (event.type === "charge.dispute.created") {
    const dispute = disputeObject.parse(event.data.object);
    const chargeId = expandableId(dispute.charge) ?? dispute.id;
    const paymentIntentId = expandableId(dispute.payment_intent);
    if (!paymentIntentId) return ignoreCharge(event, chargeId);
    return reverseCharge(context, { eventId: event.id, chargeId, paymentIntentId, cause: "dispute" });
  }
  if (!event.type.startsWith("checkout.session.")) return "ignored";
  const session = checkoutSessionObject.parse(event.data.object);
  const checkout = await findCheckout(context, session.id);
  if (checkout?.provider !== "stripe") {
    console.warn(`Stripe event ${event.id} for unknown checkout ${session.id}: nothing granted`);
    return "unknown_session";
  }
  const paid = {
    amountCents: session.amount_total,
    currency: session.currency,
    paymentIntentId: expandableId(session.payment_intent),
  };
  // "granted" only when this report granted the credits; a mismatch is answered 2xx so Stripe
  // stops retrying it, and waits for review.
  const grant = async () => {
    try {
      return (await fulfilCheckout(context, checkout, paid)).newlyGranted ? "granted" : "already_granted";
    } catch (error) {
      if (error instanceof ApiError && error.init.code === "amount_mismatch") return "review";
      throw error;
    }
  };
  switch (event.type) {
    case "checkout.session.completed":
      if (session.payment_status !== "paid") return "awaiting_payment";
      return grant();
    case "checkout.session.async_payment_succeeded":
      return grant();
    case "checkout.session.async_payment_failed":
    case "checkout.session.expired":
      await context.db
        .update(checkoutSessions)
        .set({ status: event.type === "checkout.session.expired" ? "expired" : "failed" })
        .where(and(eq(checkoutSessions.id, checkout.id), eq(checkoutSessions.status, "open")));
      return "closed";
    default:
      return "ignored";
  }
}

/** A checkout asked for on behalf of `requestedUserId`: only the signed-in user may buy for their own account. */
export async function startCheckoutFor(
  context: AppLoadContext,
  signedInUserId: string,
  requestedUserId: string | undefined,
  packageType: PaidPackageType,
  returnPath: string | null = null,
) {
  if (requestedUserId !== undefined && requestedUserId !== signedInUserId)
    throw new ApiError({ status: 403, code: "forbidden", message: "credits.api.forbidden" });
  // The session lookup brought the profile with it: no second read of the same row.
  const profile = await getUserProfile(context, signedInUserId);
  if (!profile) throw new ApiError({ status: 401, code: "unauthorized", message: "common.api.unauthorized" });
  return startCheckout(context, { userId: signedInUserId, packageType, email: profile.email, returnPath });
}

/**
 * The return from checkout (`?payment=success&session_id=` on the dashboard or on the tool the
 * purchase started from), confirmed once per request: the shell and the page both wait for it
 * before they read the balance, so the page arrives complete, with or without JavaScript.
 * Undefined when the address is not such a return; `{ ok: false }` when it cannot be confirmed.
 */
export function confirmCheckoutReturn(
  context: AppLoadContext,
  request: Request,
  userId: string,
): Promise<{ ok: true; data: ReturnType<typeof paymentConfirmation> } | { ok: false } | undefined> {
  const query = new URL(request.url).searchParams;
  const sessionId = query.get("session_id");
  if (query.get("payment") !== "success" || !sessionId) return Promise.resolve(undefined);
  return oncePerRequest(context, `checkout-return:${sessionId}`, async () => {
    try {
      return { ok: true as const, data: await confirmPayment(context, userId, sessionId) };
    } catch (error) {
      if (error instanceof ApiError) return { ok: false as const };
      throw error;
    }
  });
}
