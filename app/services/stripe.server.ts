/**
 * Stripe adapter: stripe-node built per request from the request's configuration (no
 * module-scope client). On Workers it must use fetch and SubtleCrypto. STRIPE_API_URL points
 * it at another host (the loopback fake in tests) through stripe-node's host/port/protocol.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import Stripe from "stripe";

export type StripeClient = Stripe;
export type StripeEvent = Awaited<ReturnType<Stripe["webhooks"]["constructEventAsync"]>>;
export type StripeCheckoutSession = Awaited<ReturnType<Stripe["checkout"]["sessions"]["retrieve"]>>;

/** Stripe's default tolerance for webhook timestamps, in seconds. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** How long one call to Stripe may take, and how often a failed one is tried again. */
export const STRIPE_TIMEOUT_MS = 8_000;
export const STRIPE_MAX_RETRIES = 1;

export const stripeConfigured = (env: AppLoadContext["env"]) => Boolean(env.STRIPE_SECRET_KEY);

export function createStripe(env: AppLoadContext["env"]): Stripe {
  if (!env.STRIPE_SECRET_KEY) throw new Error("STRIPE_SECRET_KEY is not set");
  const config: ConstructorParameters<typeof Stripe>[1] = {
    httpClient: Stripe.createFetchHttpClient(),
    // The buyer's return waits on these calls: a slow Stripe costs at most two short tries.
    maxNetworkRetries: STRIPE_MAX_RETRIES,
    timeout: STRIPE_TIMEOUT_MS,
    appInfo: { name: "RoomMuse" },
  };
  if (env.STRIPE_API_URL) {
    const url = new URL(env.STRIPE_API_URL);
    const protocol = url.protocol === "http:" ? "http" : "https";
    Object.assign(config, { host: url.hostname, protocol, port: url.port || (protocol === "http" ? 80 : 443) });
  }
  return new Stripe(env.STRIPE_SECRET_KEY, config);
}

/** Verifies the signature over the exact raw body; throws when it is missing, wrong or stale. */
export async function verifyWebhook(
  env: AppLoadContext["env"],
  rawBody: string,
  signature: string | null,
): Promise<StripeEvent> {
  if (!env.STRIPE_WEBHOOK_SECRET) throw new Error("STRIPE_WEBHOOK_SECRET is not set");
  if (!signature) throw new Error("No Stripe-Signature header");
  return createStripe(env).webhooks.constructEventAsync(
    rawBody,
    signature,
    env.STRIPE_WEBHOOK_SECRET,
    WEBHOOK_TOLERANCE_SECONDS,
    Stripe.createSubtleCryptoProvider(),
  );
}
