import { describe, expect, it } from "vitest";
import { AFTER_PAINT_PRELOAD_MARK, AFTER_PAINT_PRELOAD_REL, AFTER_PAINT_SCRIPT_TYPE } from "./paint-first";
import { scriptsAfterPaint } from "./paint-first.server";

/** The document as it leaves the server, sent in the given pieces (split anywhere, even inside a character). */
async function served(pieces: Uint8Array[]): Promise<string> {
  const source = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(piece);
      controller.close();
    },
  });
  return new Response(source.pipeThrough(scriptsAfterPaint())).text();
}

const bytes = (text: string) => new TextEncoder().encode(text);
const splitEvery = (data: Uint8Array, size: number) =>
  Array.from({ length: Math.ceil(data.length / size) }, (_, i) => data.slice(i * size, (i + 1) * size));

const PAGE = [
  '<!DOCTYPE html><html lang="es"><head><link rel="stylesheet" href="/build/app.css"/></head>',
  "<body><main><h1>Cambiar color · Diseño</h1></main>",
  '<link rel="modulepreload" href="/build/entry.client.js"/><link rel="modulepreload" href="/build/_shared/react.js"/>',
  '<script nonce="n0">window.__remixContext = {};</script>',
  '<script nonce="n0" type="module" async="">import * as route0 from "/build/root.js";',
  '\nimport("/build/entry.client.js");</script>',
  '<script type="application/ld+json">{"@type":"WebSite"}</script></body></html>',
].join("");

const EXPECTED = PAGE.replaceAll(
  'rel="modulepreload"',
  `rel="${AFTER_PAINT_PRELOAD_REL}" ${AFTER_PAINT_PRELOAD_MARK}=""`,
).replace('type="module"', `type="${AFTER_PAINT_SCRIPT_TYPE}"`);

describe("the scripts of a served page", () => {
  it("leave the server inert: preloads and the module script, nothing else", async () => {
    const html = await served([bytes(PAGE)]);
    expect(html).toBe(EXPECTED);
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toContain('type="module"');
    // The classic context script and the structured data are untouched.
    expect(html).toContain('<script nonce="n0">window.__remixContext = {};</script>');
    expect(html).toContain('<script type="application/ld+json">');
  });

  it("are made inert however the stream is cut, tags and characters split included", async () => {
    for (const size of [1, 2, 3, 7, 16, 61])
      expect(await served(splitEvery(bytes(PAGE), size)), `${size}`).toBe(EXPECTED);
  });

  it("pass a page without scripts through as it is", async () => {
    const page = "<!DOCTYPE html><html><body><p>Hola <b>mundo</b> · 1 < 2</p></body></html>";
    expect(await served(splitEvery(bytes(page), 5))).toBe(page);
  });
});
