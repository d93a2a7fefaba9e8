/**
 * The account page and the data export: the profile with its sign-in methods, the purchases as
 * the ledger of record knows them (each pack's grant and its reversal), renaming, and the ZIP of
 * everything the account holds (docs/account.md).
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { asc, eq } from "drizzle-orm";
import { checkoutSessions, generations, userProfiles } from "../../db/schema";
import { z } from "zod";
import { forgetPerRequest, profileReadKey, rememberPerRequest } from "~/utils/per-request";
import { type ZipEntry, zipStream } from "~/utils/zip";
import { DISPLAY_NAME_MAX } from "./display-name";
import { LedgerError, type LedgerRow, MAX_HISTORY_PAGE } from "./ledger";
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

// ---------------------------------------------------------------------------------------------
// The export

const EXTENSIONS: Record<string, string> = { "image/png": "png", "image/jpeg": "jpg", "image/webp": "webp" };
const extensionOf = (key: string, mime: string | null | undefined) =>
  (mime && EXTENSIONS[mime]) ?? /\.([a-z0-9]+)$/i.exec(key)?.[1]?.toLowerCase() ?? "bin";

/** Every row of the user's ledger of record, oldest first, read page by page from their object. */
async function wholeLedger(context: AppLoadContext, userId: string): Promise<LedgerRow[]> {
  const account = context.creditAccount(userId);
  const rows: LedgerRow[] = [];
  let before: number | undefined;
  try {
    for (;;) {
      const page = await account.history({ limit: MAX_HISTORY_PAGE, before });
      rows.push(...page.rows);
      if (page.older === null) break;
      before = page.older;
    }
  } catch (error) {
    if (!(error instanceof LedgerError && error.code === "no_profile")) throw error;
  }
  return rows.reverse();
}

export const exportFileName = (at: Date) => `roommuse-data-${at.toISOString().slice(0, 10)}.zip`;

/**
 * The user's data as a ZIP: `roommuse-data.json` (profile, sign-in methods, purchases, the
 * checkouts behind them, the credit ledger, the generations) and every photo and result in
 * `photos/` and `results/`, named after their generation. Only this user's rows and objects:
 * every read is by the signed-in user's id. The rows are read first (small); the images
 * stream one at a time when the download asks for them, so memory stays flat.
 */
export async function exportAccount(context: AppLoadContext, userId: string, at = new Date()) {
  const db = context.db;
  // The profile came with the session lookup; the two lists are one D1 batch; the purchases are
  // the whole ledger's purchase rows, not a second call to the object.
  const [profile, [checkouts, generationRows], ledger] = await Promise.all([
    getUserProfile(context, userId),
    db.batch([
      db
        .select()
        .from(checkoutSessions)
        .where(eq(checkoutSessions.userId, userId))
        .orderBy(asc(checkoutSessions.createdAt)),
      db.select().from(generations).where(eq(generations.userId, userId)).orderBy(asc(generations.createdAt)),
    ]),
    wholeLedger(context, userId),
  ]);
  if (!profile) return null;
  const bucket = context.bindings.IMAGES;
  const files: { name: string; key: string; modified: Date }[] = [];
  const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
  const exported = generationRows.map((row) => {
    const modified = new Date(row.completedAt ?? row.createdAt);
    const photos = row.inputKeys.map((key, i) => {
      const name = `photos/${row.id}-${i + 1}.${extensionOf(key, null)}`;
      files.push({ name, key, modified: new Date(row.createdAt) });
      return name;
    });
    let result: string | null = null;
    if (row.outputKey && row.status === "succeeded") {
      result = `results/${row.id}.${extensionOf(row.outputKey, row.outputMime)}`;
      files.push({ name: result, key: row.outputKey, modified });
    }
    return {
      id: row.id,
      tool: row.tool,
      status: row.status,
      cost: row.cost,
      refunded: row.refunded,
      provider: row.provider,
      params: row.params,
      error: row.error,
      createdAt: iso(row.createdAt),
      completedAt: iso(row.completedAt),
      files: { photos, result },
    };
  });
  const data = {
    format: "roommuse-export/1",
    exportedAt: at.toISOString(),
    profile: {
      id: profile.id,
      email: profile.email,
      name: profile.name,
      avatarUrl: profile.avatarUrl,
      language: profile.locale,
      createdAt: iso(profile.createdAt),
      updatedAt: iso(profile.updatedAt),
    },
    signInMethods: signInMethodsOf(profile.signInMethods ?? null).map((m) => ({
      method: m.method,
      firstUsedAt: iso(m.firstUsedAt),
      lastUsedAt: iso(m.lastUsedAt),
    })),
    purchases: purchasesFromLedger(ledger).map((p) => ({ ...p, createdAt: iso(p.createdAt) })),
    checkouts: checkouts.map((c) => ({
      id: c.stripeSessionId,
      packageType: c.packageType,
      credits: c.credits,
      amountCents: c.amountCents,
      currency: c.currency,
      provider: c.provider,
      status: c.status,
      creditsGranted: c.creditsGranted,
      creditsTakenBack: c.reversedCredits,
      createdAt: iso(c.createdAt),
      grantedAt: iso(c.grantedAt),
    })),
    ledger: ledger.map((row) => ({
      id: row.id,
      amount: row.amount,
      balanceAfter: row.balanceAfter,
      reason: row.reason,
      metadata: row.metadata,
      createdAt: iso(row.createdAt),
    })),
    generations: exported,
  };
  const entries: ZipEntry[] = [
    {
      name: "roommuse-data.json",
      modified: at,
      open: async () => new TextEncoder().encode(`${JSON.stringify(data, null, 2)}\n`),
    },
    ...files.map(
      (file): ZipEntry => ({
        name: file.name,
        modified: file.modified,
        // An object already gone (a generation cleaned up midway) is left out, not an error.
        open: async () => (await bucket.get(file.key))?.body ?? null,
      }),
    ),
  ];
  return { fileName: exportFileName(at), body: zipStream(entries) };
}

export type { SignInMethod };
