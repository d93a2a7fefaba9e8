import type { AppLoadContext, EntryContext, HandleErrorFunction } from "@remix-run/cloudflare";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import { ServerTextsProvider } from "./i18n-react";
import { allTexts } from "./i18n.server";
import { isSharedPage, SHARED_PAGE_HEADER } from "./utils/edge-cache.server";
import { NonceProvider } from "./utils/nonce";

const STREAM_TIMEOUT_MS = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const controller = new AbortController();
  const timeout = setTimeout(() => controller.abort(), STREAM_TIMEOUT_MS);
  let status = responseStatusCode;
  const body = await renderToReadableStream(
    <NonceProvider value={loadContext.cspNonce}>
      <ServerTextsProvider value={allTexts}>
        <RemixServer
          context={remixContext}
          url={request.url}
          abortDelay={STREAM_TIMEOUT_MS}
          nonce={loadContext.cspNonce}
        />
      </ServerTextsProvider>
    </NonceProvider>,
    {
      // React's own streaming scripts (Suspense boundaries) carry the CSP nonce too.
      nonce: loadContext.cspNonce,
      signal: controller.signal,
      onError(error: unknown) {
        if (!controller.signal.aborted) console.error(error);
        status = 500;
      },
    },
  );
  body.allReady.then(() => clearTimeout(timeout));
  // Crawlers and no-JavaScript readers get the whole document at once.
  if (isbot(request.headers.get("user-agent") || "")) await body.allReady;

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  responseHeaders.set("X-Content-Type-Options", "nosniff");
  responseHeaders.set("Referrer-Policy", "strict-origin-when-cross-origin");
  responseHeaders.set("X-Frame-Options", "DENY");
  if (isSharedPage(remixContext, status)) responseHeaders.set(SHARED_PAGE_HEADER, "1");
  return new Response(body, { headers: responseHeaders, status });
}

/** A request for a missing route or an unsupported method is the caller's mistake, not ours to log. */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  // Remix warns (through this error hook) about every old-style `?_data=` request: a client's
  // choice, answered normally, so it is logged as the warning it is.
  if (error instanceof Error && error.message.startsWith("Warning: Single fetch-enabled apps")) {
    console.warn(error.message, new URL(request.url).pathname);
    return;
  }
  console.error(error);
};
