/** The account page's loader and action (the route: app.account._index.tsx). */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { getT } from "~/i18n.server";
import { displayNameSchema, getAccountOverview, renameUser } from "~/models/account.server";
import { DISPLAY_NAME_MAX } from "~/models/display-name";
import { json } from "~/services/api.server";
import { requireUserId } from "~/services/auth.server";
import { readForm } from "~/utils/form.server";

type RenameResult = { ok: true; name: string } | { ok: false; error: string; value: string };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const userId = await requireUserId(request, context);
  const [overview, t] = await Promise.all([getAccountOverview(context, userId), getT(request)]);
  if (!overview) throw new Response("Not found", { status: 404 });
  return {
    meta: { title: t("account.page.meta.title"), description: t("account.page.meta.description") },
    ...overview,
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const userId = await requireUserId(request, context);
  const form = await readForm(request);
  const raw = form.get("name");
  const parsed = displayNameSchema.safeParse(raw);
  if (!parsed.success) {
    const t = await getT(request);
    return json<RenameResult>(
      {
        ok: false,
        error: t(parsed.error.issues[0].message, { max: DISPLAY_NAME_MAX }),
        value: typeof raw === "string" ? raw : "",
      },
      { status: 400 },
    );
  }
  await renameUser(context, userId, parsed.data);
  return json<RenameResult>({ ok: true, name: parsed.data });
}
