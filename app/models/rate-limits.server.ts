/** Fixed-window counters in D1 (table rate_limits). One atomic upsert per hit, so racing requests all count. */
import type { AppLoadContext } from "@remix-run/cloudflare";

export interface RateLimitRule {
  key: string;
  limit: number;
  windowMs: number;
}

/** Allowed, or refused with how long until the refusing window ends. */
export type RateLimitVerdict = { ok: true } | { ok: false; retryAfterMs: number };

/** Counts one hit against one rule. */
export async function hitRateLimit(
  context: AppLoadContext,
  rule: RateLimitRule,
  now = Date.now(),
): Promise<RateLimitVerdict> {
  const cutoff = now - rule.windowMs;
  const row = await context.bindings.DB.prepare(
    `INSERT INTO rate_limits (key, window_start, count) VALUES (?1, ?2, 1)
     ON CONFLICT(key) DO UPDATE SET
       count = CASE WHEN rate_limits.window_start <= ?3 THEN 1 ELSE rate_limits.count + 1 END,
       window_start = CASE WHEN rate_limits.window_start <= ?3 THEN ?2 ELSE rate_limits.window_start END
     RETURNING count, window_start`,
  )
    .bind(rule.key, now, cutoff)
    .first<{ count: number; window_start: number }>();
  if (row && row.count <= rule.limit) return { ok: true };
  return { ok: false, retryAfterMs: Math.max(1000, (row?.window_start ?? now) + rule.windowMs - now) };
}

/**
 * Counts a hit against the rules in order, narrowest first, and stops at the first refusal:
 * a refused request spends nothing of the wider budgets after it, so one requester hammering
 * away cannot use up a budget that others share.
 */
export async function hitRateLimits(context: AppLoadContext, rules: RateLimitRule[]): Promise<RateLimitVerdict> {
  for (const rule of rules) {
    const verdict = await hitRateLimit(context, rule);
    if (!verdict.ok) return verdict;
  }
  return { ok: true };
}

/** The client's address as Cloudflare reports it. */
export function clientIp(request: Request): string {
  return request.headers.get("CF-Connecting-IP") ?? request.headers.get("X-Real-IP") ?? "unknown";
}

/**
 * Who is asking, for rate limits: the IPv4 address, or the /64 prefix of an IPv6 one (one
 * customer line usually owns a whole /64, so its single addresses are free to change).
 */
export function requesterKey(request: Request): string {
  const ip = clientIp(request);
  if (!ip.includes(":")) return ip;
  const [head, tail = ""] = ip.toLowerCase().split("::");
  const groups = head ? head.split(":") : [];
  const tailGroups = tail ? tail.split(":") : [];
  const full = [...groups, ...Array(Math.max(0, 8 - groups.length - tailGroups.length)).fill("0"), ...tailGroups];
  return `${full
    .slice(0, 4)
    .map((g) => g.padStart(4, "0"))
    .join(":")}::/64`;
}
