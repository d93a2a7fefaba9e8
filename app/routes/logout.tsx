/**
 * POST /logout: global sign-out (docs/product-rules.md). Every session of the user, on every device,
 * ends, and their API tokens stop working. Contract used by the app shell:
 * `<Form method="post" action="/logout">` → redirect to /auth.
 */
import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { clearSessionCookie, destroyAllSessions, getWebSession } from "~/services/session.server";
import { SIGN_IN_PATH } from "~/utils/paths";

export async function action({ request, context }: ActionFunctionArgs) {
  const session = await getWebSession(request, context);
  if (session) await destroyAllSessions(context, session.userId);
  return redirect(SIGN_IN_PATH, { headers: { "Set-Cookie": clearSessionCookie(context) } });
}

export const loader = () => redirect("/");
