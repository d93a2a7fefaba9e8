import { createHash, randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { setCookies, signInViaHttp, type SignedIn } from "../support/sign-in";
import { createUser } from "../support/users";
import { SESSION_COOKIE } from "~/services/cookie-names";
import { useWorker } from "../support/fixtures";
import { jsonPost } from "../support/worker";

const worker = useWorker();

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
  /** What the extension does when it starts: a state, a secret verifier and its S256 challenge. */
  const start = (client = "chrome") => {
    const s = state();
    const verifier = randomBytes(32).toString("base64url");
    const challenge = createHash("sha256").update(verifier).digest("base64url");
    const query = new URLSearchParams({
      source: "extension",
      state: s,
      code_challenge: challenge,
      code_challenge_method: "S256",
      client,
    }).toString();
    return { state: s, verifier, challenge, query };
  };
  /** The extension's read: GET with the verifier in a header. */
  const collect = (s: string, verifier?: string) =>
    worker.fetch(`/api/auth/extension-session/${s}`, { headers: verifier ? { "Code-Verifier": verifier } : {} });
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
    });

  it("asks before handing over, naming the extension, then hands the session over once", async () => {
    const user = await signInViaHttp(worker);
    const flow = start();
    const ask = await worker.fetch(`/auth/callback?${flow.query}`, { headers: { Cookie: user.cookie } });
    expect(ask.status).toBe(200);
    expect(ask.headers.get("x-frame-options")).toBe("DENY");
    const question = await ask.text();
    expect(question).toContain("Connect the RoomMuse extension for Chrome?");
    expect(question).toContain(`If you continue, the RoomMuse extension for Chrome can use your account ${user.email}`);
    // Opening the address alone hands nothing over.
    expect((await collect(flow.state, flow.verifier)).status).toBe(404);

    const page = await connect(user, flow.query);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("You&#x27;re signed in to the extension");
    expect(html).toContain("This tab closes by itself in 2 seconds.");

    const db = await worker.db();
    const stored = JSON.stringify((await db.prepare("SELECT * FROM extension_handoffs").all()).results);
    expect(stored).not.toContain(flow.state);
    expect(stored).not.toContain(flow.verifier);
    expect(stored).not.toContain(user.email);

    const first = await collect(flow.state, flow.verifier);
    expect(first.status).toBe(200);
    const session = (await first.json()) as SessionShape;
    expect(Object.keys(session).sort()).toEqual(SESSION_KEYS);
    expect(session.user).toMatchObject({ id: user.id, email: user.email, credits: 50 });
    expect((await worker.fetch("/api/users/me", { headers: bearer(session.access_token) })).status).toBe(200);

    expect((await collect(flow.state, flow.verifier)).status).toBe(404);
  });

  it("names the extension in Spanish too", async () => {
    const user = await signInViaHttp(worker);
    const flow = start("firefox");
    const ask = await worker.fetch(`/auth/callback?${flow.query}`, {
      headers: { Cookie: user.cookie, "Accept-Language": "es" },
    });
    const html = await ask.text();
    expect(html).toContain("¿Conectar la extensión de RoomMuse para Firefox?");
    expect(html).toContain("Si continúas, la extensión de RoomMuse para Firefox podrá usar tu cuenta");
  });

  it("stolen state: whoever learned the state cannot collect the session nor spoil the extension's read", async () => {
    const victim = await signInViaHttp(worker);
    const flow = start();
    expect((await connect(victim, flow.query)).status).toBe(200);
    const noVerifier = await collect(flow.state);
    expect(noVerifier.status).toBe(400);
    expect(await noVerifier.json()).toMatchObject({ error: "invalid_code_verifier" });
    for (let i = 0; i < 3; i++)
      expect((await collect(flow.state, randomBytes(32).toString("base64url"))).status).toBe(404);
    const mine = await collect(flow.state, flow.verifier);
    expect(mine.status).toBe(200);
    expect(((await mine.json()) as SessionShape).user.id).toBe(victim.id);
  });

  it("planted link: a state with no challenge, a plain one, or from an unknown extension gets nothing", async () => {
    const user = await signInViaHttp(worker);
    const flow = start();
    const planted = [
      `source=extension&state=${flow.state}`,
      flow.query.replace("code_challenge_method=S256", "code_challenge_method=plain"),
      flow.query.replace("client=chrome", "client=evil"),
      flow.query.replace(/code_challenge=[^&]+/, "code_challenge=short"),
    ];
    for (const query of planted) {
      const page = await worker.fetch(`/auth/callback?${query}`, { headers: { Cookie: user.cookie } });
      expect(await page.text()).toContain("Authentication Failed");
      expect((await connect(user, query)).status).toBe(403);
    }
    expect((await collect(flow.state, flow.verifier)).status).toBe(404);
    const db = await worker.db();
    const rows = await db
      .prepare("SELECT COUNT(*) AS n FROM extension_handoffs WHERE client = 'evil'")
      .first<{ n: number }>();
    expect(rows!.n).toBe(0);
  });

  it("refuses a cross-site confirmation", async () => {
    const user = await signInViaHttp(worker);
    const flow = start();
    for (const headers of [{ "Sec-Fetch-Site": "cross-site" }, {}] as Record<string, string>[]) {
      const res = await connect(user, flow.query, headers);
      expect(res.status).toBe(403);
    }
    expect((await collect(flow.state, flow.verifier)).status).toBe(404);
  });

  it("sends a signed-out extension sign-in through /auth and keeps source, state, challenge and client", async () => {
    const flow = start();
    const res = await worker.fetch(`/auth/callback?${flow.query}`, { redirect: "manual" });
    expect(res.headers.get("location")).toBe(`/auth?${flow.query}`);
    const html = await (await worker.fetch(res.headers.get("location")!)).text();
    expect(html).toContain(`name="state" value="${flow.state}"`);
    expect(html).toContain(`name="code_challenge" value="${flow.challenge}"`);
    expect(html).toContain(`name="client" value="chrome"`);
    const user = await signInViaHttp(worker, undefined, { redirectTo: `/auth/callback?${flow.query}` });
    expect(user.location).toBe(`/auth/callback?${flow.query}`);
  });

  it("needs a state of at least 128 bits", async () => {
    const user = await signInViaHttp(worker);
    const flow = start();
    const weak = flow.query.replace(flow.state, "short");
    const page = await worker.fetch(`/auth/callback?${weak}`, { headers: { Cookie: user.cookie } });
    expect(await page.text()).toContain("Authentication Failed");
    expect((await connect(user, weak)).status).toBe(403);
    expect((await collect("short", flow.verifier)).status).toBe(400);
  });

  it("expires after 5 minutes", async () => {
    const user = await signInViaHttp(worker);
    const flow = start();
    expect((await connect(user, flow.query)).status).toBe(200);
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
    expect((await collect(flow.state, flow.verifier)).status).toBe(404);
  });

  it("POST /api/auth/extension-session stores the caller's tokens for the extension holding the verifier", async () => {
    const user = await signInViaHttp(worker);
    const tokens = await apiTokens(user);
    const flow = start("edge");
    const body = {
      state: flow.state,
      code_challenge: flow.challenge,
      client: "edge",
      access_token: tokens.access_token,
      refresh_token: tokens.refresh_token,
      expires_in: tokens.expires_in,
    };
    const post = (payload: Record<string, unknown>, headers: Record<string, string> = bearer(tokens.access_token)) =>
      worker.fetch("/api/auth/extension-session", jsonPost(payload, headers));
    expect((await post(body)).status).toBe(201);
    expect((await post(body)).status).toBe(409);
    expect((await collect(flow.state, randomBytes(32).toString("base64url"))).status).toBe(404);
    const read = (await (await collect(flow.state, flow.verifier)).json()) as SessionShape;
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
    const unknown = await post({ ...body, state: state(), client: "evil" });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ error: "unknown_client" });
    expect((await post(body, {})).status).toBe(401);
  });
});
