/** The language switch: remembers the choice in a cookie and returns to the same page. */
import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { isLanguage } from "~/i18n";
import { languageCookie } from "~/i18n.server";
import { readForm } from "~/utils/form.server";
import { safeRedirectPath } from "~/utils/redirect";

export async function action({ request }: ActionFunctionArgs) {
  const form = await readForm(request);
  const lng = form.get("lng");
  const to = safeRedirectPath(form.get("redirectTo"), "/");
  if (!isLanguage(lng)) return redirect(to);
  return redirect(to, { headers: { "Set-Cookie": await languageCookie.serialize(lng) } });
}

export const loader = () => redirect("/");
