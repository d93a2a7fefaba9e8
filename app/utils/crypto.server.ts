/** Small Web Crypto helpers: random tokens, hashes and HMAC signatures. */
import { base64ToBytes, bytesToBase64 } from "./base64";

const encoder = new TextEncoder();

export function base64url(bytes: ArrayBuffer | Uint8Array): string {
  return bytesToBase64(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes), "base64url");
}

export function base64urlDecode(text: string): Uint8Array<ArrayBuffer> {
  return base64ToBytes(text, "base64url");
}

/** A URL-safe random secret of `bytes` bytes (32 bytes = 256 bits by default). */
export function randomToken(bytes = 32): string {
  return base64url(crypto.getRandomValues(new Uint8Array(bytes)));
}

export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", encoder.encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

async function hmacKey(secret: string) {
  return crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
    "verify",
  ]);
}

export async function hmacSign(secret: string, data: string): Promise<string> {
  return base64url(await crypto.subtle.sign("HMAC", await hmacKey(secret), encoder.encode(data)));
}

/** Constant-time verification of an hmacSign signature. */
export async function hmacVerify(secret: string, data: string, signature: string): Promise<boolean> {
  try {
    return await crypto.subtle.verify("HMAC", await hmacKey(secret), base64urlDecode(signature), encoder.encode(data));
  } catch {
    return false;
  }
}
