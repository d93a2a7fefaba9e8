/** User profiles: creation on first sign-in (with the welcome bonus) and reads. */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { eq } from "drizzle-orm";
import { userProfiles, type UserProfile } from "../../db/schema";
import { getCreditAccount } from "../../server/durable-objects/credit-account";
import { WELCOME_BONUS_CREDITS } from "./pricing";

/** What screens and the API see of a user (spec section 3). */
export interface ClientUser {
  id: string;
  email: string;
  name: string | null;
  avatar: string | null;
  credits: number;
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export function toClientUser(profile: UserProfile): ClientUser {
  return { id: profile.id, email: profile.email, name: profile.name, avatar: profile.avatarUrl, credits: profile.credits };
}

export async function getUserProfile(context: AppLoadContext, userId: string): Promise<UserProfile | undefined> {
  return context.db.select().from(userProfiles).where(eq(userProfiles.id, userId)).get();
}

export async function findUserByEmail(context: AppLoadContext, email: string): Promise<UserProfile | undefined> {
  return context.db.select().from(userProfiles).where(eq(userProfiles.email, normalizeEmail(email))).get();
}

/**
 * The profile for this e-mail, created on first sign-in with the welcome bonus.
 * Safe when two first sign-ins race: the e-mail is unique, so both end on one profile,
 * and the bonus is keyed by the user id, so it is granted once.
 */
export async function findOrCreateUser(
  context: AppLoadContext,
  identity: { email: string; name?: string | null; avatarUrl?: string | null },
): Promise<UserProfile> {
  const email = normalizeEmail(identity.email);
  await context.db
    .insert(userProfiles)
    .values({ id: crypto.randomUUID(), email, name: identity.name ?? null, avatarUrl: identity.avatarUrl ?? null })
    .onConflictDoNothing({ target: userProfiles.email });
  const profile = await findUserByEmail(context, email);
  if (!profile) throw new Error(`Profile for ${email} vanished after creation`);
  await getCreditAccount(context.bindings, profile.id).grant({
    amount: WELCOME_BONUS_CREDITS,
    reason: "welcome_bonus",
    idempotencyKey: `welcome_bonus:${profile.id}`,
  });
  return (await getUserProfile(context, profile.id)) ?? profile;
}
