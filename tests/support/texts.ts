/** The words the app shows, by language, as the server renders them: what an e2e test expects to read. */
import { allTexts } from "~/i18n.server";

export const TEXTS = allTexts;
export type Lang = keyof typeof TEXTS;
