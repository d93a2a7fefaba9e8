/**
 * Magic links: a random token e-mailed to the user; D1 keeps only its hash. A link works
 * once (the claim is one conditional UPDATE) and expires after 24 hours (docs/product-rules.md).
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { TFunction } from "i18next";
import { and, eq, gt, isNull } from "drizzle-orm";
import { z } from "zod";
import { oneTimeTokens } from "../../db/schema";
import { escapeHtml, sendEmail } from "~/services/email.server";
import { isKnownBrowser } from "~/services/session.server";
import { randomToken, sha256Hex } from "~/utils/crypto.server";
import { hitRateLimits, requesterKey } from "./rate-limits.server";
import { normalizeEmail } from "./email-address";
import { MAGIC_LINK_PATH } from "~/utils/paths";

export const MAGIC_LINK_TTL_MS = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
/**
 * Hourly budgets. An address's own budget is per requester (IPv4 address or IPv6 /64), so a
 * stranger spends only their own share; the address's overall cap is ten times higher and
 * does not apply to a browser that has signed in as that address before.
 */
export const MAGIC_LINK_LIMITS = { perEmailAndRequesterPerHour: 5, perEmailPerHour: 50, perIpPerHour: 20 };

/** The spec's validation messages, as translation keys. */
export const emailSchema = z
  .string({ required_error: "auth.errors.emailRequired", invalid_type_error: "auth.errors.emailRequired" })
  .trim()
  .min(1, "auth.errors.emailRequired")
  .max(254, "auth.errors.emailInvalid")
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, "auth.errors.emailInvalid")
  .transform(normalizeEmail);

export type MagicLinkRequestResult = { ok: true } | { ok: false; reason: "rate_limited"; retryAfterMs: number };

/**
 * Sends a sign-in link. The answer never depends on whether the e-mail has an account
 * (first sign-in creates it), so it reveals nothing about who uses RoomMuse.
 */
export async function requestMagicLink(
  context: AppLoadContext,
  request: Request,
  input: { email: string; redirectTo: string; t: TFunction },
): Promise<MagicLinkRequestResult> {
  const email = await sha256Hex(input.email);
  const requester = requesterKey(request);
  const verdict = await hitRateLimits(context, [
    { key: `magic_link:ip:${requester}`, limit: MAGIC_LINK_LIMITS.perIpPerHour, windowMs: HOUR },
    {
      key: `magic_link:email:${email}:from:${requester}`,
      limit: MAGIC_LINK_LIMITS.perEmailAndRequesterPerHour,
      windowMs: HOUR,
    },
    ...((await isKnownBrowser(request, context, input.email))
      ? []
      : [{ key: `magic_link:email:${email}`, limit: MAGIC_LINK_LIMITS.perEmailPerHour, windowMs: HOUR }]),
  ]);
  if (!verdict.ok) return { ok: false, reason: "rate_limited", retryAfterMs: verdict.retryAfterMs };

  const token = randomToken();
  const now = Date.now();
  await context.db.insert(oneTimeTokens).values({
    id: crypto.randomUUID(),
    tokenHash: await sha256Hex(token),
    email: input.email,
    purpose: "magic_link",
    redirectTo: input.redirectTo,
    createdAt: now,
    expiresAt: now + MAGIC_LINK_TTL_MS,
  });
  const link = `${context.origin}${MAGIC_LINK_PATH}?token=${encodeURIComponent(token)}`;
  await sendEmail(context, { to: input.email, links: [link], ...renderMagicLinkEmail(input.t, link) });
  return { ok: true };
}

function renderMagicLinkEmail(t: TFunction, link: string) {
  const text = [t("auth.email.heading"), "", t("auth.email.intro"), "", link, "", t("auth.email.ignore")].join("\n");
  const href = escapeHtml(link);
  const bodyStyle = "margin:0;background:#f5f5f4;font-family:Inter,Segoe UI,Arial,sans-serif;color:#1c1917";
  const buttonStyle =
    "display:inline-block;background:#1f625d;color:#ffffff;text-decoration:none;font-weight:600;" +
    "padding:12px 20px;border-radius:12px";
  const html = `<!doctype html><html><body style="${bodyStyle}">
<div style="max-width:480px;margin:0 auto;padding:32px 24px">
<p style="font-size:14px;font-weight:700;color:#1f625d;margin:0 0 16px">RoomMuse</p>
<h1 style="font-size:22px;margin:0 0 12px">${escapeHtml(t("auth.email.heading"))}</h1>
<p style="font-size:15px;line-height:1.5;margin:0 0 24px">${escapeHtml(t("auth.email.intro"))}</p>
<p style="margin:0 0 24px"><a href="${href}" style="${buttonStyle}">${escapeHtml(t("auth.email.button"))}</a></p>
<p style="font-size:13px;color:#57534e;margin:0 0 4px">${escapeHtml(t("auth.email.fallback"))}</p>
<p style="font-size:13px;word-break:break-all;margin:0 0 24px"><a href="${href}" style="color:#1f625d">${href}</a></p>
<p style="font-size:13px;color:#57534e;margin:0">${escapeHtml(t("auth.email.ignore"))}</p>
</div></body></html>`;
  return { subject: t("auth.email.subject"), text, html };
}

export type MagicLinkState =
  | { status: "valid"; email: string; redirectTo: string | null }
  | { status: "used" | "expired" | "invalid" };

/** Looks at a link without using it up (what the confirmation page shows). */
export async function inspectMagicLink(context: AppLoadContext, token: string): Promise<MagicLinkState> {
  const row = await context.db
    .select()
    .from(oneTimeTokens)
    .where(eq(oneTimeTokens.tokenHash, await sha256Hex(token)))
    .get();
  if (row?.purpose !== "magic_link") return { status: "invalid" };
  if (row.usedAt !== null) return { status: "used" };
  if (row.expiresAt <= Date.now()) return { status: "expired" };
  return { status: "valid", email: row.email, redirectTo: row.redirectTo };
}

/** Uses a link up. Of two racing claims exactly one wins. */
export async function consumeMagicLink(context: AppLoadContext, token: string): Promise<MagicLinkState> {
  const hash = await sha256Hex(token);
  const now = Date.now();
  const claimed = await context.db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, hash),
        eq(oneTimeTokens.purpose, "magic_link"),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, now),
      ),
    )
    .returning({ email: oneTimeTokens.email, redirectTo: oneTimeTokens.redirectTo })
    .get();
  if (claimed) return { status: "valid", ...claimed };
  const state = await inspectMagicLink(context, token);
  return state.status === "valid" ? { status: "used" } : state;
}
