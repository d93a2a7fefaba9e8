import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import en from "~/locales/en/legal";
import es from "~/locales/es/legal";
import { LEGAL_UPDATED, legalDate } from "./legal-dates";
import { LEGAL_PAGES } from "./legal-page";

/** The document's text in both languages, as a short hash. */
const fingerprint = (page: keyof typeof LEGAL_UPDATED) =>
  createHash("sha256")
    .update(JSON.stringify([en[page], es[page]]))
    .digest("hex")
    .slice(0, 16);

describe("legal pages' last-updated dates", () => {
  it.each(LEGAL_PAGES.map(({ id }) => id))("%s: its date moves with its text", (page) => {
    expect(
      LEGAL_UPDATED[page].fingerprint,
      `${page} changed: in legal-dates.ts set its date to the day of the change and its fingerprint to ` +
        `"${fingerprint(page)}"`,
    ).toBe(fingerprint(page));
  });

  it("says the date in the reader's language", () => {
    expect(legalDate("dataDeletion", "en")).toBe("November 24, 2026");
    expect(legalDate("dataDeletion", "es")).toBe("24 de noviembre de 2026");
  });
});
