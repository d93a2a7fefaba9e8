/**
 * Browser sessions, stored in D1. The cookie carries a random secret; D1 keeps only
 * its SHA-256, so a leaked database cannot be replayed as cookies. Because every
 * session is a row, signing out can end all of a user's sessions at once.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, eq, gt } from "drizzle-orm";
import { sessions } from "../../db/schema";
import { isProduction } from "../../server/env";
import { randomToken, sha256Hex } from "~/utils/crypto.server";

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export function sessionCookieName(context: AppLoadContext): string {
  return isProduction(context.env) ? "__Host-rm_session" : "rm_session";
}

function serializeCookie(context: AppLoadContext, value: string, maxAgeSeconds: number): string {
  const parts = [`${sessionCookieName(context)}=${value}`, "Path=/", "HttpOnly", "SameSite=Lax", `Max-Age=${maxAgeSeconds}`];
  if (isProduction(context.env)) parts.push("Secure");
  return parts.join("; ");
}

function readCookie(request: Request, name: string): string | null {
  const header = request.headers.get("Cookie");
  if (!header) return null;
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return rest.join("=") || null;
  }
  return null;
}

export interface SessionInfo {
  sessionId: string;
  userId: string;
}

/** Starts a session; returns the Set-Cookie header value that carries it. */
export async function createWebSession(context: AppLoadContext, userId: string, request: Request): Promise<string> {
  const token = randomToken();
  const now = Date.now();
  await context.db.insert(sessions).values({
    id: crypto.randomUUID(),
    tokenHash: await sha256Hex(token),
    userId,
    kind: "web",
    userAgent: request.headers.get("User-Agent")?.slice(0, 256) ?? null,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: now + SESSION_TTL_MS,
  });
  return serializeCookie(context, token, SESSION_TTL_MS / 1000);
}

/** The session the request's cookie names, if it is still valid. */
export async function getWebSession(request: Request, context: AppLoadContext): Promise<SessionInfo | null> {
  const token = readCookie(request, sessionCookieName(context));
  if (!token) return null;
  const row = await context.db
    .select({ id: sessions.id, userId: sessions.userId })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, await sha256Hex(token)), eq(sessions.kind, "web"), gt(sessions.expiresAt, Date.now())))
    .get();
  return row ? { sessionId: row.id, userId: row.userId } : null;
}

/** The Set-Cookie header value that removes the session cookie from the browser. */
export function clearSessionCookie(context: AppLoadContext): string {
  return serializeCookie(context, "", 0);
}

/** Global sign-out: every session of the user (web and API) ends; refresh tokens go with them. */
export async function destroyAllSessions(context: AppLoadContext, userId: string): Promise<void> {
  await context.db.delete(sessions).where(eq(sessions.userId, userId));
}
