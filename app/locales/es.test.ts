/**
 * The Spanish texts speak in one register: "tú", never "usted", and one past tense, the simple
 * past ("Te devolvimos tus créditos", "Este pago ya se completó"), never the compound present
 * perfect ("Te hemos devuelto", "se ha completado") beside it. Neutral across Spain and Latin
 * America, and the same in every message, so two sentences of one notice never switch tense.
 */
import { describe, expect, it } from "vitest";
import es from "./es";
import legal from "./es/legal";

function texts(value: unknown, path: string): Array<[string, string]> {
  if (typeof value === "string") return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => texts(item, `${path}[${index}]`));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => texts(item, path ? `${path}.${key}` : key));
  }
  return [];
}

const ALL = [...texts(es, ""), ...texts(legal, "legal")];

/** "haber" in the present indicative (he, has, ha, hemos, habéis, han), then a participle. */
const HABER = String.raw`\b(?:he|has|ha|hemos|habéis|han)\s+`;
const IRREGULAR = ["hecho", "dicho", "visto", "puesto", "vuelto", "escrito", "abierto", "roto", "devuelto"];
const PARTICIPLE = String.raw`(?:[a-záéíóúñ]+(?:ado|ido)|${IRREGULAR.join("|")})\b`;
const COMPOUND_PERFECT = new RegExp(HABER + PARTICIPLE, "i");
const USTED = /\b(?:usted|ustedes|ud\.|uds\.)\b/i;

describe("Spanish register", () => {
  it("reads every Spanish text (the check has something to check)", () => {
    expect(ALL.length).toBeGreaterThan(500);
    expect(ALL.some(([, text]) => text.includes("Te devolvimos"))).toBe(true);
  });

  it("uses the simple past for what happened, never the compound present perfect", () => {
    expect(ALL.filter(([, text]) => COMPOUND_PERFECT.test(text))).toEqual([]);
  });

  it("addresses the reader as tú, never as usted", () => {
    expect(ALL.filter(([, text]) => USTED.test(text))).toEqual([]);
  });
});

/**
 * One word per concept, and the natural phrase over the literal one: an item the user places is
 * an "objeto" (never "artículo"), a face is a "cara" (never "rostro"), and a step asks to choose
 * the object rather than "Describir objetivo". The legal texts are left out: a law's "artículo"
 * is another concept.
 */
const SECOND_WORDS: Array<[string, RegExp]> = [
  ["objeto, not artículo", /\bart[ií]culos?\b/i],
  ["cara, not rostro", /\brostros?\b/i],
  ["a natural phrase, not the literal 'Describir objetivo'", /\bdescribir objetivo\b/i],
];

describe("Spanish terms", () => {
  it("says objeto and cara, each its only word for the concept, and never 'Describir objetivo'", () => {
    const app = texts(es, "");
    expect(app.some(([, text]) => /\bobjetos?\b/i.test(text))).toBe(true);
    expect(app.some(([, text]) => /\bcara\b/i.test(text))).toBe(true);
    const found = SECOND_WORDS.flatMap(([rule, pattern]) =>
      app.filter(([, text]) => pattern.test(text)).map(([path, text]) => `${rule}: ${path} = ${text}`),
    );
    expect(found).toEqual([]);
  });
});
