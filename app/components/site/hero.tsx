import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n-react";
import { WELCOME_BONUS_CREDITS } from "~/models/pricing";
import { BeforeAfterSplit, IMAGE_PAIRS } from "./before-after";
import { Icon } from "./icons";
import { SIGN_IN_PATH } from "~/utils/paths";

export type LandingVariant = "landing" | "designStudio" | "homeDecoration";

const HERO_IMAGE = {
  landing: IMAGE_PAIRS.hero,
  designStudio: IMAGE_PAIRS.furniture,
  homeDecoration: IMAGE_PAIRS.recolor,
};

export function Hero({ variant }: { variant: LandingVariant }) {
  const { t } = useTranslation();
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
        className={
          "relative mx-auto grid max-w-6xl items-center gap-12 px-4 pb-16 pt-12 sm:px-6 sm:pt-20 " +
          "lg:grid-cols-2 lg:gap-16 lg:pb-24"
        }
      >
        <div>
          <p
            className={
              "inline-flex items-center gap-2 rounded-full border border-brand-200 bg-white/80 px-3 py-1 " +
              "text-sm font-medium text-brand-800"
            }
          >
            <Icon name="sparkles" className="h-4 w-4 text-clay-600" />
            {t(`site.${variant}.hero.eyebrow`)}
          </p>
          <h1
            id="hero-title"
            className={
              "mt-6 text-4xl font-extrabold tracking-tight text-stone-900 sm:text-5xl lg:text-6xl " +
              "lg:leading-[1.05]"
            }
          >
            {t(`site.${variant}.hero.title`)}
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-stone-600">{t(`site.${variant}.hero.subtitle`)}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to={SIGN_IN_PATH} className="btn-primary px-7 py-3.5 text-base">
              {t("site.landing.hero.primaryCta")}
              <Icon name="arrow" className="h-5 w-5" />
            </Link>
            <a href="#examples" className="btn-secondary px-7 py-3.5 text-base">
              {t("site.landing.hero.secondaryCta")}
            </a>
          </div>
          <p className="mt-4 flex items-center gap-2 text-sm text-stone-600">
            <Icon name="check" className="h-4 w-4 text-brand-700" />
            {t("site.landing.hero.note", { credits: WELCOME_BONUS_CREDITS })}
          </p>
        </div>
        <BeforeAfterSplit pair={HERO_IMAGE[variant]} eager className="mx-auto w-full max-w-xl lg:max-w-none" />
      </div>
    </section>
  );
}
