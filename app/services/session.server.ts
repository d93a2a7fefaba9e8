/**
 * Sessions, stored in D1. Browsers carry a random secret in an HttpOnly cookie; API clients
 * carry a short-lived signed access token plus a rotating refresh token. D1 keeps only hashes
 * of the secrets, so a leaked database cannot be replayed. Every session is a row, so signing
 * out ends all of a user's sessions (web and API) at once, and an access token dies with its
 * session row even before it expires.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { parse as parseCookies } from "cookie";
import { and, eq, gt, isNotNull, isNull } from "drizzle-orm";
import { refreshTokens, sessions, userProfiles } from "../../db/schema";
import { cookieName, KNOWN_BROWSER_COOKIE, SESSION_COOKIE } from "~/services/cookie-names";
import { forgetPerRequest, oncePerRequest, profileReadKey, rememberPerRequest } from "~/utils/per-request";
import { base64url, base64urlDecode, hmacSign, hmacVerify, randomToken, sha256Hex } from "~/utils/crypto.server";

const DAY_MS = 24 * 60 * 60 * 1000;
/** A browser session ends after 7 days without use, and 30 days after sign-in whatever happens. */
export const SESSION_IDLE_MS = 7 * DAY_MS;
export const SESSION_MAX_MS = 30 * DAY_MS;
/** How stale last_seen_at may get before a request slides the session (one write per hour at most). */
const SESSION_SLIDE_EVERY_MS = 60 * 60 * 1000;
export const ACCESS_TOKEN_TTL_SECONDS = 60 * 60;
export const REFRESH_TOKEN_TTL_MS = 30 * DAY_MS;
/**
 * A refresh token's immediate predecessor still works this long after it was traded in, so two
 * refreshes racing with the same token (two tabs, a retry) do not end the session as a theft.
 */
export const REFRESH_GRACE_MS = 10 * 1000;

export function sessionCookieName(context: Pick<AppLoadContext, "isProduction">): string {
  return cookieName(SESSION_COOKIE, context.isProduction);
}

/** HttpOnly and SameSite=Lax always; Secure (and the __Host- name) in production. */
export function cookieAttributes(context: AppLoadContext, maxAgeSeconds: number): string[] {
  const parts = ["Path=/", "HttpOnly", "SameSite=Lax", `Max-Age=${maxAgeSeconds}`];
  if (context.isProduction) parts.push("Secure");
  return parts;
}

function serializeCookie(context: AppLoadContext, value: string, maxAgeSeconds: number): string {
  return [`${sessionCookieName(context)}=${value}`, ...cookieAttributes(context, maxAgeSeconds)].join("; ");
}

/** One cookie of the request, URL-decoded, as the `cookie` package (Remix's own parser) reads it; empty is none. */
export function readCookie(request: Request, name: string): string | null {
  const header = request.headers.get("Cookie");
  return (header && parseCookies(header)[name]) || null;
}

/**
 * A browser that has signed in as an address carries a mark of it (an HMAC of the address, so
 * nobody else can make one). Asking for a magic link from such a browser is not held back by
 * the address's overall budget, so strangers spending that budget cannot lock its owner out.
 */
const KNOWN_BROWSER_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;
const knownBrowserCookieName = (context: AppLoadContext) => cookieName(KNOWN_BROWSER_COOKIE, context.isProduction);
const knownBrowserMark = (context: AppLoadContext, email: string) =>
  hmacSign(context.env.SESSION_SECRET, `known-browser:${email}`);

/** The Set-Cookie header value that marks this browser as one that signed in as `email`. */
export async function knownBrowserCookie(context: AppLoadContext, email: string): Promise<string> {
  return [
    `${knownBrowserCookieName(context)}=${await knownBrowserMark(context, email)}`,
    ...cookieAttributes(context, KNOWN_BROWSER_MAX_AGE_SECONDS),
  ].join("; ");
}

/** True when the request comes from a browser that has signed in as `email` before. */
export async function isKnownBrowser(request: Request, context: AppLoadContext, email: string): Promise<boolean> {
  const mark = readCookie(request, knownBrowserCookieName(context));
  return mark ? hmacVerify(context.env.SESSION_SECRET, `known-browser:${email}`, mark) : false;
}

export interface SessionInfo {
  sessionId: string;
  userId: string;
  /** The e-mail signed in with (browser sessions); null for API sessions and older rows. */
  email: string | null;
  /**
   * When the user last proved who they are, with a magic link or OAuth (ms since the epoch). A
   * session minted from this one inherits it: only proving it again moves it (docs/decisions/0032).
   */
  authenticatedAt: number;
}

/** One session row; the secret itself is never stored, only its hash. */
async function insertSession(
  context: AppLoadContext,
  input: {
    userId: string;
    email?: string;
    kind: "web" | "api";
    secret: string;
    ttlMs: number;
    authenticatedAt: number;
    request: Request;
  },
): Promise<string> {
  const id = crypto.randomUUID();
  const now = Date.now();
  await context.db.insert(sessions).values({
    id,
    tokenHash: await sha256Hex(input.secret),
    userId: input.userId,
    kind: input.kind,
    email: input.email ?? null,
    userAgent: input.request.headers.get("User-Agent")?.slice(0, 256) ?? null,
    createdAt: now,
    authenticatedAt: input.authenticatedAt,
    lastSeenAt: now,
    expiresAt: now + input.ttlMs,
  });
  return id;
}

/**
 * Starts a browser session for a user who has just proved who they are (a magic link, OAuth);
 * returns the Set-Cookie header value that carries it. A session the browser already had ends,
 * so signing in again leaves one row per browser.
 */
export async function createWebSession(
  context: AppLoadContext,
  user: { id: string; email: string },
  request: Request,
): Promise<string> {
  const previous = readCookie(request, sessionCookieName(context));
  if (previous)
    await context.db
      .delete(sessions)
      .where(and(eq(sessions.tokenHash, await sha256Hex(previous)), eq(sessions.kind, "web")));
  const token = randomToken();
  await insertSession(context, {
    userId: user.id,
    email: user.email,
    kind: "web",
    secret: token,
    ttlMs: SESSION_IDLE_MS,
    authenticatedAt: Date.now(),
    request,
  });
  // The cookie lives as long as the session can: the server ends it earlier when it goes idle.
  return serializeCookie(context, token, SESSION_MAX_MS / 1000);
}

/**
 * The session the request's cookie names, if it is still valid: used within the last 7 days and
 * signed in less than 30 days ago. Using it pushes the idle end out again (never past 30 days).
 * Read once per request: the layout's and the page's loaders share it. The same query brings
 * the user's profile row, so the shell that names the user needs no second D1 round trip.
 */
export async function getWebSession(request: Request, context: AppLoadContext): Promise<SessionInfo | null> {
  const token = readCookie(request, sessionCookieName(context));
  if (!token) return null;
  return oncePerRequest(context, `session:${token}`, () => findWebSession(context, token));
}

async function findWebSession(context: AppLoadContext, token: string): Promise<SessionInfo | null> {
  const now = Date.now();
  const tokenHash = await sha256Hex(token);
  const valid = and(
    eq(sessions.tokenHash, tokenHash),
    eq(sessions.kind, "web"),
    gt(sessions.expiresAt, now),
    gt(sessions.createdAt, now - SESSION_MAX_MS),
  );
  const columns = {
    id: sessions.id,
    userId: sessions.userId,
    email: sessions.email,
    createdAt: sessions.createdAt,
    authenticatedAt: sessions.authenticatedAt,
    lastSeenAt: sessions.lastSeenAt,
  };
  const row = await context.db
    .select({ ...columns, profile: userProfiles })
    .from(sessions)
    .leftJoin(userProfiles, eq(userProfiles.id, sessions.userId))
    .where(valid)
    .get()
    .catch(async (error: unknown) => {
      // A profile that cannot load must not sign the user out: the session alone still answers,
      // and the shell shows its fallback (0 credits, named by the e-mail signed in with).
      console.error("Profile failed to load with the session:", error);
      const session = await context.db.select(columns).from(sessions).where(valid).get();
      return session && { ...session, profile: undefined };
    });
  if (!row) return null;
  if (row.profile !== undefined) rememberPerRequest(context, profileReadKey(row.userId), row.profile ?? undefined);
  if (now - row.lastSeenAt >= SESSION_SLIDE_EVERY_MS) {
    await context.db
      .update(sessions)
      .set({ lastSeenAt: now, expiresAt: Math.min(now + SESSION_IDLE_MS, row.createdAt + SESSION_MAX_MS) })
      .where(eq(sessions.id, row.id));
  }
  return { sessionId: row.id, userId: row.userId, email: row.email, authenticatedAt: row.authenticatedAt };
}

/** The Set-Cookie header value that removes the session cookie from the browser. */
export function clearSessionCookie(context: AppLoadContext): string {
  return serializeCookie(context, "", 0);
}

/** Global sign-out: every session of the user (web and API) ends, with every refresh token. */
export async function destroyAllSessions(context: AppLoadContext, userId: string): Promise<void> {
  forgetPerRequest(context);
  await context.db.batch([
    context.db.delete(refreshTokens).where(eq(refreshTokens.userId, userId)),
    context.db.delete(sessions).where(eq(sessions.userId, userId)),
  ]);
}

// ---------------------------------------------------------------------------------------------
// API sessions: bearer access tokens and rotating refresh tokens

/** What an API client receives (docs/product-rules.md, "Session"); `user` is added by the caller. */
export interface ApiTokens {
  access_token: string;
  refresh_token: string;
  /** Seconds since the epoch. */
  expires_at: number;
  expires_in: number;
  token_type: "bearer";
}

interface AccessClaims {
  sub: string;
  sid: string;
  exp: number;
}

const ACCESS_PREFIX = "rma1";

async function signAccessToken(context: AppLoadContext, claims: AccessClaims): Promise<string> {
  const payload = base64url(new TextEncoder().encode(JSON.stringify(claims)));
  return `${ACCESS_PREFIX}.${payload}.${await hmacSign(context.env.SESSION_SECRET, `${ACCESS_PREFIX}.${payload}`)}`;
}

async function issueTokens(
  context: AppLoadContext,
  userId: string,
  sessionId: string,
  replacesId: string | null = null,
): Promise<ApiTokens> {
  const refresh = randomToken();
  const now = Date.now();
  await context.db.insert(refreshTokens).values({
    id: crypto.randomUUID(),
    tokenHash: await sha256Hex(refresh),
    sessionId,
    userId,
    createdAt: now,
    expiresAt: now + REFRESH_TOKEN_TTL_MS,
    replacesId,
  });
  const exp = Math.floor(now / 1000) + ACCESS_TOKEN_TTL_SECONDS;
  return {
    access_token: await signAccessToken(context, { sub: userId, sid: sessionId, exp }),
    refresh_token: refresh,
    expires_at: exp,
    expires_in: ACCESS_TOKEN_TTL_SECONDS,
    token_type: "bearer",
  };
}

/**
 * Starts an API session for a signed-in user (the extension handoff, the web client), minted from
 * the session `from`: the new one inherits when its user last proved who they are.
 */
export async function createApiSession(
  context: AppLoadContext,
  from: Pick<SessionInfo, "userId" | "authenticatedAt">,
  request: Request,
): Promise<ApiTokens> {
  const { userId } = from;
  // API sessions are found by their id (inside the signed access token), never by the
  // token hash; a random secret keeps that column unique and unguessable.
  const sessionId = await insertSession(context, {
    userId,
    kind: "api",
    secret: randomToken(),
    ttlMs: REFRESH_TOKEN_TTL_MS,
    authenticatedAt: from.authenticatedAt,
    request,
  });
  return issueTokens(context, userId, sessionId);
}

/** The session behind a bearer access token: valid signature, not expired, session not ended. */
export async function verifyAccessToken(context: AppLoadContext, token: string): Promise<SessionInfo | null> {
  const [prefix, payload, signature] = token.split(".");
  if (prefix !== ACCESS_PREFIX || !payload || !signature) return null;
  if (!(await hmacVerify(context.env.SESSION_SECRET, `${prefix}.${payload}`, signature))) return null;
  let claims: AccessClaims;
  try {
    claims = JSON.parse(new TextDecoder().decode(base64urlDecode(payload)));
  } catch {
    return null;
  }
  if (
    typeof claims.sub !== "string" ||
    typeof claims.sid !== "string" ||
    typeof claims.exp !== "number" ||
    claims.exp * 1000 <= Date.now()
  )
    return null;
  const row = await context.db
    .select({ id: sessions.id, userId: sessions.userId, authenticatedAt: sessions.authenticatedAt })
    .from(sessions)
    .where(and(eq(sessions.id, claims.sid), eq(sessions.userId, claims.sub), gt(sessions.expiresAt, Date.now())))
    .get();
  return row ? { sessionId: row.id, userId: row.userId, email: null, authenticatedAt: row.authenticatedAt } : null;
}

export type RefreshResult = { ok: true; userId: string; tokens: ApiTokens } | { ok: false };

/**
 * The token behind `hash` if it may still be traded although already rotated: it was traded in
 * less than REFRESH_GRACE_MS ago and is the immediate predecessor of the session's current token
 * (no token issued in exchange for it has been traded in yet).
 */
async function predecessorInGrace(context: AppLoadContext, hash: string, now: number) {
  const row = await context.db
    .select({
      id: refreshTokens.id,
      sessionId: refreshTokens.sessionId,
      userId: refreshTokens.userId,
      rotatedAt: refreshTokens.rotatedAt,
      expiresAt: refreshTokens.expiresAt,
    })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hash))
    .get();
  if (!row || row.rotatedAt === null || row.rotatedAt < now - REFRESH_GRACE_MS || row.expiresAt <= now) return null;
  const successorUsed = await context.db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.replacesId, row.id), isNotNull(refreshTokens.rotatedAt)))
    .get();
  return successorUsed ? null : row;
}

/**
 * Trades a refresh token for a new pair. Each refresh token is traded once: the swap is a
 * conditional update, so of two racing refreshes one wins. The other still gets a pair while
 * the token is the immediate predecessor of a fresh one (REFRESH_GRACE_MS); any later use of a
 * rotated token (a sign that it leaked) ends the whole session.
 */
export async function refreshApiSession(context: AppLoadContext, refreshToken: string): Promise<RefreshResult> {
  const hash = await sha256Hex(refreshToken);
  const now = Date.now();
  const rotated =
    (await context.db
      .update(refreshTokens)
      .set({ rotatedAt: now })
      .where(and(eq(refreshTokens.tokenHash, hash), isNull(refreshTokens.rotatedAt), gt(refreshTokens.expiresAt, now)))
      .returning({ id: refreshTokens.id, sessionId: refreshTokens.sessionId, userId: refreshTokens.userId })
      .get()) ?? (await predecessorInGrace(context, hash, now));
  if (!rotated) {
    const reused = await context.db
      .select({ sessionId: refreshTokens.sessionId })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hash))
      .get();
    if (reused) await context.db.delete(sessions).where(eq(sessions.id, reused.sessionId));
    return { ok: false };
  }
  const session = await context.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, rotated.sessionId), gt(sessions.expiresAt, now)))
    .get();
  if (!session) return { ok: false };
  return {
    ok: true,
    userId: rotated.userId,
    tokens: await issueTokens(context, rotated.userId, rotated.sessionId, rotated.id),
  };
}
