/**
 * The server's half of ./paint-first.ts: the document's `modulepreload` links and its module script
 * leave the server inert (a `rel` that fetches nothing, a script type no browser runs); nothing else
 * changes.
 * The HTML streams through unchanged apart from those attributes, and a tag split between two
 * chunks is held back until its end arrives.
 */
import { AFTER_PAINT_PRELOAD_MARK, AFTER_PAINT_PRELOAD_REL, AFTER_PAINT_SCRIPT_TYPE } from "./paint-first";

const INERT: [RegExp, string][] = [
  [/<link rel="modulepreload"/g, `<link rel="${AFTER_PAINT_PRELOAD_REL}" ${AFTER_PAINT_PRELOAD_MARK}=""`],
  [/(<script\b[^>]*?) type="module"/g, `$1 type="${AFTER_PAINT_SCRIPT_TYPE}"`],
];

const inert = (html: string) =>
  INERT.reduce((text, [pattern, replacement]) => text.replace(pattern, replacement), html);

export function scriptsAfterPaint(): TransformStream<Uint8Array, Uint8Array> {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let held = "";
  return new TransformStream({
    transform(chunk, controller) {
      const text = held + decoder.decode(chunk, { stream: true });
      // Everything up to the last tag that is still open waits for the next chunk.
      const open = text.lastIndexOf("<");
      const cut = open !== -1 && text.indexOf(">", open) === -1 ? open : text.length;
      held = text.slice(cut);
      if (cut > 0) controller.enqueue(encoder.encode(inert(text.slice(0, cut))));
    },
    flush(controller) {
      const rest = held + decoder.decode();
      if (rest) controller.enqueue(encoder.encode(inert(rest)));
    },
  });
}
