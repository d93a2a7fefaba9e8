import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/components/kit";
import { Icon, type IconName } from "~/components/site/icons";
import { PageHeader } from "~/components/site/page-header";
import { IconCardGrid } from "~/components/site/section";
import { SiteLayout } from "~/components/site/site-layout";
import { metaFromLoader, staticPageHandle } from "~/components/kit";
import { publicPageData, supportEmail } from "~/components/site/site.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  return { ...(await publicPageData(request, context, { key: "site.contact.meta" })), email: supportEmail(context) };
}

export const meta = metaFromLoader;
export const handle = staticPageHandle;

const TOPICS: [string, IconName][] = [
  ["account", "user"],
  ["billing", "card"],
  ["results", "image"],
  ["privacy", "lock"],
];
const SOCIAL = ["instagram", "pinterest", "tiktok"] as const;

export default function Contact() {
  const { t } = useTranslation();
  const { email, signedIn } = useLoaderData<typeof loader>();
  return (
    <SiteLayout signedIn={signedIn}>
      <PageHeader eyebrow={t("site.contact.eyebrow")} title={t("site.contact.title")}>
        <p>{t("site.contact.intro")}</p>
      </PageHeader>
      <div className="mx-auto grid max-w-6xl gap-8 px-4 pb-20 sm:px-6 lg:grid-cols-5">
        <section
          aria-labelledby="email-title"
          className={
            "rounded-3xl bg-gradient-to-br from-brand-800 to-brand-900 p-8 text-white shadow-xl " +
            "lg:col-span-2 lg:self-start"
          }
        >
          <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-white/15">
            <Icon name="mail" />
          </span>
          <h2 id="email-title" className="mt-6 text-2xl font-bold">
            {t("site.contact.email.title")}
          </h2>
          <p className="mt-2 text-brand-50">{t("site.contact.email.text")}</p>
          <a
            href={`mailto:${email}`}
            className="btn mt-6 w-full bg-white py-3 text-base text-brand-900 hover:bg-brand-50 sm:w-auto"
          >
            <Icon name="mail" className="h-5 w-5" />
            {t("site.contact.email.button")}
          </a>
          <p className="mt-4 break-all text-sm text-brand-100">{email}</p>
          <p className="mt-6 flex items-start gap-2 border-t border-white/15 pt-6 text-sm text-brand-50">
            <Icon name="bolt" className="h-5 w-5 shrink-0 text-clay-300" />
            {t("site.contact.email.response")}
          </p>
        </section>
        <div className="space-y-8 lg:col-span-3">
          <section aria-labelledby="topics-title">
            <h2 id="topics-title" className="text-2xl font-bold text-stone-900">
              {t("site.contact.topics.title")}
            </h2>
            <div className="mt-6">
              <IconCardGrid items={TOPICS} keyPrefix="site.contact.topics" columns="sm:grid-cols-2" tone="clay" />
            </div>
          </section>
          <section aria-labelledby="social-title" className="rounded-2xl border border-stone-200 bg-white p-6">
            <h2 id="social-title" className="text-lg font-semibold text-stone-900">
              {t("site.contact.social.title")}
            </h2>
            <ul className="mt-4 flex flex-wrap gap-3">
              {SOCIAL.map((id) => (
                <li key={id}>
                  <button type="button" disabled className="btn-secondary" aria-describedby="social-soon">
                    {t(`site.contact.social.${id}`)}
                  </button>
                </li>
              ))}
            </ul>
            <p
              id="social-soon"
              className="mt-3 inline-flex rounded-full bg-clay-50 px-3 py-1 text-sm font-medium text-clay-800"
            >
              {t("site.contact.social.comingSoon")}
            </p>
          </section>
          <p className="flex flex-wrap items-center gap-2 text-stone-700">
            <Icon name="question" className="h-5 w-5 text-brand-700" />
            {t("site.contact.faq.text")}
            <a href="/#faq" className="font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900">
              {t("site.contact.faq.link")}
            </a>
          </p>
        </div>
      </div>
    </SiteLayout>
  );
}
