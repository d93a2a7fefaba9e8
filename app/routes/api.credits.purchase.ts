/**
 * POST {userId, package} starts a checkout. JSON callers get {url}; a plain HTML form (the
 * buy buttons without JavaScript) is redirected straight to the checkout page.
 */
import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { checkoutReturnPath, requirePaymentsAvailable, startCheckoutFor } from "~/models/payments.server";
import { PAID_PACKAGE_TYPES } from "~/models/pricing";
import { getOptionalUserId, requireApiUserId } from "~/services/auth.server";
import { ApiError, apiRoute, json, methodNotAllowed, readJson } from "~/services/api.server";
import { readForm } from "~/utils/form.server";
import { safeRedirectPath } from "~/utils/redirect";
import { DASHBOARD_PATH, signInReturningTo } from "~/utils/paths";

const body = z.object({ package: z.enum(PAID_PACKAGE_TYPES), userId: z.string().min(1).optional() });

const isForm = (request: Request) =>
  /application\/x-www-form-urlencoded|multipart\/form-data/.test(request.headers.get("Content-Type") ?? "");

export const action = apiRoute(async ({ request, context }: ActionFunctionArgs) => {
  if (request.method !== "POST") methodNotAllowed(request.method);
  if (isForm(request)) {
    const form = await readForm(request);
    const back = safeRedirectPath(form.get("redirectTo"), DASHBOARD_PATH);
    const userId = await getOptionalUserId(request, context);
    if (!userId) return redirect(signInReturningTo(back), 303);
    const parsed = body.safeParse({
      package: form.get("package") ?? undefined,
      userId: form.get("userId") || undefined,
    });
    try {
      if (!parsed.success) throw parsed.error;
      // Bought from a tool's page: checkout comes back to that tool.
      const returnPath = checkoutReturnPath(back);
      const { url } = await startCheckoutFor(context, userId, parsed.data.userId, parsed.data.package, returnPath);
      return redirect(url, 303);
    } catch (error) {
      if (!(error instanceof ApiError || error instanceof z.ZodError)) throw error;
      const target = new URL(back, context.origin);
      target.searchParams.set("checkout", "failed");
      return redirect(target.pathname + target.search, 303);
    }
  }
  const userId = await requireApiUserId(request, context);
  requirePaymentsAvailable(context);
  const input = await readJson(request, body);
  const { url, sessionId } = await startCheckoutFor(context, userId, input.userId, input.package);
  return json({ url, sessionId });
});

export const loader = apiRoute(async ({ request }) => methodNotAllowed(request.method));
