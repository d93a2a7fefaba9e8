import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";
import { i18nConfig } from "~/i18n";
import { resources } from "~/i18n.server";
import { MAX_UPLOAD_MB } from "./limits";

/** Every text of a locale, flattened. */
const texts = (value: unknown): string[] =>
  typeof value === "string" ? [value] : value && typeof value === "object" ? Object.values(value).flatMap(texts) : [];

describe("texts that state the upload limits", () => {
  it.each(["en", "es"] as const)("say what is enforced (%s), and no text writes a limit by hand", async (lng) => {
    const i18n = createInstance();
    await i18n.init({ ...i18nConfig, lng, resources });
    expect(i18n.t("app.upload.hint")).toContain(`${MAX_UPLOAD_MB}MB`);
    expect(i18n.t("tools.errors.fileTooLarge", { field: "imageBase64" })).toContain(`${MAX_UPLOAD_MB} MB`);
    expect(i18n.t("tools.errors.imageDimensions", { field: "imageBase64", width: 9000, height: 10 })).toMatch(
      /8192 .*40 mega/,
    );
    const byHand = texts(resources[lng]).filter((text) => /\b10 ?MB\b|\b8192\b/.test(text));
    expect(byHand).toEqual([]);
  });
});
