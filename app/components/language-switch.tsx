import { Form, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { supportedLanguages } from "~/i18n";

/** A plain form, so switching language works with or without JavaScript. */
export function LanguageSwitch({ className = "" }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  // A `?lng=` in the address would override the choice made here (it comes first in detection).
  const search = new URLSearchParams(location.search);
  search.delete("lng");
  const query = search.toString();
  return (
    <Form
      method="post"
      action="/language"
      className={`flex items-center gap-1 ${className}`}
      aria-label={t("common.language.label")}
    >
      <input type="hidden" name="redirectTo" value={location.pathname + (query ? `?${query}` : "") + location.hash} />
      {supportedLanguages.map((lng) => {
        const current = i18n.language === lng;
        return (
          <button
            key={lng}
            type="submit"
            name="lng"
            value={lng}
            lang={lng}
            aria-pressed={current}
            aria-label={t("common.language.switchTo", { language: t(`common.language.${lng}`) })}
            className={`rounded-lg px-2 py-1 text-sm font-medium ${current ? "bg-brand-100 text-brand-800" : "text-stone-700 hover:bg-stone-100"}`}
          >
            {lng.toUpperCase()}
          </button>
        );
      })}
    </Form>
  );
}
