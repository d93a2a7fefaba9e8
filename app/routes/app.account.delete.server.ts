/** The delete page's loader and action (the route: app.account.delete.tsx). */
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { supportEmail } from "~/components/site/site.server";
import { getT } from "~/i18n.server";
import { CONFIRM_FIELD, CONFIRMED } from "~/models/account-deletion";
import { deleteUserAccount } from "~/models/users.server";
import { json } from "~/services/api.server";
import { requireRecentSignIn } from "~/services/auth.server";
import { clearSessionCookie } from "~/services/session.server";
import { SIGN_IN_PATH } from "~/utils/paths";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireRecentSignIn(request, context);
  const t = await getT(request);
  return {
    meta: { title: t("account.delete.meta.title"), description: t("account.delete.meta.description") },
    supportEmail: supportEmail(context),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { userId } = await requireRecentSignIn(request, context);
  const form = await request.formData().catch(() => new FormData());
  if (form.get(CONFIRM_FIELD) !== CONFIRMED) return json({ step: "confirm" as const, error: null });
  try {
    await deleteUserAccount(context, userId);
  } catch (error) {
    console.error("Account deletion failed:", error);
    const t = await getT(request);
    // Shown on the confirm step, so that pressing its button again retries.
    return json({ step: "confirm" as const, error: t("account.delete.failed") }, { status: 500 });
  }
  return redirect(SIGN_IN_PATH, { headers: { "Set-Cookie": clearSessionCookie(context) } });
}
