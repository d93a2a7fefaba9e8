/**
 * `useTranslation()` for every screen, without i18next in the browser. The server renders with
 * every text of both languages (it also renders the public site, which ships no scripts); the
 * browser has only what the root loader sent with the page: the current language's texts of the
 * current area (textAreasFor). So a hydrated screen that used a text from another area would
 * differ from its server HTML, and React reports it.
 */
import { useRouteLoaderData } from "@remix-run/react";
import { createContext, useContext, useMemo } from "react";
import { fallbackLanguage, translator, type Language, type Texts, type Translate } from "./i18n";

/**
 * What the root loader returns: the page's language, the texts its scripts may show, and the time
 * zone the server renders times in (app/utils/time-zone.ts).
 */
export interface PageTexts {
  locale: Language;
  texts: Texts;
  timeZone: string;
}

const ServerTexts = createContext<Record<Language, Texts> | null>(null);
/** entry.server.tsx: every text, so server-only pages render whatever they show. */
export const ServerTextsProvider = ServerTexts.Provider;

export function useTranslation(): { t: Translate; i18n: { language: Language } } {
  const page = useRouteLoaderData<PageTexts>("root");
  const everything = useContext(ServerTexts);
  const language = page?.locale ?? fallbackLanguage;
  const texts = everything?.[language] ?? page?.texts ?? {};
  const t = useMemo(() => translator(texts, language), [texts, language]);
  return { t, i18n: { language } };
}
