/** The server half of /auth/magic: the link's state, and the POST that uses it up and signs in. */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { getT } from "~/i18n.server";
import { consumeMagicLink, inspectMagicLink, type MagicLinkState } from "~/models/magic-links.server";
import { DEFAULT_AFTER_SIGN_IN } from "~/models/sign-in-intent.server";
import { signIn } from "~/models/sign-in.server";
import { getOptionalUserId } from "~/services/auth.server";
import { readForm } from "~/utils/form.server";

export type MagicView = {
  title?: string;
} /** signedIn: the visitor already has a session, so there is nothing to ask a new link for. */ & (
  | { kind: "problem"; status: "used" | "expired" | "invalid"; signedIn?: boolean }
  | { kind: "confirm"; email: string; token: string }
);

/** A used or expired link answers 410 Gone; a malformed one 400. */
function problem(state: Exclude<MagicLinkState, { status: "valid" }>, title?: string, signedIn = false) {
  return data<MagicView>(
    { title, kind: "problem", status: state.status, signedIn },
    { status: state.status === "invalid" ? 400 : 410 },
  );
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const t = await getT(request);
  const title = `${t("auth.magic.title")} — RoomMuse`;
  const state = token ? await inspectMagicLink(context, token) : ({ status: "invalid" } as const);
  if (state.status !== "valid") return problem(state, title, (await getOptionalUserId(request, context)) !== null);
  return data<MagicView>({ title, kind: "confirm", email: state.email, token });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const token = (await readForm(request)).get("token");
  const state =
    typeof token === "string" && token ? await consumeMagicLink(context, token) : ({ status: "invalid" } as const);
  if (state.status !== "valid") return problem(state, undefined, (await getOptionalUserId(request, context)) !== null);
  return signIn(context, request, { email: state.email, method: "email" }, state.redirectTo ?? DEFAULT_AFTER_SIGN_IN);
}
