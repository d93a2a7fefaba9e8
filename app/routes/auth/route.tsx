/**
 * The sign-in screen (docs/product-rules.md): Google, Facebook, or a magic link by e-mail.
 * Plain HTML forms and no client JavaScript (like the public site, docs/decisions/0005): the
 * server validates the address and answers every state (sent, invalid, rate limited, failed).
 */
import type { HeadersFunction, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/components/kit";
import { AuthShell, ConsentLine } from "~/components/auth/auth-shell";
import { OAUTH_PROVIDERS, type OAuthProvider } from "~/services/oauth-providers";
import { pageMeta, staticPageHandle } from "~/components/kit";
import { action, type ActionResult, loader } from "./sign-in.server";
import { SIGN_IN_PATH, signInPath } from "~/utils/paths";

export { action, loader };

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? pageMeta(data.meta) : []);

/** Served without scripts: every state is a server answer to a plain form. */
export const handle = staticPageHandle;

/** A refused request's Retry-After reaches the page's response too, not only `?_data=` answers. */
export const headers: HeadersFunction = ({ actionHeaders }) => {
  const headers = new Headers();
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};

export default function AuthPage() {
  const { providers, query, welcome, reauthMinutes } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useTranslation();
  return (
    <AuthShell wide>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,0.9fr)] lg:gap-10">
        {result?.status === "sent" ? (
          <SentCard email={result.email} query={query} />
        ) : (
          <section className="card p-6 sm:p-8">
            <h1 className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">{t("auth.title")}</h1>
            <p className="mt-2 text-stone-600">{t("auth.subtitle")}</p>
            {reauthMinutes ? (
              <p
                role="status"
                className="mt-4 rounded-xl bg-brand-50 px-4 py-3 text-sm font-medium text-brand-900"
                data-testid="reauth-notice"
              >
                {t("auth.reauth", { minutes: reauthMinutes })}
              </p>
            ) : null}
            <div className="mt-6 grid gap-3">
              {OAUTH_PROVIDERS.map((provider) => (
                <ProviderButton key={provider} provider={provider} configured={providers[provider]} query={query} />
              ))}
            </div>
            {/* biome-ignore lint/a11y/useSemanticElements: this separator shows the word "or",
                which an <hr> cannot hold */}
            <div className="my-6 flex items-center gap-3 text-sm text-stone-500" role="separator">
              <span className="h-px flex-1 bg-stone-200" />
              {t("auth.or")}
              <span className="h-px flex-1 bg-stone-200" />
            </div>
            <MagicLinkForm query={query} result={result} />
            <p className="mt-6 rounded-xl bg-clay-50 px-4 py-3 text-sm text-clay-900">
              {t("auth.welcomeBonus", welcome)}
            </p>
            <ConsentLine />
          </section>
        )}
        <Explainer providers={providers} />
      </div>
    </AuthShell>
  );
}

/** The intent's query (see intentQuery) as hidden fields, so a POST carries the same intent. */
function IntentFields({ query }: { query: string }) {
  return (
    <>
      {[...new URLSearchParams(query).entries()].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}

function ProviderButton({
  provider,
  configured,
  query,
}: {
  provider: OAuthProvider;
  configured: boolean;
  query: string;
}) {
  const { t } = useTranslation();
  const icon = <ProviderLogo provider={provider} />;
  if (!configured) {
    return (
      <button type="button" disabled className="btn-secondary w-full justify-center py-3" data-provider={provider}>
        {icon}
        {t(`auth.providers.${provider}NotSetUp`)}
      </button>
    );
  }
  return (
    <Form method="post" action={`/auth/${provider}`} reloadDocument>
      <IntentFields query={query} />
      <button type="submit" className="btn-secondary w-full justify-center py-3" data-provider={provider}>
        {icon}
        {t(`auth.providers.${provider}`)}
      </button>
    </Form>
  );
}

function MagicLinkForm({ query, result }: { query: string; result: ActionResult | undefined }) {
  const { t } = useTranslation();
  const error = result?.status === "error" ? result : null;
  return (
    <Form method="post" action={SIGN_IN_PATH} noValidate className="grid gap-3">
      <IntentFields query={query} />
      <label htmlFor="email" className="text-sm font-semibold text-stone-800">
        {t("auth.form.emailLabel")}
      </label>
      <input
        id="email"
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder={t("auth.form.emailPlaceholder")}
        className="input"
        defaultValue={result?.email ?? ""}
        aria-invalid={error?.field ? true : undefined}
        aria-describedby={error ? "email-error" : undefined}
      />
      {error ? (
        <p id="email-error" role="alert" className="text-sm font-medium text-clay-800">
          {error.message}
        </p>
      ) : null}
      <button type="submit" className="btn-primary w-full py-3">
        {t("auth.form.send")}
      </button>
    </Form>
  );
}

function SentCard({ email, query }: { email: string; query: string }) {
  const { t } = useTranslation();
  return (
    // The card replaces the form the person just sent. The new page starts with focus on it (HTML
    // autofocus, no script), so a screen reader reads it at once.
    <section
      tabIndex={-1}
      // biome-ignore lint/a11y/noAutofocus: after sending, this message is the page's one purpose
      autoFocus
      className="card p-6 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 sm:p-8"
      aria-labelledby="magic-link-sent-title"
      data-testid="magic-link-sent"
    >
      <div
        aria-hidden="true"
        className="mb-4 grid h-12 w-12 place-items-center rounded-full bg-brand-100 text-xl text-brand-800"
      >
        ✉
      </div>
      <h1 id="magic-link-sent-title" className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">
        {t("auth.sent.title")}
      </h1>
      {/* A long address with nothing to wrap at breaks at the edge rather than push the page sideways. */}
      <p className="mt-3 text-stone-700 [overflow-wrap:anywhere]">{t("auth.sent.text", { email })}</p>
      <p className="mt-2 font-medium text-stone-900">{t("auth.sent.expires")}</p>
      <p className="mt-2 text-sm text-stone-600">{t("auth.sent.spam")}</p>
      <Link to={signInPath(query)} className="btn-secondary mt-6 w-full sm:w-auto">
        {t("auth.sent.different")}
      </Link>
    </section>
  );
}

/** Step one's line names only the providers that are set up, and is left out when none is. */
function providerLineKey(providers: Record<OAuthProvider, boolean>): string | null {
  if (providers.google && providers.facebook) return "auth.steps.one.providers.both";
  if (providers.google) return "auth.steps.one.providers.google";
  if (providers.facebook) return "auth.steps.one.providers.facebook";
  return null;
}

function Explainer({ providers }: { providers: Record<OAuthProvider, boolean> }) {
  const { t } = useTranslation();
  const steps = [
    ["one", providerLineKey(providers)],
    ["two", "auth.steps.two.text"],
    ["three", "auth.steps.three.text"],
  ] as const;
  return (
    <aside className="rounded-2xl bg-brand-800 p-6 text-white shadow-sm sm:p-8" aria-labelledby="how-it-works">
      <h2 id="how-it-works" className="text-lg font-semibold">
        {t("auth.steps.title")}
      </h2>
      <ol className="mt-5 grid gap-5">
        {steps.map(([step, text], i) => (
          <li key={step} className="flex gap-4">
            <span
              aria-hidden="true"
              className="grid h-9 w-9 shrink-0 place-items-center rounded-full bg-white/15 font-bold"
            >
              {i + 1}
            </span>
            <div>
              <p className="font-semibold">{t(`auth.steps.${step}.title`)}</p>
              {text ? <p className="mt-1 text-sm text-brand-100">{t(text)}</p> : null}
            </div>
          </li>
        ))}
      </ol>
    </aside>
  );
}

/** Each provider's logo in its own colours: the drawing's box and its filled paths, in painting order. */
const PROVIDER_LOGOS: Record<OAuthProvider, { viewBox: string; paths: [fill: string, d: string][] }> = {
  google: {
    viewBox: "0 0 48 48",
    paths: [
      [
        "#FFC107",
        "M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 " +
          "5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 " +
          "20-20c0-1.3-.1-2.4-.4-3.5z",
      ],
      [
        "#FF3D00",
        "m6.3 14.7 6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 " +
          "16.3 4 9.7 8.3 6.3 14.7z",
      ],
      [
        "#4CAF50",
        "M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-7.9l-6.5 " +
          "5C9.5 39.6 16.2 44 24 44z",
      ],
      [
        "#1976D2",
        "M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C36.9 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z",
      ],
    ],
  },
  facebook: {
    viewBox: "0 0 24 24",
    paths: [
      [
        "#1877F2",
        "M24 12a12 12 0 1 0-13.9 11.9v-8.4H7.1V12h3V9.4c0-3 1.8-4.7 4.5-4.7 1.3 0 2.7.2 " +
          "2.7.2v2.9h-1.5c-1.5 0-2 .9-2 1.9V12h3.3l-.5 3.5h-2.8v8.4A12 12 0 0 0 24 12z",
      ],
    ],
  },
};

function ProviderLogo({ provider }: { provider: OAuthProvider }) {
  const { viewBox, paths } = PROVIDER_LOGOS[provider];
  return (
    <svg aria-hidden="true" viewBox={viewBox} className="h-5 w-5 shrink-0">
      {paths.map(([fill, d]) => (
        <path key={fill} fill={fill} d={d} />
      ))}
    </svg>
  );
}
