/**
 * /app/account/delete (docs/product-rules.md): explains what is removed, asks for confirmation, and
 * deletes the account. Only within 10 minutes of signing in: otherwise the user signs in again
 * first (magic link or provider) and comes back here. Afterwards the user is signed out and sent to /auth, replacing
 * the history entry. Spanish text is the spec's; English is its translation.
 *
 * Only a post carrying `confirm=yes` deletes. A post without it (no JavaScript, or a tap before the
 * page has hydrated) answers the page in its confirm step, whose button carries the field. With
 * JavaScript the browser's confirm dialog asks instead and its OK sends the field.
 */
import type { MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation, useSubmit } from "@remix-run/react";
import { useTranslation } from "~/components/kit";
import { pageMeta } from "~/components/kit";
import { APP_HOME } from "~/utils/paths";
import { CONFIRM_FIELD, CONFIRMED } from "~/models/account-deletion";
// Server code comes through this route's own module only (see app.tsx).
import type { action, loader } from "./app.account.delete.server";

export { loader, action } from "./app.account.delete.server";

/** An error on this screen renders inside the app shell: the sidebar and the balance stay. */
export { AppErrorBoundary as ErrorBoundary } from "~/components/app/error-boundary";

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? pageMeta(data.meta) : []);

const ITEMS = ["profile", "transactions", "generations", "sessions"] as const;

export default function DeleteAccount() {
  const { supportEmail } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useTranslation();
  const submit = useSubmit();
  const busy = useNavigation().state !== "idle";
  const confirming = result?.step === "confirm";
  const deleteButton = (label: string) => (
    <button type="submit" className="btn bg-clay-700 text-white hover:bg-clay-800" disabled={busy}>
      {busy ? t("account.delete.busy") : label}
    </button>
  );
  return (
    <div className="mx-auto w-full max-w-2xl px-5 py-8 sm:px-8 sm:py-12">
      <h1 className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">
        {confirming ? t("account.delete.confirmStep.title") : t("account.delete.title")}
      </h1>
      <p className="mt-3 text-stone-700">
        {confirming ? t("account.delete.confirmStep.intro") : t("account.delete.intro")}
      </p>
      <p className="mt-4 rounded-xl border border-clay-200 bg-clay-50 px-4 py-3 font-medium text-clay-900">
        {t("account.delete.irreversible")}
      </p>
      <section className="card mt-6 p-5 sm:p-6">
        <h2 className="text-lg font-semibold text-stone-900">{t("account.delete.whatTitle")}</h2>
        <ul className="mt-3 grid gap-2 text-stone-700">
          {ITEMS.map((item) => (
            <li key={item} className="flex gap-3">
              <span aria-hidden="true" className="mt-2 h-1.5 w-1.5 shrink-0 rounded-full bg-clay-600" />
              {t(`account.delete.what.${item}`)}
            </li>
          ))}
        </ul>
        {confirming ? null : (
          <>
            <h2 className="mt-6 text-lg font-semibold text-stone-900">{t("account.delete.timingTitle")}</h2>
            <p className="mt-2 text-stone-700">{t("account.delete.timing")}</p>
          </>
        )}
        <p className="mt-4 text-sm text-stone-600">
          {t("account.delete.support")}{" "}
          <a href={`mailto:${supportEmail}`} className="break-words font-medium text-clay-800 underline">
            {supportEmail}
          </a>
        </p>
      </section>
      {result?.error ? (
        <p role="alert" className="mt-6 rounded-xl bg-clay-100 px-4 py-3 font-medium text-clay-900">
          {result.error}
        </p>
      ) : null}
      {confirming ? (
        <Form method="post" replace className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <input type="hidden" name={CONFIRM_FIELD} value={CONFIRMED} />
          <Link to={APP_HOME} className="btn-secondary">
            {t("account.delete.confirmStep.cancel")}
          </Link>
          {deleteButton(t("account.delete.confirmStep.button"))}
        </Form>
      ) : (
        <Form
          method="post"
          replace
          className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end"
          onSubmit={(event) => {
            // Hydrated: the dialog asks, and its OK is the confirmation. Before hydration the
            // plain post reaches the server without the field and gets the confirm step.
            event.preventDefault();
            if (window.confirm(t("account.delete.confirm")))
              submit({ [CONFIRM_FIELD]: CONFIRMED }, { method: "post", replace: true });
          }}
        >
          <Link to={APP_HOME} className="btn-secondary">
            {t("account.delete.cancel")}
          </Link>
          {deleteButton(t("account.delete.button"))}
        </Form>
      )}
    </div>
  );
}
