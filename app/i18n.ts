/** i18n settings shared by the server and the browser. */
import { LIMIT_TEXT_VARIABLES } from "./tools/limits";

import { type Language, supportedLanguages } from "./utils/languages";

export { type Language, supportedLanguages };
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

/** Texts in the shape of the locale files: nested objects and lists whose leaves are strings. */
export type Texts = { readonly [key: string]: TextNode };
type TextNode = string | readonly TextNode[] | Texts;
/** Options of a text: its `{{variables}}`, `count` (picks the plural form) and `defaultValue`. */
export type TextOptions = { count?: number; defaultValue?: string } & Record<string, unknown>;
export type Translate = (key: string, options?: TextOptions) => string;

/**
 * The areas of the locale files a page that runs scripts can need, by address. The public site
 * ships no scripts (docs/decisions/0005): its pages need none of their texts in the browser.
 */
const AREAS: readonly [prefix: string, areas: readonly string[]][] = [
  // The first prefix that matches wins: only the account's pages carry the account's texts.
  ["/app/account", ["common", "app", "tools", "credits", "account"]],
  ["/app", ["common", "app", "tools", "credits"]],
  ["/checkout", ["common", "credits"]],
  ["/auth", ["common", "auth"]],
  ["/dev", ["common", "auth"]],
];

/** The locale areas whose texts a page at `pathname` receives (the root error page needs common). */
export function textAreasFor(pathname: string): readonly string[] {
  const match = AREAS.find(([prefix]) => pathname === prefix || pathname.startsWith(`${prefix}/`));
  return match ? match[1] : ["common"];
}

/** The text at a dotted key; a list's items are numbered ("suggestions.sofa.0"). */
const lookup = (texts: Texts, key: string): TextNode | undefined => {
  let node: TextNode | undefined = texts;
  for (const part of key.split(".")) node = typeof node === "object" ? (node as Texts)[part] : undefined;
  return node;
};

/**
 * `t` over `texts`, the few features the locale files use, as i18next reads them: dotted keys,
 * `{{name}}` (the limit variables by default, never escaped: React escapes), and `key_one` /
 * `key_other` chosen by `count` with the language's plural rules. A missing text is its key.
 */
export function translator(texts: Texts, language: string): Translate {
  const plurals = new Intl.PluralRules(language);
  return (key, options) => {
    let text = lookup(texts, key);
    if (typeof options?.count === "number") {
      const plural = lookup(texts, `${key}_${plurals.select(options.count)}`) ?? lookup(texts, `${key}_other`);
      if (typeof plural === "string") text = plural;
    }
    if (typeof text !== "string") return options?.defaultValue ?? key;
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (written, name: string) => {
      const value = options?.[name] ?? (LIMIT_TEXT_VARIABLES as Record<string, unknown>)[name];
      return value === undefined ? written : String(value);
    });
  };
}
