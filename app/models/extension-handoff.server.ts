/**
 * Handing a session to the browser extension (spec sections 2 and 7). The extension picks a
 * random `state` (at least 128 bits), opens sign-in with it, then reads the session once with
 * GET /api/auth/extension-session/{state} within 5 minutes.
 * D1 keeps only the state's hash and the tokens encrypted (AES-GCM) with a key derived from
 * the state, so the stored row is useless without the state the extension holds.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, eq, lt } from "drizzle-orm";
import { extensionHandoffs } from "../../db/schema";
import { base64url, base64urlDecode, sha256Hex } from "~/utils/crypto.server";

export const HANDOFF_TTL_MS = 5 * 60 * 1000;
const STATE_PATTERN = /^[A-Za-z0-9_-]{32,512}$/;

/** 32+ URL-safe characters: at least 128 bits even when the state is hex. */
export const isValidHandoffState = (state: unknown): state is string =>
  typeof state === "string" && STATE_PATTERN.test(state);

async function keyFor(state: string): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey("raw", new TextEncoder().encode(state), "HKDF", false, ["deriveKey"]);
  return crypto.subtle.deriveKey(
    {
      name: "HKDF",
      hash: "SHA-256",
      salt: new TextEncoder().encode("roommuse:extension-handoff"),
      info: new TextEncoder().encode("v1"),
    },
    material,
    { name: "AES-GCM", length: 256 },
    false,
    ["encrypt", "decrypt"],
  );
}

/** Stores the session for the extension; false when this state already has one. */
export async function storeHandoff(context: AppLoadContext, state: string, session: unknown): Promise<boolean> {
  const now = Date.now();
  await context.db.delete(extensionHandoffs).where(lt(extensionHandoffs.expiresAt, now));
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const cipher = await crypto.subtle.encrypt(
    { name: "AES-GCM", iv },
    await keyFor(state),
    new TextEncoder().encode(JSON.stringify(session)),
  );
  const inserted = await context.db
    .insert(extensionHandoffs)
    .values({
      stateHash: await sha256Hex(state),
      payload: `${base64url(iv)}.${base64url(cipher)}`,
      createdAt: now,
      expiresAt: now + HANDOFF_TTL_MS,
    })
    .onConflictDoNothing()
    .returning({ stateHash: extensionHandoffs.stateHash })
    .get();
  return Boolean(inserted);
}

/** Reads the session once: the row is deleted by the same statement that returns it. */
export async function takeHandoff(context: AppLoadContext, state: string): Promise<unknown | null> {
  const row = await context.db
    .delete(extensionHandoffs)
    .where(and(eq(extensionHandoffs.stateHash, await sha256Hex(state))))
    .returning({ payload: extensionHandoffs.payload, expiresAt: extensionHandoffs.expiresAt })
    .get();
  if (!row || row.expiresAt <= Date.now()) return null;
  const [iv, cipher] = row.payload.split(".");
  try {
    const plain = await crypto.subtle.decrypt(
      { name: "AES-GCM", iv: base64urlDecode(iv) },
      await keyFor(state),
      base64urlDecode(cipher),
    );
    return JSON.parse(new TextDecoder().decode(plain));
  } catch {
    return null;
  }
}
