import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n-react";
import { WELCOME_BONUS_CREDITS } from "~/models/pricing";
import { BeforeAfterCompare, type ImagePair } from "./before-after";
import { Icon } from "./icons";
import { useStartLink } from "./site-layout";
import { classNames } from "~/utils/class-names";

export type LandingVariant = "landing" | "designStudio" | "homeDecoration";

/** How many room types and styles Restyle Room offers, counted from its tool module by the loader. */
/** What the landing counts of Restyle Room: its room types, its named styles, the most options one run makes. */
export type RestyleCounts = { rooms: number; styles: number; options: number };

/**
 * The first screen: every variant leads with a restyle you can drag to compare. On a phone the
 * picture comes right under the heading, so it is on the first screen; from `lg` it sits beside
 * the text (the grid's second column, spanning both of its rows).
 */
export function Hero({
  variant,
  pair,
  caption,
  counts,
  signedIn,
}: {
  variant: LandingVariant;
  pair: ImagePair;
  /** What the picture shows ("Living room · Mid-Century Modern"). */
  caption: string;
  counts: RestyleCounts;
  signedIn: boolean;
}) {
  const { t } = useTranslation();
  const start = useStartLink(signedIn, t("site.landing.hero.primaryCta"));
  const params = { ...counts, tool: t("tools.restyle.name") };
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-stone-50"
    >
      <div
        aria-hidden="true"
        className={
          "pointer-events-none absolute -right-40 -top-40 h-[32rem] w-[32rem] rounded-full " + "bg-clay-100/70 blur-3xl"
        }
      />
      <div
        aria-hidden="true"
        className={
          "pointer-events-none absolute -left-40 top-40 h-[28rem] w-[28rem] rounded-full " + "bg-brand-100/70 blur-3xl"
        }
      />
      <div
        className={classNames(
          "relative mx-auto grid max-w-6xl gap-6 px-4 pb-14 pt-6 sm:gap-10 sm:px-6 sm:pt-16",
          "lg:grid-cols-2 lg:grid-rows-[auto_1fr] lg:gap-x-16 lg:gap-y-6 lg:pb-24 lg:pt-20",
        )}
      >
        <div className="lg:self-end">
          <p
            className={
              "inline-flex items-center gap-2 rounded-full border border-brand-200 bg-white/80 px-3 py-1 " +
              "text-sm font-medium text-brand-800"
            }
          >
            <Icon name="sparkles" className="h-4 w-4 text-clay-600" />
            {t(`site.${variant}.hero.eyebrow`, params)}
          </p>
          <h1
            id="hero-title"
            className={
              "mt-4 text-[2rem] font-extrabold leading-tight tracking-tight text-stone-900 sm:mt-6 sm:text-5xl " +
              "lg:text-6xl lg:leading-[1.05]"
            }
          >
            {t(`site.${variant}.hero.title`, counts)}
          </h1>
        </div>
        <BeforeAfterCompare
          pair={pair}
          caption={caption}
          className="mx-auto w-full max-w-xl lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:max-w-none lg:self-center"
        />
        <div className="lg:self-start">
          <p className="max-w-xl text-lg leading-relaxed text-stone-600">
            {t(`site.${variant}.hero.subtitle`, params)}
          </p>
          <div className="mt-6 flex flex-col gap-3 sm:mt-8 sm:flex-row">
            <Link to={start.to} className="btn-primary px-7 py-3.5 text-base">
              {start.label}
              <Icon name="arrow" className="h-5 w-5" />
            </Link>
            <a href="#restyle" className="btn-secondary px-7 py-3.5 text-base">
              {t("site.landing.hero.secondaryCta", counts)}
            </a>
          </div>
          <p className="mt-4 flex items-center gap-2 text-sm text-stone-600">
            <Icon name="check" className="h-4 w-4 text-brand-700" />
            {t("site.landing.hero.note", { credits: WELCOME_BONUS_CREDITS })}
          </p>
        </div>
      </div>
    </section>
  );
}
