import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { setCookies, signInViaHttp, type SignedIn } from "../support/sign-in";
import { createUser } from "../support/users";
import { SESSION_COOKIE } from "~/services/cookie-names";
import { useWorker } from "../support/fixtures";
import { jsonPost } from "../support/worker";
import {
  CHROME_EXTENSION_ID,
  EDGE_EXTENSION_ID,
  extensionFlow,
  FIREFOX_EXTENSION_ID,
  FIREFOX_REDIRECT_ORIGIN,
  TEST_EXTENSIONS,
} from "../support/extension";

const worker = useWorker({ vars: { EXTENSION_IDS: TEST_EXTENSIONS } });

interface SessionShape {
  access_token: string;
  refresh_token: string;
  expires_at: number;
  expires_in: number;
  token_type: string;
  user: { id: string; email: string; name: string | null; avatar: string | null; credits: number };
}

async function apiTokens(user: SignedIn): Promise<SessionShape> {
  const res = await worker.fetch("/api/auth/token", { method: "POST", headers: user.headers });
  expect(res.status).toBe(201);
  return (await res.json()) as SessionShape;
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const state = () => randomBytes(24).toString("base64url");

describe("guarded pages", () => {
  it("send a signed-out visitor to sign in, and back to the page asked for afterwards", async () => {
    const res = await worker.fetch("/app/account/delete?tab=1", { redirect: "manual" });
    expect(res.status).toBe(302);
    const location = res.headers.get("location")!;
    expect(location).toBe("/auth?redirect_to=%2Fapp%2Faccount%2Fdelete%3Ftab%3D1");
    const signInPage = await (await worker.fetch(location)).text();
    expect(signInPage).toContain('name="redirect_to" value="/app/account/delete?tab=1"');
    const user = await signInViaHttp(worker, undefined, { redirectTo: "/app/account/delete?tab=1" });
    expect(user.location).toBe("/app/account/delete?tab=1");
  });

  it("send a signed-in visitor of / and /auth to the app", async () => {
    const user = await signInViaHttp(worker);
    const home = await worker.fetch("/", { headers: { Cookie: user.cookie }, redirect: "manual" });
    expect(home.status).toBe(302);
    expect(home.headers.get("location")).toBe("/app");
    const auth = await worker.fetch("/auth", { headers: { Cookie: user.cookie }, redirect: "manual" });
    expect(auth.headers.get("location")).toBe("/app/recolor");
  });

  it("forward ?code= on the landing page to /auth/callback with the whole query", async () => {
    const res = await worker.fetch("/?code=abc&state=xyz&redirect_to=%2Fapp", { redirect: "manual" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/auth/callback?code=abc&state=xyz&redirect_to=%2Fapp");
  });

  it("forward #access_token on the landing page with a script that keeps query and hash", async () => {
    const html = await (await worker.fetch("/")).text();
    expect(html).toContain('location.replace("/auth/callback"+location.search+location.hash)');
  });
});

describe("the API", () => {
  it("GET /api/users/me answers {id, email, name, avatar, credits} by cookie and by bearer token", async () => {
    const user = await signInViaHttp(worker);
    const expected = { id: user.id, email: user.email, name: null, avatar: null, credits: 50, premium: false };
    expect(await (await worker.fetch("/api/users/me", { headers: { Cookie: user.cookie } })).json()).toEqual(expected);
    const tokens = await apiTokens(user);
    expect(await (await worker.fetch("/api/users/me", { headers: bearer(tokens.access_token) })).json()).toEqual(
      expected,
    );
  });

  it("answers 401 JSON with the spec's message when nobody is signed in", async () => {
    for (const headers of [{}, bearer("rma1.bogus.token"), { Cookie: `${SESSION_COOKIE}=nope` }]) {
      const res = await worker.fetch("/api/users/me", { headers });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({
        error: "unauthorized",
        message: "Authentication failed. Please refresh the page and try again.",
      });
    }
  });

  it("refuses a tampered or expired access token", async () => {
    const user = await signInViaHttp(worker);
    const { access_token } = await apiTokens(user);
    const [prefix, payload, signature] = access_token.split(".");
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, exp: claims.exp + 86400 })).toString("base64url");
    expect((await worker.fetch("/api/users/me", { headers: bearer(`${prefix}.${forged}.${signature}`) })).status).toBe(
      401,
    );
  });

  it("refuses a state-changing cookie call from another site with 403 JSON, but not a bearer call", async () => {
    const user = await createUser(worker);
    const crossSite = [
      { Cookie: user.cookie, Origin: "https://evil.example" },
      { Cookie: user.cookie },
      { Cookie: user.cookie, "Sec-Fetch-Site": "cross-site", Origin: worker.origin },
    ];
    for (const headers of crossSite) {
      const res = await worker.fetch("/api/auth/token", { method: "POST", headers });
      expect(res.status).toBe(403);
      expect(((await res.json()) as { error: string }).error).toBe("cross_site_request");
    }
    expect(
      (
        await worker.fetch("/api/auth/token", {
          method: "POST",
          headers: { Cookie: user.cookie, "Sec-Fetch-Site": "same-origin" },
        })
      ).status,
    ).toBe(201);
    expect(
      (await worker.fetch("/api/users/me", { headers: { Cookie: user.cookie, Origin: "https://evil.example" } }))
        .status,
    ).toBe(200);
    const signedIn = await signInViaHttp(worker);
    const tokens = await apiTokens(signedIn);
    expect(
      (await worker.fetch("/api/auth/token", { method: "POST", headers: bearer(tokens.access_token) })).status,
    ).toBe(201);
  });
});

/** What an API session answer holds, in the shape the extension reads. */
const SESSION_KEYS = ["access_token", "expires_at", "expires_in", "refresh_token", "token_type", "user"];

describe("refresh", () => {
  it("returns the spec's session shape and rotates the refresh token", async () => {
    const user = await signInViaHttp(worker);
    const first = await apiTokens(user);
    expect(Object.keys(first).sort()).toEqual(SESSION_KEYS);
    expect(first.token_type).toBe("bearer");
    expect(first.expires_in).toBe(3600);
    expect(first.expires_at).toBeGreaterThan(Date.now() / 1000 + 3500);

    const res = await worker.fetch("/api/auth/refresh", jsonPost({ refresh_token: first.refresh_token }));
    expect(res.status).toBe(200);
    const second = (await res.json()) as SessionShape;
    expect(second.user).toEqual({
      id: user.id,
      email: user.email,
      name: null,
      avatar: null,
      credits: 50,
      premium: false,
    });
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect((await worker.fetch("/api/users/me", { headers: bearer(second.access_token) })).status).toBe(200);
  });

  it("treats a reused refresh token as stolen: 401, and the whole API session ends", async () => {
    const user = await signInViaHttp(worker);
    const first = await apiTokens(user);
    const refresh = (token: string) => worker.fetch("/api/auth/refresh", jsonPost({ refresh_token: token }));
    const second = (await (await refresh(first.refresh_token)).json()) as SessionShape;
    // Past the few seconds in which a racing refresh may still use it.
    const db = await worker.db();
    await db
      .prepare("UPDATE refresh_tokens SET rotated_at = rotated_at - 60000 WHERE rotated_at IS NOT NULL AND user_id = ?")
      .bind(user.id)
      .run();
    const reuse = await refresh(first.refresh_token);
    expect(reuse.status).toBe(401);
    expect(((await reuse.json()) as { error: string }).error).toBe("invalid_refresh_token");
    expect((await worker.fetch("/api/users/me", { headers: bearer(second.access_token) })).status).toBe(401);
    expect((await refresh(second.refresh_token)).status).toBe(401);
    expect((await worker.fetch("/api/users/me", { headers: { Cookie: user.cookie } })).status).toBe(200);
  });

  it("answers 400 for a malformed body", async () => {
    const res = await worker.fetch("/api/auth/refresh", jsonPost({}));
    expect(res.status).toBe(400);
  });
});

describe("global sign-out", () => {
  it("ends every web session and API token of the user", async () => {
    const email = `everywhere-${randomBytes(3).toString("hex")}@example.com`;
    const laptop = await signInViaHttp(worker, email);
    const phone = await signInViaHttp(worker, email);
    const tokens = await apiTokens(laptop);
    const other = await signInViaHttp(worker);

    const res = await worker.fetch("/logout", {
      method: "POST",
      headers: { ...phone.headers, "Content-Type": "application/x-www-form-urlencoded" },
      body: "",
      redirect: "manual",
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/auth");
    expect(setCookies(res)[SESSION_COOKIE]).toBe("");

    for (const cookie of [laptop.cookie, phone.cookie]) {
      const page = await worker.fetch("/app/recolor", { headers: { Cookie: cookie }, redirect: "manual" });
      expect(page.headers.get("location")).toBe("/auth?redirect_to=%2Fapp%2Frecolor");
    }
    expect((await worker.fetch("/api/users/me", { headers: bearer(tokens.access_token) })).status).toBe(401);
    const refresh = await worker.fetch("/api/auth/refresh", jsonPost({ refresh_token: tokens.refresh_token }));
    expect(refresh.status).toBe(401);
    expect((await worker.fetch("/api/users/me", { headers: { Cookie: other.cookie } })).status).toBe(200);
  });

  it("works for API clients with POST /api/auth/logout", async () => {
    const user = await signInViaHttp(worker);
    const tokens = await apiTokens(user);
    expect(
      (await worker.fetch("/api/auth/logout", { method: "POST", headers: bearer(tokens.access_token) })).status,
    ).toBe(200);
    expect((await worker.fetch("/api/users/me", { headers: { Cookie: user.cookie } })).status).toBe(401);
  });
});

describe("extension handoff", () => {
  const start = extensionFlow;
  type Flow = ReturnType<typeof start>;
  /** The extension's read: the code its redirect URI got (or none), the verifier in a header (or none). */
  const collect = (flow: Flow, redirected: string | null, verifier: string | null = flow.verifier) =>
    worker.fetch(redirected ? flow.readPath(redirected) : `/api/auth/extension-session/${flow.state}`, {
      headers: verifier ? { "Code-Verifier": verifier } : {},
    });
  /** The "Connect extension" button: a same-origin POST to the callback address. */
  const connect = (
    user: SignedIn,
    query: string,
    headers: Record<string, string> = { "Sec-Fetch-Site": "same-origin" },
  ) =>
    worker.fetch(`/auth/callback?${query}`, {
      method: "POST",
      headers: { Cookie: user.cookie, "Content-Type": "application/x-www-form-urlencoded", ...headers },
      body: "",
      redirect: "manual",
    });
  const handoffCount = async () =>
    (await (await worker.db()).prepare("SELECT COUNT(*) AS n FROM extension_handoffs").first<{ n: number }>())!.n;

  it("asks before handing over, naming the extension, then sends the code to its redirect URI only", async () => {
    const user = await signInViaHttp(worker);
    const flow = start();
    const ask = await worker.fetch(`/auth/callback?${flow.query}`, { headers: { Cookie: user.cookie } });
    expect(ask.status).toBe(200);
    expect(ask.headers.get("x-frame-options")).toBe("DENY");
    const question = await ask.text();
    expect(question).toContain("Connect the RoomMuse extension for Chrome?");
    expect(question).toContain(`If you continue, the RoomMuse extension for Chrome can use your account ${user.email}`);

    const page = await connect(user, flow.query);
    expect(page.status).toBe(303);
    const location = new URL(page.headers.get("location")!);
    expect(location.origin).toBe(`https://${CHROME_EXTENSION_ID}.chromiumapp.org`);
    expect(location.pathname).toBe("/");
    expect(location.searchParams.get("state")).toBe(flow.state);
    expect(location.searchParams.get("code")).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const db = await worker.db();
    const stored = JSON.stringify((await db.prepare("SELECT * FROM extension_handoffs").all()).results);
    for (const secret of [flow.state, flow.verifier, location.searchParams.get("code")!, user.email])
      expect(stored).not.toContain(secret);

    const first = await collect(flow, location.href);
    expect(first.status).toBe(200);
    const session = (await first.json()) as SessionShape;
    expect(Object.keys(session).sort()).toEqual(SESSION_KEYS);
    expect(session.user).toMatchObject({ id: user.id, email: user.email, credits: 50 });
    expect((await worker.fetch("/api/users/me", { headers: bearer(session.access_token) })).status).toBe(200);

    expect((await collect(flow, location.href)).status).toBe(404);
  });

  it("works end to end for a signed-out Firefox extension, through /auth and the magic link", async () => {
    const redirectUri = `${FIREFOX_REDIRECT_ORIGIN}/roommuse`;
    const flow = start(FIREFOX_EXTENSION_ID, { redirect_uri: redirectUri });
    const res = await worker.fetch(`/auth/callback?${flow.query}`, { redirect: "manual" });
    expect(res.headers.get("location")).toBe(`/auth?${flow.query}`);
    const html = await (await worker.fetch(res.headers.get("location")!)).text();
    expect(html).toContain(`name="state" value="${flow.state}"`);
    expect(html).toContain(`name="code_challenge" value="${flow.challenge}"`);
    expect(html).toContain(`name="client" value="${FIREFOX_EXTENSION_ID}"`);
    const user = await signInViaHttp(worker, undefined, { redirectTo: `/auth/callback?${flow.query}` });
    expect(user.location).toBe(`/auth/callback?${flow.query}`);
    const es = await worker.fetch(user.location, { headers: { Cookie: user.cookie, "Accept-Language": "es" } });
    const question = await es.text();
    expect(question).toContain("¿Conectar la extensión de RoomMuse para Firefox?");
    expect(question).toContain("Si continúas, la extensión de RoomMuse para Firefox podrá usar tu cuenta");

    const page = await connect(user, flow.query);
    const location = page.headers.get("location")!;
    expect(location.startsWith(`${redirectUri}?`)).toBe(true);
    const session = (await (await collect(flow, location)).json()) as SessionShape;
    expect(session.user.email).toBe(user.email);
  });

  it("phishing link: whoever wrote the whole link, with a challenge of their own, receives nothing", async () => {
    const victim = await signInViaHttp(worker);
    // The attacker keeps the state and the verifier, and sends the victim the link.
    const attacker = start();
    const page = await connect(victim, attacker.query);
    expect(page.status).toBe(303);
    // The code went to the extension's redirect URI in the victim's browser, which only that extension reads.
    expect(new URL(page.headers.get("location")!).host).toBe(`${CHROME_EXTENSION_ID}.chromiumapp.org`);
    const withoutCode = await collect(attacker, null);
    expect(withoutCode.status).toBe(400);
    expect(await withoutCode.json()).toMatchObject({ error: "extension_update_required" });
    for (let i = 0; i < 3; i++) {
      const guessed = `https://x.example/?code=${randomBytes(32).toString("base64url")}`;
      expect((await collect(attacker, guessed)).status).toBe(404);
    }
    // Nor can the link send the code anywhere else: another address, or another extension's.
    for (const redirect_uri of [
      "https://evil.example/",
      `https://${EDGE_EXTENSION_ID}.chromiumapp.org/`,
      `https://${CHROME_EXTENSION_ID}.chromiumapp.org.evil.example/`,
      `https://${CHROME_EXTENSION_ID}.chromiumapp.org/?next=https://evil.example`,
      `http://${CHROME_EXTENSION_ID}.chromiumapp.org/`,
    ]) {
      const elsewhere = start(CHROME_EXTENSION_ID, { redirect_uri });
      const before = await handoffCount();
      const ask = await worker.fetch(`/auth/callback?${elsewhere.query}`, { headers: { Cookie: victim.cookie } });
      expect(await ask.text(), redirect_uri).toContain("This extension is not one that RoomMuse knows");
      expect((await connect(victim, elsewhere.query)).status).toBe(403);
      expect(await handoffCount()).toBe(before);
    }
  });

  it("stolen state: whoever learned the state and the code but not the verifier gets nothing", async () => {
    const victim = await signInViaHttp(worker);
    const flow = start();
    const location = (await connect(victim, flow.query)).headers.get("location")!;
    const noVerifier = await collect(flow, location, null);
    expect(noVerifier.status).toBe(400);
    expect(await noVerifier.json()).toMatchObject({ error: "extension_update_required" });
    expect((await collect(flow, location, "short")).status).toBe(400);
    for (let i = 0; i < 3; i++)
      expect((await collect(flow, location, randomBytes(32).toString("base64url"))).status).toBe(404);
    const mine = await collect(flow, location);
    expect(mine.status).toBe(200);
    expect(((await mine.json()) as SessionShape).user.id).toBe(victim.id);
  });

  it("an unregistered extension, an old-style start or a plain challenge gets nothing, and is told why", async () => {
    const user = await signInViaHttp(worker);
    const flow = start();
    const refused: [string, string][] = [
      [`source=extension&state=${flow.state}`, "This version of the RoomMuse extension can no longer sign in"],
      [
        flow.query.replace(CHROME_EXTENSION_ID, "chrome"),
        "This version of the RoomMuse extension can no longer sign in",
      ],
      [flow.query.replace("code_challenge_method=S256", "code_challenge_method=plain"), "can no longer sign in"],
      [flow.query.replace(/code_challenge=[^&]+/, "code_challenge=short"), "can no longer sign in"],
      [flow.query.replace(CHROME_EXTENSION_ID, "zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz"), "can no longer sign in"],
      [flow.query.replace(CHROME_EXTENSION_ID, "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"), "not one that RoomMuse knows"],
    ];
    const before = await handoffCount();
    for (const [query, says] of refused) {
      const page = await worker.fetch(`/auth/callback?${query}`, { headers: { Cookie: user.cookie } });
      const html = await page.text();
      expect(html).toContain("Authentication Failed");
      expect(html, query).toContain(says);
      expect((await connect(user, query)).status).toBe(403);
    }
    const es = await worker.fetch(`/auth/callback?source=extension&state=${flow.state}`, {
      headers: { Cookie: user.cookie, "Accept-Language": "es" },
    });
    expect(await es.text()).toContain("Esta versión de la extensión de RoomMuse ya no puede iniciar sesión");
    expect(await handoffCount()).toBe(before);
  });

  it("refuses a cross-site confirmation", async () => {
    const user = await signInViaHttp(worker);
    const flow = start();
    const before = await handoffCount();
    for (const headers of [{ "Sec-Fetch-Site": "cross-site" }, {}] as Record<string, string>[]) {
      const res = await connect(user, flow.query, headers);
      expect(res.status).toBe(403);
    }
    expect(await handoffCount()).toBe(before);
  });

  it("needs a state of at least 128 bits", async () => {
    const user = await signInViaHttp(worker);
    const flow = start();
    const weak = flow.query.replace(flow.state, "short");
    const page = await worker.fetch(`/auth/callback?${weak}`, { headers: { Cookie: user.cookie } });
    expect(await page.text()).toContain("Authentication Failed");
    expect((await connect(user, weak)).status).toBe(403);
    expect((await worker.fetch("/api/auth/extension-session/short?code=x", flow.readInit)).status).toBe(400);
  });

  it("expires after 5 minutes", async () => {
    const user = await signInViaHttp(worker);
    const flow = start();
    const location = (await connect(user, flow.query)).headers.get("location")!;
    const db = await worker.db();
    const row = await db
      .prepare("SELECT created_at, expires_at FROM extension_handoffs WHERE code_challenge = ?")
      .bind(flow.challenge)
      .first<{ created_at: number; expires_at: number }>();
    expect(row!.expires_at - row!.created_at).toBe(5 * 60 * 1000);
    await db
      .prepare("UPDATE extension_handoffs SET expires_at = ? WHERE code_challenge = ?")
      .bind(Date.now() - 1, flow.challenge)
      .run();
    expect((await collect(flow, location)).status).toBe(404);
  });

  it("POST /api/auth/extension-session hands the caller's tokens over through the extension's redirect", async () => {
    const user = await signInViaHttp(worker);
    const tokens = await apiTokens(user);
    const flow = start(EDGE_EXTENSION_ID);
    const body = {
      ...flow.body,
      access_token: tokens.access_token,
      refresh_token: tokens.refresh_token,
      expires_in: tokens.expires_in,
    };
    const post = (payload: Record<string, unknown>, headers: Record<string, string> = bearer(tokens.access_token)) =>
      worker.fetch("/api/auth/extension-session", jsonPost(payload, headers));
    const created = await post(body);
    expect(created.status).toBe(201);
    const { redirect_to } = (await created.json()) as { redirect_to: string };
    expect(new URL(redirect_to).host).toBe(`${EDGE_EXTENSION_ID}.chromiumapp.org`);
    expect((await post(body)).status).toBe(409);
    expect((await collect(flow, redirect_to, randomBytes(32).toString("base64url"))).status).toBe(404);
    const read = (await (await collect(flow, redirect_to)).json()) as SessionShape;
    expect(read).toMatchObject({
      access_token: tokens.access_token,
      refresh_token: tokens.refresh_token,
      expires_in: 3600,
      token_type: "bearer",
      user: { id: user.id },
    });

    const someoneElse = await signInViaHttp(worker);
    const theirs = await apiTokens(someoneElse);
    expect((await post({ ...body, state: state(), access_token: theirs.access_token })).status).toBe(403);
    expect((await post({ ...body, state: "abc" })).status).toBe(400);
    const noChallenge = await post({ ...body, state: state(), code_challenge: "plain-text" });
    expect(noChallenge.status).toBe(400);
    expect(await noChallenge.json()).toMatchObject({ error: "invalid_code_challenge" });
    const unknown = await post({ ...body, state: state(), client: "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa" });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ error: "unknown_client" });
    const elsewhere = await post({ ...body, state: state(), redirect_uri: "https://evil.example/" });
    expect(await elsewhere.json()).toMatchObject({ error: "invalid_redirect_uri" });
    // The spec's old body (state and tokens only) is told to update, in JSON.
    const { code_challenge: _c, client: _client, ...old } = body;
    const outdated = await post({ ...old, state: state() });
    expect(outdated.status).toBe(400);
    expect(await outdated.json()).toMatchObject({
      error: "extension_update_required",
      message: expect.stringContaining("update it"),
    });
    expect((await post(body, {})).status).toBe(401);
  });
});
