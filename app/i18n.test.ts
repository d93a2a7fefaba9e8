import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";
import { i18nConfig, textAreasFor, translator, type Texts } from "./i18n";
import { allTexts, getLanguage, languageCookie, pageTexts, resources } from "./i18n.server";

/** Every key of a locale whose text is a string, plurals under their base key. */
const keysOf = (node: Texts, prefix = ""): string[] =>
  Object.entries(node).flatMap(([key, value]) =>
    typeof value === "string"
      ? [`${prefix}${key}`.replace(/_(one|other|many)$/, "")]
      : keysOf(value as Texts, `${prefix}${key}.`),
  );

describe("the browser's translator", () => {
  it.each(["en", "es"] as const)("gives what the server's i18next gives for every %s text", async (lng) => {
    const i18n = createInstance();
    await i18n.init({ ...i18nConfig, lng, resources });
    const t = translator(allTexts[lng], lng);
    const keys = [...new Set(keysOf(allTexts[lng]))];
    expect(keys.length).toBeGreaterThan(500);
    const variables = { name: "Ana", email: "a@b.co", credits: 7, cost: "3 credits", field: "Photo", price: "$5" };
    for (const key of keys)
      for (const count of [undefined, 0, 1, 2, 21]) {
        const options = count === undefined ? variables : { ...variables, count };
        expect(t(key, options), `${key} ${count}`).toBe(i18n.t(key, options));
      }
  });

  it("takes Spanish's 'many' form (a million) from the '_other' text, in Spanish", () => {
    // i18next falls back to English there, as no Spanish text has a '_many' form.
    const t = translator(allTexts.es, "es");
    expect(t("app.nav.creditsCount", { count: 1_000_000 })).toBe("1000000 créditos");
  });

  it("answers a missing text with its key, or the default asked for", () => {
    const t = translator(allTexts.en, "en");
    expect(t("app.nothing.here")).toBe("app.nothing.here");
    expect(t("tools.unknown.name", { defaultValue: "" })).toBe("");
  });
});

describe("the texts a page sends to the browser", () => {
  it("are the page's language and area only", () => {
    const app = pageTexts("es", "/app/recolor");
    expect(Object.keys(app).sort()).toEqual(["app", "common", "credits", "tools"]);
    expect(Object.keys(pageTexts("es", "/app/account/delete")).sort()).toEqual([
      "account",
      "app",
      "common",
      "credits",
      "tools",
    ]);
    expect(translator(app, "es")("app.wizard.startOver")).toBe(translator(allTexts.es, "es")("app.wizard.startOver"));
    expect(JSON.stringify(app)).not.toContain(JSON.stringify(allTexts.en.app));
    expect(Object.keys(pageTexts("en", "/checkout/local/cs_1"))).toEqual(["common", "credits"]);
    expect(Object.keys(pageTexts("en", "/"))).toEqual(["common"]);
  });

  it("never include the public site's texts, whose pages ship no scripts", () => {
    for (const path of ["/", "/app", "/app/dashboard", "/auth/callback", "/checkout/local/x", "/dev/mailbox", "/about"])
      expect(textAreasFor(path)).not.toContain("site");
  });
});

describe("the language of a request", () => {
  const request = (headers: Record<string, string>, query = "") =>
    new Request(`https://roommuse.example/${query}`, { headers });

  it("walks the whole Accept-Language list: a Catalan browser that also reads Spanish gets Spanish", async () => {
    expect(await getLanguage(request({ "Accept-Language": "ca,es;q=0.9,en;q=0.8" }))).toBe("es");
    expect(await getLanguage(request({ "Accept-Language": "fr,de;q=0.9" }))).toBe("en");
    expect(await getLanguage(request({}))).toBe("en");
  });

  it("puts ?lng= and the language switch's cookie before the header", async () => {
    const spanish = { "Accept-Language": "es" };
    expect(await getLanguage(request(spanish, "?lng=en"))).toBe("en");
    expect(await getLanguage(request({ ...spanish, Cookie: await languageCookie.serialize("en") }))).toBe("en");
  });
});
