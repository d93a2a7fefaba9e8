/**
 * Google (remix-auth-google) and Facebook (remix-auth-oauth2) sign-in: the authorization
 * code flow with `state` and PKCE (S256). remix-auth-oauth2 1.11 has no PKCE, so the
 * strategies below add it: the verifier is created when the flow starts, kept in the same
 * signed, HttpOnly, short-lived cookie that holds the state, sent as `code_challenge` to
 * the provider and as `code_verifier` with the code exchange.
 * Endpoints come from GOOGLE_* / FACEBOOK_* variables, so tests use a loopback provider.
 */
import { createCookieSessionStorage, type AppLoadContext, type SessionStorage } from "@remix-run/cloudflare";
import { Authenticator, AuthorizationError } from "remix-auth";
import { GoogleStrategy } from "remix-auth-google";
import { OAuth2Strategy, type OAuth2Profile } from "remix-auth-oauth2";
import { cookieName, OAUTH_COOKIE } from "~/services/cookie-names";
import { isOAuthProvider, type OAuthProvider } from "~/services/oauth-providers";
import { base64url, randomToken } from "~/utils/crypto.server";

export { isOAuthProvider, OAUTH_PROVIDERS, type OAuthProvider } from "~/services/oauth-providers";
import { AUTH_CALLBACK_PATH } from "~/utils/paths";

/** What a provider tells us about the person. */
export interface OAuthIdentity {
  email: string;
  name: string | null;
  avatarUrl: string | null;
}

interface ProviderConfig {
  clientId: string;
  clientSecret: string;
  authorizationURL: string;
  tokenURL: string;
  userInfoURL: string;
}

const FACEBOOK_GRAPH = "https://graph.facebook.com/v19.0";

/** The provider's settings, or null when its client id is not configured ("not set up"). */
export function providerConfig(env: AppLoadContext["env"], provider: OAuthProvider): ProviderConfig | null {
  if (provider === "google") {
    if (!env.GOOGLE_CLIENT_ID) return null;
    return {
      clientId: env.GOOGLE_CLIENT_ID,
      clientSecret: env.GOOGLE_CLIENT_SECRET ?? "",
      authorizationURL: env.GOOGLE_AUTHORIZATION_URL ?? "https://accounts.google.com/o/oauth2/v2/auth",
      tokenURL: env.GOOGLE_TOKEN_URL ?? "https://oauth2.googleapis.com/token",
      userInfoURL: env.GOOGLE_USERINFO_URL ?? "https://www.googleapis.com/oauth2/v3/userinfo",
    };
  }
  if (!env.FACEBOOK_CLIENT_ID) return null;
  return {
    clientId: env.FACEBOOK_CLIENT_ID,
    clientSecret: env.FACEBOOK_CLIENT_SECRET ?? "",
    authorizationURL: env.FACEBOOK_AUTHORIZATION_URL ?? "https://www.facebook.com/v19.0/dialog/oauth",
    tokenURL: env.FACEBOOK_TOKEN_URL ?? `${FACEBOOK_GRAPH}/oauth/access_token`,
    userInfoURL: env.FACEBOOK_USERINFO_URL ?? `${FACEBOOK_GRAPH}/me`,
  };
}

export function configuredProviders(env: AppLoadContext["env"]): Record<OAuthProvider, boolean> {
  return { google: providerConfig(env, "google") !== null, facebook: providerConfig(env, "facebook") !== null };
}

/** Where the user goes once the provider has answered (stored with the state). */
export interface OAuthReturn {
  redirectTo: string;
}

/** The stored return as read back from the cookie: checked, since the cookie's values are untyped. */
function isOAuthReturn(value: unknown): value is OAuthReturn {
  return typeof value === "object" && value !== null && "redirectTo" in value && typeof value.redirectTo === "string";
}

const VERIFIER_KEY = "pkce:verifier";
const PROVIDER_KEY = "oauth:provider";
const RETURN_KEY = "oauth:return";

function oauthStorage(context: AppLoadContext): SessionStorage {
  const production = context.isProduction;
  return createCookieSessionStorage({
    cookie: {
      name: cookieName(OAUTH_COOKIE, production),
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secure: production,
      secrets: [context.env.SESSION_SECRET],
      maxAge: 10 * 60,
    },
  });
}

async function s256(verifier: string): Promise<string> {
  return base64url(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(verifier)));
}

interface Pkce {
  verifier: string;
  challenge: string;
}

/** Shared PKCE plumbing, applied to both strategies below. */
function withPkce(params: URLSearchParams, pkce: Pkce | null) {
  if (pkce) {
    params.set("code_challenge", pkce.challenge);
    params.set("code_challenge_method", "S256");
  }
  return params;
}

function installPkceState(strategy: object) {
  // The library's state is a UUID (122 bits); ours is 256 random bits.
  (strategy as { generateState: () => string }).generateState = () => randomToken();
}

async function fetchJson(url: string, init: RequestInit, what: string): Promise<Record<string, unknown>> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${what} answered ${response.status}`);
  return (await response.json()) as Record<string, unknown>;
}

type Verify = (identity: OAuthIdentity) => Promise<OAuthIdentity>;

/** What both strategies are built from: the provider's settings, where it calls back, this flow's PKCE pair. */
interface StrategySetup {
  config: ProviderConfig;
  callbackURL: string;
  pkce: Pkce | null;
  verify: Verify;
}

/** The client part of a strategy's options, the same for every provider. */
function clientOptions({ config, callbackURL }: StrategySetup) {
  return { clientID: config.clientId, clientSecret: config.clientSecret, callbackURL };
}

/** The code exchange carries the verifier whose challenge went to the provider. */
function withVerifier(params: URLSearchParams, pkce: Pkce | null) {
  if (pkce) params.set("code_verifier", pkce.verifier);
  return params;
}

class PkceGoogleStrategy extends GoogleStrategy<OAuthIdentity> {
  constructor(private readonly setup: StrategySetup) {
    super({ ...clientOptions(setup), scope: ["openid", "email", "profile"] }, async ({ profile }) => {
      const raw = profile._json;
      if (!raw.email || raw.email_verified === false) throw new Error("Google did not return a verified e-mail");
      return setup.verify({ email: raw.email, name: raw.name ?? null, avatarUrl: raw.picture ?? null });
    });
    this.authorizationURL = setup.config.authorizationURL;
    this.tokenURL = setup.config.tokenURL;
    installPkceState(this);
  }
  protected authorizationParams(): URLSearchParams {
    return withPkce(super.authorizationParams(), this.setup.pkce);
  }
  protected tokenParams(): URLSearchParams {
    return withVerifier(super.tokenParams(), this.setup.pkce);
  }
  // The library's version does not check the answer's status.
  protected async userProfile(accessToken: string) {
    const raw = await fetchJson(
      this.setup.config.userInfoURL,
      { headers: { Authorization: `Bearer ${accessToken}` } },
      "Google userinfo",
    );
    return {
      provider: "google",
      id: String(raw.sub ?? ""),
      displayName: String(raw.name ?? ""),
      name: { familyName: String(raw.family_name ?? ""), givenName: String(raw.given_name ?? "") },
      emails: [{ value: String(raw.email ?? "") }] as [{ value: string }],
      photos: [{ value: String(raw.picture ?? "") }] as [{ value: string }],
      _json: raw as never,
    };
  }
}

interface FacebookProfile extends OAuth2Profile {
  _json: { id?: string; name?: string; email?: string; picture?: { data?: { url?: string } } };
}

class PkceFacebookStrategy extends OAuth2Strategy<OAuthIdentity, FacebookProfile> {
  name = "facebook";
  constructor(private readonly setup: StrategySetup) {
    super(
      {
        ...clientOptions(setup),
        authorizationURL: setup.config.authorizationURL,
        tokenURL: setup.config.tokenURL,
        scope: "email public_profile",
      },
      async ({ profile }) => {
        const raw = profile._json;
        if (!raw.email) throw new Error("Facebook did not return an e-mail");
        return setup.verify({ email: raw.email, name: raw.name ?? null, avatarUrl: raw.picture?.data?.url ?? null });
      },
    );
    installPkceState(this);
  }
  protected authorizationParams(params: URLSearchParams): URLSearchParams {
    // The incoming request's own query (redirect_to…) is not for the provider.
    void params;
    return withPkce(new URLSearchParams(), this.setup.pkce);
  }
  protected tokenParams(): URLSearchParams {
    return withVerifier(super.tokenParams(), this.setup.pkce);
  }
  protected async userProfile(accessToken: string): Promise<FacebookProfile> {
    const url = new URL(this.setup.config.userInfoURL);
    url.searchParams.set("fields", "id,name,email,picture");
    const raw = (await fetchJson(
      url.toString(),
      { headers: { Authorization: `Bearer ${accessToken}` } },
      "Facebook profile",
    )) as FacebookProfile["_json"];
    return {
      provider: "facebook",
      id: raw.id,
      displayName: raw.name,
      emails: raw.email ? [{ value: raw.email }] : [],
      _json: raw,
    };
  }
}

function buildAuthenticator(
  context: AppLoadContext,
  provider: OAuthProvider,
  storage: SessionStorage,
  pkce: Pkce | null,
) {
  const config = providerConfig(context.env, provider);
  if (!config) return null;
  const setup: StrategySetup = {
    config,
    callbackURL: `${context.origin}${AUTH_CALLBACK_PATH}`,
    pkce,
    verify: async (identity) => identity,
  };
  const authenticator = new Authenticator<OAuthIdentity>(storage, { throwOnError: true });
  authenticator.use(provider === "google" ? new PkceGoogleStrategy(setup) : new PkceFacebookStrategy(setup), provider);
  return authenticator;
}

/**
 * Starts the flow: a redirect to the provider, with the cookie that remembers the state,
 * the PKCE verifier and where to return. Null when the provider is not set up.
 */
export async function startOAuth(
  context: AppLoadContext,
  request: Request,
  provider: OAuthProvider,
  back: OAuthReturn,
): Promise<Response | null> {
  const verifier = randomToken(48);
  const pkce = { verifier, challenge: await s256(verifier) };
  const base = oauthStorage(context);
  // Put the verifier and the return address into the session the library commits with its state.
  const storage: SessionStorage = {
    ...base,
    commitSession(session, options) {
      session.set(VERIFIER_KEY, verifier);
      session.set(PROVIDER_KEY, provider);
      session.set(RETURN_KEY, back);
      return base.commitSession(session, options);
    },
  };
  const authenticator = buildAuthenticator(context, provider, storage, pkce);
  if (!authenticator) return null;
  // The library decides "start" vs "callback" by the path; starting happens on /auth/{provider}.
  const startRequest = new Request(new URL(`/auth/${provider}`, request.url), { headers: request.headers });
  try {
    await authenticator.authenticate(provider, startRequest);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
  throw new Error("OAuth start did not redirect");
}

export type OAuthCallbackResult =
  | { ok: true; provider: OAuthProvider; identity: OAuthIdentity; back: OAuthReturn; clearCookie: string }
  | { ok: false; provider: OAuthProvider | null; reason: string; clearCookie: string };

/** Finishes the flow on /auth/callback: checks the state, trades the code (with the verifier), reads the profile. */
export async function finishOAuth(context: AppLoadContext, request: Request): Promise<OAuthCallbackResult> {
  const storage = oauthStorage(context);
  const session = await storage.getSession(request.headers.get("Cookie"));
  const clearCookie = await storage.destroySession(session);
  const provider = session.get(PROVIDER_KEY);
  const verifier = session.get(VERIFIER_KEY);
  const back = session.get(RETURN_KEY);
  if (!isOAuthProvider(provider) || typeof verifier !== "string" || !isOAuthReturn(back)) {
    return {
      ok: false,
      provider: null,
      reason: "No sign-in in progress (missing or expired state cookie)",
      clearCookie,
    };
  }
  const authenticator = buildAuthenticator(context, provider, storage, { verifier, challenge: "" });
  if (!authenticator) return { ok: false, provider, reason: "Provider not configured", clearCookie };
  try {
    const identity = await authenticator.authenticate(provider, request);
    return { ok: true, provider, identity, back, clearCookie };
  } catch (error) {
    if (error instanceof Response) throw error;
    const reason = error instanceof AuthorizationError ? error.message : String(error);
    return { ok: false, provider, reason, clearCookie };
  }
}
