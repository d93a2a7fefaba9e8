import { describe, expect, it } from "vitest";
import { languageFromAcceptLanguage } from "./i18n-accept-language";

describe("languageFromAcceptLanguage", () => {
  it.each([
    // A browser in Catalonia or Valencia: Catalan first, Spanish second.
    ["ca,es;q=0.9,en;q=0.8", "es"],
    ["ca-ES,ca;q=0.9,es-ES;q=0.8,es;q=0.7,en;q=0.6", "es"],
    ["fr-FR,fr;q=0.9,de;q=0.8,es;q=0.7,en;q=0.6", "es"],
    ["de-DE,de;q=0.9,en-US;q=0.8,en;q=0.7", "en"],
    ["es-MX", "es"],
    ["es-419,es;q=0.9", "es"],
    ["en-GB,en;q=0.9,es;q=0.8", "en"],
    // The weights decide, not the order written.
    ["en;q=0.5,es;q=0.9", "es"],
    ["es;q=0.8, en", "en"],
    // Equal weights keep the order written.
    ["pt;q=0.9,es;q=0.8,en;q=0.8", "es"],
    ["EN-us", "en"],
  ])("%s → %s", (header, language) => {
    expect(languageFromAcceptLanguage(header)).toBe(language);
  });

  it.each([
    ["no header", null],
    ["an empty header", ""],
    ["only languages RoomMuse lacks", "ca,fr;q=0.9,de;q=0.8"],
    ["a wildcard", "*"],
    ["a language refused with q=0", "es;q=0,fr"],
    ["damaged weights", "es;q=abc,en;q=2"],
  ])("has no language for %s", (_name, header) => {
    expect(languageFromAcceptLanguage(header)).toBeNull();
  });
});
