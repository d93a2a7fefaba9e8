import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/components/kit";
import { ExampleList } from "~/components/site/examples";
import { Icon, type IconName } from "~/components/site/icons";
import { PageHeader } from "~/components/site/page-header";
import { IconCardGrid, Section } from "~/components/site/section";
import { SiteLayout } from "~/components/site/site-layout";
import { WELCOME_BONUS_CREDITS } from "~/models/pricing";
import { metaFromLoader, staticPageHandle } from "~/components/kit";
import { examplePictures, publicPageData } from "~/components/site/site.server";
import { APP_HOME } from "~/utils/paths";

export const loader = async ({ request, context }: LoaderFunctionArgs) => ({
  ...(await publicPageData(request, context, { key: "site.about.meta" })),
  ...(await examplePictures(context)),
});

export const meta = metaFromLoader;
export const handle = staticPageHandle;

const VALUES: [string, IconName][] = [
  ["confidence", "shield"],
  ["honest", "wallet"],
  ["privacy", "lock"],
  ["everyone", "users"],
];

export default function About() {
  const { t } = useTranslation();
  const { signedIn, examples } = useLoaderData<typeof loader>();
  return (
    <SiteLayout signedIn={signedIn}>
      <PageHeader eyebrow={t("site.about.eyebrow")} title={t("site.about.title")}>
        <p>{t("site.about.intro")}</p>
      </PageHeader>
      <Section id="solution" title={t("site.about.solution.title")} lead={t("site.about.solution.subtitle")}>
        <ExampleList pairs={examples} layout="rows" />
      </Section>
      <Section
        id="mission"
        title={t("site.about.mission.title")}
        lead={t("site.about.mission.text")}
        className="bg-white"
      >
        <IconCardGrid
          items={VALUES}
          keyPrefix="site.about.mission"
          columns="sm:grid-cols-2 lg:grid-cols-4"
          tone="clay"
        />
      </Section>
      <section aria-labelledby="about-cta" className="px-4 py-20 sm:px-6">
        <div
          className={
            "mx-auto max-w-3xl rounded-[2rem] bg-gradient-to-br from-brand-800 to-brand-900 px-6 py-14 " +
            "text-center shadow-2xl"
          }
        >
          <h2 id="about-cta" className="text-3xl font-bold tracking-tight text-white">
            {t("site.about.cta.title")}
          </h2>
          <p className="mt-3 text-lg text-brand-50">{t("site.about.cta.text", { credits: WELCOME_BONUS_CREDITS })}</p>
          <Link to={APP_HOME} className="btn mt-8 bg-white px-7 py-3.5 text-base text-brand-900 hover:bg-brand-50">
            {t("site.about.cta.button")}
            <Icon name="arrow" className="h-5 w-5" />
          </Link>
        </div>
      </section>
    </SiteLayout>
  );
}
