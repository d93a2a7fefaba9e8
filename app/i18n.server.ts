import { createCookie } from "@remix-run/cloudflare";
import { RemixI18Next } from "remix-i18next/server";
import {
  fallbackLanguage,
  i18nConfig,
  isLanguage,
  supportedLanguages,
  textAreasFor,
  type Language,
  type Texts,
} from "./i18n";
import en from "./locales/en";
import es from "./locales/es";
import { languageFromAcceptLanguage } from "./i18n-accept-language";

export const resources = { en: { translation: en }, es: { translation: es } };
/** Every text by language, as the server renders them; each keeps its locale file's exact shape. */
export const allTexts = { en, es } satisfies Record<Language, Texts>;

/** The texts a page at `pathname` sends to the browser: its language, its area (textAreasFor). */
export function pageTexts(language: Language, pathname: string): Texts {
  const texts: Texts = allTexts[language];
  return Object.fromEntries(textAreasFor(pathname).map((area) => [area, texts[area]]));
}

/** The language the visitor chose with the language switch. */
export const languageCookie = createCookie("lng", {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  maxAge: 60 * 60 * 24 * 365,
});

/**
 * `?lng=` first (the hreflang alternates of public pages point to it; it shows that page in that
 * language without changing the visitor's saved choice), then the cookie set by the language
 * switch, then the first language of Accept-Language's whole list RoomMuse has
 * (app/i18n-accept-language.ts), then English.
 */
export const i18nServer = new RemixI18Next({
  detection: {
    supportedLanguages: [...supportedLanguages],
    fallbackLanguage,
    cookie: languageCookie,
    order: ["searchParams", "cookie", "custom"],
    findLocale: async (request) => languageFromAcceptLanguage(request.headers.get("Accept-Language")),
    searchParamKey: "lng",
  },
  i18next: { ...i18nConfig, resources },
});

export async function getLanguage(request: Request): Promise<Language> {
  const locale = await i18nServer.getLocale(request);
  return isLanguage(locale) ? locale : fallbackLanguage;
}

export async function getT(request: Request) {
  return i18nServer.getFixedT(await getLanguage(request));
}
