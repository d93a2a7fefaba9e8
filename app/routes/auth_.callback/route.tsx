/**
 * /auth/callback, the sign-in return handler (docs/product-rules.md). It finishes a Google or
 * Facebook sign-in (code + state), shows 'Authentication Failed' for a provider error or a
 * bad state/code (then back to /auth after 3 s), hands a session to a registered browser extension
 * (source=extension&state=…&code_challenge=…&client=<extension id>, after the user confirms on a
 * page that names the extension; the browser then goes to the extension's own redirect URI, which
 * closes its sign-in window), and otherwise sends a signed-in user to redirect_to.
 */
import type { MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect } from "react";
import { useTranslation } from "~/components/kit";
import { AuthShell, StatusCard } from "~/components/auth/auth-shell";
import { action, loader } from "./callback.server";
import { APP_HOME, SIGN_IN_PATH } from "~/utils/paths";

export { action, loader };

export const FAILURE_REDIRECT_SECONDS = 3;

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  return data
    ? [
        { title: `${data.title} — RoomMuse` },
        { name: "robots", content: "noindex" },
        ...(data.kind === "failed"
          ? [{ httpEquiv: "refresh", content: `${FAILURE_REDIRECT_SECONDS}; url=${SIGN_IN_PATH}` } as const]
          : []),
      ]
    : [];
};

export default function AuthCallback() {
  const loaded = useLoaderData<typeof loader>();
  const acted = useActionData<typeof action>();
  const result = acted ?? loaded;
  const { t } = useTranslation();
  const busy = useNavigation().state !== "idle";
  // A failure the page opened with goes back to sign-in through its meta refresh, with or without
  // JavaScript. A timer of its own here fired at the same moment and cancelled that navigation.
  const refreshedByMeta = !acted && loaded.kind === "failed";
  useEffect(() => {
    if (result.kind === "confirm-extension" || refreshedByMeta) return;
    const timer = setTimeout(() => window.location.replace(SIGN_IN_PATH), FAILURE_REDIRECT_SECONDS * 1000);
    return () => clearTimeout(timer);
  }, [result.kind, refreshedByMeta]);
  if (result.kind === "confirm-extension") {
    return (
      <AuthShell>
        <StatusCard tone="info" title={result.title}>
          <p>{result.message}</p>
          <p className="text-sm">{result.warning}</p>
          {/* A document post: its answer sends the browser to the extension's redirect URI, another origin. */}
          <Form method="post" reloadDocument className="grid gap-2 pt-2">
            <button type="submit" className="btn-primary w-full py-3" disabled={busy} data-testid="connect-extension">
              {t("auth.callback.connectButton")}
            </button>
            <Link to={APP_HOME} className="btn-ghost w-full">
              {t("auth.callback.connectCancel")}
            </Link>
          </Form>
        </StatusCard>
      </AuthShell>
    );
  }
  return (
    <AuthShell>
      <StatusCard tone="error" title={result.title}>
        <p>{result.message}</p>
        <p className="text-sm">{t("auth.callback.redirecting")}</p>
        <Link to={SIGN_IN_PATH} className="btn-primary mt-2">
          {t("auth.callback.backToSignIn")}
        </Link>
      </StatusCard>
    </AuthShell>
  );
}
