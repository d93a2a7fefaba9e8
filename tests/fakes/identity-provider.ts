/**
 * A loopback OAuth 2.0 provider that plays Google and Facebook for tests: an authorize
 * endpoint that redirects back with a code, a token endpoint that checks the code, the client
 * secret, the redirect URI and the PKCE verifier (S256), and a userinfo endpoint.
 * The client authenticates as each provider documents: Google takes HTTP Basic (client_secret_basic)
 * or form fields (client_secret_post), Facebook only form fields.
 * The app reaches it through GOOGLE_* / FACEBOOK_* variables, exactly as it reaches the real ones.
 */
import { createHash, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export type FakeProvider = "google" | "facebook";

export interface FakeIdentity {
  email: string;
  name?: string;
  picture?: string;
  emailVerified?: boolean;
}

interface PendingCode {
  provider: FakeProvider;
  clientId: string;
  redirectUri: string;
  challenge: string | null;
  method: string | null;
  identity: FakeIdentity;
}

export interface FakeIdentityProvider {
  url: string;
  /** Variables that point the app at this fake (both providers configured). */
  vars(): Record<string, string>;
  /** Who signs in at the next authorize request. */
  nextIdentity(identity: FakeIdentity): void;
  /** Makes the next authorize request answer with ?error=… instead of a code. */
  failNextAuthorize(error: string, description?: string): void;
  authorizeRequests: URLSearchParams[];
  tokenRequests: URLSearchParams[];
  close(): Promise<void>;
}

export const FAKE_CLIENTS = {
  google: { id: "google-client-id", secret: "google-client-secret" },
  facebook: { id: "facebook-client-id", secret: "facebook-client-secret" },
} as const;

const s256 = (verifier: string) => createHash("sha256").update(verifier).digest("base64url");

async function readBody(req: IncomingMessage): Promise<string> {
  let body = "";
  for await (const chunk of req) body += chunk;
  return body;
}

/** The client's id and secret from the header or the form, as the provider accepts them. */
function clientCredentials(provider: FakeProvider, form: URLSearchParams, authorization: string | undefined) {
  const basic = authorization?.match(/^Basic (\S+)$/);
  if (basic && provider === "google") {
    const [id, secret] = Buffer.from(basic[1], "base64").toString().split(":");
    return { id, secret };
  }
  return { id: form.get("client_id"), secret: form.get("client_secret") };
}

export async function startFakeIdentityProvider(): Promise<FakeIdentityProvider> {
  const codes = new Map<string, PendingCode>();
  const tokens = new Map<string, { provider: FakeProvider; identity: FakeIdentity }>();
  let identity: FakeIdentity = { email: "oauth-user@example.com", name: "OAuth User" };
  let nextError: { error: string; description?: string } | null = null;
  const authorizeRequests: URLSearchParams[] = [];
  const tokenRequests: URLSearchParams[] = [];

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const [, provider, endpoint] = url.pathname.split("/") as [string, FakeProvider, string];
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { "Content-Type": "application/json", ...headers });
      res.end(JSON.stringify(body));
    };
    if (provider !== "google" && provider !== "facebook") return send(404, { error: "not_found" });

    if (endpoint === "authorize" && req.method === "GET") {
      const q = url.searchParams;
      authorizeRequests.push(q);
      const redirectUri = q.get("redirect_uri");
      if (!redirectUri || q.get("client_id") !== FAKE_CLIENTS[provider].id)
        return send(400, { error: "invalid_client" });
      const back = new URL(redirectUri);
      back.searchParams.set("state", q.get("state") ?? "");
      if (nextError) {
        back.searchParams.set("error", nextError.error);
        if (nextError.description) back.searchParams.set("error_description", nextError.description);
        nextError = null;
      } else {
        const code = randomBytes(16).toString("hex");
        codes.set(code, {
          provider,
          clientId: q.get("client_id")!,
          redirectUri,
          challenge: q.get("code_challenge"),
          method: q.get("code_challenge_method"),
          identity,
        });
        back.searchParams.set("code", code);
      }
      res.writeHead(302, { Location: back.toString() });
      return res.end();
    }

    if (endpoint === "token" && req.method === "POST") {
      const form = new URLSearchParams(await readBody(req));
      tokenRequests.push(form);
      const code = form.get("code") ?? "";
      const pending = codes.get(code);
      codes.delete(code);
      const client = FAKE_CLIENTS[provider];
      const credentials = clientCredentials(provider, form, req.headers.authorization);
      const verifier = form.get("code_verifier");
      const valid =
        pending &&
        pending.provider === provider &&
        form.get("grant_type") === "authorization_code" &&
        credentials.id === client.id &&
        credentials.secret === client.secret &&
        form.get("redirect_uri") === pending.redirectUri &&
        pending.method === "S256" &&
        pending.challenge !== null &&
        verifier !== null &&
        s256(verifier) === pending.challenge;
      if (!valid) return send(400, { error: "invalid_grant" });
      const accessToken = randomBytes(16).toString("hex");
      tokens.set(accessToken, { provider, identity: pending.identity });
      return send(200, { access_token: accessToken, token_type: "Bearer", expires_in: 3600 });
    }

    if ((endpoint === "userinfo" || endpoint === "me") && req.method === "GET") {
      const token = req.headers.authorization?.replace(/^Bearer /, "") ?? "";
      const grant = tokens.get(token);
      if (!grant || grant.provider !== provider) return send(401, { error: "invalid_token" });
      const who = grant.identity;
      if (provider === "google") {
        return send(200, {
          sub: `g-${who.email}`,
          email: who.email,
          email_verified: who.emailVerified ?? true,
          name: who.name,
          picture: who.picture,
          given_name: "",
          family_name: "",
        });
      }
      return send(200, {
        id: `fb-${who.email}`,
        email: who.email,
        name: who.name,
        picture: { data: { url: who.picture } },
      });
    }
    send(404, { error: "not_found" });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    vars: () => ({
      GOOGLE_CLIENT_ID: FAKE_CLIENTS.google.id,
      GOOGLE_CLIENT_SECRET: FAKE_CLIENTS.google.secret,
      GOOGLE_AUTHORIZATION_URL: `${url}/google/authorize`,
      GOOGLE_TOKEN_URL: `${url}/google/token`,
      GOOGLE_USERINFO_URL: `${url}/google/userinfo`,
      FACEBOOK_CLIENT_ID: FAKE_CLIENTS.facebook.id,
      FACEBOOK_CLIENT_SECRET: FAKE_CLIENTS.facebook.secret,
      FACEBOOK_AUTHORIZATION_URL: `${url}/facebook/authorize`,
      FACEBOOK_TOKEN_URL: `${url}/facebook/token`,
      FACEBOOK_USERINFO_URL: `${url}/facebook/me`,
    }),
    nextIdentity: (next) => {
      identity = next;
    },
    failNextAuthorize: (error, description) => {
      nextError = { error, description };
    },
    authorizeRequests,
    tokenRequests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
