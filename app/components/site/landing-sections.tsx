/** The sections of the landing page and its variants, top to bottom. */
import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n-react";
import {
  PACKAGES,
  PACKAGE_TYPES,
  WELCOME_BONUS_CREDITS,
  formatUsd,
  packageFeatures,
  transformationsFor,
  type CreditCosts,
  type PaidPackageType,
} from "~/models/pricing";
import type { AnyTool } from "~/tools";
import type { ImagePair, ExampleId } from "./before-after";
import { ExampleList } from "./examples";
import { PackWorth } from "~/components/credits/pack-worth";
import { usePremiumSentence } from "~/components/credits/premium-perks";
import { Icon, Stars, type IconName } from "./icons";
import { IconCardGrid, Section } from "./section";
import { useStartLink } from "./site-layout";
import { BUY_ON_ARRIVAL_PATH, signInReturningTo } from "~/utils/paths";
import { classNames } from "~/utils/class-names";

export function Stats() {
  const { t } = useTranslation();
  const stats = [
    ["rooms", "roomsLabel"],
    ["speed", "speedLabel"],
    ["risk", "riskLabel"],
  ] as const;
  return (
    <section aria-label={t("site.landing.stats.label")} className="border-y border-stone-200 bg-white">
      <dl className="mx-auto grid max-w-4xl grid-cols-3 divide-x divide-stone-200 px-2 py-8 sm:py-10">
        {stats.map(([value, label]) => (
          <div key={value} className="flex flex-col-reverse items-center px-2 text-center">
            <dt className="mt-1 text-xs font-medium text-stone-600 sm:text-sm">{t(`site.landing.stats.${label}`)}</dt>
            <dd className="text-2xl font-extrabold tracking-tight text-brand-800 sm:text-4xl">
              {t(`site.landing.stats.${value}`)}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function Examples({ pairs }: { pairs: Record<ExampleId, ImagePair> }) {
  const { t } = useTranslation();
  return (
    <Section
      id="examples"
      eyebrow={t("site.examples.eyebrow")}
      title={t("site.examples.title")}
      lead={t("site.examples.subtitle")}
    >
      <ExampleList pairs={pairs} />
    </Section>
  );
}

/** Restyle Room's room types and styles, as its wizard offers them (`restyleChoices` in site.server). */
export interface RestyleChoices {
  path: string;
  rooms: { id: string; nameKey: string }[];
  styles: { id: string; nameKey: string; swatch: string }[];
}

/** What Restyle Room handles: every room type and every style, each style with its swatch. */
export function RestyleShowcase({ choices }: { choices: RestyleChoices }) {
  const { t } = useTranslation();
  const counts = { rooms: choices.rooms.length, styles: choices.styles.length };
  return (
    <Section
      id="restyle"
      eyebrow={t("tools.restyle.name")}
      title={t("site.landing.restyle.title", counts)}
      lead={t("site.landing.restyle.subtitle", counts)}
      className="bg-white"
    >
      <h3 className="text-center text-sm font-semibold uppercase tracking-widest text-stone-600">
        {t("site.landing.restyle.rooms", counts)}
      </h3>
      <ul className="mx-auto mt-4 flex max-w-4xl flex-wrap justify-center gap-2">
        {choices.rooms.map((room) => (
          <li key={room.id} className="rounded-full bg-brand-50 px-3 py-1.5 text-sm font-medium text-brand-900">
            {t(room.nameKey)}
          </li>
        ))}
      </ul>
      <h3 className="mt-10 text-center text-sm font-semibold uppercase tracking-widest text-stone-600">
        {t("site.landing.restyle.styles", counts)}
      </h3>
      <ul className="mx-auto mt-4 grid max-w-5xl grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6">
        {choices.styles.map((style) => (
          <li
            key={style.id}
            className="flex items-center gap-2 rounded-xl border border-stone-200 bg-stone-50 p-1.5 pr-2 text-sm"
          >
            <img
              src={style.swatch}
              alt=""
              width={40}
              height={30}
              loading="lazy"
              decoding="async"
              className="h-[30px] w-10 shrink-0 rounded-lg"
            />
            <span className="font-medium leading-tight text-stone-800">{t(style.nameKey)}</span>
          </li>
        ))}
      </ul>
      <p className="mt-10 text-center">
        <Link to={choices.path} className="btn-primary px-7 py-3.5 text-base">
          {t("site.landing.restyle.cta")}
          <Icon name="arrow" className="h-5 w-5" />
        </Link>
      </p>
    </Section>
  );
}

const FEATURES: [string, IconName][] = [
  ["realistic", "image"],
  ["fast", "bolt"],
  ["layout", "target"],
  ["credits", "wallet"],
  ["phone", "phone"],
  ["private", "lock"],
];

export function Features() {
  const { t } = useTranslation();
  return (
    <Section
      id="features"
      eyebrow={t("site.landing.features.eyebrow")}
      title={t("site.landing.features.title")}
      lead={t("site.landing.features.subtitle")}
      className="bg-white"
    >
      <IconCardGrid items={FEATURES} keyPrefix="site.landing.features" />
    </Section>
  );
}

/** What a tool card shows, picked from the tool registry by the loader (`toolCards` in site.server). */
export type ToolCard = Pick<AnyTool, "id" | "path" | "costKey" | "siteIcon" | "nameKey" | "marketingKey">;

/** Anonymous visitors who pick a tool are sent to sign in first and come back to it. */
export function Tools({ tools, costs }: { tools: ToolCard[]; costs: CreditCosts }) {
  const { t } = useTranslation();
  return (
    <Section
      id="tools"
      eyebrow={t("site.landing.tools.eyebrow")}
      title={t("site.landing.tools.title")}
      lead={t("site.landing.tools.subtitle")}
    >
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {tools.map((tool) => (
          <li key={tool.id}>
            <Link
              to={tool.path}
              className={
                "group flex h-full flex-col rounded-2xl border border-stone-200 bg-white p-6 shadow-sm " +
                "transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-md"
              }
            >
              <div className="flex items-start justify-between gap-4">
                <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-clay-100 text-clay-700">
                  <Icon name={tool.siteIcon} />
                </span>
                <span
                  className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800"
                  data-testid={`tool-cost-${tool.id}`}
                >
                  {t("site.landing.tools.cost", { count: costs[tool.costKey] })}
                </span>
              </div>
              <h3 className="mt-5 text-lg font-semibold text-stone-900">{t(tool.nameKey)}</h3>
              <p className="mt-2 flex-1 leading-relaxed text-stone-600">{t(tool.marketingKey)}</p>
              <Icon name="arrow" className="mt-5 h-5 w-5 text-brand-700 transition group-hover:translate-x-1" />
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}

const STEPS: [string, IconName][] = [
  ["upload", "upload"],
  ["choose", "wand"],
  ["save", "download"],
];

export function HowItWorks() {
  const { t } = useTranslation();
  return (
    <Section
      id="how-it-works"
      eyebrow={t("site.landing.how.eyebrow")}
      title={t("site.landing.how.title")}
      className="bg-white"
    >
      <ol className="grid gap-10 md:grid-cols-3 md:gap-8">
        {STEPS.map(([id, icon], index) => (
          <li key={id} className="relative text-center">
            {index < STEPS.length - 1 ? (
              <span
                aria-hidden="true"
                className={
                  "absolute left-[calc(50%+3rem)] right-[calc(-50%+3rem)] top-8 hidden border-t-2 " +
                  "border-dashed border-brand-200 md:block"
                }
              />
            ) : null}
            <span
              className={
                "relative mx-auto flex h-16 w-16 items-center justify-center rounded-2xl bg-brand-700 " +
                "text-white shadow-lg shadow-brand-700/25"
              }
            >
              <Icon name={icon} className="h-7 w-7" />
            </span>
            <p className="mt-5 text-sm font-semibold uppercase tracking-widest text-clay-700">
              {t("site.landing.how.step", { number: index + 1 })}
            </p>
            <h3 className="mt-2 text-xl font-semibold text-stone-900">{t(`site.landing.how.${id}.title`)}</h3>
            <p className="mx-auto mt-2 max-w-xs leading-relaxed text-stone-600">{t(`site.landing.how.${id}.text`)}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}

const REVIEWERS = ["maria", "james", "aisha", "lucas"] as const;

export function Testimonials() {
  const { t } = useTranslation();
  return (
    <Section
      id="testimonials"
      eyebrow={t("site.landing.testimonials.eyebrow")}
      title={t("site.landing.testimonials.title")}
    >
      <ul className="grid gap-6 md:grid-cols-2">
        {REVIEWERS.map((id) => {
          const name = t(`site.landing.testimonials.${id}.name`);
          return (
            <li key={id}>
              <figure
                className={classNames(
                  "flex h-full flex-col rounded-2xl border border-stone-200 bg-white p-6 shadow-sm",
                  "sm:p-8",
                )}
              >
                <Stars label={t("site.landing.testimonials.rating")} />
                <blockquote className="mt-4 flex-1 text-lg leading-relaxed text-stone-800">
                  “{t(`site.landing.testimonials.${id}.quote`)}”
                </blockquote>
                <figcaption className="mt-6 flex items-center gap-3">
                  <span
                    aria-hidden="true"
                    className={
                      "flex h-10 w-10 items-center justify-center rounded-full bg-clay-100 font-semibold " +
                      "text-clay-800"
                    }
                  >
                    {name.charAt(0)}
                  </span>
                  <span>
                    <span className="block font-semibold text-stone-900">{name}</span>
                    <span className="block text-sm text-stone-600">{t(`site.landing.testimonials.${id}.role`)}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

/** The free plan's lines are the website's own; a paid pack lists what the app's pack cards list. */
const featureTexts = (type: (typeof PACKAGE_TYPES)[number], premiumFourK: boolean) =>
  type === "free"
    ? (["welcome", "allTools", "noCard"] as const).map((key) => `site.landing.pricing.free.${key}`)
    : packageFeatures(type, premiumFourK).map((key) => `credits.packages.features.${key}`);

export function Pricing({
  costs,
  premiumFourK,
  signedIn,
}: {
  costs: CreditCosts;
  premiumFourK: boolean;
  signedIn: boolean;
}) {
  const { t, i18n } = useTranslation();
  const start = useStartLink(signedIn, t("site.landing.pricing.free.cta"));
  const cheapest = Math.min(...Object.values(costs));
  return (
    <Section
      id="pricing"
      eyebrow={t("site.landing.pricing.eyebrow")}
      title={t("site.landing.pricing.title")}
      lead={t("site.landing.pricing.subtitle", { cost: cheapest })}
      className="bg-white"
    >
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {PACKAGE_TYPES.map((type) => {
          const pack = PACKAGES[type];
          const name = t(`credits.packages.names.${type}`);
          const dark = pack.popular;
          return (
            <li
              key={type}
              data-testid={`package-${type}`}
              className={classNames(
                "relative flex flex-col rounded-3xl p-6",
                dark
                  ? "bg-brand-900 text-white shadow-2xl shadow-brand-900/30 lg:-my-4 lg:py-10"
                  : "border border-stone-200 bg-stone-50",
              )}
            >
              {pack.popular ? (
                <p
                  className={
                    "absolute -top-3 left-1/2 -translate-x-1/2 whitespace-nowrap rounded-full bg-clay-600 px-3 " +
                    "py-1 text-xs font-semibold uppercase tracking-wide text-white lg:-top-1"
                  }
                >
                  {t("credits.packages.popular")}
                </p>
              ) : null}
              <h3 className={`text-lg font-semibold ${dark ? "text-white" : "text-stone-900"}`}>{name}</h3>
              <p className="mt-4 text-4xl font-extrabold tracking-tight">{formatUsd(pack.priceCents, i18n.language)}</p>
              <p className={`mt-1 text-sm ${dark ? "text-brand-100" : "text-stone-600"}`}>
                {type === "free" ? t("site.landing.pricing.free.billing") : t("site.landing.pricing.paidBilling")}
              </p>
              <p className={`mt-4 font-semibold ${dark ? "text-white" : "text-stone-900"}`}>
                {t("credits.packages.credits", { count: pack.credits })}
              </p>
              <PackWorth
                credits={pack.credits}
                costs={costs}
                className={`text-sm ${dark ? "text-brand-100" : "text-stone-600"}`}
              />
              <ul className="mt-6 flex-1 space-y-3 text-sm">
                {featureTexts(type, premiumFourK).map((key) => (
                  <li key={key} className="flex gap-2">
                    <Icon name="check" className={`h-5 w-5 shrink-0 ${dark ? "text-clay-300" : "text-brand-700"}`} />
                    <span>{t(key)}</span>
                  </li>
                ))}
              </ul>
              <Link
                to={type === "free" ? start.to : signInToBuy(type)}
                className={`mt-8 ${dark ? "btn bg-white text-brand-900 hover:bg-brand-50" : "btn-secondary"}`}
              >
                {type === "free" ? start.label : t("site.landing.pricing.paidCta", { name })}
              </Link>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

/** A pack's button: sign in, then straight to that pack's checkout (the dashboard's `?buy=`). */
const signInToBuy = (type: PaidPackageType) => signInReturningTo(`${BUY_ON_ARRIVAL_PATH}${type}`);

const QUESTIONS = ["how", "credits", "expire", "quality", "privacy", "risk"] as const;

export function Faq({ costs, premiumFourK }: { costs: CreditCosts; premiumFourK: boolean }) {
  const { t } = useTranslation();
  const values = Object.values(costs);
  // Premium in the pack card's own sentences, so the answer follows the active image model too.
  const premium = usePremiumSentence(premiumFourK);
  const params = { min: Math.min(...values), max: Math.max(...values), free: WELCOME_BONUS_CREDITS, premium };
  return (
    <Section id="faq" eyebrow={t("site.landing.faq.eyebrow")} title={t("site.landing.faq.title")}>
      <div
        className={
          "mx-auto max-w-3xl divide-y divide-stone-200 rounded-3xl border border-stone-200 bg-white " +
          "px-6 shadow-sm sm:px-8"
        }
      >
        {QUESTIONS.map((id) => (
          <details key={id} className="group py-2">
            <summary
              className={
                "flex cursor-pointer list-none items-center justify-between gap-4 rounded-lg py-4 " +
                "text-left text-base font-semibold text-stone-900 sm:text-lg " +
                "[&::-webkit-details-marker]:hidden"
              }
            >
              {t(`site.landing.faq.${id}.q`)}
              <span
                className={
                  "flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-800 " +
                  "transition group-open:rotate-45"
                }
              >
                <Icon name="plus" className="h-5 w-5" />
              </span>
            </summary>
            <p className="pb-5 pr-12 leading-relaxed text-stone-600">{t(`site.landing.faq.${id}.a`, params)}</p>
          </details>
        ))}
      </div>
    </Section>
  );
}

export function ClosingCta({ costs, signedIn }: { costs: CreditCosts; signedIn: boolean }) {
  const { t } = useTranslation();
  const start = useStartLink(signedIn, t("site.landing.cta.button"));
  return (
    <section aria-labelledby="cta-title" className="px-4 pb-20 sm:px-6 sm:pb-24">
      <div
        className={
          "relative mx-auto max-w-6xl overflow-hidden rounded-[2rem] bg-gradient-to-br " +
          "from-brand-800 to-brand-900 px-6 py-16 text-center shadow-2xl sm:px-16"
        }
      >
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -right-24 -top-24 h-72 w-72 rounded-full bg-brand-400/25 blur-3xl"
        />
        <h2 id="cta-title" className="relative text-3xl font-bold tracking-tight text-white sm:text-4xl">
          {t("site.landing.cta.title")}
        </h2>
        <p className="relative mx-auto mt-4 max-w-xl text-lg text-brand-50">
          {t("site.landing.cta.text", {
            credits: WELCOME_BONUS_CREDITS,
            count: transformationsFor(WELCOME_BONUS_CREDITS, costs),
          })}
        </p>
        <Link
          to={start.to}
          className="btn relative mt-8 bg-white px-7 py-3.5 text-base text-brand-900 hover:bg-brand-50"
        >
          {start.label}
          <Icon name="arrow" className="h-5 w-5" />
        </Link>
      </div>
    </section>
  );
}
