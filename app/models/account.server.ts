/**
 * The account page: the profile with its sign-in methods, the purchases as the ledger of record
 * knows them (each pack's grant and its reversal), and renaming (docs/account.md). The ZIP of
 * everything the account holds is account-export.server.ts.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { eq } from "drizzle-orm";
import { userProfiles } from "../../db/schema";
import { z } from "zod";
import { forgetPerRequest, profileReadKey, rememberPerRequest } from "~/utils/per-request";
import { DISPLAY_NAME_MAX } from "./display-name";
import { LedgerError, type LedgerRow } from "./ledger";
import { SIGN_IN_METHODS, type SignInMethod, type SignInMethods, getUserProfile } from "./users.server";

/** One purchase as the account page shows it. */
export interface Purchase {
  id: string;
  packageType: string | null;
  credits: number;
  /** What was paid, in US cents; null for a purchase recorded before the ledger kept it. */
  amountCents: number | null;
  createdAt: number;
  status: "paid" | "partially_refunded" | "refunded" | "disputed";
  /** Credits taken back by refunds or a dispute, and those already spent (never collected). */
  takenBack: number;
  shortfall: number;
}

const text = (value: unknown) => (typeof value === "string" ? value : null);
const count = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? value : null);

/**
 * Purchases from the ledger rows of the purchase reasons, newest first: each pack's grant with
 * the reversals that name it (by the purchase row, or for rows written before that by its
 * checkout). A reversal short of the whole purchase is a partial refund; reversals add up.
 */
export function purchasesFromLedger(rows: readonly LedgerRow[]): Purchase[] {
  const reversals = rows.filter((row) => row.reason === "purchase_reversal");
  return rows
    .filter((row) => row.reason === "purchase")
    .sort((a, b) => b.createdAt - a.createdAt)
    .map((row) => {
      const checkout = text(row.metadata?.checkoutSessionId);
      const mine = reversals.filter((r) =>
        r.metadata?.reversalOf !== undefined
          ? r.metadata.reversalOf === row.id
          : checkout !== null && r.metadata?.checkoutSessionId === checkout,
      );
      // Rows from before partial refunds carry no level: each of those reversed its purchase in full.
      const through = Math.max(0, ...mine.map((r) => count(r.metadata?.reversedThrough) ?? row.amount));
      const status: Purchase["status"] = !mine.length
        ? "paid"
        : mine.some((r) => r.metadata?.cause === "dispute")
          ? "disputed"
          : through >= row.amount
            ? "refunded"
            : "partially_refunded";
      return {
        id: checkout ?? row.id,
        packageType: text(row.metadata?.packageType),
        credits: row.amount,
        amountCents: count(row.metadata?.amountCents),
        createdAt: row.createdAt,
        status,
        takenBack: mine.reduce((sum, r) => sum - r.amount, 0),
        shortfall: mine.reduce((sum, r) => sum + (count(r.metadata?.shortfall) ?? 0), 0),
      };
    });
}

/** The account's ledger rows of purchases; an account with no object yet has none. */
async function purchaseRows(context: AppLoadContext, userId: string): Promise<LedgerRow[]> {
  try {
    return await context.creditAccount(userId).purchases();
  } catch (error) {
    if (error instanceof LedgerError && error.code === "no_profile") return [];
    throw error;
  }
}

/**
 * The ways in: the e-mail link always works for the account's address; Google and Facebook
 * show when they have been used. Each with when it was first and last used, when known.
 */
export function signInMethodsOf(recorded: SignInMethods | null) {
  return SIGN_IN_METHODS.filter((method) => method === "email" || recorded?.[method]).map((method) => ({
    method,
    firstUsedAt: recorded?.[method]?.first ?? null,
    lastUsedAt: recorded?.[method]?.last ?? null,
  }));
}

/**
 * What the account page shows. The profile read is the app shell's own (one per request), and
 * the purchases are one call to the user's object beside it: the page adds no round trip.
 */
export async function getAccountOverview(context: AppLoadContext, userId: string) {
  const [profile, rows] = await Promise.all([getUserProfile(context, userId), purchaseRows(context, userId)]);
  if (!profile) return null;
  return {
    profile: {
      name: profile.name,
      email: profile.email,
      avatar: profile.avatarUrl,
      memberSince: profile.createdAt,
    },
    signInMethods: signInMethodsOf(profile.signInMethods ?? null),
    purchases: purchasesFromLedger(rows),
  };
}

/** The display name a user may choose; issues carry locale keys (the route translates them). */
export const displayNameSchema = z
  .string({
    invalid_type_error: "account.page.name.errors.required",
    required_error: "account.page.name.errors.required",
  })
  .transform((value) => value.normalize("NFC").replace(/\s+/g, " ").trim())
  .pipe(
    z
      .string()
      .min(1, "account.page.name.errors.required")
      .max(DISPLAY_NAME_MAX, "account.page.name.errors.tooLong")
      // Control and format characters (bidi overrides, zero-width joiners…) could disguise a name.
      .refine((value) => !/[\p{Cc}\p{Cf}<>]/u.test(value), "account.page.name.errors.characters"),
  );

export async function renameUser(context: AppLoadContext, userId: string, name: string): Promise<void> {
  const profile = await context.db
    .update(userProfiles)
    .set({ name, updatedAt: Date.now() })
    .where(eq(userProfiles.id, userId))
    .returning()
    .get();
  // The page renders after the action in the same request: it reads the renamed profile, the row
  // this write handed back, rather than the session lookup's copy or a second read.
  if (profile) rememberPerRequest(context, profileReadKey(userId), profile);
  else forgetPerRequest(context);
}

export type { SignInMethod };
