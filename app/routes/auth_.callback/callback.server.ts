/** The server half of /auth/callback: the provider's return, and the extension confirmation's POST. */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { getT } from "~/i18n.server";
import { handoffTarget, storeHandoff } from "~/models/extension-handoff.server";
import { afterSignInPath, intentQuery, readSignInIntent } from "~/models/sign-in-intent.server";
import { signIn, startApiSession } from "~/models/sign-in.server";
import { getUserProfile } from "~/models/users.server";
import { getOptionalUserId, isSameOriginRequest } from "~/services/auth.server";
import { getWebSession } from "~/services/session.server";
import { finishOAuth, type OAuthProvider } from "~/services/oauth.server";
import { signInPath } from "~/utils/paths";

/**
 * "confirm-extension" asks before handing a session over: a GET alone must never do it, or any
 * site could open this address with its own state and collect the visitor's tokens. Once
 * confirmed, the browser goes to the extension's own redirect URI (no page of ours).
 */
export type CallbackView = {
  kind: "failed" | "confirm-extension";
  title: string;
  message: string;
  warning?: string;
};

/** This page must not be framed (the confirmation button could be clickjacked). */
const NO_FRAMING = { "X-Frame-Options": "DENY", "Content-Security-Policy": "frame-ancestors 'none'" };

/**
 * The failure card's text under its title: which provider failed, or what it means for the user.
 * Not "Authentication failed" under "Authentication Failed": the card says nothing twice.
 */
function failureMessageKey(provider: OAuthProvider | null) {
  return provider === "google"
    ? "auth.errors.googleFailed"
    : provider === "facebook"
      ? "auth.errors.facebookFailed"
      : "auth.callback.failedText";
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const params = url.searchParams;
  const t = await getT(request);
  const failed = async (
    provider: OAuthProvider | null,
    headers?: HeadersInit,
    messageKey = failureMessageKey(provider),
  ) =>
    data<CallbackView>(
      { kind: "failed", title: t("auth.callback.failedTitle"), message: t(messageKey) },
      { status: 401, headers },
    );

  if (params.has("code") || params.has("error")) {
    const result = await finishOAuth(context, request);
    const headers = new Headers();
    for (const cookie of result.clearCookies) headers.append("Set-Cookie", cookie);
    if (params.has("error")) {
      console.info(`Sign-in refused by the provider: ${params.get("error")} ${params.get("error_description") ?? ""}`);
      return failed(result.provider, headers);
    }
    if (!result.ok) {
      console.info(`Sign-in with ${result.provider ?? "a provider"} failed: ${result.reason}`);
      return failed(result.provider, headers);
    }
    return signIn(
      context,
      request,
      { ...result.identity, method: result.provider },
      result.back.redirectTo,
      result.clearCookies,
    );
  }

  const intent = readSignInIntent(params);
  const userId = await getOptionalUserId(request, context);
  if (params.get("source") === "extension") {
    // An extension that starts the way decision 0009 first had it (no challenge, or a browser
    // name for a client) is told to update; an id nobody registered is not ours.
    if (!intent.extension) return failed(null, undefined, "auth.callback.extensionOutdated");
    const target = await handoffTarget(context, intent.extension);
    if (!target) return failed(null, undefined, "auth.callback.extensionUnknown");
    if (!userId) throw redirect(signInPath(intentQuery(intent)));
    const profile = await getUserProfile(context, userId);
    const extension = t(`auth.callback.clients.${target.extension.browser}`);
    return data<CallbackView>(
      {
        kind: "confirm-extension",
        title: t("auth.callback.connectTitle", { extension }),
        message: t("auth.callback.connectText", { email: profile?.email ?? "", extension }),
        warning: t("auth.callback.connectWarning", { extension }),
      },
      { headers: NO_FRAMING },
    );
  }
  if (userId) throw redirect(afterSignInPath(intent));
  // Nothing this server can use (e.g. a token in the address hash from elsewhere).
  return failed(null);
}

/**
 * The confirmation's POST: same-origin only, for a registered extension; the session is stored
 * for it and the browser sent on to its redirect URI with the one-time code.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const t = await getT(request);
  const intent = readSignInIntent(new URL(request.url).searchParams);
  const signedIn = await getWebSession(request, context);
  const target = intent.extension && (await handoffTarget(context, intent.extension));
  if (!isSameOriginRequest(request, context) || intent.source !== "extension" || !intent.extension || !target) {
    return data<CallbackView>(
      { kind: "failed", title: t("auth.callback.failedTitle"), message: t(failureMessageKey(null)) },
      { status: 403 },
    );
  }
  if (!signedIn) throw redirect(signInPath(intentQuery(intent)));
  // The extension's session inherits this browser's sign-in time (docs/decisions/0032).
  const session = await startApiSession(context, request, signedIn);
  const delivery = session && (await storeHandoff(context, intent.extension, target.redirectUri, session));
  // Null: this state was handed a session already (a second press); the extension has its own.
  if (!delivery)
    return data<CallbackView>(
      { kind: "failed", title: t("auth.callback.failedTitle"), message: t(failureMessageKey(null)) },
      { status: 409 },
    );
  return redirect(delivery, 303);
}
