/** POST {sessionId}: the buyer is back from checkout; grant if paid (once) and report it. */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { getT } from "~/i18n.server";
import { confirmPayment, requirePaymentsAvailable } from "~/models/payments.server";
import { requireApiUserId } from "~/services/auth.server";
import { apiRoute, json, methodNotAllowed, readJson } from "~/services/api.server";

const body = z.object({ sessionId: z.unknown().optional() });

export const action = apiRoute(async ({ request, context }: ActionFunctionArgs) => {
  if (request.method !== "POST") methodNotAllowed(request.method);
  const userId = await requireApiUserId(request, context);
  requirePaymentsAvailable(context);
  const { sessionId } = await readJson(request, body);
  const confirmation = await confirmPayment(context, userId, sessionId);
  const t = await getT(request);
  return json({ message: t("credits.api.paymentSuccess"), ...confirmation });
});

export const loader = apiRoute(async ({ request }) => methodNotAllowed(request.method));
