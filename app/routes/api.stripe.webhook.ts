/**
 * Stripe's webhook. The signature is checked over the exact raw body (constructEventAsync with
 * SubtleCrypto); a bad, tampered or stale one is a 400 and changes nothing.
 */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { handleStripeEvent, parseStripeEvent } from "~/models/payments.server";
import { verifyWebhook, type StripeEvent } from "~/services/stripe.server";
import { ApiError, apiRoute, json, methodNotAllowed } from "~/services/api.server";

export const action = apiRoute(async ({ request, context }: ActionFunctionArgs) => {
  if (request.method !== "POST") methodNotAllowed(request.method);
  if (!context.env.STRIPE_SECRET_KEY || !context.env.STRIPE_WEBHOOK_SECRET) {
    throw new ApiError({ status: 503, code: "payment_unavailable", message: "credits.api.paymentUnavailable" });
  }
  const rawBody = await request.text();
  let event: StripeEvent;
  try {
    event = await verifyWebhook(context.env, rawBody, request.headers.get("Stripe-Signature"));
  } catch {
    throw new ApiError({ status: 400, code: "invalid_signature", message: "credits.api.invalidSignature" });
  }
  const { handled } = await handleStripeEvent(context, parseStripeEvent(event));
  return json({ received: true, handled });
});

export const loader = apiRoute(async ({ request }) => methodNotAllowed(request.method));
