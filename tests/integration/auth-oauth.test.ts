import { beforeEach, describe, expect, it } from "vitest";
import { oauthFlowCookies, setCookies } from "../support/sign-in";
import { ledgerState } from "../support/users";
import { formPost, workerFor, type TestWorker } from "../support/worker";
import { OAUTH_COOKIE, OAUTH_PKCE_COOKIE, SESSION_COOKIE } from "~/services/cookie-names";
import { useFakeIdentityProvider, useWorker } from "../support/fixtures";

const idp = useFakeIdentityProvider();
const worker = useWorker(() => ({ vars: idp.vars() }));
beforeEach(() => {
  idp.authorizeRequests.length = 0;
  idp.tokenRequests.length = 0;
});

type Provider = "google" | "facebook";

/** The provider button's form post to POST /auth/{provider}, on this Worker or another. */
const press = (provider: string, fields: Record<string, string> = {}, on: TestWorker = worker) =>
  on.fetch(`/auth/${provider}`, formPost(fields));

/** Presses the provider button: the provider's authorize URL and the flow's cookies (ours and the state's). */
async function start(provider: Provider, fields: Record<string, string> = {}) {
  const res = await press(provider, fields);
  expect(res.status).toBe(302);
  const names = Object.keys(setCookies(res));
  expect(names).toContain(OAUTH_COOKIE);
  expect(names.filter((name) => name.startsWith(`${OAUTH_PKCE_COOKIE}:`))).toHaveLength(1);
  for (const line of res.headers.getSetCookie()) expect(line).toMatch(/HttpOnly/i);
  return { authorizeUrl: res.headers.get("location")!, cookie: oauthFlowCookies(res) };
}

/** The browser at the provider: it redirects back to our callback. */
async function atProvider(authorizeUrl: string) {
  const res = await fetch(authorizeUrl, { redirect: "manual" });
  expect(res.status).toBe(302);
  const back = new URL(res.headers.get("location")!);
  return back.pathname + back.search;
}

async function callback(path: string, cookie?: string) {
  return worker.fetch(path, { headers: cookie ? { Cookie: cookie } : {}, redirect: "manual" });
}

async function expectFailurePage(res: Awaited<ReturnType<typeof callback>>, message: string) {
  expect(res.status).toBe(401);
  const html = await res.text();
  expect(html).toContain("Authentication Failed");
  expect(html).toContain(message);
  expect(html).toMatch(/<meta http-equiv="refresh" content="3; url=\/auth"/);
  expect(setCookies(res)[SESSION_COOKIE]).toBeUndefined();
}

describe.each<[Provider, string]>([
  ["google", "Google sign-in failed"],
  ["facebook", "Facebook sign-in failed"],
])("%s sign-in", (provider, failure) => {
  it("runs redirect → callback → session with state and PKCE, and the first sign-in gets 50 credits", async () => {
    const email = `${provider}-person@example.com`;
    idp.nextIdentity({ email, name: `${provider} Person`, picture: `https://img.example/${provider}.png` });
    const { authorizeUrl, cookie } = await start(provider, { redirect_to: "/app/thumbnail" });

    const authorize = new URL(authorizeUrl);
    expect(authorize.origin + authorize.pathname).toBe(`${idp.url}/${provider}/authorize`);
    const q = authorize.searchParams;
    expect(q.get("response_type")).toBe("code");
    expect(q.get("redirect_uri")).toBe("http://localhost/auth/callback");
    expect(q.get("code_challenge_method")).toBe("S256");
    expect(q.get("code_challenge")).toMatch(/^[\w-]{43}$/);
    expect(q.get("state")!.length).toBeGreaterThanOrEqual(43);
    expect(q.get("redirect_to")).toBeNull();
    if (provider === "facebook") expect(q.get("scope")).toBe("email public_profile");
    else expect(q.get("scope")).toContain("email");

    const back = await atProvider(authorizeUrl);
    const res = await callback(back, cookie);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/app/thumbnail");
    const cookies = setCookies(res);
    expect(cookies[SESSION_COOKIE]).toBeTruthy();
    expect(cookies[OAUTH_COOKIE]).toBe("");
    const stateCookie = cookie
      .split("; ")
      .find((pair) => pair.startsWith(OAUTH_PKCE_COOKIE))!
      .split("=")[0];
    expect(cookies[stateCookie]).toBe("");

    expect(idp.tokenRequests).toHaveLength(1);
    expect(idp.tokenRequests[0].get("code_verifier")).toMatch(/^[\w-]{43,128}$/);

    const me = (await (
      await worker.fetch("/api/users/me", { headers: { Cookie: `${SESSION_COOKIE}=${cookies[SESSION_COOKIE]}` } })
    ).json()) as Record<string, unknown>;
    expect(me).toMatchObject({
      email,
      name: `${provider} Person`,
      avatar: `https://img.example/${provider}.png`,
      credits: 50,
    });
    expect(await ledgerState(worker, me.id as string)).toEqual({ balance: 50, ledgerSum: 50, rows: 1 });
  });

  it("fails on a wrong state", async () => {
    const { authorizeUrl, cookie } = await start(provider);
    const back = new URL(await atProvider(authorizeUrl), "http://localhost");
    back.searchParams.set("state", "not-the-state");
    await expectFailurePage(await callback(back.pathname + back.search, cookie), failure);
    expect(idp.tokenRequests).toHaveLength(0);
  });

  it("fails when the same callback is opened again (code replay), even with the flow's cookies", async () => {
    const { authorizeUrl, cookie } = await start(provider);
    const back = await atProvider(authorizeUrl);
    expect((await callback(back, cookie)).status).toBe(302);
    await expectFailurePage(await callback(back, cookie), failure);
    expect(idp.tokenRequests).toHaveLength(2);
  });

  it("fails for a callback made for another browser's flow (login CSRF)", async () => {
    // The attacker starts a flow and stops at the provider's answer; the victim has a flow of their own.
    const attacker = await start(provider);
    const attackerBack = await atProvider(attacker.authorizeUrl);
    const victim = await start(provider);
    await expectFailurePage(await callback(attackerBack, victim.cookie), failure);
    expect(idp.tokenRequests).toHaveLength(0);
  });

  it("fails on a bad code", async () => {
    const { authorizeUrl, cookie } = await start(provider);
    const back = new URL(await atProvider(authorizeUrl), "http://localhost");
    back.searchParams.set("code", "forged-code");
    await expectFailurePage(await callback(back.pathname + back.search, cookie), failure);
  });

  it("fails on a provider error", async () => {
    idp.failNextAuthorize("access_denied", "The user said no");
    const { authorizeUrl, cookie } = await start(provider);
    const back = await atProvider(authorizeUrl);
    expect(back).toContain("error=access_denied");
    await expectFailurePage(await callback(back, cookie), failure);
  });

  it("fails when the callback comes without the browser that started it (no state cookie)", async () => {
    const { authorizeUrl } = await start(provider);
    await expectFailurePage(await callback(await atProvider(authorizeUrl)), "We could not confirm this sign-in");
  });
});

describe("PKCE", () => {
  it("is required by the fake provider: a code cannot be redeemed by someone without the verifier", async () => {
    const { authorizeUrl } = await start("google");
    const back = new URL(await atProvider(authorizeUrl), "http://localhost");
    const code = back.searchParams.get("code")!;
    const res = await fetch(`${idp.url}/google/token`, {
      method: "POST",
      body: new URLSearchParams({
        grant_type: "authorization_code",
        code,
        client_id: "google-client-id",
        client_secret: "google-client-secret",
        redirect_uri: "http://localhost/auth/callback",
      }),
    });
    expect(res.status).toBe(400);
  });
});

describe("/auth/callback", () => {
  it("turns error and error_description into the failure page", async () => {
    await expectFailurePage(
      await callback("/auth/callback?error=server_error&error_description=Oops"),
      "We could not confirm this sign-in, so you are not signed in.",
    );
  });

  it("shows the failure page in Spanish", async () => {
    const res = await worker.fetch("/auth/callback?error=x", { headers: { "Accept-Language": "es" } });
    expect(await res.text()).toContain("Error de autenticación");
  });

  it("refuses an unverified Google e-mail", async () => {
    idp.nextIdentity({ email: "unverified@example.com", emailVerified: false });
    const { authorizeUrl, cookie } = await start("google");
    await expectFailurePage(await callback(await atProvider(authorizeUrl), cookie), "Google sign-in failed");
  });
});

describe("providers without a client id", () => {
  it("say they are not set up instead of failing", async () => {
    const bare = await workerFor({
      vars: { GOOGLE_CLIENT_ID: "", FACEBOOK_CLIENT_ID: "only-facebook", FACEBOOK_CLIENT_SECRET: "x" },
    });
    try {
      const html = await (await bare.fetch("/auth")).text();
      expect(html).toContain("Google sign-in is not set up");
      expect(html).toContain("Continue with Facebook");
      expect(html).not.toContain("Facebook sign-in is not set up");
      const res = await press("google", {}, bare);
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe("/auth");
    } finally {
      await bare.dispose();
    }
  });

  it("the how-it-works line names only the providers that are set up, in English and Spanish", async () => {
    const line = async (vars: Record<string, string>, language: string) => {
      const on = await workerFor({ vars });
      try {
        const html = await (await on.fetch("/auth", { headers: { "Accept-Language": language } })).text();
        return html.match(/(Or continue with|O continúa con) [^<]*/)?.[0] ?? null;
      } finally {
        await on.dispose();
      }
    };
    const none = { GOOGLE_CLIENT_ID: "", FACEBOOK_CLIENT_ID: "" };
    expect(await line(idp.vars(), "en")).toBe("Or continue with Google or Facebook.");
    expect(await line(idp.vars(), "es")).toBe("O continúa con Google o Facebook.");
    expect(await line({ ...none, GOOGLE_CLIENT_ID: "g" }, "en")).toBe("Or continue with Google.");
    expect(await line({ ...none, FACEBOOK_CLIENT_ID: "f" }, "es")).toBe("O continúa con Facebook.");
    expect(await line(none, "en")).toBeNull();
    expect(await line(none, "es")).toBeNull();
  });

  it("unknown providers are not found", async () => {
    const res = await press("twitter");
    expect(res.status).toBe(404);
  });
});
