import { describe, expect, it } from "vitest";
import { Base64Refusal, JsonBase64Reader } from "./json-base64";

const FIELDS = new Set(["imageBase64", "roomImageBase64"]);
const MAX = 1000;
const encoder = new TextEncoder();

/** Reads `body` fed in chunks of `size` bytes (the whole body when omitted). */
function read(body: string | Uint8Array, size?: number, maxBytes = MAX, known = true) {
  const bytes = typeof body === "string" ? encoder.encode(body) : body;
  const reader = new JsonBase64Reader(FIELDS, { maxBytes, expectedBodyBytes: known ? bytes.length : undefined });
  const step = size ?? Math.max(1, bytes.length);
  for (let i = 0; i < bytes.length; i += step) reader.push(bytes.subarray(i, i + step));
  return reader.end() as Record<string, unknown>;
}

/** The same body read whole, in 1-byte chunks and in 7-byte chunks must give one answer. */
function readEveryWay(body: string) {
  const whole = read(body);
  expect(read(body, 1)).toEqual(whole);
  expect(read(body, 7)).toEqual(whole);
  expect(read(body, undefined, MAX, false)).toEqual(whole);
  return whole;
}

const bytesOf = (...values: number[]) => new Uint8Array(values);
const image = (body: string) => readEveryWay(body).imageBase64;
const throwsLikeJsonParse = (body: string) => {
  expect(() => JSON.parse(body)).toThrow(SyntaxError);
  expect(() => read(body)).toThrow(SyntaxError);
  expect(() => read(body, 1)).toThrow(SyntaxError);
};

describe("JsonBase64Reader", () => {
  it("decodes a named field's base64 into bytes and parses every other member as JSON.parse does", () => {
    const body = JSON.stringify({
      imageBase64: Buffer.from([1, 2, 3, 250, 251, 252]).toString("base64"),
      mimeType: "image/png",
      nested: { a: [1, { b: 'x}]"' }, null, true, false, -1.5e3], s: '\\"' },
      emoji: "😀 ñ \u2028",
      n: 0,
    });
    const parsed = readEveryWay(body);
    expect(parsed.imageBase64).toEqual(bytesOf(1, 2, 3, 250, 251, 252));
    const { imageBase64: _, ...rest } = JSON.parse(body) as Record<string, unknown>;
    expect({ ...parsed, imageBase64: undefined }).toEqual({ ...rest, imageBase64: undefined });
  });

  it("resolves JSON escapes inside the base64 (\\/ as PHP writes it, \\u, escaped whitespace)", () => {
    const plain = Buffer.from([0xfb, 0xff, 0xbf, 0x3e, 0x10]).toString("base64"); // "+/+/PhA="
    expect(plain).toContain("/");
    const expected = new Uint8Array([0xfb, 0xff, 0xbf, 0x3e, 0x10]);
    expect(image(`{"imageBase64":"${plain.replaceAll("/", "\\/")}"}`)).toEqual(expected);
    const unicode = [...plain].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`).join("");
    expect(image(`{"imageBase64":"${unicode}"}`)).toEqual(expected);
    expect(image(`{"imageBase64":"${plain.slice(0, 4)}\\n\\r\\t ${plain.slice(4)}\\u00a0\\u2028"}`)).toEqual(expected);
    // Unicode whitespace written as UTF-8 is whitespace too; any other character is not base64.
    expect(image(`{"imageBase64":"\u3000${plain}\ufeff"}`)).toEqual(expected);
    expect(image(`{"imageBase64":"${plain.slice(0, 4)}é${plain.slice(4)}"}`)).toEqual(new Base64Refusal("invalid"));
    expect(image(`{"imageBase64":"${plain}\\ud83d\\ude00"}`)).toEqual(new Base64Refusal("invalid"));
  });

  it("drops a data-URL prefix (after leading whitespace) and accepts either alphabet, padded or not", () => {
    expect(image(`{"imageBase64":"data:image/png;base64,AQID"}`)).toEqual(bytesOf(1, 2, 3));
    expect(image(`{"imageBase64":" \\n DATA:image/x;charset=y;base64,AQI"}`)).toEqual(bytesOf(1, 2));
    expect(image(`{"imageBase64":"-_-_"}`)).toEqual(bytesOf(0xfb, 0xff, 0xbf));
    expect(image(`{"imageBase64":"AQ=="}`)).toEqual(bytesOf(1));
    expect(image(`{"imageBase64":"AQ"}`)).toEqual(bytesOf(1));
    expect(image(`{"imageBase64":"AQI="}`)).toEqual(bytesOf(1, 2));
    // A prefix further in than the first 120 characters is not one.
    expect(image(`{"imageBase64":"${"A".repeat(120)}data:image/png;base64,AQID"}`)).toEqual(
      new Base64Refusal("invalid"),
    );
  });

  it("says invalid for what is not base64, whatever the JSON around it", () => {
    for (const bad of ["%%%%", "AQID!", "A", "AQIDA", "AQ=", "AQ==A", "A===", "==", "+-AA", "AQ=Q", "AQI=="])
      expect(image(JSON.stringify({ imageBase64: bad })), bad).toEqual(new Base64Refusal("invalid"));
  });

  it("keeps a blank string, or a prefix with no data, as text so the schema and the type check judge it", () => {
    expect(image(`{"imageBase64":""}`)).toEqual("");
    expect(image(`{"imageBase64":" \\n\\t "}`)).toEqual("");
    expect(image(`{"imageBase64":"data:image/png;base64,"}`)).toBe("data:image/png;base64,");
  });

  it("judges size from the length, before decoding, and never keeps more than the limit", () => {
    const at = Buffer.alloc(MAX, 7).toString("base64");
    expect(image(`{"imageBase64":"${at}"}`)).toEqual(new Uint8Array(MAX).fill(7));
    const over = Buffer.alloc(MAX + 1, 7).toString("base64");
    expect(image(`{"imageBase64":"${over}"}`)).toEqual(new Base64Refusal("too_large"));
    // Too long is too large even when it is not base64 at all (as the API has always said).
    expect(image(`{"imageBase64":"${"%".repeat(4 * MAX)}"}`)).toEqual(new Base64Refusal("too_large"));
  });

  it("keeps a named field that is not a string for the schema to refuse, and the last of duplicate keys", () => {
    for (const value of [null, 42, true, ["AQID"], { a: "AQID" }])
      expect(readEveryWay(JSON.stringify({ imageBase64: value })).imageBase64).toEqual(value);
    expect(image(`{"imageBase64":"AQID","imageBase64":"AQ=="}`)).toEqual(bytesOf(1));
    expect(image(`{"imageBase64":"AQID","imageBase64":null}`)).toBeNull();
    expect(image(`{"imageBase64":null,"imageBase64":"AQ=="}`)).toEqual(bytesOf(1));
    expect(readEveryWay(`{"a":1,"a":2,"imag\\u0065Base64":"AQ=="}`)).toEqual({ a: 2, imageBase64: bytesOf(1) });
    // "__proto__" is an ordinary key, as in JSON.parse, not the object's prototype.
    const parsed = readEveryWay(`{"__proto__":{"polluted":1}}`);
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("carries a huge non-image string through untouched", () => {
    const prompt = "é".repeat(200_000);
    expect(readEveryWay(JSON.stringify({ prompt, imageBase64: "AQID" }))).toEqual({
      prompt,
      imageBase64: bytesOf(1, 2, 3),
    });
  });

  it("parses a body that is not an object the ordinary way (arrays, strings, a byte-order mark)", () => {
    expect(readEveryWay(`[{"imageBase64":"AQID"}]`)).toEqual([{ imageBase64: "AQID" }]);
    expect(readEveryWay(` "x" `)).toBe("x");
    expect(read(new Uint8Array([0xef, 0xbb, 0xbf, ...encoder.encode(`{"a":1}`)]))).toEqual({ a: 1 });
  });

  it("throws a SyntaxError wherever JSON.parse does: every truncation of a body", () => {
    const body = `{"imageBase64":"data:image/png;base64,AQ\\/D\\u0041","n":[1,{"x":"\\""}],"t":true} `;
    expect(readEveryWay(body).n).toEqual([1, { x: '"' }]);
    for (let end = 0; end < body.trimEnd().length; end++) throwsLikeJsonParse(body.slice(0, end));
  });

  it("throws a SyntaxError on broken strings, escapes and structure, in the image field or elsewhere", () => {
    for (const body of [
      `{"imageBase64":"AQ\nID"}`,
      `{"imageBase64":"AQ\\xID"}`,
      `{"imageBase64":"AQ\\u00G1"}`,
      `{"imageBase64":"AQID}`,
      `{"imageBase64":"AQID"`,
      `{"imageBase64":"AQID",}`,
      `{"imageBase64" "AQID"}`,
      `{"imageBase64":"AQID"}x`,
      `{"imageBase64":"AQID" "a":1}`,
      `{imageBase64:"AQID"}`,
      `{"a":01}`,
      `{"a":1 2}`,
      `{"a":[1,}`,
      `{"a":}`,
      `{"a\nb":1}`,
      `{"a":"\t"}`,
      `{"a":tru}`,
      `{"a":{"b":1}`,
      `{}}`,
      ``,
    ])
      throwsLikeJsonParse(body);
  });

  it("reads a body whose multi-byte characters and escapes are split across chunks", () => {
    const body = `{"p":"ñ😀","imageBase64":"\\u0041Q\\u00a0I\u3000D"}`;
    for (let size = 1; size < 9; size++) expect(read(body, size)).toEqual({ p: "ñ😀", imageBase64: bytesOf(1, 2, 3) });
    // A broken UTF-8 sequence is U+FFFD, as the platform's decoder reads it: not base64, not JSON's end.
    const broken = new Uint8Array([...encoder.encode(`{"imageBase64":"AQ`), 0xc3, ...encoder.encode(`ID"}`)]);
    expect(read(broken, 1)).toEqual({ imageBase64: new Base64Refusal("invalid") });
  });
});

/**
 * The API's rules for a base64 field as they were written against the parsed string (trim, a
 * data-URL prefix in the first 120 characters, whitespace dropped, size from the length, one
 * alphabet, padding optional but whole), with the platform's strict decoding of what passes.
 */
function byTheRules(value: string): unknown {
  const trimmed = value.trim();
  const data = (
    /^data:[^,]{0,100};base64,/i.test(trimmed.slice(0, 120)) ? trimmed.slice(trimmed.indexOf(",") + 1) : trimmed
  ).replace(/\s+/g, "");
  const padding = data.endsWith("==") ? 2 : data.endsWith("=") ? 1 : 0;
  if (Math.floor((data.length * 3) / 4) - padding > MAX) return new Base64Refusal("too_large");
  if (data === "") return trimmed;
  const unpadded = data.replace(/=+$/, "");
  const wholePadding =
    padding === 0 || (unpadded.length % 4 === 2 && padding === 2) || (unpadded.length % 4 === 3 && padding === 1);
  if (
    !/^[A-Za-z0-9+/_-]*={0,2}$/.test(data) ||
    data.length % 4 === 1 ||
    !wholePadding ||
    /[-_].*[+/]|[+/].*[-_]/.test(data)
  )
    return new Base64Refusal("invalid");
  return new Uint8Array(Buffer.from(unpadded, "base64"));
}

/** A seeded generator, so a failure is the same failure on every run. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), seed | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe("JsonBase64Reader against the API's rules", () => {
  it("agrees with them on thousands of mangled base64 strings, however the JSON spells them and chunks them", () => {
    const next = random(12);
    const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)];
    const noise = [
      " ",
      "\n",
      "\r\n",
      "\t",
      "\u00a0",
      "\u2028",
      "\u3000",
      "\ufeff",
      "=",
      "==",
      "%",
      "é",
      "😀",
      "-",
      "+",
      "A",
    ];
    const spellings: ((json: string) => string)[] = [
      (json) => json,
      (json) => json.replaceAll("/", "\\/"),
      // Every character of the value as a \u escape (the key and the quotes stay as they are).
      (json) =>
        json.replace(/"imageBase64":"(.*?)"(,|})/s, (_, value: string, end: string) => {
          const plain = JSON.parse(`"${value}"`) as string;
          const escaped = [...plain].map((c) =>
            [...c].map((u) => `\\u${u.charCodeAt(0).toString(16).padStart(4, "0")}`).join(""),
          );
          return `"imageBase64":"${escaped.join("")}"${end}`;
        }),
      (json) => json.replace(/^\{/, '{ "mimeType" : "image/png" ,\n\t').replace(/\}$/, " }\r\n"),
    ];
    let decoded = 0;
    for (let n = 0; n < 1500; n++) {
      const bytes = Buffer.from(
        Array.from({ length: Math.floor(next() * (n % 10 === 0 ? 1100 : 60)) }, () => next() * 256),
      );
      let value = bytes.toString(next() < 0.5 ? "base64" : "base64url");
      if (next() < 0.3) value = value.replace(/=+$/, "");
      const mangles = Math.floor(next() * 3);
      for (let m = 0; m < mangles; m++) {
        const at = Math.floor(next() * (value.length + 1));
        // Something put in, or one character swapped for another alphabet's (the length stays whole).
        const swap = next() < 0.4;
        value = value.slice(0, at) + pick(swap ? ["+", "/", "-", "_"] : noise) + value.slice(swap ? at + 1 : at);
      }
      if (next() < 0.2) value = `${pick(["", " ", "\n "])}data:image/${pick(["png", "jpeg"])};base64,${value}`;
      if (next() < 0.2) value = `${pick([" ", "\t", "\u3000"])}${value}${pick(["", " ", "\n"])}`;
      const body = pick(spellings)(JSON.stringify({ imageBase64: value, n }));
      const expected = byTheRules(value);
      const got = read(body, 1 + Math.floor(next() * 64), MAX, next() < 0.5).imageBase64;
      if (typeof expected === "string") expect((got as string).trim(), body).toBe(expected);
      else expect(got, body).toEqual(expected);
      if (expected instanceof Uint8Array) decoded++;
    }
    // The strings are mangled often enough to be refused, and left alone often enough to decode.
    expect(decoded).toBeGreaterThan(300);
    expect(decoded).toBeLessThan(1300);
  });

  it("reads UTF-8 as the platform does: an overlong or surrogate form is U+FFFD, not the character it spells", () => {
    const body = (...inside: number[]) =>
      new Uint8Array([...encoder.encode(`{"imageBase64":"AQID`), ...inside, ...encoder.encode(`"}`)]);
    // A space and a no-break space, each written in too many bytes, and a surrogate half in UTF-8.
    for (const bad of [
      [0xc0, 0xa0],
      [0xe0, 0x80, 0xa0],
      [0xe0, 0x82, 0xa0],
      [0xf0, 0x80, 0x80, 0xa0],
      [0xed, 0xa0, 0x80],
    ])
      expect(read(body(...bad), 1).imageBase64, String(bad)).toEqual(new Base64Refusal("invalid"));
    // The same whitespace in its one right form is whitespace.
    expect(read(body(0xc2, 0xa0), 1).imageBase64).toEqual(bytesOf(1, 2, 3));
    expect(read(body(0xe3, 0x80, 0x80), 2).imageBase64).toEqual(bytesOf(1, 2, 3));
  });

  it("decodes a large image whichever way it is chunked, and a body longer than it said", () => {
    const photo = Buffer.from(Array.from({ length: 999 }, (_, i) => (i * 37) & 255));
    const body = JSON.stringify({
      imageBase64: photo.toString("base64"),
      roomImageBase64: photo.toString("base64url"),
    });
    for (const size of [1, 3, 4, 5, 63, 64, 65, 4096])
      expect(read(body, size), String(size)).toEqual({
        imageBase64: new Uint8Array(photo),
        roomImageBase64: new Uint8Array(photo),
      });
    const reader = new JsonBase64Reader(FIELDS, { maxBytes: MAX, expectedBodyBytes: 40 });
    reader.push(encoder.encode(body));
    expect(reader.end()).toEqual({ imageBase64: new Uint8Array(photo), roomImageBase64: new Uint8Array(photo) });
  });
});

describe("JsonBase64Reader on a nested field (a provider's answer)", () => {
  const GEMINI = "candidates[].content.parts[].inlineData.data";
  const OPENAI = "data[].b64_json";
  /** Reads `body` by `fields` in chunks of `size`, with its length known or not (then grown by `piece` bytes). */
  function readNested(fields: string[], body: string, size: number, known: boolean, piece = 0) {
    const bytes = encoder.encode(body);
    const reader = new JsonBase64Reader(new Set(fields), {
      maxBytes: MAX,
      expectedBodyBytes: known ? bytes.length : undefined,
      pieceBytes: piece,
    });
    for (let i = 0; i < bytes.length; i += size) reader.push(bytes.subarray(i, i + size));
    return reader.end();
  }
  /** Every chunking, length known or not, in one buffer sized once or grown in steps, must give one answer. */
  function readNestedEveryWay(fields: string[], body: string) {
    const whole = readNested(fields, body, body.length, true);
    for (const size of [1, 2, 7, 64])
      for (const [known, piece] of [
        [true, 0],
        [false, 0],
        [false, 1],
        [false, 5],
      ] as const)
        expect(readNested(fields, body, size, known, piece), `${size} ${known} ${piece}`).toEqual(whole);
    return whole;
  }

  it("decodes an image nested in arrays and objects, and parses the rest of the answer as JSON.parse does", () => {
    const photo = Buffer.from(Array.from({ length: 700 }, (_, i) => (i * 53) & 255));
    const answer = {
      candidates: [
        {
          content: {
            role: "model",
            parts: [
              { text: 'Here it is: "data" [1]' },
              { inlineData: { mimeType: "image/png", data: photo.toString("base64") } },
            ],
          },
          finishReason: "STOP",
          index: 0,
        },
      ],
      usageMetadata: { promptTokenCount: 1290, totalTokenCount: 2410 },
      modelVersion: "gemini-3.1-flash-image",
    };
    const expected = structuredClone(answer);
    const imagePart = expected.candidates[0].content.parts[1] as { inlineData: { data: unknown } };
    imagePart.inlineData.data = new Uint8Array(photo);
    expect(readNestedEveryWay([GEMINI], JSON.stringify(answer, null, 2))).toEqual(expected);
    const openAi = { created: 1, data: [{ b64_json: photo.toString("base64") }], output_format: "png", size: "1x1" };
    expect(readNestedEveryWay([OPENAI], JSON.stringify(openAi))).toEqual({
      ...openAi,
      data: [{ b64_json: new Uint8Array(photo) }],
    });
  });

  it("decodes every element the path matches, and leaves alone what does not match its shape", () => {
    const parts = [{ inlineData: { data: "AQID" } }, { inlineData: { data: "BAU=" } }, { inlineData: "AQID" }];
    const body = JSON.stringify({ candidates: [{ content: { parts } }, { content: { parts: {} } }], data: "AQID" });
    expect(readNestedEveryWay([GEMINI], body)).toEqual({
      candidates: [
        {
          content: {
            parts: [{ inlineData: { data: bytesOf(1, 2, 3) } }, { inlineData: { data: bytesOf(4, 5) } }, parts[2]],
          },
        },
        { content: { parts: {} } },
      ],
      data: "AQID",
    });
    // An object where the path has an array, or the reverse, is kept as it is.
    for (const data of [{ b64_json: "AQID" }, [["AQID"]], [{ b64_json: ["AQID"] }], [], [null, 1, "x"]])
      expect(readNestedEveryWay([OPENAI], JSON.stringify({ data }))).toEqual({ data });
  });

  it("holds each of several images of an answer of unknown length in a buffer of its own, its size", () => {
    const photos = [700, 64, 301].map((length) => Buffer.from(Array.from({ length }, (_, i) => (i * 31) & 255)));
    const body = JSON.stringify({ data: photos.map((photo) => ({ b64_json: photo.toString("base64") })) });
    const { data } = readNested([OPENAI], body, 100, false, 64) as { data: { b64_json: Uint8Array }[] };
    expect(data.map((image) => Buffer.from(image.b64_json))).toEqual(photos);
    // Grown in place and shrunk to fit: no image is kept at a larger buffer's size, nor shares one.
    expect(data.map((image) => image.b64_json.buffer.byteLength)).toEqual(photos.map((photo) => photo.length));
    expect(new Set(data.map((image) => image.b64_json.buffer)).size).toBe(photos.length);
  });

  it("keeps the last of duplicate keys at any depth, as JSON.parse does", () => {
    expect(readNestedEveryWay([OPENAI], `{"data":[{"b64_json":"AQID"}],"data":5}`)).toEqual({ data: 5 });
    expect(readNestedEveryWay([OPENAI], `{"data":[{"b64_json":"AQID","b64_json":"AQ=="}]}`)).toEqual({
      data: [{ b64_json: bytesOf(1) }],
    });
    expect(readNestedEveryWay([OPENAI], `{"data":[{"b64_json":"AQID","b64_json":{}}]}`)).toEqual({
      data: [{ b64_json: {} }],
    });
  });

  it("says too large past the limit, grown in steps as in one buffer", () => {
    const body = JSON.stringify({ data: [{ b64_json: Buffer.alloc(MAX + 1, 7).toString("base64") }] });
    for (const piece of [0, 64])
      expect(readNested([OPENAI], body, 1000, false, piece)).toEqual({
        data: [{ b64_json: new Base64Refusal("too_large") }],
      });
  });

  it("throws a SyntaxError wherever JSON.parse does: every truncation, and broken arrays", () => {
    const body = `{"data":[{"b64_json":"AQ\\/D"},{"b64_json":"AQID","n":[1,{"x":"]"}]}],"t":[true,null]} `;
    expect(readNestedEveryWay([OPENAI], body)).toEqual({
      data: [{ b64_json: bytesOf(1, 15, 195) }, { b64_json: bytesOf(1, 2, 3), n: [1, { x: "]" }] }],
      t: [true, null],
    });
    const throwsOn = (text: string) => {
      expect(() => JSON.parse(text), text).toThrow(SyntaxError);
      for (const size of [1, text.length || 1])
        expect(() => readNested([OPENAI], text, size, true), text).toThrow(SyntaxError);
    };
    for (let end = 0; end < body.trimEnd().length; end++) throwsOn(body.slice(0, end));
    for (const broken of [`{"data":[1,]}`, `{"data":[,1]}`, `{"data":[{"b64_json":"AQID"}}`, `{"data":[1 2]}`])
      throwsOn(broken);
  });
});
