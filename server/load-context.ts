import type { AppLoadContext } from "@remix-run/cloudflare";
import { drizzle } from "drizzle-orm/d1";
import * as schema from "../db/schema";
import type { AppEnv, Bindings } from "./env";

export type Database = ReturnType<typeof createDatabase>;

export function createDatabase(d1: D1Database) {
  return drizzle(d1, { schema });
}

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    /** Parsed, validated configuration. */
    env: AppEnv;
    /** Raw Worker bindings (D1, R2, Durable Objects, AI). */
    bindings: Bindings;
    db: Database;
    waitUntil: (promise: Promise<unknown>) => void;
    /** The origin the request arrived on, or APP_URL when configured. */
    origin: string;
    /** This response's Content-Security-Policy nonce: every script the server renders carries it. */
    cspNonce: string;
  }
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
    env,
    bindings,
    db: createDatabase(bindings.DB),
    waitUntil: (promise) => ctx.waitUntil(promise),
    origin: env.APP_URL ? new URL(env.APP_URL).origin : new URL(request.url).origin,
    cspNonce,
  };
}
