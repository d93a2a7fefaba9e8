/**
 * What every signed-in screen shares: the user, the live credit balance (updated by tool results
 * without a reload), the pricing table and every tool's summary.
 */
import { createContext, useContext, useMemo, type ReactNode } from "react";
import { useStateResetOn } from "~/components/use-state-reset-on";
import type { CreditCosts } from "~/models/pricing";
import type { ClientUser } from "~/models/users.server";
import type { ToolSummary } from "~/tools/types";

interface AppUserValue {
  user: ClientUser;
  credits: number;
  setCredits(credits: number): void;
  costs: CreditCosts;
  /** How long the browser waits for a generation: the server's model timeout plus a grace. */
  generationTimeoutMs: number;
  /** Every tool's summary, in display order. */
  tools: readonly ToolSummary[];
  /** Whether Premium's results reach 4K with the active model (the Premium sentence follows it). */
  premiumFourK: boolean;
  /** The longest side a photo keeps when the browser prepares it (tools/limits.ts, uploadMaxSide). */
  uploadMaxSide: number;
}

const AppUserContext = createContext<AppUserValue | null>(null);

export function AppUserProvider({
  user,
  costs,
  generationTimeoutMs,
  tools,
  premiumFourK,
  uploadMaxSide,
  children,
}: Omit<AppUserValue, "credits" | "setCredits"> & { children: ReactNode }) {
  // Tool results update the balance in place; a loader revalidation (after a purchase, a no-JS
  // result...) that brings another balance is the newest truth and replaces it.
  const [credits, setCredits] = useStateResetOn(user.credits ?? 0);
  const value = useMemo(
    () => ({ user, credits, setCredits, costs, generationTimeoutMs, tools, premiumFourK, uploadMaxSide }),
    [user, credits, setCredits, costs, generationTimeoutMs, tools, premiumFourK, uploadMaxSide],
  );
  return <AppUserContext.Provider value={value}>{children}</AppUserContext.Provider>;
}

export function useAppUser(): AppUserValue {
  const value = useContext(AppUserContext);
  if (!value) throw new Error("useAppUser must be used inside the /app layout");
  return value;
}

/** Up to two initials of the name, else the e-mail's first letter, else "U" (docs/product-rules.md). */
export function initialsFor(user: { name?: string | null; email?: string | null }): string {
  const words = (user.name ?? "").trim().split(/\s+/).filter(Boolean);
  if (words.length)
    return words
      .slice(0, 2)
      .map((w) => w.charAt(0).toUpperCase())
      .join("");
  const first = (user.email ?? "").trim()[0];
  return first ? first.toUpperCase() : "U";
}

/** Locally kept generations (spec: kept per user, cleared on sign-out). */
export const LOCAL_GENERATIONS_PREFIX = "generations:";

export function rememberGeneration(userId: string, entry: { id: string; timestamp: number; totalCost: number }) {
  try {
    const key = LOCAL_GENERATIONS_PREFIX + userId;
    const list = JSON.parse(localStorage.getItem(key) ?? "[]") as unknown[];
    localStorage.setItem(key, JSON.stringify([{ ...entry, user_id: userId }, ...list].slice(0, 50)));
  } catch {
    // Storage full or disabled: the server keeps the history anyway.
  }
}

export function clearLocalGenerations() {
  try {
    for (const key of Object.keys(localStorage))
      if (key.startsWith(LOCAL_GENERATIONS_PREFIX)) localStorage.removeItem(key);
  } catch {
    // Storage disabled: nothing was kept.
  }
}
