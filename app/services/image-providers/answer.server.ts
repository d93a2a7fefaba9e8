/**
 * A provider's JSON answer read as it streams in, its image decoded from the body's bytes by the
 * reader the JSON API uses (app/utils/json-base64.ts, docs/decisions/0024). A 4K result is a
 * 20–30 MB base64 string: `response.json()` would hold the body, then its text, then that string,
 * before a byte of the image is decoded. Here only the image's bytes are ever held, once each: an
 * answer with several images holds each in its own buffer, grown in place, and nothing else of them.
 */
import { Base64Refusal, JsonBase64Reader } from "~/utils/json-base64";
import { ProviderError } from "./types";

/**
 * No answer image is kept beyond this: a 3840×2880 PNG without compression is 33 MB, so a larger
 * string is not an image the product asked for.
 */
export const MAX_ANSWER_IMAGE_BYTES = 48 * 1024 * 1024;
/**
 * The answers come chunked and compressed, their length unknown: the image's buffer grows in place
 * 1 MiB at a time (docs/decisions/0041).
 */
const PIECE_BYTES = 1024 * 1024;

/**
 * The answer's JSON, with the strings at `imagePath` (a path as JsonBase64Reader takes it, e.g.
 * "data[].b64_json") as the bytes they encode. A body that is not JSON is the provider's fault.
 */
export async function readAnswer(response: Response, imagePath: string, provider: string): Promise<unknown> {
  const length = Number(response.headers.get("Content-Length") ?? "");
  // A compressed answer's length is not the decoded body's.
  const encoded = !/^(identity)?$/i.test(response.headers.get("Content-Encoding") ?? "");
  const reader = new JsonBase64Reader(new Set([imagePath]), {
    maxBytes: MAX_ANSWER_IMAGE_BYTES,
    expectedBodyBytes: !encoded && Number.isSafeInteger(length) && length > 0 ? length : undefined,
    pieceBytes: PIECE_BYTES,
  });
  try {
    await eachChunk(response.body, (chunk) => reader.push(chunk));
    return reader.end();
  } catch (error) {
    if (error instanceof SyntaxError) throw new ProviderError(`${provider} answered a body that is not JSON`);
    throw error;
  }
}

/** A chunk read at a time. */
const CHUNK_BYTES = 64 * 1024;

/**
 * Feeds `body` to `take` chunk by chunk, reading each into the same buffer where the stream allows
 * it (a byte stream, as workerd's are): a 30 MB answer then leaves no 30 MB of spent chunks behind
 * for the collector. `take` must copy what it keeps.
 */
async function eachChunk(body: ReadableStream<Uint8Array> | null, take: (chunk: Uint8Array) => void) {
  if (!body) return;
  let byob: ReadableStreamBYOBReader | undefined;
  try {
    byob = body.getReader({ mode: "byob" });
  } catch {
    // Not a byte stream: the default reader.
  }
  if (!byob) {
    const reader = body.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) take(read.value);
    return;
  }
  let buffer = new ArrayBuffer(CHUNK_BYTES);
  for (;;) {
    const read = await byob.read(new Uint8Array(buffer));
    if (read.done || !read.value) return;
    take(read.value);
    buffer = read.value.buffer as ArrayBuffer;
  }
}

/** The answer's image bytes, or undefined when the value holds none; a string that is not base64 is a failure. */
export function answerImage(value: unknown, provider: string): Uint8Array | undefined {
  if (value instanceof Base64Refusal)
    throw new ProviderError(
      value.reason === "too_large"
        ? `${provider} answered an image over ${MAX_ANSWER_IMAGE_BYTES / 1024 / 1024} MB`
        : `${provider} answered an image that is not base64`,
    );
  return value instanceof Uint8Array && value.length > 0 ? value : undefined;
}
