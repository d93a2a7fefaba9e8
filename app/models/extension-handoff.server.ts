/**
 * Handing a session to the browser extension (docs/product-rules.md). The extension picks a
 * random `state` (at least 128 bits) and a secret `code_verifier`, opens sign-in with the state,
 * the verifier's S256 `code_challenge` and its own client name, then reads the session once with
 * GET /api/auth/extension-session/{state} and the verifier in a `Code-Verifier` header, within
 * 5 minutes. The state travels in addresses (history, logs, links); the verifier never does, so
 * knowing a state is not enough to collect a session.
 * D1 keeps only the state's hash and the tokens encrypted (AES-GCM) with a key derived from
 * the state, so the stored row is useless without the state the extension holds.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, eq, lt } from "drizzle-orm";
import { extensionHandoffs } from "../../db/schema";
import { base64url, base64urlDecode, sha256Hex } from "~/utils/crypto.server";
import { EXTENSION_CLIENTS, type ExtensionClient } from "./extension-clients";

export const HANDOFF_TTL_MS = 5 * 60 * 1000;
const STATE_PATTERN = /^[A-Za-z0-9_-]{32,512}$/;

/** 32+ URL-safe characters: at least 128 bits even when the state is hex. */
export const isValidHandoffState = (state: unknown): state is string =>
  typeof state === "string" && STATE_PATTERN.test(state);

/** RFC 7636: a verifier is 43–128 unreserved characters; its S256 challenge is 43 base64url ones. */
const VERIFIER_PATTERN = /^[A-Za-z0-9._~-]{43,128}$/;
const CHALLENGE_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const isValidCodeChallenge = (challenge: unknown): challenge is string =>
  typeof challenge === "string" && CHALLENGE_PATTERN.test(challenge);

export const isValidCodeVerifier = (verifier: unknown): verifier is string =>
  typeof verifier === "string" && VERIFIER_PATTERN.test(verifier);

export const isExtensionClient = (client: unknown): client is ExtensionClient =>
  typeof client === "string" && (EXTENSION_CLIENTS as readonly string[]).includes(client);

/** The S256 challenge of a verifier: base64url(SHA-256(verifier)). */
export async function codeChallengeOf(verifier: string): Promise<string> {
  return base64url(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(verifier)));
}

/** Who may read a handoff: the holder of the state and of the challenge's verifier. */
export interface HandoffBinding {
  state: string;
  codeChallenge: string;
  client: ExtensionClient;
}

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
export async function storeHandoff(
  context: AppLoadContext,
  { state, codeChallenge, client }: HandoffBinding,
  session: unknown,
): Promise<boolean> {
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
      codeChallenge,
      client,
      createdAt: now,
      expiresAt: now + HANDOFF_TTL_MS,
    })
    .onConflictDoNothing()
    .returning({ stateHash: extensionHandoffs.stateHash })
    .get();
  return Boolean(inserted);
}

/**
 * Reads the session once: the row is deleted by the same statement that returns it, and only
 * when the verifier matches the challenge it was stored with. A wrong verifier leaves the row
 * alone, so someone who learned the state cannot even spoil the extension's read.
 */
export async function takeHandoff(context: AppLoadContext, state: string, verifier: string): Promise<unknown | null> {
  const row = await context.db
    .delete(extensionHandoffs)
    .where(
      and(
        eq(extensionHandoffs.stateHash, await sha256Hex(state)),
        eq(extensionHandoffs.codeChallenge, await codeChallengeOf(verifier)),
      ),
    )
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
    // Tampered, truncated or sealed with another secret: the caller treats it as no hand-off.
    return null;
  }
}
