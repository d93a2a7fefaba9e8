import { Form, useLocation } from "@remix-run/react";
import { useTranslation } from "~/i18n-react";
import { supportedLanguages } from "~/i18n";
import { classNames } from "~/utils/class-names";

/** A plain form, so switching language works with or without JavaScript. */
export function LanguageSwitch({ className = "" }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  // A `?lng=` in the address would override the choice made here (it comes first in detection).
  const search = new URLSearchParams(location.search);
  search.delete("lng");
  const query = search.toString();
  return (
    // A group, not a named form: a form with a name is a landmark, and the page has several switches.
    <Form method="post" action="/language" className={`flex items-center gap-1 ${className}`}>
      <input type="hidden" name="redirectTo" value={location.pathname + (query ? `?${query}` : "") + location.hash} />
      <fieldset className="contents">
        <legend className="sr-only">{t("common.language.label")}</legend>
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
              className={classNames(
                "rounded-lg px-2 py-1 text-sm font-medium",
                current ? "bg-brand-100 text-brand-800" : "text-stone-700 hover:bg-stone-100",
              )}
            >
              {/* Named "EN English" / "ES Español": the visible code first, then the language's own name, in that
                  language. */}
              {lng.toUpperCase()}
              <span className="sr-only"> {t(`common.language.${lng}`)}</span>
            </button>
          );
        })}
      </fieldset>
    </Form>
  );
}
