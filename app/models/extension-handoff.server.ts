/**
 * Handing a session to the browser extension (docs/api.md, docs/decisions/0009). The extension
 * picks a random `state` (at least 128 bits) and a secret `code_verifier`, and opens sign-in in its
 * browser's `launchWebAuthFlow` window with the state, the verifier's S256 `code_challenge` and its
 * own id (`client`), which must be registered (EXTENSION_IDS). Once the user confirms, the browser
 * is sent to that extension's own redirect URI with a one-time `code`; the extension reads the
 * session once, within 5 minutes, with GET /api/auth/extension-session/{state}?code=… and the
 * verifier in a `Code-Verifier` header.
 * The state travels in addresses (history, logs, links) and the verifier may be the author of a
 * link's own; the code goes only to the registered extension, so neither a stolen state nor a
 * whole link written by someone else collects a session.
 * D1 keeps only hashes of the state and the code, and the tokens encrypted (AES-GCM) with a key
 * derived from both, so the stored row is useless without what the extension holds.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, eq, lt } from "drizzle-orm";
import { extensionHandoffs } from "../../db/schema";
import { base64url, base64urlDecode, randomToken, sha256Hex } from "~/utils/crypto.server";
import { ApiError } from "~/services/api.server";
import { extensionRedirectUri, type RegisteredExtension } from "./extension-clients";

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

/** The one-time code in the redirect: randomToken's 256 bits, base64url. */
const CODE_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const isValidHandoffCode = (code: unknown): code is string =>
  typeof code === "string" && CODE_PATTERN.test(code);

/**
 * The answer to an extension built for an older handoff (a state alone, or decision 0009's first
 * version: a browser name, no code): a JSON error that says to update, with what is now needed.
 */
export const outdatedExtension = () =>
  new ApiError({ status: 400, code: "extension_update_required", message: "auth.api.extensionUpdateRequired" });

/** The registered extension with this id, or undefined: nobody else is handed a session. */
export const registeredExtension = (context: AppLoadContext, id: string): RegisteredExtension | undefined =>
  context.env.EXTENSION_IDS.find((extension) => extension.id === id);

/** Which extension asked and where its code goes; null when it is not registered or asked for another address. */
export async function handoffTarget(
  context: AppLoadContext,
  asked: { client: string; redirectUri: string | null },
): Promise<{ extension: RegisteredExtension; redirectUri: string } | null> {
  const extension = registeredExtension(context, asked.client);
  const redirectUri = extension && (await extensionRedirectUri(extension, asked.redirectUri));
  return extension && redirectUri ? { extension, redirectUri } : null;
}

/** The S256 challenge of a verifier: base64url(SHA-256(verifier)). */
export async function codeChallengeOf(verifier: string): Promise<string> {
  return base64url(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(verifier)));
}

/** Who may read a handoff: the holder of the state, of the challenge's verifier and of the code. */
export interface HandoffBinding {
  state: string;
  codeChallenge: string;
  /** The registered extension's id. */
  client: string;
}

async function keyFor(state: string, code: string): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey("raw", new TextEncoder().encode(`${state}.${code}`), "HKDF", false, [
    "deriveKey",
  ]);
  return crypto.subtle.deriveKey(
    {
      name: "HKDF",
      hash: "SHA-256",
      salt: new TextEncoder().encode("roommuse:extension-handoff"),
      info: new TextEncoder().encode("v2"),
    },
    material,
    { name: "AES-GCM", length: 256 },
    false,
    ["encrypt", "decrypt"],
  );
}

/**
 * Stores the session for the extension and answers the address that delivers its code: the
 * registered `redirectUri` with `code` and `state` in the query, as OAuth's authorization
 * response has them. Null when this state already has a handoff.
 */
export async function storeHandoff(
  context: AppLoadContext,
  { state, codeChallenge, client }: HandoffBinding,
  redirectUri: string,
  session: unknown,
): Promise<string | null> {
  const now = Date.now();
  const code = randomToken();
  await context.db.delete(extensionHandoffs).where(lt(extensionHandoffs.expiresAt, now));
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const cipher = await crypto.subtle.encrypt(
    { name: "AES-GCM", iv },
    await keyFor(state, code),
    new TextEncoder().encode(JSON.stringify(session)),
  );
  const inserted = await context.db
    .insert(extensionHandoffs)
    .values({
      stateHash: await sha256Hex(state),
      payload: `${base64url(iv)}.${base64url(cipher)}`,
      codeChallenge,
      client,
      codeHash: await sha256Hex(code),
      createdAt: now,
      expiresAt: now + HANDOFF_TTL_MS,
    })
    .onConflictDoNothing()
    .returning({ stateHash: extensionHandoffs.stateHash })
    .get();
  if (!inserted) return null;
  const target = new URL(redirectUri);
  target.search = new URLSearchParams({ code, state }).toString();
  return target.href;
}

/**
 * Reads the session once: the row is deleted by the same statement that returns it, and only
 * when the verifier matches the challenge it was stored with and the code is the one sent to the
 * extension. A wrong one leaves the row alone, so someone who learned the state, or wrote the
 * link, cannot even spoil the extension's read.
 */
export async function takeHandoff(
  context: AppLoadContext,
  { state, verifier, code }: { state: string; verifier: string; code: string },
): Promise<unknown | null> {
  const row = await context.db
    .delete(extensionHandoffs)
    .where(
      and(
        eq(extensionHandoffs.stateHash, await sha256Hex(state)),
        eq(extensionHandoffs.codeChallenge, await codeChallengeOf(verifier)),
        eq(extensionHandoffs.codeHash, await sha256Hex(code)),
      ),
    )
    .returning({ payload: extensionHandoffs.payload, expiresAt: extensionHandoffs.expiresAt })
    .get();
  if (!row || row.expiresAt <= Date.now()) return null;
  const [iv, cipher] = row.payload.split(".");
  try {
    const plain = await crypto.subtle.decrypt(
      { name: "AES-GCM", iv: base64urlDecode(iv) },
      await keyFor(state, code),
      base64urlDecode(cipher),
    );
    return JSON.parse(new TextDecoder().decode(plain));
  } catch {
    // Tampered, truncated or sealed with another secret: the caller treats it as no hand-off.
    return null;
  }
}
