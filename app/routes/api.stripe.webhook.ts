/**
 * Stripe's webhook. The signature is checked over the exact raw body (constructEventAsync with
 * SubtleCrypto); a bad, tampered or stale one is a 400 and changes nothing. A signed event we
 * fail to handle (D1 or the credit object failing) is a 503 JSON answer, logged once on one
 * line: Stripe redelivers it, and every step is idempotent.
 */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { handleStripeEvent, parseStripeEvent } from "~/models/payments.server";
import { verifyWebhook, type StripeEvent } from "~/services/stripe.server";
import { ZodError } from "zod";
import { ApiError, apiRoute, json, methodNotAllowed } from "~/services/api.server";

/** An error and its causes on one line, without a stack. */
function oneLine(error: unknown): string {
  const parts: string[] = [];
  for (let e = error, depth = 0; e !== undefined && depth < 3; e = e instanceof Error ? e.cause : undefined, depth++)
    parts.push(e instanceof Error ? `${e.name}: ${e.message}` : String(e));
  return parts.join(" <- ").replace(/\s+/g, " ");
}

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
  const { handled } = await handleStripeEvent(context, parseStripeEvent(event)).catch((error: unknown) => {
    if (error instanceof ApiError || error instanceof ZodError) throw error;
    // Our fault (D1, the credit object): one line at error level, and a 503 that Stripe retries.
    console.error(
      `Stripe event ${event.id} (${event.type}) not handled; answered 503 for Stripe to retry: ${oneLine(error)}`,
    );
    throw new ApiError({ status: 503, code: "webhook_retry", message: "credits.api.webhookRetry" });
  });
  return json({ received: true, handled });
});

export const loader = apiRoute(async ({ request }) => methodNotAllowed(request.method));
