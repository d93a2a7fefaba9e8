/**
 * /auth/callback, the sign-in return handler (docs/product-rules.md). It finishes a Google or
 * Facebook sign-in (code + state), shows 'Authentication Failed' for a provider error or a
 * bad state/code (then back to /auth after 3 s), hands a session to the browser extension
 * (source=extension&state=…&code_challenge=…&client=…, after the user confirms on a page that
 * names the extension), and otherwise sends a signed-in user to redirect_to.
 */
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { AuthShell, StatusCard } from "~/components/auth/auth-shell";
import { getT } from "~/i18n.server";
import { storeHandoff } from "~/models/extension-handoff.server";
import { afterSignInPath, intentQuery, readSignInIntent } from "~/models/sign-in-intent.server";
import { signIn, startApiSession } from "~/models/sign-in.server";
import { getUserProfile } from "~/models/users.server";
import { getOptionalUserId, isSameOriginRequest } from "~/services/auth.server";
import { finishOAuth, type OAuthProvider } from "~/services/oauth.server";

/**
 * "confirm-extension" asks before handing a session over: a GET alone must never do it, or any
 * site could open this address with its own state and collect the visitor's tokens.
 */
type CallbackView = {
  kind: "failed" | "extension" | "confirm-extension";
  title: string;
  message: string;
  warning?: string;
};

/** This page must not be framed (the confirmation button could be clickjacked). */
const NO_FRAMING = { "X-Frame-Options": "DENY", "Content-Security-Policy": "frame-ancestors 'none'" };

export const FAILURE_REDIRECT_SECONDS = 3;
export const EXTENSION_CLOSE_MS = 2000;

function failureMessageKey(provider: OAuthProvider | null) {
  return provider === "google"
    ? "auth.errors.googleFailed"
    : provider === "facebook"
      ? "auth.errors.facebookFailed"
      : "auth.errors.failed";
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const params = url.searchParams;
  const t = await getT(request);
  const failed = async (provider: OAuthProvider | null, headers?: HeadersInit) =>
    data<CallbackView>(
      { kind: "failed", title: t("auth.callback.failedTitle"), message: t(failureMessageKey(provider)) },
      { status: 401, headers },
    );

  if (params.has("code") || params.has("error")) {
    const result = await finishOAuth(context, request);
    const headers = { "Set-Cookie": result.clearCookie };
    if (params.has("error")) {
      console.info(`Sign-in refused by the provider: ${params.get("error")} ${params.get("error_description") ?? ""}`);
      return failed(result.provider, headers);
    }
    if (!result.ok) {
      console.info(`Sign-in with ${result.provider ?? "a provider"} failed: ${result.reason}`);
      return failed(result.provider, headers);
    }
    return signIn(context, request, { ...result.identity, method: result.provider }, result.back.redirectTo, [
      result.clearCookie,
    ]);
  }

  const intent = readSignInIntent(params);
  const userId = await getOptionalUserId(request, context);
  if (params.get("source") === "extension") {
    if (!intent.extension) return failed(null);
    if (!userId) throw redirect(`/auth${intentQuery(intent)}`);
    const profile = await getUserProfile(context, userId);
    const extension = t(`auth.callback.clients.${intent.extension.client}`);
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

/** The confirmation's POST: same-origin only, then the session is stored for the extension. */
export async function action({ request, context }: ActionFunctionArgs) {
  const t = await getT(request);
  const intent = readSignInIntent(new URL(request.url).searchParams);
  const userId = await getOptionalUserId(request, context);
  if (!isSameOriginRequest(request, context) || intent.source !== "extension" || !intent.extension) {
    return data<CallbackView>(
      { kind: "failed", title: t("auth.callback.failedTitle"), message: t("auth.errors.failed") },
      { status: 403 },
    );
  }
  if (!userId) throw redirect(`/auth${intentQuery(intent)}`);
  const session = await startApiSession(context, request, userId);
  if (session) await storeHandoff(context, intent.extension, session);
  return data<CallbackView>(
    { kind: "extension", title: t("auth.callback.extensionTitle"), message: t("auth.callback.extensionText") },
    { headers: NO_FRAMING },
  );
}

export const meta: MetaFunction = ({ data: raw }) => {
  const data = raw as CallbackView | undefined;
  return data
    ? [
        { title: `${data.title} — RoomMuse` },
        { name: "robots", content: "noindex" },
        ...(data.kind === "failed"
          ? [{ httpEquiv: "refresh", content: `${FAILURE_REDIRECT_SECONDS}; url=/auth` } as const]
          : []),
      ]
    : [];
};

export default function AuthCallback() {
  const loaded = useLoaderData<CallbackView>();
  const result = useActionData<CallbackView>() ?? loaded;
  const { t } = useTranslation();
  const busy = useNavigation().state !== "idle";
  useEffect(() => {
    if (result.kind === "confirm-extension") return;
    const timer =
      result.kind === "extension"
        ? setTimeout(() => window.close(), EXTENSION_CLOSE_MS)
        : setTimeout(() => window.location.replace("/auth"), FAILURE_REDIRECT_SECONDS * 1000);
    return () => clearTimeout(timer);
  }, [result.kind]);
  if (result.kind === "confirm-extension") {
    return (
      <AuthShell>
        <StatusCard tone="info" title={result.title}>
          <p>{result.message}</p>
          <p className="text-sm">{result.warning}</p>
          <Form method="post" className="grid gap-2 pt-2">
            <button type="submit" className="btn-primary w-full py-3" disabled={busy} data-testid="connect-extension">
              {t("auth.callback.connectButton")}
            </button>
            <Link to="/app" className="btn-ghost w-full">
              {t("auth.callback.connectCancel")}
            </Link>
          </Form>
        </StatusCard>
      </AuthShell>
    );
  }
  return (
    <AuthShell>
      <StatusCard tone={result.kind === "extension" ? "success" : "error"} title={result.title}>
        <p>{result.message}</p>
        {result.kind === "failed" ? (
          <>
            <p className="text-sm">{t("auth.callback.redirecting")}</p>
            <Link to="/auth" className="btn-primary mt-2">
              {t("auth.callback.backToSignIn")}
            </Link>
          </>
        ) : null}
      </StatusCard>
    </AuthShell>
  );
}
