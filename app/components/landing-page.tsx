import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { LanguageSwitch } from "./language-switch";

/** Placeholder landing: the public-website work replaces it with the full page. */
export function LandingPage() {
  const { t } = useTranslation();
  return (
    <div className="min-h-screen bg-gradient-to-b from-brand-50 to-stone-50">
      <header className="mx-auto flex max-w-6xl items-center justify-between px-6 py-5">
        <Link to="/" className="text-xl font-bold text-brand-800">
          {t("common.brand")}
        </Link>
        <nav className="flex items-center gap-3">
          <LanguageSwitch />
          <Link to="/auth" className="btn-primary">
            {t("common.nav.getStarted")}
          </Link>
        </nav>
      </header>
      <main id="main" className="mx-auto max-w-3xl px-6 py-24 text-center">
        <h1 className="text-4xl font-extrabold tracking-tight text-stone-900 sm:text-5xl">{t("landing.hero.title")}</h1>
        <p className="mx-auto mt-6 max-w-xl text-lg text-stone-600">{t("landing.hero.subtitle")}</p>
        <Link to="/auth" className="btn-primary mt-10 px-7 py-3 text-base">
          {t("landing.hero.cta")}
        </Link>
      </main>
    </div>
  );
}
