/**
 * The one pricing table and the one package table (docs/product-rules.md).
 * Every screen and every route reads costs and packages from here.
 */
import { CREDIT_COST_KEYS, type CreditCostKey } from "~/tools/types";

// The keys are the tools' (each names its own); the prices are this table's.
export { CREDIT_COST_KEYS, type CreditCostKey };
export type CreditCosts = Record<CreditCostKey, number>;

export const DEFAULT_CREDIT_COSTS: CreditCosts = {
  RECOLOR: 10,
  CLEAR: 10,
  REPLACE: 10,
  COMBINE: 20,
  INTERIOR_DESIGNER: 30,
  THUMBNAIL: 10,
  RESTYLE: 20,
};

/**
 * The table with configuration overrides applied (CREDIT_COSTS='{"RECOLOR":12}'). Parsed once, by
 * the Worker's zod environment: a setting that is not JSON, names an unknown key or
 * gives anything but a positive whole number is a configuration error, never silently ignored.
 * Code reads the result as `context.env.CREDIT_COSTS`.
 */
export function parseCreditCosts(overridesJson: string | undefined): { costs: CreditCosts } | { problem: string } {
  if (!overridesJson) return { costs: DEFAULT_CREDIT_COSTS };
  let overrides: unknown;
  try {
    overrides = JSON.parse(overridesJson);
  } catch {
    return { problem: `is not JSON; write it like {"RECOLOR": 12}` };
  }
  if (!overrides || typeof overrides !== "object" || Array.isArray(overrides))
    return { problem: `must be a JSON object like {"RECOLOR": 12}` };
  const costs = { ...DEFAULT_CREDIT_COSTS };
  for (const [key, value] of Object.entries(overrides)) {
    if (!(CREDIT_COST_KEYS as readonly string[]).includes(key))
      return { problem: `names an unknown cost "${key}" (known: ${CREDIT_COST_KEYS.join(", ")})` };
    if (typeof value !== "number" || !Number.isInteger(value) || value <= 0)
      return { problem: `gives ${key} ${JSON.stringify(value)}; a cost is a positive whole number of credits` };
    costs[key as CreditCostKey] = value;
  }
  return { costs };
}

export const WELCOME_BONUS_CREDITS = 50;

export const PACKAGE_TYPES = ["free", "starter", "standard", "premium"] as const;
export type PackageType = (typeof PACKAGE_TYPES)[number];
export const PAID_PACKAGE_TYPES = ["starter", "standard", "premium"] as const;
export type PaidPackageType = (typeof PAID_PACKAGE_TYPES)[number];

export interface CreditPackage {
  packageType: PackageType;
  credits: number;
  /** Price in US cents. */
  priceCents: number;
  popular: boolean;
  /** Premium perks: 4K output and a commercial licence. */
  premiumPerks: boolean;
}

export const PACKAGES: Record<PackageType, CreditPackage> = {
  free: { packageType: "free", credits: WELCOME_BONUS_CREDITS, priceCents: 0, popular: false, premiumPerks: false },
  starter: { packageType: "starter", credits: 200, priceCents: 499, popular: false, premiumPerks: false },
  standard: { packageType: "standard", credits: 400, priceCents: 1099, popular: true, premiumPerks: false },
  premium: { packageType: "premium", credits: 800, priceCents: 1599, popular: false, premiumPerks: true },
};

/**
 * The packs whose purchase makes the account Premium (docs/decisions/0019): the entitlement is
 * read from the purchase rows of these packs in the user's ledger, so it is granted with the
 * purchase, once, and ends only when that purchase is wholly refunded or disputed.
 */
export const PREMIUM_PACKAGE_TYPES = PAID_PACKAGE_TYPES.filter((type) => PACKAGES[type].premiumPerks);

export const isPaidPackage = (value: unknown): value is PaidPackageType =>
  typeof value === "string" && (PAID_PACKAGE_TYPES as readonly string[]).includes(value);

/**
 * What a pack's credits buy, said with two tools (docs/decisions/0038): Restyle Room, the tool the
 * landing sells, and the cheapest tool (the most uses), each count from the pricing table. When
 * Restyle Room is itself the cheapest, the dearest tool stands in for it.
 */
export function creditsWorth(credits: number, costs: CreditCosts = DEFAULT_CREDIT_COSTS) {
  const keys = [...CREDIT_COST_KEYS];
  const cheap = keys.reduce((best, key) => (costs[key] < costs[best] ? key : best));
  const dearest = keys.reduce((best, key) => (costs[key] > costs[best] ? key : best));
  const dear = costs.RESTYLE > costs[cheap] ? "RESTYLE" : dearest;
  const uses = (key: CreditCostKey) => ({ key, count: Math.floor(credits / costs[key]) });
  return { dear: uses(dear), cheap: uses(cheap) };
}

/** How many transformations a number of credits buys at the cheapest tool's price. */
export function transformationsFor(credits: number, costs: CreditCosts = DEFAULT_CREDIT_COSTS): number {
  return Math.floor(credits / Math.min(...Object.values(costs)));
}

/** Number formatting locale for an app language. */
export const moneyLocale = (language: string) => (language === "es" ? "es-ES" : "en-US");

/** A price in the app language's format; whole amounts without cents ($0, $10.99). */
export function formatUsd(cents: number, language = "en"): string {
  const fractionDigits = cents % 100 === 0 ? 0 : 2;
  return new Intl.NumberFormat(moneyLocale(language), {
    style: "currency",
    currency: "USD",
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(cents / 100);
}

/**
 * What Premium brings (texts under credits.packages.features), the same sentences on the pack card,
 * the account's badge and the FAQ: results up to 4K, or "up to 2K" when the active image model makes
 * no 4K (`premiumFourK`), full-resolution uploads and the commercial license.
 */
export const premiumPerks = (premiumFourK: boolean) => [
  premiumFourK ? "fourK" : "upTo2K",
  "fullResolution",
  "commercial",
];

/** What a paid package card lists (texts under credits.packages.features); premium adds its perks. */
export function packageFeatures(packageType: PackageType, premiumFourK: boolean): string[] {
  const base = ["allTools", "neverExpire", "hd"];
  return PACKAGES[packageType].premiumPerks ? [...base, ...premiumPerks(premiumFourK)] : base;
}
