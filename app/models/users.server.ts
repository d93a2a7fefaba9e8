/** User profiles: creation on first sign-in (with the welcome bonus) and reads. */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, eq, isNull, sql } from "drizzle-orm";
import {
  creditTransactions,
  generations,
  oneTimeTokens,
  refreshTokens,
  sessions,
  type SignInMethod,
  spentWelcomeBonuses,
  userProfiles,
  type UserProfile,
} from "../../db/schema";
import { hmacSign } from "~/utils/crypto.server";
import { forgetPerRequest, oncePerRequest, profileReadKey, rememberPerRequest } from "~/utils/per-request";
import { getCreditSummary } from "./credits.server";
import { normalizeEmail } from "./email-address";
import { WELCOME_BONUS_CREDITS } from "./pricing";

export { normalizeEmail };
export { SIGN_IN_METHODS, type SignInMethod, type SignInMethods } from "../../db/schema";

/** What screens and the API see of a user (docs/product-rules.md). */
export interface ClientUser {
  id: string;
  email: string;
  name: string | null;
  avatar: string | null;
  credits: number;
  /**
   * The Premium entitlement (docs/decisions/0019): 4K results where the model can, full-resolution uploads, the
   * commercial licence.
   */
  premium: boolean;
}

/** `credits` and `premium` come from the user's object: the profile's credits column is only a projection. */
export function toClientUser(profile: UserProfile, account: { credits: number; premium: boolean }): ClientUser {
  return {
    id: profile.id,
    email: profile.email,
    name: profile.name,
    avatar: profile.avatarUrl,
    credits: account.credits,
    premium: account.premium,
  };
}

/** The profile (D1) and the account (the user's object: balance and entitlement), read side by side. */
export async function getClientUser(context: AppLoadContext, userId: string): Promise<ClientUser | undefined> {
  const [profile, account] = await Promise.all([getUserProfile(context, userId), getCreditSummary(context, userId)]);
  return profile ? toClientUser(profile, account ?? { credits: 0, premium: false }) : undefined;
}

/** Spec section 3: if the profile cannot load, the user shows 0 credits and the e-mail as the name. */
export function profileFallback(session: { userId: string; email: string | null }): ClientUser {
  const email = session.email ?? "";
  return { id: session.userId, email, name: email || null, avatar: null, credits: 0, premium: false };
}

/**
 * True exactly once per account: the first time the app is opened, on whichever device. The
 * profile was already read for the page, so an account greeted before costs no extra query; the
 * conditional write makes two first pages at once greet only one of them.
 */
export async function greetOnce(context: AppLoadContext, profile: Pick<UserProfile, "id" | "welcomedAt">) {
  if (profile.welcomedAt !== null) return false;
  const marked = await context.db
    .update(userProfiles)
    .set({ welcomedAt: Date.now() })
    .where(and(eq(userProfiles.id, profile.id), isNull(userProfiles.welcomedAt)))
    .run();
  return marked.meta.changes > 0;
}

/** Read once per request; a signed-in page already has it from the session lookup. */
export async function getUserProfile(context: AppLoadContext, userId: string): Promise<UserProfile | undefined> {
  return oncePerRequest(context, profileReadKey(userId), () =>
    context.db.select().from(userProfiles).where(eq(userProfiles.id, userId)).get(),
  );
}

export async function findUserByEmail(context: AppLoadContext, email: string): Promise<UserProfile | undefined> {
  return context.db
    .select()
    .from(userProfiles)
    .where(eq(userProfiles.email, normalizeEmail(email)))
    .get();
}

/**
 * What a deleted account leaves of its address, for the welcome bonus only: an HMAC under a
 * server secret, with a label of its own so it matches no other mark made from the address.
 */
const welcomeBonusMark = (context: AppLoadContext, email: string) =>
  hmacSign(context.env.SESSION_SECRET, `welcome-bonus:${normalizeEmail(email)}`);

/**
 * The profile for this e-mail, created on first sign-in with the welcome bonus, once per address
 * ever: an address whose earlier account was deleted gets none (nor the note that greets it).
 * Safe when two first sign-ins race: the e-mail is unique, so both end on one profile,
 * and the bonus is keyed by the user id, so it is granted once.
 */
export async function findOrCreateUser(
  context: AppLoadContext,
  identity: { email: string; name?: string | null; avatarUrl?: string | null; method: SignInMethod },
): Promise<UserProfile> {
  const email = normalizeEmail(identity.email);
  await context.db
    .insert(userProfiles)
    .values({ id: crypto.randomUUID(), email, name: identity.name ?? null, avatarUrl: identity.avatarUrl ?? null })
    .onConflictDoNothing({ target: userProfiles.email });
  // Records the way in (first and latest use) and reads the profile back, in one statement. A
  // provider's name and picture fill what the profile lacks (an account first made by e-mail
  // link), never replace what is there (a name the user chose).
  const path = `$.${identity.method}`;
  const at = Date.now();
  const spent = await context.db
    .select({ at: spentWelcomeBonuses.createdAt })
    .from(spentWelcomeBonuses)
    .where(eq(spentWelcomeBonuses.addressHash, await welcomeBonusMark(context, email)))
    .get();
  const profile = await context.db
    .update(userProfiles)
    .set({
      signInMethods: sql`json_set(coalesce(${userProfiles.signInMethods}, '{}'), ${path}, json_object(
        'first', coalesce(json_extract(${userProfiles.signInMethods}, ${`${path}.first`}), ${at}), 'last', ${at}))`,
      name: sql`coalesce(${userProfiles.name}, ${identity.name ?? null})`,
      avatarUrl: sql`coalesce(${userProfiles.avatarUrl}, ${identity.avatarUrl ?? null})`,
      // No free credits to greet it with: the note that announces them never shows.
      ...(spent ? { welcomedAt: sql`coalesce(${userProfiles.welcomedAt}, ${at})` } : {}),
    })
    .where(eq(userProfiles.email, email))
    .returning()
    .get();
  if (!profile) throw new Error(`Profile for ${email} vanished after creation`);
  // The rest of this request reads the profile as it is now, not as the session lookup found it.
  rememberPerRequest(context, profileReadKey(profile.id), profile);
  if (spent) return profile;
  await context.creditAccount(profile.id).grant({
    amount: WELCOME_BONUS_CREDITS,
    reason: "welcome_bonus",
    idempotencyKey: `welcome_bonus:${profile.id}`,
  });
  return profile;
}

/** The R2 key prefix under which every object of a user lives (the convention all work uses). */
export const userObjectPrefix = (userId: string) => `users/${userId}/`;

/**
 * Removes the account: every R2 object under the user's prefix, then the ledger of record in the
 * user's object (its storage cleared, a tombstone left so nothing re-imports it), then (in one D1
 * batch) the generation rows, the ledger projection, magic links, refresh tokens, sessions and
 * the profile, keeping only the address's welcome-bonus mark (welcomeBonusMark). The sessions go
 * last so that an interrupted deletion leaves the user signed in to retry it; every step is
 * idempotent, so a retry finishes the job.
 */
export async function deleteUserAccount(context: AppLoadContext, userId: string): Promise<void> {
  // The welcome-bonus mark is an HMAC of the address, so the address is read first (a page's
  // session lookup has it already). A retry after a finished batch finds no profile: its mark is kept.
  const profile = await getUserProfile(context, userId);
  const bucket = context.bindings.IMAGES;
  const prefix = userObjectPrefix(userId);
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ prefix, cursor, limit: 1000 });
    if (page.objects.length) await bucket.delete(page.objects.map((o) => o.key));
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);

  await context.creditAccount(userId).erase();
  forgetPerRequest(context);
  const db = context.db;
  const keepMark = profile
    ? [
        db
          .insert(spentWelcomeBonuses)
          .values({ addressHash: await welcomeBonusMark(context, profile.email) })
          .onConflictDoNothing(),
      ]
    : [];
  await db.batch([
    db.delete(generations).where(eq(generations.userId, userId)),
    ...keepMark,
    db.delete(creditTransactions).where(eq(creditTransactions.userId, userId)),
    db.delete(oneTimeTokens).where(eq(oneTimeTokens.email, profile?.email ?? "")),
    db.delete(refreshTokens).where(eq(refreshTokens.userId, userId)),
    db.delete(sessions).where(eq(sessions.userId, userId)),
    db.delete(userProfiles).where(eq(userProfiles.id, userId)),
  ]);
}
