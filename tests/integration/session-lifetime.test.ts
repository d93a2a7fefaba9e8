/**
 * How long a sign-in lasts, against a stolen or forgotten session: browser sessions slide on use
 * (7 days idle, 30 days at most), deleting the account needs a sign-in of the last 10 minutes,
 * and two refreshes racing with one refresh token do not end an API session as a theft.
 */
import { describe, expect, it } from "vitest";
import {
  requestMagicLinkViaHttp,
  setCookieLines,
  setCookies,
  signInViaHttp,
  useMagicLink,
  type SignedIn,
} from "../support/sign-in";
import { SESSION_COOKIE } from "~/services/cookie-names";
import { useWorker } from "../support/fixtures";
import { jsonPost } from "../support/worker";

const worker = useWorker();

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

/** Moves the user's browser session in time (what the row says; the Worker's clock is real). */
async function setSession(
  user: SignedIn,
  fields: { created_at?: number; authenticated_at?: number; last_seen_at?: number; expires_at?: number },
) {
  const db = await worker.db();
  for (const [column, value] of Object.entries(fields))
    await db.prepare(`UPDATE sessions SET ${column} = ? WHERE user_id = ? AND kind = 'web'`).bind(value, user.id).run();
}
async function sessionRow(user: SignedIn) {
  const db = await worker.db();
  return (await db
    .prepare("SELECT created_at, last_seen_at, expires_at FROM sessions WHERE user_id = ? AND kind = 'web'")
    .bind(user.id)
    .first<{ created_at: number; last_seen_at: number; expires_at: number }>())!;
}
const me = (user: SignedIn) => worker.fetch("/api/users/me", { headers: { Cookie: user.cookie } });

describe("forgotten session: browser sessions slide on use, 7 days idle and 30 days at most", () => {
  it("starts with 7 days before it goes idle, in a cookie that lasts 30 days", async () => {
    const link = await requestMagicLinkViaHttp(worker, "fresh-session@example.com");
    const res = await useMagicLink(worker, link);
    const cookie = setCookieLines(res).find((line) => line.startsWith(`${SESSION_COOKIE}=`))!;
    expect(cookie).toContain(`Max-Age=${30 * 24 * 60 * 60}`);
    const user = await signInViaHttp(worker);
    const row = await sessionRow(user);
    expect(row.expires_at - row.created_at).toBe(7 * DAY);
  });

  it("slides a session used after 6 idle days, and ends one idle for 7 days", async () => {
    const user = await signInViaHttp(worker);
    const now = Date.now();
    await setSession(user, { created_at: now - 6 * DAY, last_seen_at: now - 6 * DAY, expires_at: now + DAY });
    expect((await me(user)).status).toBe(200);
    expect((await sessionRow(user)).expires_at).toBeGreaterThanOrEqual(now + 7 * DAY);

    await setSession(user, { last_seen_at: now - 7 * DAY - MINUTE, expires_at: now - MINUTE });
    expect((await me(user)).status).toBe(401);
    const page = await worker.fetch("/app/recolor", { headers: { Cookie: user.cookie }, redirect: "manual" });
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toMatch(/^\/auth\?redirect_to=/);
  });

  it("ends a session 30 days after sign-in even when it is used every day", async () => {
    const user = await signInViaHttp(worker);
    const now = Date.now();
    const signedIn = now - 30 * DAY + 2 * MINUTE;
    await setSession(user, { created_at: signedIn, last_seen_at: now - 2 * 60 * MINUTE, expires_at: now + 5 * DAY });
    expect((await me(user)).status).toBe(200);
    // Sliding never goes past 30 days after the sign-in.
    expect((await sessionRow(user)).expires_at).toBe(signedIn + 30 * DAY);

    await setSession(user, { created_at: now - 30 * DAY - MINUTE, last_seen_at: now, expires_at: now + 6 * DAY });
    expect((await me(user)).status).toBe(401);
  });
});

describe("unattended browser: deleting the account needs a sign-in of the last 10 minutes", () => {
  const deletePage = (user: SignedIn, init: { method?: string; lang?: string } = {}) =>
    worker.fetch("/app/account/delete", {
      method: init.method ?? "GET",
      headers: {
        Cookie: user.cookie,
        "Accept-Language": init.lang ?? "en",
        ...(init.method === "POST" ? { "Content-Type": "application/x-www-form-urlencoded" } : {}),
      },
      body: init.method === "POST" ? "confirm=yes" : undefined,
      redirect: "manual",
    });
  const profileExists = async (user: SignedIn) => {
    const db = await worker.db();
    return (await db.prepare("SELECT id FROM user_profiles WHERE id = ?").bind(user.id).first()) !== null;
  };

  it("opens right after signing in", async () => {
    const user = await signInViaHttp(worker);
    expect((await deletePage(user)).status).toBe(200);
  });

  it("sends an older sign-in through the magic link first, then back to the deletion page", async () => {
    const user = await signInViaHttp(worker);
    await setSession(user, { authenticated_at: Date.now() - 11 * MINUTE });
    const reauth = "/auth?redirect_to=%2Fapp%2Faccount%2Fdelete&reauth=1";

    const page = await deletePage(user);
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toBe(reauth);
    // Posting the deletion form does not delete either.
    const post = await deletePage(user, { method: "POST" });
    expect(post.status).toBe(302);
    expect(post.headers.get("location")).toBe(reauth);
    expect(await profileExists(user)).toBe(true);

    // The sign-in page stays (the user is signed in) and says why.
    const signIn = await worker.fetch(reauth, { headers: { Cookie: user.cookie }, redirect: "manual" });
    expect(signIn.status).toBe(200);
    const html = await signIn.text();
    expect(html).toContain("For your security, sign in again to delete your account.");
    expect(html).toContain("more than 10 minutes old");
    expect(html).toContain('name="redirect_to" value="/app/account/delete"');
    const es = await worker.fetch(reauth, { headers: { Cookie: user.cookie, "Accept-Language": "es" } });
    expect(await es.text()).toContain("Por tu seguridad, vuelve a iniciar sesión para eliminar tu cuenta.");

    // The same browser (it still sends its old cookie) opens the magic link.
    const link = await requestMagicLinkViaHttp(worker, user.email, { redirectTo: "/app/account/delete" });
    const signedIn = await useMagicLink(worker, link, { Cookie: user.cookie });
    expect(signedIn.headers.get("location")).toBe("/app/account/delete");
    const again = { ...user, cookie: `${SESSION_COOKIE}=${setCookies(signedIn)[SESSION_COOKIE]}` };
    expect((await deletePage(again)).status).toBe(200);
    // Signing in again replaced that browser's old session.
    expect((await me(user)).status).toBe(401);
    const deleted = await deletePage(again, { method: "POST" });
    expect(deleted.headers.get("location")).toBe("/auth");
    expect(await profileExists(user)).toBe(false);
  });
});

describe("unattended session: DELETE /api/users/me needs a sign-in of the last 10 minutes too", () => {
  it("answers 403 reauthentication_required for an older session, by cookie and by bearer token", async () => {
    const user = await signInViaHttp(worker);
    const tokens = (await (
      await worker.fetch("/api/auth/token", { method: "POST", headers: user.headers })
    ).json()) as {
      access_token: string;
    };
    const db = await worker.db();
    await db
      .prepare("UPDATE sessions SET authenticated_at = ? WHERE user_id = ?")
      .bind(Date.now() - 11 * MINUTE, user.id)
      .run();
    for (const headers of [user.headers, { Authorization: `Bearer ${tokens.access_token}` }]) {
      const res = await worker.fetch("/api/users/me", {
        method: "DELETE",
        headers: { ...headers, "Accept-Language": "es" },
      });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({
        error: "reauthentication_required",
        message: "Vuelve a iniciar sesión para eliminar tu cuenta: tu último inicio de sesión tiene más de 10 minutos.",
      });
    }
    expect((await me(user)).status).toBe(200);
    const fresh = await signInViaHttp(worker, user.email);
    expect((await worker.fetch("/api/users/me", { method: "DELETE", headers: fresh.headers })).status).toBe(200);
  });
});

describe("parallel refresh: two refreshes racing with one refresh token keep the API session", () => {
  const refresh = (token: string) => worker.fetch("/api/auth/refresh", jsonPost({ refresh_token: token }));
  type Tokens = { access_token: string; refresh_token: string };
  const tokensOf = async (user: SignedIn): Promise<Tokens> =>
    (await (await worker.fetch("/api/auth/token", { method: "POST", headers: user.headers })).json()) as Tokens;
  const bearerMe = (token: string) => worker.fetch("/api/users/me", { headers: { Authorization: `Bearer ${token}` } });

  it("answers both concurrent refreshes, and either new refresh token carries the session on", async () => {
    const user = await signInViaHttp(worker);
    const first = await tokensOf(user);
    const [a, b] = await Promise.all([refresh(first.refresh_token), refresh(first.refresh_token)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const [ta, tb] = (await Promise.all([a.json(), b.json()])) as Tokens[];
    expect(ta.refresh_token).not.toBe(tb.refresh_token);
    expect((await bearerMe(ta.access_token)).status).toBe(200);
    expect((await bearerMe(tb.access_token)).status).toBe(200);
    // Whichever the client kept, the next refresh works, and the session goes on.
    const next = await refresh(tb.refresh_token);
    expect(next.status).toBe(200);
    expect((await bearerMe(((await next.json()) as Tokens).access_token)).status).toBe(200);
  });

  it("still treats a predecessor as stolen once its few seconds have passed", async () => {
    const user = await signInViaHttp(worker);
    const first = await tokensOf(user);
    const second = (await (await refresh(first.refresh_token)).json()) as Tokens;
    const db = await worker.db();
    await db
      .prepare("UPDATE refresh_tokens SET rotated_at = rotated_at - ? WHERE rotated_at IS NOT NULL AND user_id = ?")
      .bind(11 * 1000, user.id)
      .run();
    expect((await refresh(first.refresh_token)).status).toBe(401);
    expect((await bearerMe(second.access_token)).status).toBe(401);
  });

  it("accepts only the immediate predecessor: a token two rotations back ends the session", async () => {
    const user = await signInViaHttp(worker);
    const first = await tokensOf(user);
    const second = (await (await refresh(first.refresh_token)).json()) as Tokens;
    const third = (await (await refresh(second.refresh_token)).json()) as Tokens;
    expect((await refresh(first.refresh_token)).status).toBe(401);
    expect((await bearerMe(third.access_token)).status).toBe(401);
  });
});
