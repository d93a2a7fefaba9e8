/** POST {packageType, userId, source: "web"} → {url}: where to send the buyer to pay. */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { checkoutReturnPath, requirePaymentsAvailable, startCheckoutFor } from "~/models/payments.server";
import { PAID_PACKAGE_TYPES } from "~/models/pricing";
import { requireApiUserId } from "~/services/auth.server";
import { apiRoute, json, methodNotAllowed, readJson } from "~/services/api.server";

const body = z.object({
  packageType: z.enum(PAID_PACKAGE_TYPES),
  userId: z.string().min(1).optional(),
  source: z.string().max(40).optional(),
  /** The tool the purchase starts from: checkout returns there (any other value: the dashboard). */
  returnTo: z.string().max(200).optional(),
});

export const action = apiRoute(async ({ request, context }: ActionFunctionArgs) => {
  if (request.method !== "POST") methodNotAllowed(request.method);
  const userId = await requireApiUserId(request, context);
  requirePaymentsAvailable(context);
  const input = await readJson(request, body);
  const returnPath = checkoutReturnPath(input.returnTo);
  const { url, sessionId } = await startCheckoutFor(context, userId, input.userId, input.packageType, returnPath);
  return json({ url, sessionId });
});

export const loader = apiRoute(async ({ request }) => methodNotAllowed(request.method));
