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
import { TOOL_LIST } from "./tools";
import { ACCOUNT_PATH, APP_HOME, CREDIT_HISTORY_PATH, DASHBOARD_PATH, DESIGNS_PATH } from "./utils/paths";

export const resources = { en: { translation: en }, es: { translation: es } };
/** Every text by language, as the server renders them. */
export const allTexts: Record<Language, Texts> = { en, es };

/**
 * The texts a page at `pathname` sends to the browser: its language, its area (textAreasFor),
 * less the tools' texts it does not show (textsLeftOut).
 */
export function pageTexts(language: Language, pathname: string): Texts {
  const texts: Texts = allTexts[language];
  const areas = Object.fromEntries(textAreasFor(pathname).map((area) => [area, texts[area]]));
  return without(areas, textsLeftOut(pathname));
}

/** What the navigation and the tool cards show of a tool (`tools.<id>.<key>`), on every page. */
const TOOL_NAV_TEXTS = ["name", "shortName", "description"];
/** Texts only the tool pages show: the wizard, its upload box, its steps, the API's errors, the tour. */
const WIZARD_TEXTS = [
  "app.wizard",
  "app.upload",
  "app.onboarding",
  "tools.steps",
  "tools.actions",
  "tools.slots",
  "tools.errors",
];
/** Texts only the server shows: the API's messages. */
const SERVER_TEXTS = ["common.api", "credits.api"];
const DASHBOARD = DASHBOARD_PATH;
const CHOOSER = "/app/image-editing";
/** Texts only some pages show, with the pages (and the pages under them) that show them. */
const PAGE_TEXTS: Record<string, readonly string[]> = {
  "app.dashboard": [DASHBOARD, DESIGNS_PATH],
  "app.designs": [DASHBOARD, DESIGNS_PATH],
  "app.chooser": [DASHBOARD, CHOOSER],
  "credits.activity": [DASHBOARD, ACCOUNT_PATH, CREDIT_HISTORY_PATH],
  "credits.history": [CREDIT_HISTORY_PATH, DESIGNS_PATH],
  "credits.dashboard": [DASHBOARD],
};
/** A tool's own texts that another page shows: the dashboard's quick recolor has its colour picker. */
const BORROWED_TEXTS: Record<string, readonly string[]> = {
  [DASHBOARD]: ["app.recolor", "app.colorPicker", "tools.recolor.presets"],
};

/**
 * The dotted keys a page at `pathname` leaves out: the server's own texts, the texts of other
 * pages, every other tool's texts but its name and description (its wizard's, its tour's), and on
 * a page that is no tool's, the wizard's own.
 */
export function textsLeftOut(address: string): string[] {
  // The app's home is the dashboard (app._index.tsx).
  const pathname = address === APP_HOME || address === `${APP_HOME}/` ? DASHBOARD : address;
  const at = (page: string) => pathname === page || pathname.startsWith(`${page}/`);
  const tool = TOOL_LIST.find((candidate) => at(candidate.path));
  const toolTexts = allTexts.en.tools as Texts;
  const otherTools = TOOL_LIST.filter((other) => other !== tool).flatMap((other) => [
    ...Object.keys(toolTexts[other.id] as Texts)
      .filter((key) => !TOOL_NAV_TEXTS.includes(key))
      .map((key) => `tools.${other.id}.${key}`),
    ...(other.onboarding ? [other.onboarding.textsKey] : []),
    ...other.pageTextsKeys,
  ]);
  const otherPages = Object.keys(PAGE_TEXTS).filter((key) => !PAGE_TEXTS[key].some(at));
  const borrowed = BORROWED_TEXTS[pathname] ?? [];
  return [...SERVER_TEXTS, ...otherPages, ...(tool ? [] : WIZARD_TEXTS), ...otherTools].filter(
    (key) => !borrowed.includes(key),
  );
}

/** `texts` without the subtrees at `keys` (dotted), sharing what it keeps. */
function without(texts: Texts, keys: readonly string[]): Texts {
  const prune = (node: Texts, paths: readonly string[][]): Texts =>
    Object.fromEntries(
      Object.entries(node).flatMap(([name, value]) => {
        const below = paths.filter((path) => path[0] === name);
        if (below.some((path) => path.length === 1)) return [];
        if (!below.length || typeof value !== "object" || Array.isArray(value)) return [[name, value]];
        return [
          [
            name,
            prune(
              value as Texts,
              below.map((path) => path.slice(1)),
            ),
          ],
        ];
      }),
    );
  return prune(
    texts,
    keys.map((key) => key.split(".")),
  );
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
 * switch, then Accept-Language, then English.
 */
export const i18nServer = new RemixI18Next({
  detection: {
    supportedLanguages: [...supportedLanguages],
    fallbackLanguage,
    cookie: languageCookie,
    order: ["searchParams", "cookie", "header"],
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
