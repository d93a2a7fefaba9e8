/**
 * A session remembers when its user last proved who they are (docs/decisions/0032). Deleting the
 * account needs that to be within 10 minutes, and no session minted or refreshed from a stale one
 * gets round it: not `/api/auth/token`, not `/api/auth/refresh`, not the extension handoff, from
 * a stale browser cookie or from a stale bearer token. Signing in again with a magic link does.
 */
import { describe, expect, it } from "vitest";
import { type SignedIn, setCookies, signInViaHttp, requestMagicLinkViaHttp, useMagicLink } from "../support/sign-in";
import { SESSION_COOKIE } from "~/services/cookie-names";
import { useWorker } from "../support/fixtures";
import { jsonPost } from "../support/worker";
import { extensionFlow, TEST_EXTENSIONS } from "../support/extension";

const worker = useWorker({ vars: { EXTENSION_IDS: TEST_EXTENSIONS } });

const STALE_MS = 11 * 60 * 1000;

interface Tokens {
  access_token: string;
  refresh_token: string;
  expires_in: number;
}
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Every session of the user now, as if its sign-in had been 11 minutes ago. */
async function ageSignIn(user: SignedIn) {
  const db = await worker.db();
  await db
    .prepare("UPDATE sessions SET authenticated_at = ? WHERE user_id = ?")
    .bind(Date.now() - STALE_MS, user.id)
    .run();
}

const mint = async (headers: Record<string, string>): Promise<Tokens> => {
  const res = await worker.fetch("/api/auth/token", { method: "POST", headers });
  expect(res.status).toBe(201);
  return (await res.json()) as Tokens;
};

const refresh = async (tokens: Tokens): Promise<Tokens> => {
  const res = await worker.fetch("/api/auth/refresh", jsonPost({ refresh_token: tokens.refresh_token }));
  expect(res.status).toBe(200);
  return (await res.json()) as Tokens;
};

/** The extension's whole handoff, confirmed in the browser that carries `cookie`. */
async function handoffFromCookie(cookie: string): Promise<Tokens> {
  const flow = extensionFlow();
  const connect = await worker.fetch(`/auth/callback?${flow.query}`, {
    method: "POST",
    headers: { Cookie: cookie, "Sec-Fetch-Site": "same-origin", "Content-Type": "application/x-www-form-urlencoded" },
    body: "",
    redirect: "manual",
  });
  expect(connect.status).toBe(303);
  return (await (await worker.fetch(flow.readPath(connect.headers.get("location")!), flow.readInit)).json()) as Tokens;
}

/** A signed-in client handing its own tokens to the extension (POST /api/auth/extension-session). */
async function handoffFromTokens(tokens: Tokens, auth: Record<string, string>): Promise<Tokens> {
  const flow = extensionFlow();
  const res = await worker.fetch("/api/auth/extension-session", jsonPost({ ...flow.body, ...tokens }, auth));
  expect(res.status).toBe(201);
  const { redirect_to } = (await res.json()) as { redirect_to: string };
  return (await (await worker.fetch(flow.readPath(redirect_to), flow.readInit)).json()) as Tokens;
}

async function expectDeletionRefused(tokens: Tokens, user: SignedIn) {
  const res = await worker.fetch("/api/users/me", { method: "DELETE", headers: bearer(tokens.access_token) });
  expect(res.status).toBe(403);
  expect(((await res.json()) as { error: string }).error).toBe("reauthentication_required");
  // The minted session works for everything else, and the account is still there.
  const me = await worker.fetch("/api/users/me", { headers: bearer(tokens.access_token) });
  expect(((await me.json()) as { id: string }).id).toBe(user.id);
}

describe("a session minted from a stale sign-in is just as stale", () => {
  it("from a stale cookie: /api/auth/token, then /api/auth/refresh, then the extension handoff", async () => {
    const user = await signInViaHttp(worker);
    await ageSignIn(user);
    const minted = await mint(user.headers);
    await expectDeletionRefused(minted, user);
    await expectDeletionRefused(await refresh(minted), user);
    await expectDeletionRefused(await handoffFromCookie(user.cookie), user);
    await expectDeletionRefused(await handoffFromTokens(await mint(user.headers), user.headers), user);
  });

  it("from a stale bearer token: /api/auth/token, /api/auth/refresh and the extension handoff", async () => {
    const user = await signInViaHttp(worker);
    const tokens = await mint(user.headers);
    await ageSignIn(user);
    const minted = await mint(bearer(tokens.access_token));
    await expectDeletionRefused(minted, user);
    await expectDeletionRefused(await refresh(tokens), user);
    await expectDeletionRefused(await handoffFromTokens(minted, bearer(minted.access_token)), user);
  });

  it("a stale cookie cannot delete by page, form or API either", async () => {
    const user = await signInViaHttp(worker);
    await ageSignIn(user);
    const page = await worker.fetch("/app/account/delete", { headers: { Cookie: user.cookie }, redirect: "manual" });
    expect(page.headers.get("location")).toContain("reauth=1");
    const form = await worker.fetch("/app/account/delete", {
      method: "POST",
      headers: { ...user.headers, "Content-Type": "application/x-www-form-urlencoded" },
      body: "confirm=yes",
      redirect: "manual",
    });
    expect(form.headers.get("location")).toContain("reauth=1");
    const api = await worker.fetch("/api/users/me", { method: "DELETE", headers: user.headers });
    expect(api.status).toBe(403);
  });

  it("a fresh magic link lets the deletion go through, and sessions minted from it can delete", async () => {
    const user = await signInViaHttp(worker);
    await ageSignIn(user);
    await expectDeletionRefused(await mint(user.headers), user);

    const link = await requestMagicLinkViaHttp(worker, user.email);
    const signedIn = await useMagicLink(worker, link, { Cookie: user.cookie });
    const cookie = `${SESSION_COOKIE}=${setCookies(signedIn)[SESSION_COOKIE]}`;
    const fresh = await mint({ Cookie: cookie, Origin: worker.origin });
    const res = await worker.fetch("/api/users/me", { method: "DELETE", headers: bearer(fresh.access_token) });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, deleted: true });
  });

  it("a minted session keeps the sign-in time it inherited, whatever the clock says when it was made", async () => {
    const user = await signInViaHttp(worker);
    await ageSignIn(user);
    await mint(user.headers);
    const db = await worker.db();
    const { results } = await db
      .prepare("SELECT kind, created_at, authenticated_at FROM sessions WHERE user_id = ? ORDER BY created_at")
      .bind(user.id)
      .all<{ kind: string; created_at: number; authenticated_at: number }>();
    expect(results.map((r) => r.kind)).toEqual(["web", "api"]);
    expect(results[1].authenticated_at).toBe(results[0].authenticated_at);
    expect(results[1].created_at - results[1].authenticated_at).toBeGreaterThanOrEqual(STALE_MS);
  });
});
