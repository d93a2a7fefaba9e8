/** The words the app shows, by language, from its own locale files: what an e2e test expects to read. */
import en from "~/locales/en";
import es from "~/locales/es";

export const TEXTS = { en, es } as const;
export type Lang = keyof typeof TEXTS;
