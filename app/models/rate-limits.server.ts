/** Fixed-window counters in D1 (table rate_limits). One atomic upsert per hit, so racing requests all count. */
import type { AppLoadContext } from "@remix-run/cloudflare";

export interface RateLimitRule {
  key: string;
  limit: number;
  windowMs: number;
}

/** Counts one hit; true when this hit is within the limit. */
export async function hitRateLimit(context: AppLoadContext, rule: RateLimitRule, now = Date.now()): Promise<boolean> {
  const cutoff = now - rule.windowMs;
  const row = await context.bindings.DB.prepare(
    `INSERT INTO rate_limits (key, window_start, count) VALUES (?1, ?2, 1)
     ON CONFLICT(key) DO UPDATE SET
       count = CASE WHEN rate_limits.window_start <= ?3 THEN 1 ELSE rate_limits.count + 1 END,
       window_start = CASE WHEN rate_limits.window_start <= ?3 THEN ?2 ELSE rate_limits.window_start END
     RETURNING count`,
  )
    .bind(rule.key, now, cutoff)
    .first<{ count: number }>();
  return (row?.count ?? 0) <= rule.limit;
}

/** Counts a hit against every rule (so each counter stays honest); true when all allow it. */
export async function hitRateLimits(context: AppLoadContext, rules: RateLimitRule[]): Promise<boolean> {
  const results = await Promise.all(rules.map((rule) => hitRateLimit(context, rule)));
  return results.every(Boolean);
}

/** The client's address as Cloudflare reports it. */
export function clientIp(request: Request): string {
  return request.headers.get("CF-Connecting-IP") ?? request.headers.get("X-Real-IP") ?? "unknown";
}
