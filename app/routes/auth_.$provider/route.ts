/** POST /auth/google, /auth/facebook: starts the provider's sign-in (state + PKCE) and redirects to it. */
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { afterSignInPath, intentQuery, readSignInIntent } from "~/models/sign-in-intent.server";
import { isOAuthProvider, startOAuth } from "~/services/oauth.server";
import { readForm } from "~/utils/form.server";
import { SIGN_IN_PATH, signInPath } from "~/utils/paths";

export async function action({ request, context, params }: ActionFunctionArgs) {
  if (!isOAuthProvider(params.provider)) throw new Response("Not found", { status: 404 });
  const intent = readSignInIntent(await readForm(request));
  const response = await startOAuth(context, request, params.provider, { redirectTo: afterSignInPath(intent) });
  // Not set up: back to the screen, whose button says so.
  return response ?? redirect(signInPath(intentQuery(intent)));
}

export async function loader({ params }: LoaderFunctionArgs) {
  if (!isOAuthProvider(params.provider)) throw new Response("Not found", { status: 404 });
  return redirect(SIGN_IN_PATH);
}
