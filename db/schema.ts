/**
 * The one schema of RoomMuse. drizzle-kit generates migrations/ from this file;
 * wrangler applies them to D1. Timestamps are milliseconds since the epoch.
 */
import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

/** How someone proved who they are: an e-mailed magic link, or an OAuth provider. */
export const SIGN_IN_METHODS = ["email", "google", "facebook"] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];
export type SignInMethods = Partial<Record<SignInMethod, { first: number; last: number }>>;

const now = sql`(cast(unixepoch('subsecond') * 1000 as integer))`;
const createdAt = () => integer("created_at").notNull().default(now);

export const userProfiles = sqliteTable(
  "user_profiles",
  {
    id: text("id").primaryKey(),
    email: text("email").notNull(),
    name: text("name"),
    avatarUrl: text("avatar_url"),
    /** Projection of the balance in the user's CreditAccount object (reporting; may lag). */
    credits: integer("credits").notNull().default(0),
    totalCreditsPurchased: integer("total_credits_purchased").notNull().default(0),
    totalCreditsSpent: integer("total_credits_spent").notNull().default(0),
    totalGenerations: integer("total_generations").notNull().default(0),
    locale: text("locale"),
    /**
     * The ways this person has signed in, each with its first and latest use (ms). Kept on the
     * profile row so the account page reads them with the profile, in the same round trip. Null
     * for accounts that have not signed in since it was recorded.
     */
    signInMethods: text("sign_in_methods", { mode: "json" }).$type<SignInMethods>(),
    /**
     * When the app first greeted this account with its free credits (ms): the welcome shows once
     * per account, on whichever device comes first. Accounts older than the welcome count as greeted.
     */
    welcomedAt: integer("welcomed_at"),
    createdAt: createdAt(),
    updatedAt: integer("updated_at").notNull().default(now),
  },
  (t) => [
    uniqueIndex("user_profiles_email_unique").on(t.email),
    check("user_profiles_credits_not_negative", sql`${t.credits} >= 0`),
  ],
);

/**
 * A projection of every user's ledger, for reporting. The ledger of record is in each user's
 * CreditAccount Durable Object (its own SQLite); the object copies its rows here through an
 * outbox, by id, so this may lag by seconds and no money decision reads it. Rows written here
 * before the object kept the ledger are imported into it on the account's first touch.
 */
export const creditTransactions = sqliteTable(
  "credit_transactions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => userProfiles.id, { onDelete: "cascade" }),
    amount: integer("amount").notNull(),
    balanceAfter: integer("balance_after").notNull(),
    reason: text("reason").notNull(),
    metadata: text("metadata", { mode: "json" }).$type<Record<string, unknown>>(),
    idempotencyKey: text("idempotency_key").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // Keys are unique per account (each object holds its own); the projection mirrors that.
    uniqueIndex("credit_transactions_user_key_unique").on(t.userId, t.idempotencyKey),
    index("credit_transactions_user_created_idx").on(t.userId, t.createdAt),
  ],
);

/** Browser sessions and API sessions. The cookie or token holds a secret; only its hash is stored. */
export const sessions = sqliteTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    tokenHash: text("token_hash").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => userProfiles.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["web", "api"] })
      .notNull()
      .default("web"),
    /**
     * The e-mail the user signed in with, kept so a screen can still name the user when the
     * profile cannot load (docs/product-rules.md). E-mails never change; the profile stays the source.
     */
    email: text("email"),
    userAgent: text("user_agent"),
    createdAt: createdAt(),
    /**
     * When the user last proved who they are (a magic link, an OAuth sign-in) in the chain this
     * session came from: a session minted or refreshed from another inherits it, never resets it
     * (docs/decisions/0032). 0: never, so a sensitive action asks for a sign-in first.
     */
    authenticatedAt: integer("authenticated_at").notNull().default(0),
    lastSeenAt: integer("last_seen_at").notNull().default(now),
    expiresAt: integer("expires_at").notNull(),
  },
  (t) => [uniqueIndex("sessions_token_hash_unique").on(t.tokenHash), index("sessions_user_idx").on(t.userId)],
);

/** Magic-link tokens: single use, short lived, stored as a hash. */
export const oneTimeTokens = sqliteTable(
  "one_time_tokens",
  {
    id: text("id").primaryKey(),
    tokenHash: text("token_hash").notNull(),
    email: text("email").notNull(),
    purpose: text("purpose").notNull().default("magic_link"),
    redirectTo: text("redirect_to"),
    createdAt: createdAt(),
    expiresAt: integer("expires_at").notNull(),
    usedAt: integer("used_at"),
  },
  (t) => [
    uniqueIndex("one_time_tokens_token_hash_unique").on(t.tokenHash),
    index("one_time_tokens_email_idx").on(t.email),
  ],
);

/** Rotating refresh tokens of API sessions; a reused (already rotated) token revokes its session. */
export const refreshTokens = sqliteTable(
  "refresh_tokens",
  {
    id: text("id").primaryKey(),
    tokenHash: text("token_hash").notNull(),
    sessionId: text("session_id")
      .notNull()
      .references(() => sessions.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => userProfiles.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    expiresAt: integer("expires_at").notNull(),
    rotatedAt: integer("rotated_at"),
    /** The token this one was issued in exchange for; that one is still taken for a few seconds. */
    replacesId: text("replaces_id"),
  },
  (t) => [
    uniqueIndex("refresh_tokens_token_hash_unique").on(t.tokenHash),
    index("refresh_tokens_session_idx").on(t.sessionId),
  ],
);

/** Short-lived handoff of a session to the browser extension, read once. */
export const extensionHandoffs = sqliteTable("extension_handoffs", {
  stateHash: text("state_hash").primaryKey(),
  payload: text("payload").notNull(),
  /** S256 challenge the extension sent when it started; reading needs its verifier. Null: unreadable. */
  codeChallenge: text("code_challenge"),
  /** Which of our registered extensions asked, by its id (named on the confirmation page). */
  client: text("client"),
  /**
   * SHA-256 of the one-time code sent only to that extension's own redirect URI: reading needs
   * it as well as the verifier, so a link written by someone else delivers nothing to them. Null: unreadable.
   */
  codeHash: text("code_hash"),
  createdAt: createdAt(),
  expiresAt: integer("expires_at").notNull(),
});

/**
 * The addresses whose welcome bonus was spent by an account since deleted, as an HMAC of the
 * address keyed by a server secret (never the address): kept after the deletion for this one
 * purpose, so re-joining with the same address grants no second bonus (docs/decisions/0033).
 */
export const spentWelcomeBonuses = sqliteTable("spent_welcome_bonuses", {
  addressHash: text("address_hash").primaryKey(),
  createdAt: createdAt(),
});

/** Fixed-window counters for rate limits (magic-link sends, etc.). */
export const rateLimits = sqliteTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStart: integer("window_start").notNull(),
  count: integer("count").notNull(),
});

/** One row per transformation: what was asked, what it cost, where its images are in R2. */
export const generations = sqliteTable(
  "generations",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => userProfiles.id, { onDelete: "cascade" }),
    tool: text("tool").notNull(),
    /** "expired": given up by the sweeper of abandoned generations, its refund under way. */
    status: text("status", { enum: ["pending", "processing", "succeeded", "failed", "expired"] })
      .notNull()
      .default("pending"),
    cost: integer("cost").notNull(),
    provider: text("provider"),
    params: text("params", { mode: "json" }).$type<Record<string, unknown>>(),
    inputKeys: text("input_keys", { mode: "json" }).$type<string[]>().notNull(),
    outputKey: text("output_key"),
    outputMime: text("output_mime"),
    error: text("error"),
    refunded: integer("refunded", { mode: "boolean" }).notNull().default(false),
    /**
     * A failed generation whose debit may stand unrefunded (the refund itself failed, or the
     * debit's answer was lost): the sweeper of abandoned generations refunds it or, when no
     * debit exists, clears the flag.
     */
    refundDue: integer("refund_due", { mode: "boolean" }).notNull().default(false),
    /**
     * Made while the account was Premium (judged at the debit): the result carries the
     * commercial licence, for good (docs/decisions/0019).
     */
    commercialLicence: integer("commercial_licence", { mode: "boolean" }).notNull().default(false),
    createdAt: createdAt(),
    startedAt: integer("started_at"),
    completedAt: integer("completed_at"),
    durationMs: integer("duration_ms"),
    /**
     * The run this generation is one option of, when a run made several (docs/decisions/0040):
     * its one debit is the ledger's `generation:<batchId>`, and each option is refunded as a part
     * of it. Null for a run of one, whose debit is the generation's own.
     */
    batchId: text("batch_id"),
  },
  (t) => [
    index("generations_user_created_idx").on(t.userId, t.createdAt),
    index("generations_status_created_idx").on(t.status, t.createdAt),
    index("generations_refund_due_idx").on(t.createdAt).where(sql`${t.refundDue} = 1`),
  ],
);

/** A checkout started for a package; the package recorded here decides what is granted. */
export const checkoutSessions = sqliteTable(
  "checkout_sessions",
  {
    id: text("id").primaryKey(),
    stripeSessionId: text("stripe_session_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => userProfiles.id, { onDelete: "cascade" }),
    packageType: text("package_type").notNull(),
    credits: integer("credits").notNull(),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull().default("usd"),
    provider: text("provider", { enum: ["stripe", "local"] }).notNull(),
    /**
     * "review": a payment report disagreed with the recorded price or currency; nothing was granted.
     * "refunded": the charge was refunded in full or disputed and the purchase's credits were taken back.
     * "partially_refunded": part of the price was refunded and that share of the credits taken back.
     */
    status: text("status", {
      enum: ["open", "completed", "expired", "failed", "review", "partially_refunded", "refunded"],
    })
      .notNull()
      .default("open"),
    creditsGranted: integer("credits_granted").notNull().default(0),
    /** Why the checkout awaits review: what the payment report said was paid. */
    reviewNote: text("review_note"),
    grantedAt: integer("granted_at"),
    /** Stripe's PaymentIntent of the paid checkout: how a refund or dispute of its charge finds it. */
    stripePaymentIntentId: text("stripe_payment_intent_id"),
    /** What refunds or disputes took back in all, and what they could not take (already spent). */
    reversedCredits: integer("reversed_credits").notNull().default(0),
    shortfallCredits: integer("shortfall_credits").notNull().default(0),
    /**
     * The app page the buyer left to pay (a tool, when bought from inside it): checkout returns
     * there, paid or cancelled. Null: the dashboard. Checked as an app path before it is stored.
     */
    returnPath: text("return_path"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("checkout_sessions_stripe_session_id_unique").on(t.stripeSessionId),
    index("checkout_sessions_payment_intent_idx").on(t.stripePaymentIntentId),
    index("checkout_sessions_user_idx").on(t.userId),
  ],
);

/**
 * A refund or dispute whose charge's purchase was not granted here yet (Stripe does not promise
 * the order of its events). Kept until the grant lands, which applies it (docs/decisions/0014).
 */
export const pendingReversals = sqliteTable(
  "pending_reversals",
  {
    eventId: text("event_id").primaryKey(),
    paymentIntentId: text("payment_intent_id").notNull(),
    chargeId: text("charge_id").notNull(),
    cause: text("cause", { enum: ["refund", "dispute"] }).notNull(),
    /** The charge's cumulative `amount_refunded` and `amount` (null for a dispute: the whole charge). */
    amountRefunded: integer("amount_refunded"),
    amount: integer("amount"),
    appliedAt: integer("applied_at"),
    receivedAt: createdAt(),
  },
  (t) => [index("pending_reversals_payment_intent_idx").on(t.paymentIntentId)],
);

/** Stripe webhook events already handled, so a replay changes nothing. */
export const processedWebhookEvents = sqliteTable("processed_webhook_events", {
  eventId: text("event_id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: createdAt(),
});

/** The development mailbox: e-mails the dev adapter "sends". Never used in production. */
export const devMailbox = sqliteTable(
  "dev_mailbox",
  {
    id: text("id").primaryKey(),
    toEmail: text("to_email").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    links: text("links", { mode: "json" }).$type<string[]>().notNull(),
    sentAt: createdAt(),
  },
  (t) => [index("dev_mailbox_to_idx").on(t.toEmail, t.sentAt)],
);

export type UserProfile = typeof userProfiles.$inferSelect;
export type CreditTransaction = typeof creditTransactions.$inferSelect;
export type Generation = typeof generations.$inferSelect;
export type CheckoutSession = typeof checkoutSessions.$inferSelect;
