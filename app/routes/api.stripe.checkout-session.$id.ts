/** GET: a checkout the signed-in user started (anyone else: 404). */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { describeCheckout, requirePaymentsAvailable } from "~/models/payments.server";
import { requireApiUserId } from "~/services/auth.server";
import { apiRoute, json } from "~/services/api.server";

export const loader = apiRoute(async ({ request, context, params }: LoaderFunctionArgs) => {
  const userId = await requireApiUserId(request, context);
  requirePaymentsAvailable(context);
  return json(await describeCheckout(context, userId, params.id ?? ""));
});
