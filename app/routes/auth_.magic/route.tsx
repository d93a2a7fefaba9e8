/**
 * /auth/magic?token=…: the link from the e-mail. Opening it shows one button; pressing it
 * uses the link up and signs in. (Mail scanners open links with GET to check them; keeping
 * the one-time use behind a POST stops them from burning the user's link.) A plain form, no
 * client JavaScript.
 */
import type { MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/components/kit";
import { AuthShell, ConsentLine, StatusCard } from "~/components/auth/auth-shell";
import { staticPageHandle } from "~/components/kit";
import { action, loader } from "./magic.server";
import { APP_HOME, SIGN_IN_PATH } from "~/utils/paths";

export { action, loader };

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? [{ title: data.title }, { name: "robots", content: "noindex" }] : [];

export const handle = staticPageHandle;

export default function MagicLink() {
  const loaded = useLoaderData<typeof loader>();
  const acted = useActionData<typeof action>();
  const { t } = useTranslation();
  const view = acted ?? loaded;
  if (view.kind === "problem") {
    return (
      <AuthShell>
        {/* Signed in already: the link's problem is no problem, and a new link is not what is needed. */}
        <StatusCard
          tone={view.signedIn ? "success" : "error"}
          title={t(view.signedIn ? "auth.magic.alreadySignedIn" : "auth.magic.problemTitle")}
        >
          <p data-testid="magic-link-problem">{t(`auth.magic.${view.status}`)}</p>
          {view.signedIn ? (
            <Link to={APP_HOME} className="btn-primary mt-2" data-testid="magic-link-continue">
              {t("auth.magic.continue")}
            </Link>
          ) : (
            <Link to={SIGN_IN_PATH} className="btn-primary mt-2">
              {t("auth.magic.getNew")}
            </Link>
          )}
        </StatusCard>
      </AuthShell>
    );
  }
  return (
    <AuthShell>
      <StatusCard tone="info" title={t("auth.magic.title")}>
        {/* A long address with nothing to wrap at breaks at the edge rather than push the page sideways. */}
        <p className="[overflow-wrap:anywhere]">{t("auth.magic.text", { email: view.email })}</p>
        <Form method="post">
          <input type="hidden" name="token" value={view.token} />
          <button type="submit" className="btn-primary mt-2 w-full py-3" data-testid="magic-link-confirm">
            {t("auth.magic.button")}
          </button>
        </Form>
        <ConsentLine />
      </StatusCard>
    </AuthShell>
  );
}
