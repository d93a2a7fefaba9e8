/**
 * /app/account: the profile (with a display name the user can change), the sign-in methods,
 * the purchases as the ledger of record knows them, the data download, sign out everywhere,
 * and the way to delete the account. Every form works without JavaScript.
 */
import { scriptlessPageHandle } from "~/utils/meta";
import type { MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Fragment } from "react";
import { useTranslation } from "~/components/kit";
import { useDisplayTimeZone } from "~/components/use-display-time-zone";
import { Avatar, SignOutForm } from "~/components/app/shell-parts";
import { ACCOUNT_EXPORT_PATH, DELETE_ACCOUNT_PATH } from "~/utils/paths";
import { BUY_CREDITS_PATH } from "~/utils/paths";
import type { Purchase } from "~/models/account.server";
import { DISPLAY_NAME_MAX } from "~/models/display-name";
import { formatUsd, isPaidPackage } from "~/models/pricing";
import { pageMeta } from "~/components/kit";
// Server code comes through this route's own module only (see app.tsx).
import type { action, loader } from "./app.account._index.server";

export { loader, action } from "./app.account._index.server";

/** Links and plain forms only: opened as a document, this page loads no script. */
export const handle = scriptlessPageHandle;

/** An error on this screen renders inside the app shell: the sidebar and the balance stay. */
export { AppErrorBoundary as ErrorBoundary } from "~/components/app/error-boundary";

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? pageMeta(data.meta) : []);

/** A date in the visitor's time zone (useDisplayTimeZone). */
function LocalDate({ at }: { at: number }) {
  const { i18n } = useTranslation();
  const timeZone = useDisplayTimeZone();
  return (
    <time dateTime={new Date(at).toISOString()}>
      {new Date(at).toLocaleDateString(i18n.language === "es" ? "es-ES" : "en-US", {
        year: "numeric",
        month: "short",
        day: "numeric",
        timeZone,
      })}
    </time>
  );
}

/**
 * An e-mail address that a narrow screen wraps before its @ or a dot (or after a hyphen), not at whichever
 * letter meets the edge ("exampl|e.com"); the <wbr>s are not copied with it. A single part
 * longer than the line still breaks (overflow-wrap on the paragraph), rather than overflow.
 */
function EmailAddress({ email }: { email: string }) {
  return email.split(/(?=[@.])/).map((part, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one address never move; the key is their place
    <Fragment key={i}>
      {i > 0 ? <wbr /> : null}
      {part}
    </Fragment>
  ));
}

/** A translated sentence with the e-mail address in it (its {{email}}), wrapping as EmailAddress does. */
function WithEmailAddress({ text, email }: { text: (email: string) => string; email: string }) {
  const place = "\u0000";
  const [before, after = ""] = text(place).split(place);
  return (
    <>
      {before}
      <EmailAddress email={email} />
      {after}
    </>
  );
}

/** A card of the page: its heading, then `intro` (what the card is for) when it has one. */
function Section({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className="card p-5 sm:p-6">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-stone-900">
        {title}
      </h2>
      {intro ? <p className="mt-1 text-stone-700">{intro}</p> : null}
      {children}
    </section>
  );
}

function RenameForm({ current }: { current: string | null }) {
  const { t } = useTranslation();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const failed = result && !result.ok ? result : null;
  return (
    <Form method="post" className="mt-5 space-y-2" noValidate>
      <label htmlFor="display-name" className="block text-sm font-semibold text-stone-800">
        {t("account.page.name.label")}
      </label>
      <div className="flex flex-col gap-3 sm:flex-row">
        <input
          id="display-name"
          name="name"
          type="text"
          autoComplete="nickname"
          maxLength={DISPLAY_NAME_MAX * 2}
          // A failed try keeps what was typed; otherwise the name as saved.
          key={failed ? `failed:${failed.value}` : `saved:${current ?? ""}`}
          defaultValue={failed ? failed.value : (current ?? "")}
          aria-invalid={failed ? true : undefined}
          // biome-ignore lint/a11y/noAutofocus: a refused name comes back on a new page; the field to mend takes focus
          autoFocus={failed ? true : undefined}
          aria-describedby={failed ? "display-name-error display-name-hint" : "display-name-hint"}
          className="input sm:max-w-sm"
        />
        <button type="submit" className="btn-primary shrink-0" disabled={busy}>
          {busy ? t("account.page.name.saving") : t("account.page.name.save")}
        </button>
      </div>
      <p id="display-name-hint" className="text-sm text-stone-600">
        {t("account.page.name.hint", { max: DISPLAY_NAME_MAX })}
      </p>
      {failed ? (
        <p id="display-name-error" role="alert" className="text-sm font-medium text-clay-800">
          {failed.error}
        </p>
      ) : null}
      {result?.ok ? (
        <p role="status" className="text-sm font-medium text-brand-800">
          {t("account.page.name.saved")}
        </p>
      ) : null}
    </Form>
  );
}

function PurchaseRow({ purchase }: { purchase: Purchase }) {
  const { t, i18n } = useTranslation();
  const pack = isPaidPackage(purchase.packageType)
    ? t("account.page.purchases.packName", { name: t(`credits.packages.names.${purchase.packageType}`) })
    : t("account.page.purchases.unknownPack");
  const statusStyle =
    purchase.status === "paid" ? "bg-brand-50 text-brand-800 ring-brand-100" : "bg-clay-50 text-clay-900 ring-clay-200";
  return (
    <li className="py-4 first:pt-2 last:pb-0">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="font-semibold text-stone-900">{pack}</p>
        <p className="font-semibold tabular-nums text-stone-900">
          <span className="sr-only">{t("account.page.purchases.amount")}: </span>
          {purchase.amountCents === null
            ? t("account.page.purchases.unknownAmount")
            : formatUsd(purchase.amountCents, i18n.language)}
        </p>
      </div>
      <dl className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-stone-600">
        <div className="flex gap-1">
          <dt className="sr-only">{t("account.page.purchases.date")}</dt>
          <dd>
            <LocalDate at={purchase.createdAt} />
          </dd>
        </div>
        <div className="flex gap-1">
          <dt className="sr-only">{t("account.page.purchases.credits")}</dt>
          <dd>{t("account.page.purchases.creditsCount", { count: purchase.credits })}</dd>
        </div>
        <div className="flex gap-1">
          <dt className="sr-only">{t("account.page.purchases.status")}</dt>
          <dd>
            <span
              data-testid="purchase-status"
              className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${statusStyle}`}
            >
              {t(`account.page.purchases.statuses.${purchase.status}`)}
            </span>
          </dd>
        </div>
      </dl>
      {purchase.status !== "paid" ? (
        <p className="mt-1 text-sm text-stone-600">
          {t("account.page.purchases.takenBack", { count: purchase.takenBack })}
          {purchase.shortfall > 0 ? ` · ${t("credits.activity.alreadyUsed", { count: purchase.shortfall })}` : null}
        </p>
      ) : null}
    </li>
  );
}

export default function AccountPage() {
  const { profile, signInMethods, purchases } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">{t("account.page.title")}</h1>
        <p className="text-stone-600">{t("account.page.subtitle")}</p>
      </header>

      <Section id="profile" title={t("account.page.profile.title")}>
        <div className="mt-4 flex items-center gap-4">
          <Avatar size="h-16 w-16 text-xl" />
          <div className="min-w-0">
            <p data-testid="profile-name" className="break-words text-lg font-semibold text-stone-900">
              {profile.name || t("account.page.profile.noName")}
            </p>
            <p data-testid="profile-email" className="break-words text-stone-700">
              <span className="sr-only">{t("account.page.profile.email")}: </span>
              <EmailAddress email={profile.email} />
            </p>
            <p className="text-sm text-stone-600">
              {t("account.page.profile.memberSince")} <LocalDate at={profile.memberSince} />
            </p>
          </div>
        </div>
        <RenameForm current={profile.name} />
      </Section>

      <Section id="methods" title={t("account.page.methods.title")}>
        <p className="mt-1 text-sm text-stone-600">{t("account.page.methods.intro")}</p>
        <ul className="mt-3 divide-y divide-stone-100" data-testid="sign-in-methods">
          {signInMethods.map((m) => (
            <li key={m.method} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3">
              <div className="min-w-0">
                <p className="font-semibold text-stone-900">{t(`account.page.methods.names.${m.method}`)}</p>
                {m.method === "email" ? (
                  <p className="break-words text-sm text-stone-600">
                    <WithEmailAddress
                      text={(email) => t("account.page.methods.emailDetail", { email })}
                      email={profile.email}
                    />
                  </p>
                ) : null}
              </div>
              <p className="text-sm text-stone-600">
                {m.lastUsedAt !== null ? (
                  <>
                    {t("account.page.methods.lastUsed")} <LocalDate at={m.lastUsedAt} />
                  </>
                ) : (
                  t("account.page.methods.linked")
                )}
              </p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="purchases" title={t("account.page.purchases.title")}>
        {purchases.length ? (
          <ul className="mt-2 divide-y divide-stone-100" data-testid="purchases">
            {purchases.map((purchase) => (
              <PurchaseRow key={purchase.id} purchase={purchase} />
            ))}
          </ul>
        ) : (
          <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
            <p className="text-stone-600">{t("account.page.purchases.empty")}</p>
            <Link to={BUY_CREDITS_PATH} className="btn-secondary">
              {t("account.page.purchases.buy")}
            </Link>
          </div>
        )}
      </Section>

      <Section id="data" title={t("account.page.data.title")} intro={t("account.page.data.intro")}>
        {/* A plain link: the browser downloads the file itself, with or without JavaScript. */}
        <a href={ACCOUNT_EXPORT_PATH} download className="btn-secondary mt-4">
          {t("account.page.data.download")}
        </a>
      </Section>

      <Section id="sessions" title={t("account.page.sessions.title")} intro={t("account.page.sessions.intro")}>
        <div className="mt-4">
          <SignOutForm className="btn-secondary">{t("account.page.sessions.button")}</SignOutForm>
        </div>
      </Section>

      <Section id="danger" title={t("account.page.danger.title")} intro={t("account.page.danger.intro")}>
        <Link to={DELETE_ACCOUNT_PATH} className="mt-4 inline-block font-semibold text-clay-800 underline">
          {t("app.nav.deleteAccount")}
        </Link>
      </Section>
    </div>
  );
}
