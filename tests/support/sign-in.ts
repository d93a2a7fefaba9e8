/**
 * Signing in for real, through the magic link and the dev mailbox, for tests of any area.
 *   - `signInViaHttp(worker, email)` for integration tests (Miniflare) → a cookie and headers
 *     like `createUser` gives, but made by the real sign-in flow (first time: 50 welcome credits).
 *   - `signInViaMailbox(page, serverUrl, email)` for e2e tests (Chromium against wrangler dev).
 */
import { randomBytes } from "node:crypto";
import type { Page } from "playwright-core";
import type { TestWorker } from "./worker";
import { OAUTH_COOKIE, SESSION_COOKIE } from "~/services/cookie-names";
import { formPost } from "./worker";

export interface SignedIn {
  id: string;
  email: string;
  cookie: string;
  /** Cookie plus a same-origin Origin, ready for mutating API calls. */
  headers: Record<string, string>;
  /** Where the sign-in sent the browser. */
  location: string;
}

/** Every Set-Cookie header line of a response. */
export function setCookieLines(response: { headers: { getSetCookie(): string[] } }): string[] {
  return response.headers.getSetCookie();
}

/** The first `name=value` of each Set-Cookie header. */
export function setCookies(response: { headers: { getSetCookie(): string[] } }): Record<string, string> {
  const jar: Record<string, string> = {};
  for (const line of setCookieLines(response)) {
    const [pair] = line.split(";");
    const eq = pair.indexOf("=");
    jar[pair.slice(0, eq).trim()] = pair.slice(eq + 1);
  }
  return jar;
}

/**
 * The Cookie header a browser sends back after the sign-in start `response`: the app's flow cookie
 * and the library's state cookie(s), each named after OAUTH_COOKIE.
 */
export function oauthFlowCookies(response: { headers: { getSetCookie(): string[] } }): string {
  return Object.entries(setCookies(response))
    .filter(([name]) => name.startsWith(OAUTH_COOKIE))
    .map(([name, value]) => `${name}=${value}`)
    .join("; ");
}

/** A random address for one visitor (10.x.y.z), as Cloudflare's CF-Connecting-IP names one. */
export const visitorAddress = () => `10.${[...randomBytes(3)].join(".")}`;

/** Asks for a magic link for `email` and returns the newest link from the dev mailbox. */
export async function requestMagicLinkViaHttp(
  worker: TestWorker,
  email: string,
  options: { redirectTo?: string; ip?: string; language?: string } = {},
): Promise<string> {
  const form = new URLSearchParams({ email });
  if (options.redirectTo) form.set("redirect_to", options.redirectTo);
  const res = await worker.fetch("/auth", {
    method: "POST",
    body: form.toString(),
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      "CF-Connecting-IP": options.ip ?? visitorAddress(),
      "Accept-Language": options.language ?? "en",
    },
  });
  if (res.status !== 200) throw new Error(`Magic link request failed: ${res.status} ${await res.text()}`);
  await res.arrayBuffer();
  return latestMagicLink(worker, email);
}

export async function latestMagicLink(
  fetcher: { fetch(path: string): Promise<{ json(): Promise<unknown> }> } | string,
  email: string,
): Promise<string> {
  const path = `/dev/mailbox.json?to=${encodeURIComponent(email)}`;
  const body = (
    typeof fetcher === "string"
      ? await (await fetch(`${fetcher}${path}`)).json()
      : await (await fetcher.fetch(path)).json()
  ) as { messages: { links: string[] }[] };
  const link = body.messages[0]?.links[0];
  if (!link) throw new Error(`No magic link in the dev mailbox for ${email}`);
  return link;
}

/** Uses a magic link (the confirmation POST) and returns the response (302 on success). */
export async function useMagicLink(worker: TestWorker, link: string, headers: Record<string, string> = {}) {
  const url = new URL(link);
  return worker.fetch(`/auth/magic`, formPost({ token: url.searchParams.get("token") ?? "" }, headers));
}

export async function signInViaHttp(
  worker: TestWorker,
  email = `user-${randomBytes(4).toString("hex")}@example.com`,
  options: { redirectTo?: string } = {},
): Promise<SignedIn> {
  const link = await requestMagicLinkViaHttp(worker, email, options);
  const res = await useMagicLink(worker, link);
  if (res.status !== 302) throw new Error(`Magic link sign-in failed: ${res.status}`);
  const session = setCookies(res)[SESSION_COOKIE];
  if (!session) throw new Error(`Sign-in set no ${SESSION_COOKIE} cookie`);
  const cookie = `${SESSION_COOKIE}=${session}`;
  const me = (await (await worker.fetch("/api/users/me", { headers: { Cookie: cookie } })).json()) as { id: string };
  return {
    id: me.id,
    email,
    cookie,
    headers: { Cookie: cookie, Origin: worker.origin },
    location: res.headers.get("location") ?? "",
  };
}

/** The sign-in page is plain HTML (no scripts): its form works as soon as it is there. */
export async function waitForSignInForm(page: Page): Promise<void> {
  await page.locator('form[action="/auth"] button[type="submit"]').waitFor();
}

/** Signs in through the real screens: /auth form → dev mailbox link → "Sign in" button. */
export async function signInViaMailbox(
  page: Page,
  serverUrl: string,
  email: string,
  options: { redirectTo?: string /** path prefix to wait for; default /app */; landing?: string } = {},
): Promise<void> {
  const query = options.redirectTo ? `?redirect_to=${encodeURIComponent(options.redirectTo)}` : "";
  await page.goto(`${serverUrl}/auth${query}`);
  await waitForSignInForm(page);
  await page.locator('input[name="email"]').fill(email);
  await page.locator('form[action="/auth"] button[type="submit"]').click();
  await page.getByTestId("magic-link-sent").waitFor();
  await page.waitForLoadState("networkidle");
  const link = await latestMagicLink(serverUrl, email);
  // The e-mail's link carries the configured origin; the test server may answer on another.
  const url = new URL(link);
  await page.goto(`${serverUrl}${url.pathname}${url.search}`);
  await page.getByTestId("magic-link-confirm").click();
  await page.waitForURL((u) => u.pathname.startsWith(options.landing ?? "/app"));
}
