/** i18n settings shared by the server and the browser. */
import { LIMIT_TEXT_VARIABLES } from "./tools/limits";

export const supportedLanguages = ["en", "es"] as const;
export type Language = (typeof supportedLanguages)[number];
export const fallbackLanguage: Language = "en";

export const isLanguage = (value: unknown): value is Language =>
  typeof value === "string" && (supportedLanguages as readonly string[]).includes(value);

export const i18nConfig = {
  supportedLngs: [...supportedLanguages],
  fallbackLng: fallbackLanguage,
  defaultNS: "translation",
  ns: ["translation"],
  interpolation: { escapeValue: false, defaultVariables: LIMIT_TEXT_VARIABLES },
  react: { useSuspense: false },
} as const;

/**
 * Loads one language's texts for the browser: only the language it shows, and without the public
 * site's texts (those pages are never hydrated).
 */
export async function loadMessages(language: string) {
  const module = language === "es" ? await import("./locales/es/browser") : await import("./locales/en/browser");
  return module.default;
}
