/**
 * What every loader and action receives as `context`: the parsed configuration and the
 * platform's parts, built per request. Code under app/ reaches the platform only through it,
 * and never imports server/ (docs/architecture.md).
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { drizzle } from "drizzle-orm/d1";
import * as schema from "../db/schema";
import { type CreditAccountClient, getCreditAccount } from "../app/models/credit-account.server";
import { type AppEnv, type Bindings, isProduction } from "./env";

export type Database = ReturnType<typeof createDatabase>;

export function createDatabase(d1: D1Database) {
  return drizzle(d1, { schema });
}

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    /** Parsed, validated configuration (server/env.ts). */
    env: AppEnv;
    /** True when the Worker runs as production: secure cookies, no development routes or defaults. */
    isProduction: boolean;
    /** Raw Worker bindings (D1, R2, Durable Objects, AI), typed by `wrangler types`. */
    bindings: Bindings;
    db: Database;
    /** The typed client of one user's CreditAccount Durable Object: the only way to their credits. */
    creditAccount: (userId: string) => CreditAccountClient;
    waitUntil: (promise: Promise<unknown>) => void;
    /** The origin the request arrived on, or APP_URL when configured. */
    origin: string;
    /** This response's Content-Security-Policy nonce: every script the server renders carries it. */
    cspNonce: string;
  }
}

/** What does not depend on a request: shared by requests and the cron trigger. */
export function createPlatformContext(env: AppEnv, bindings: Bindings) {
  return {
    env,
    isProduction: isProduction(env),
    bindings,
    db: createDatabase(bindings.DB),
    creditAccount: (userId: string) => getCreditAccount(bindings, userId),
  } satisfies Partial<AppLoadContext>;
}

/** Built once per request: nothing here outlives it. */
export function createLoadContext(
  request: Request,
  env: AppEnv,
  bindings: Bindings,
  ctx: ExecutionContext,
  cspNonce: string,
): AppLoadContext {
  return {
    ...createPlatformContext(env, bindings),
    waitUntil: (promise) => ctx.waitUntil(promise),
    origin: env.APP_URL ? new URL(env.APP_URL).origin : new URL(request.url).origin,
    cspNonce,
  };
}
