/**
 * The development-only routes (the mailbox, the local checkout) hand out sign-in links and free
 * credits. They answer only when the Worker runs as development AND the request came to a
 * loopback host, so a development Worker that somehow ends up on the internet still keeps them shut.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

export function isLoopbackRequest(request: Request): boolean {
  const host = new URL(request.url).hostname;
  return LOOPBACK_HOSTS.has(host) || host.endsWith(".localhost") || /^127(\.\d{1,3}){3}$/.test(host);
}

export function developmentRoutesOpen(request: Request, context: AppLoadContext): boolean {
  return context.env.ENVIRONMENT === "development" && isLoopbackRequest(request);
}
