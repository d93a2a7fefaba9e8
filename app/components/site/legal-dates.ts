/**
 * When each legal document last changed, in one place per document (docs/decisions/0038). Next to
 * the date is a fingerprint of the document's English and Spanish text: legal-dates.test.ts fails
 * when a text changes and its date does not, and says what to write here.
 */
import type { LegalPageId } from "./legal-page";

export const LEGAL_UPDATED: Record<LegalPageId, { date: string; fingerprint: string }> = {
  terms: { date: "2026-12-01", fingerprint: "c5d7280bf339447d" },
  privacy: { date: "2026-12-01", fingerprint: "25055405dc4f9159" },
  security: { date: "2026-11-01", fingerprint: "f88a9e8c617192f8" },
  dataDeletion: { date: "2026-11-24", fingerprint: "f5de1c30642eed82" },
};

/** "November 24, 2026" / "24 de noviembre de 2026": a document's date in the reader's language. */
export const legalDate = (page: LegalPageId, language: string) =>
  new Intl.DateTimeFormat(language === "es" ? "es-ES" : "en-US", {
    dateStyle: "long",
    timeZone: "UTC",
  }).format(new Date(`${LEGAL_UPDATED[page].date}T00:00:00Z`));
