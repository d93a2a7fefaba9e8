/**
 * /auth/magic?token=…: the link from the e-mail. Opening it shows one button; pressing it
 * uses the link up and signs in. (Mail scanners open links with GET to check them; keeping
 * the one-time use behind a POST stops them from burning the user's link.) A plain form, no
 * client JavaScript.
 */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AuthShell, ConsentLine, StatusCard } from "~/components/auth/auth-shell";
import { getT } from "~/i18n.server";
import { consumeMagicLink, inspectMagicLink, type MagicLinkState } from "~/models/magic-links.server";
import { DEFAULT_AFTER_SIGN_IN } from "~/models/sign-in-intent.server";
import { signIn } from "~/models/sign-in.server";
import { readForm } from "~/utils/form.server";
import { staticPageHandle } from "~/utils/meta";

type MagicView = { title?: string } & (
  | { kind: "problem"; status: "used" | "expired" | "invalid" }
  | { kind: "confirm"; email: string; token: string }
);

/** A used or expired link answers 410 Gone; a malformed one 400. */
function problem<T extends object>(state: Exclude<MagicLinkState, { status: "valid" }>, extra: T) {
  return data(
    { ...extra, kind: "problem" as const, status: state.status },
    { status: state.status === "invalid" ? 400 : 410 },
  );
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const t = await getT(request);
  const meta = { title: `${t("auth.magic.title")} — RoomMuse` };
  const state = token ? await inspectMagicLink(context, token) : ({ status: "invalid" } as const);
  if (state.status !== "valid") return problem(state, meta);
  return { ...meta, kind: "confirm" as const, email: state.email, token };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const token = (await readForm(request)).get("token");
  const state =
    typeof token === "string" && token ? await consumeMagicLink(context, token) : ({ status: "invalid" } as const);
  if (state.status !== "valid") return problem(state, {});
  return signIn(context, request, { email: state.email, method: "email" }, state.redirectTo ?? DEFAULT_AFTER_SIGN_IN);
}

export const meta: MetaFunction = ({ data }) =>
  data ? [{ title: (data as MagicView).title }, { name: "robots", content: "noindex" }] : [];

export const handle = staticPageHandle;

export default function MagicLink() {
  const loaded = useLoaderData<MagicView>();
  const acted = useActionData<MagicView>();
  const { t } = useTranslation();
  const view = acted ?? loaded;
  if (view.kind === "problem") {
    return (
      <AuthShell>
        <StatusCard tone="error" title={t("auth.magic.problemTitle")}>
          <p data-testid="magic-link-problem">{t(`auth.magic.${view.status}`)}</p>
          <Link to="/auth" className="btn-primary mt-2">
            {t("auth.magic.getNew")}
          </Link>
        </StatusCard>
      </AuthShell>
    );
  }
  return (
    <AuthShell>
      <StatusCard tone="info" title={t("auth.magic.title")}>
        <p>{t("auth.magic.text", { email: view.email })}</p>
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
