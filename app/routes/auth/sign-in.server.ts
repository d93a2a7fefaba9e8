/** The server half of /auth: the screen's data, and the magic-link request its form posts. */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { getT } from "~/i18n.server";
import { emailSchema, requestMagicLink } from "~/models/magic-links.server";
import { PACKAGES, transformationsFor } from "~/models/pricing";
import { afterSignInPath, intentQuery, readSignInIntent } from "~/models/sign-in-intent.server";
import { getOptionalUserId, RECENT_SIGN_IN_MS } from "~/services/auth.server";
import { configuredProviders } from "~/services/oauth.server";
import { readForm } from "~/utils/form.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const intent = readSignInIntent(params);
  // reauth=1: a sensitive page wants a fresh sign-in, so a signed-in user stays here.
  const reauth = params.get("reauth") === "1";
  if (!reauth && (await getOptionalUserId(request, context))) throw redirect(afterSignInPath(intent));
  const t = await getT(request);
  return {
    /** Minutes a sign-in stays fresh enough, when a sensitive page sent the user here; else null. */
    reauthMinutes: reauth ? RECENT_SIGN_IN_MS / 60_000 : null,
    meta: { title: t("auth.meta.title"), description: t("auth.meta.description") },
    providers: configuredProviders(context.env),
    query: intentQuery(intent),
    welcome: {
      credits: PACKAGES.free.credits,
      transformations: transformationsFor(PACKAGES.free.credits, context.env.CREDIT_COSTS),
    },
  };
}

export type ActionResult =
  | { status: "sent"; email: string }
  | { status: "error"; message: string; email: string; field: boolean };

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  const intent = readSignInIntent(form);
  const t = await getT(request);
  const rawEmail = typeof form.get("email") === "string" ? String(form.get("email")) : "";
  const parsed = emailSchema.safeParse(rawEmail);
  if (!parsed.success) {
    return data<ActionResult>(
      { status: "error", field: true, email: rawEmail, message: t(parsed.error.issues[0].message) },
      { status: 400 },
    );
  }
  try {
    const result = await requestMagicLink(context, request, {
      email: parsed.data,
      redirectTo: afterSignInPath(intent),
      t,
    });
    if (!result.ok) {
      const seconds = Math.ceil(result.retryAfterMs / 1000);
      // The real wait, in minutes, and nothing vaguer beside it ("wait a moment" said otherwise).
      const message = t("auth.errors.rateLimited", { count: Math.ceil(seconds / 60) });
      return data<ActionResult>(
        { status: "error", field: false, email: rawEmail, message },
        { status: 429, headers: { "Retry-After": String(seconds) } },
      );
    }
  } catch (error) {
    console.error("Magic link e-mail failed:", error);
    return data<ActionResult>(
      { status: "error", field: false, email: rawEmail, message: t("auth.errors.sendFailed") },
      { status: 502 },
    );
  }
  return data<ActionResult>({ status: "sent", email: parsed.data });
}
