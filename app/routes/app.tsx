/**
 * MINIMAL signed-in layout, written by the auth work only so that sign-in can be tested end to
 * end. The app-shell work replaces it. Contract kept stable for tests:
 *   - the balance is shown in an element with data-testid="credit-balance";
 *   - "Sign out" is `<Form method="post" action="/logout">`.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, Link, Outlet, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { LanguageSwitch } from "~/components/language-switch";
import { getUserProfile, toClientUser } from "~/models/users.server";
import { requireUserId } from "~/services/auth.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const userId = await requireUserId(request, context);
  const profile = await getUserProfile(context, userId);
  return { user: profile ? toClientUser(profile) : null };
}

export default function AppLayout() {
  const { user } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="min-h-screen">
      <header className="flex flex-wrap items-center justify-between gap-3 border-b border-stone-200 bg-white px-5 py-3">
        <Link to="/app" className="font-bold text-brand-800">
          {t("common.brand")}
        </Link>
        <div className="flex items-center gap-3 text-sm">
          <span className="hidden text-stone-600 sm:inline">{user?.email}</span>
          <span className="whitespace-nowrap rounded-full bg-brand-100 px-3 py-1 font-semibold text-brand-800">
            <span data-testid="credit-balance">{user?.credits ?? 0}</span> {t("auth.credits")}
          </span>
          <LanguageSwitch />
          <Form method="post" action="/logout">
            <button type="submit" className="btn-ghost whitespace-nowrap">
              {t("auth.signOut")}
            </button>
          </Form>
        </div>
      </header>
      <Outlet />
    </div>
  );
}
