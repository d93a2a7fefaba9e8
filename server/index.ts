/** The Worker: validates configuration, builds the load context, hands the request to Remix. */
import { createRequestHandler } from "@remix-run/cloudflare";
import * as build from "@remix-run/dev/server-build";
import { ConfigurationError, isProduction, parseEnv, type AppEnv, type Bindings } from "./env";
import { FAULT_HEADER, SWEEP_UNDER_FAULTS_PATH, withFaults } from "./faults";
import { createLoadContext, createPlatformContext } from "./load-context";
import { requestedTestSettings, TestSettingsError, testHooksHonoured } from "./test-settings";
import { openD1Session } from "./d1-sessions";
import {
  buildId,
  cachedPage,
  clientAcceptEncoding,
  keepIfShared,
  type PageCacheOutcome,
  pageCacheKey,
} from "./page-cache";
import { countedD1, countedNamespace, RoundTrips } from "./round-trips";
import {
  bodyLimit,
  crossSiteResponse,
  isCrossSiteFormPost,
  type LimitedRequest,
  limitBody,
  PayloadTooLargeError,
  payloadTooLargeResponse,
} from "./request-guards";
import { refundAbandonedGenerations } from "../app/models/abandoned-generations.server";
import { ensureJsonApiError, errorResponse } from "../app/services/api.server";
import { createNonce, withSecurityHeaders } from "../app/utils/security-headers.server";

/** Outside production, whether the edge cache answered (tests and benches read it). */
function withCacheTiming(response: Response, outcome: PageCacheOutcome, production: boolean): Response {
  if (!production) response.headers.append("Server-Timing", `edge-cache;desc="${outcome}"`);
  return response;
}

/** Plain text in both languages: the load context (and with it i18n) cannot be built. */
function serviceUnavailable(): Response {
  return new Response("RoomMuse is temporarily unavailable.\nRoomMuse no está disponible por ahora.\n", {
    status: 503,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", "Retry-After": "300" },
  });
}

export { CreditAccount } from "./durable-objects/credit-account";

const handleRemixRequest = createRequestHandler(build, process.env.NODE_ENV);

/** The cron job: settles generations whose request died midway (or whose refund failed). */
async function sweep(env: AppEnv, bindings: Bindings) {
  const report = await refundAbandonedGenerations(createPlatformContext(env, bindings));
  if (report.refunded || report.closedWithoutDebit || report.retryLater)
    console.log("abandoned generations:", JSON.stringify(report));
  return report;
}

export default {
  async fetch(
    request: Request,
    bindings: Bindings & Record<string, unknown>,
    ctx: ExecutionContext,
  ): Promise<Response> {
    const pathname = new URL(request.url).pathname;
    // A test may send settings of its own (./test-settings.ts); nowhere else does this exist.
    let settings: Record<string, string> | null;
    try {
      settings = requestedTestSettings(bindings, request);
    } catch (error) {
      if (error instanceof TestSettingsError) return new Response(error.message, { status: 400 });
      throw error;
    }
    const env = settings ? { ...bindings, ...settings } : bindings;
    // Public pages come from the edge cache when they can (./page-cache.ts), before any other
    // work: a copy exists only if this same version rendered it with a valid configuration.
    // API routes never do, nor a page rendered with a test's own settings.
    const cacheKey =
      pathname.startsWith("/api/") || settings ? null : await pageCacheKey(request, buildId(env, build.assets.version));
    if (cacheKey) {
      const hit = await cachedPage(cacheKey, clientAcceptEncoding(request));
      if (hit) return withCacheTiming(hit, "hit", env.ENVIRONMENT !== "development");
    }
    let appEnv: AppEnv;
    try {
      appEnv = parseEnv(env);
    } catch (error) {
      if (error instanceof ConfigurationError) {
        // The operator reads every missing setting in the log; a visitor learns only that the
        // service is down, never which secret is absent.
        console.error(error.message);
        return serviceUnavailable();
      }
      throw error;
    }
    const nonce = createNonce();
    const production = isProduction(appEnv);
    const secure = (response: Response) => withSecurityHeaders(request, response, { nonce, production });
    // Every D1 and Durable Object call of this request is counted (and, for benches, delayed).
    const meter = new RoundTrips({
      d1: appEnv.SIMULATED_D1_DELAY_MS ?? 0,
      durableObject: appEnv.SIMULATED_DO_DELAY_MS ?? 0,
    });
    // One D1 session per request: a nearby replica may answer, never older than this browser's bookmark.
    const d1 = openD1Session(request, env.DB, production);
    const counted = {
      ...env,
      DB: countedD1(d1.database, meter),
      CREDIT_ACCOUNT: countedNamespace(env.CREDIT_ACCOUNT, meter),
    };
    // Test fault plans (./faults.ts) count only under the same switch as test settings.
    const honoured = testHooksHonoured(env, request);
    const faults = withFaults(counted, honoured ? request.headers.get(FAULT_HEADER) : null);
    const context = createLoadContext(request, appEnv, faults.bindings, ctx, nonce);
    // Tests run the cron job under a fault plan here; nowhere else does this path exist.
    if (honoured && pathname === SWEEP_UNDER_FAULTS_PATH && request.method === "POST") {
      const outcome = await sweep(appEnv, faults.bindings).then(
        (report) => ({ outcome: "ok", report }),
        (error: unknown) => ({ outcome: "exception", error: String(error) }),
      );
      return faults.report(Response.json(outcome));
    }
    if (isCrossSiteFormPost(request, context.origin)) return secure(await crossSiteResponse(request));

    const limit = bodyLimit(pathname);
    let limited: LimitedRequest;
    try {
      limited = await limitBody(request, limit);
    } catch (error) {
      if (error instanceof PayloadTooLargeError) return secure(await payloadTooLargeResponse(request, limit));
      // The client broke off or sent a malformed chunked body: its mistake, not a 500.
      return secure(
        await errorResponse(request, { status: 400, code: "bad_request", message: "common.api.badRequest" }),
      );
    }
    let response = await handleRemixRequest(limited.request, context);
    if (limited.overflowed()) response = await payloadTooLargeResponse(request, limit);
    else if (pathname.startsWith("/api/")) response = await ensureJsonApiError(request, response);
    const answered = faults.report(secure(response));
    const bookmark = d1.bookmarkCookie();
    if (bookmark) answered.headers.append("Set-Cookie", bookmark);
    // Last, so a cookie set anywhere above keeps the page out of the cache.
    const kept = keepIfShared(cacheKey, answered, nonce, (promise) => ctx.waitUntil(promise));
    const secured = pathname.startsWith("/api/")
      ? kept.response
      : withCacheTiming(kept.response, kept.outcome, production);
    // Only when there is something to report: a header on an early answer to a request whose body
    // was never read (a signed-out form post) made Miniflare's client reset the connection.
    if (!production && meter.d1 + meter.durableObject > 0)
      secured.headers.append("Server-Timing", `${meter.serverTiming()}, d1-session;desc="${d1.start}"`);
    return secured;
  },

  /** The cron trigger (wrangler.toml): settles generations whose request died midway. */
  async scheduled(_controller: ScheduledController, env: Bindings & Record<string, unknown>): Promise<void> {
    // A bindings object of its own, like a request's: per-run clients never outlive the run.
    await sweep(parseEnv(env), { ...env });
  },
} satisfies ExportedHandler<Bindings & Record<string, unknown>>;
