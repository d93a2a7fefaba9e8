/**
 * The visitor's language from the whole Accept-Language list: its entries in the browser's order of
 * preference (by q, ties in the order written), and the first whose primary subtag is a language
 * RoomMuse has. `ca,es;q=0.9,en;q=0.8` is Spanish: Catalan comes first but has no texts here.
 * Picking the single best locale first and only then matching it (what remix-i18next does) gave
 * such a browser English.
 */
import { isLanguage, type Language } from "./i18n";

interface Entry {
  tag: string;
  q: number;
  index: number;
}

function parseEntry(part: string, index: number): Entry | null {
  const [rawTag, ...params] = part.split(";");
  const tag = rawTag.trim().toLowerCase();
  if (!tag) return null;
  let q = 1;
  for (const param of params) {
    const [name, value] = param.split("=").map((piece) => piece.trim());
    if (name.toLowerCase() !== "q") continue;
    q = Number(value);
    // A weight outside 0…1 (or not a number) is a damaged entry, not a preference.
    if (!value || !Number.isFinite(q) || q < 0 || q > 1) return null;
  }
  return { tag, q, index };
}

/** The first language of the list that RoomMuse has, or null (then the fallback applies). */
export function languageFromAcceptLanguage(header: string | null | undefined): Language | null {
  if (!header) return null;
  const entries = header
    .split(",")
    .map(parseEntry)
    .filter((entry): entry is Entry => entry !== null && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of entries) {
    const primary = tag.split("-")[0];
    if (isLanguage(primary)) return primary;
  }
  return null;
}
