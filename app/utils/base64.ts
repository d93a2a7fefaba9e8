/**
 * Base64, one place for the whole app. Images travel as base64 (docs/product-rules.md), so this is on
 * the hot path: where the runtime has Uint8Array.fromBase64 / toBase64 (workerd does), they
 * convert without an intermediate binary string, so a 10 MB photo costs 10 MB, not 20. Elsewhere
 * (Node in unit tests) atob/btoa do the same job.
 */
export type Base64Alphabet = "base64" | "base64url";

interface NativeBase64 {
  fromBase64?(text: string, options: { alphabet: Base64Alphabet }): Uint8Array<ArrayBuffer>;
}
interface NativeToBase64 {
  toBase64?(options: { alphabet: Base64Alphabet; omitPadding: boolean }): string;
}

const native = Uint8Array as unknown as NativeBase64;

/** Decodes base64 (padding optional, ASCII whitespace ignored); throws on anything else. */
export function base64ToBytes(text: string, alphabet: Base64Alphabet = "base64"): Uint8Array<ArrayBuffer> {
  if (native.fromBase64) return native.fromBase64(text, { alphabet });
  let standard = alphabet === "base64url" ? text.replace(/-/g, "+").replace(/_/g, "/") : text;
  standard = standard.replace(/\s+/g, "");
  const binary = atob(standard + "===".slice((standard.length + 3) % 4));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export function bytesToBase64(
  bytes: Uint8Array,
  alphabet: Base64Alphabet = "base64",
  omitPadding = alphabet === "base64url",
): string {
  const view = bytes as Uint8Array & NativeToBase64;
  if (view.toBase64) return view.toBase64({ alphabet, omitPadding });
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode.apply(null, bytes.subarray(i, i + 0x8000) as unknown as number[]);
  const standard = btoa(binary);
  const encoded = alphabet === "base64url" ? standard.replace(/\+/g, "-").replace(/\//g, "_") : standard;
  return omitPadding ? encoded.replace(/=+$/, "") : encoded;
}

/** How long the base64 (padded) of `byteLength` bytes is. */
export const base64Length = (byteLength: number) => Math.ceil(byteLength / 3) * 4;

/** 48 KiB, a multiple of 3: each piece's base64 (64 KiB) ends where the next begins, with no padding. */
const PIECE_BYTES = 48 * 1024;

/**
 * The base64 of `bytes` as ASCII bytes, a piece at a time, for a body that carries a large image
 * as base64: joined, the pieces are `bytesToBase64(bytes)`, but no string of the whole is made.
 */
export function* base64Pieces(bytes: Uint8Array): Generator<Uint8Array> {
  const ascii = new TextEncoder();
  for (let at = 0; at < bytes.length; at += PIECE_BYTES)
    yield ascii.encode(bytesToBase64(bytes.subarray(at, at + PIECE_BYTES)));
}

/**
 * Bytes a JSON body carries as a base64 string, written into the body as it is sent
 * (`jsonWithBase64`), never held as one string (docs/decisions/0041).
 */
export class Base64Bytes {
  constructor(readonly bytes: Uint8Array) {}
}

/** `T` whose strings may be given as `Base64Bytes`, for `jsonWithBase64`. */
export type Base64Json<T> = T extends string
  ? T | Base64Bytes
  : T extends readonly (infer U)[]
    ? Base64Json<U>[]
    : T extends object
      ? { [K in keyof T]: Base64Json<T[K]> }
      : T;
