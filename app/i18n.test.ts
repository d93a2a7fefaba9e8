import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";
import { i18nConfig, textAreasFor, textScopeFor, translator, type Texts } from "./i18n";
import { allTexts, pageTexts, resources } from "./i18n.server";
import { TOOL_LIST } from "./tools";

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

describe("the tools' texts a signed-in page sends", () => {
  /** The subtree at a dotted key, or undefined. */
  const at = (texts: Texts, key: string) =>
    key.split(".").reduce<Texts | undefined>((node, part) => node?.[part] as Texts | undefined, texts);

  it.each(["en", "es"] as const)(
    "are a tool page's own in full, of the others what the navigation shows (%s)",
    (lng) => {
      for (const tool of TOOL_LIST) {
        const sent = pageTexts(lng, tool.path);
        for (const other of TOOL_LIST) {
          const sections = [...other.pageTextsKeys, ...(other.onboarding ? [other.onboarding.textsKey] : [])];
          const entry = `tools.${other.id}`;
          if (other === tool) {
            for (const key of [entry, ...sections]) {
              expect(at(allTexts[lng], key), `${key} is in the locale files`).toBeTypeOf("object");
              expect(at(sent, key), key).toEqual(at(allTexts[lng], key));
            }
          } else {
            expect(Object.keys(at(sent, entry) ?? {}).sort(), `${entry} on ${tool.path}`).toEqual([
              "description",
              "name",
              "shortName",
            ]);
            for (const key of sections) expect(at(sent, key), `${key} on ${tool.path}`).toBeUndefined();
          }
        }
        expect(at(sent, "app.wizard")).toEqual(at(allTexts[lng], "app.wizard"));
        expect(at(sent, "tools.errors")).toEqual(at(allTexts[lng], "tools.errors"));
      }
    },
  );

  it("leave the wizard and every tour off the dashboard and the chooser, but not the quick recolor's colours", () => {
    for (const path of ["/app", "/app/dashboard", "/app/image-editing"]) {
      const sent = pageTexts("es", path);
      expect(Object.keys(sent.app), path).not.toContain("wizard");
      expect(Object.keys(sent.app), path).not.toContain("onboarding");
      expect(Object.keys(sent.tools), path).not.toContain("errors");
      for (const tool of TOOL_LIST) expect(Object.keys((sent.tools as Texts)[tool.id]), path).toContain("description");
    }
    for (const path of ["/app", "/app/dashboard"]) {
      const t = translator(pageTexts("es", path), "es");
      for (const key of ["tools.recolor.presets.sage", "app.colorPicker.custom", "app.dashboard.quickRecolor"])
        expect(t(key), `${key} on ${path}`).toBe(translator(allTexts.es, "es")(key));
    }
    expect(pageTexts("es", "/app/image-editing").app).not.toHaveProperty("colorPicker");
  });

  it("are sent again when the browser moves from one tool to another, not within a tool", () => {
    expect(textScopeFor("/app/recolor")).not.toBe(textScopeFor("/app/clear-space"));
    expect(textScopeFor("/app/recolor")).not.toBe(textScopeFor("/app/dashboard"));
    expect(textScopeFor("/app/recolor")).toBe(textScopeFor("/app/recolor/"));
  });
});
