/**
 * Google and Facebook sign-in on remix-auth 4 and remix-auth-oauth2 3: the authorization code flow
 * with the library's own `state` and PKCE (S256). The library keeps the state and the verifier in
 * its cookie (`rm_oauth_pkce:<id>`); this module keeps, in a second, signed cookie (`rm_oauth`),
 * which provider the flow went to and where the user returns, and clears both on the way back.
 * Endpoints come from GOOGLE_* / FACEBOOK_* variables, so tests use a loopback provider.
 */
import { createCookie, type AppLoadContext } from "@remix-run/cloudflare";
import { OAuth2Tokens } from "arctic";
import { parse as parseCookies } from "cookie";
import { Authenticator } from "remix-auth";
import { OAuth2Strategy } from "remix-auth-oauth2";
import { cookieName, OAUTH_COOKIE, OAUTH_PKCE_COOKIE } from "~/services/cookie-names";
import { isOAuthProvider, type OAuthProvider } from "~/services/oauth-providers";
import { AUTH_CALLBACK_PATH } from "~/utils/paths";

export { isOAuthProvider, OAUTH_PROVIDERS, type OAuthProvider } from "~/services/oauth-providers";

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

/**
 * The one place Facebook's Graph API version is named. Meta supports a version for about two
 * years after the next one ships; v27.0 came out on 2026-11-04 (docs/decisions/0034).
 */
export const FACEBOOK_GRAPH_VERSION = "v27.0";
const FACEBOOK_GRAPH = `https://graph.facebook.com/${FACEBOOK_GRAPH_VERSION}`;

/** What each provider is asked for: enough to know the person's verified address, name and picture. */
export const OAUTH_SCOPES: Record<OAuthProvider, string[]> = {
  google: ["openid", "email", "profile"],
  facebook: ["email", "public_profile"],
};

/** The provider's settings, or null when its client id is not configured ("not set up"). */
export function providerConfig(env: AppLoadContext["env"], provider: OAuthProvider): ProviderConfig | null {
  if (provider === "google") {
    if (!env.GOOGLE_CLIENT_ID) return null;
    return {
      clientId: env.GOOGLE_CLIENT_ID,
      clientSecret: env.GOOGLE_CLIENT_SECRET ?? "",
      authorizationURL: env.GOOGLE_AUTHORIZATION_URL ?? "https://accounts.google.com/o/oauth2/v2/auth",
      tokenURL: env.GOOGLE_TOKEN_URL ?? "https://oauth2.googleapis.com/token",
      userInfoURL: env.GOOGLE_USERINFO_URL ?? "https://openidconnect.googleapis.com/v1/userinfo",
    };
  }
  if (!env.FACEBOOK_CLIENT_ID) return null;
  return {
    clientId: env.FACEBOOK_CLIENT_ID,
    clientSecret: env.FACEBOOK_CLIENT_SECRET ?? "",
    authorizationURL:
      env.FACEBOOK_AUTHORIZATION_URL ?? `https://www.facebook.com/${FACEBOOK_GRAPH_VERSION}/dialog/oauth`,
    tokenURL: env.FACEBOOK_TOKEN_URL ?? `${FACEBOOK_GRAPH}/oauth/access_token`,
    userInfoURL: env.FACEBOOK_USERINFO_URL ?? `${FACEBOOK_GRAPH}/me`,
  };
}

export function configuredProviders(env: AppLoadContext["env"]): Record<OAuthProvider, boolean> {
  return { google: providerConfig(env, "google") !== null, facebook: providerConfig(env, "facebook") !== null };
}

/** Where the user goes once the provider has answered. */
export interface OAuthReturn {
  redirectTo: string;
}

/** What the signed cookie remembers of one flow. */
interface FlowMemo {
  provider: OAuthProvider;
  state: string;
  back: OAuthReturn;
}

/** The signed cookie's value, checked: a cookie signed by us but of another shape is no flow. */
function isFlowMemo(value: unknown): value is FlowMemo {
  if (typeof value !== "object" || value === null) return false;
  const memo = value as Partial<FlowMemo>;
  return (
    isOAuthProvider(memo.provider) &&
    typeof memo.state === "string" &&
    typeof memo.back === "object" &&
    memo.back !== null &&
    typeof memo.back.redirectTo === "string"
  );
}

/** A flow must come back within 10 minutes. */
const FLOW_SECONDS = 10 * 60;

function flowCookie(context: AppLoadContext) {
  const production = context.isProduction;
  return createCookie(cookieName(OAUTH_COOKIE, production), {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: production,
    secrets: [context.env.SESSION_SECRET],
    maxAge: FLOW_SECONDS,
  });
}

async function fetchJson(url: string, init: RequestInit, what: string): Promise<Record<string, unknown>> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${what} answered ${response.status}`);
  return (await response.json()) as Record<string, unknown>;
}

const bearer = (tokens: OAuth2Tokens): RequestInit => ({
  headers: { Authorization: `Bearer ${tokens.accessToken()}` },
});

/** Reads the person from Google's OpenID Connect userinfo; an address Google has not verified is refused. */
async function googleIdentity(config: ProviderConfig, tokens: OAuth2Tokens): Promise<OAuthIdentity> {
  const raw = await fetchJson(config.userInfoURL, bearer(tokens), "Google userinfo");
  if (typeof raw.email !== "string" || raw.email_verified !== true)
    throw new Error("Google did not return a verified e-mail");
  return {
    email: raw.email,
    name: typeof raw.name === "string" ? raw.name : null,
    avatarUrl: typeof raw.picture === "string" ? raw.picture : null,
  };
}

/** Reads the person from the Graph API's /me; Facebook returns only addresses it has confirmed. */
async function facebookIdentity(config: ProviderConfig, tokens: OAuth2Tokens): Promise<OAuthIdentity> {
  const url = new URL(config.userInfoURL);
  url.searchParams.set("fields", "id,name,email,picture");
  const raw = (await fetchJson(url.toString(), bearer(tokens), "Facebook profile")) as {
    name?: unknown;
    email?: unknown;
    picture?: { data?: { url?: unknown } };
  };
  if (typeof raw.email !== "string" || !raw.email) throw new Error("Facebook did not return an e-mail");
  const picture = raw.picture?.data?.url;
  return {
    email: raw.email,
    name: typeof raw.name === "string" ? raw.name : null,
    avatarUrl: typeof picture === "string" ? picture : null,
  };
}

/**
 * Facebook's token endpoint takes the client's credentials as form fields (client_secret_post), not
 * the HTTP Basic header the library's client sends; the rest of the flow is the library's.
 */
class FacebookStrategy extends OAuth2Strategy<OAuthIdentity> {
  name = "facebook";
  protected async validateAuthorizationCode(code: string, codeVerifier: string): Promise<OAuth2Tokens> {
    const body = new URLSearchParams({
      grant_type: "authorization_code",
      code,
      code_verifier: codeVerifier,
      redirect_uri: String(this.options.redirectURI),
      client_id: this.options.clientId,
      client_secret: this.options.clientSecret ?? "",
    });
    const response = await fetch(this.options.tokenEndpoint.toString(), {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
      body,
    });
    if (!response.ok) throw new Error(`Facebook token endpoint answered ${response.status}`);
    return new OAuth2Tokens((await response.json()) as object);
  }
}

function buildAuthenticator(context: AppLoadContext, provider: OAuthProvider) {
  const config = providerConfig(context.env, provider);
  if (!config) return null;
  const options: OAuth2Strategy.ConstructorOptions = {
    clientId: config.clientId,
    clientSecret: config.clientSecret,
    authorizationEndpoint: config.authorizationURL,
    tokenEndpoint: config.tokenURL,
    redirectURI: `${context.origin}${AUTH_CALLBACK_PATH}`,
    scopes: OAUTH_SCOPES[provider],
    cookie: {
      name: cookieName(OAUTH_PKCE_COOKIE, context.isProduction),
      path: "/",
      httpOnly: true,
      sameSite: "Lax",
      maxAge: FLOW_SECONDS,
      ...(context.isProduction ? { secure: true as const } : {}),
    },
  };
  const authenticator = new Authenticator<OAuthIdentity>();
  authenticator.use(
    provider === "google"
      ? new OAuth2Strategy<OAuthIdentity>(options, ({ tokens }) => googleIdentity(config, tokens))
      : new FacebookStrategy(options, ({ tokens }) => facebookIdentity(config, tokens)),
    provider,
  );
  return authenticator;
}

/**
 * Starts the flow: a redirect to the provider, with the library's cookie (state, verifier) and ours
 * (provider, return address). Null when the provider is not set up.
 */
export async function startOAuth(
  context: AppLoadContext,
  request: Request,
  provider: OAuthProvider,
  back: OAuthReturn,
): Promise<Response | null> {
  const authenticator = buildAuthenticator(context, provider);
  if (!authenticator) return null;
  // The library starts a flow for a request without ?state= and answers with a thrown redirect.
  const start = new Request(new URL(`/auth/${provider}`, request.url), { headers: request.headers });
  const thrown = await authenticator.authenticate(provider, start).then(
    () => null,
    (error: unknown) => error,
  );
  if (!(thrown instanceof Response)) throw thrown ?? new Error("OAuth start did not redirect");
  const state = new URL(thrown.headers.get("Location") ?? "", request.url).searchParams.get("state") ?? "";
  const memo: FlowMemo = { provider, state, back };
  thrown.headers.append("Set-Cookie", await flowCookie(context).serialize(memo));
  return thrown;
}

export type OAuthCallbackResult =
  | { ok: true; provider: OAuthProvider; identity: OAuthIdentity; back: OAuthReturn; clearCookies: string[] }
  | { ok: false; provider: OAuthProvider | null; reason: string; clearCookies: string[] };

/** Expired copies of both flow cookies, whatever the answer: a flow's cookies serve one callback. */
async function clearFlowCookies(context: AppLoadContext, request: Request): Promise<string[]> {
  const pkce = cookieName(OAUTH_PKCE_COOKIE, context.isProduction);
  const secure = context.isProduction ? "; Secure" : "";
  const library = Object.keys(parseCookies(request.headers.get("Cookie") ?? ""))
    .filter((name) => name.startsWith(pkce))
    .map((name) => `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure}`);
  return [await flowCookie(context).serialize("", { maxAge: 0 }), ...library];
}

/** Finishes the flow on /auth/callback: the library checks the state, trades the code with the verifier. */
export async function finishOAuth(context: AppLoadContext, request: Request): Promise<OAuthCallbackResult> {
  const clearCookies = await clearFlowCookies(context, request);
  const memo = await flowCookie(context).parse(request.headers.get("Cookie"));
  if (!isFlowMemo(memo)) {
    return { ok: false, provider: null, reason: "No sign-in in progress (missing or expired cookie)", clearCookies };
  }
  const { provider, back } = memo;
  if (new URL(request.url).searchParams.get("state") !== memo.state)
    return { ok: false, provider, reason: "The state is not the one this browser's flow started with", clearCookies };
  const authenticator = buildAuthenticator(context, provider);
  if (!authenticator) return { ok: false, provider, reason: "Provider not configured", clearCookies };
  try {
    const identity = await authenticator.authenticate(provider, request);
    return { ok: true, provider, identity, back, clearCookies };
  } catch (error) {
    if (error instanceof Response) throw error;
    return { ok: false, provider, reason: error instanceof Error ? error.message : String(error), clearCookies };
  }
}
