/**
 * The Worker's configuration, parsed once per request with zod.
 * Production is the default. Development (chosen explicitly by the local commands) runs on
 * embedded defaults; production refuses to serve at all on one.
 */
import { z } from "zod";
import { parseExtensionIds } from "../app/models/extension-clients";
import { parseCreditCosts } from "../app/models/pricing";

/** The Worker's bindings, as `wrangler types` reads them from wrangler.toml (worker-configuration.d.ts). */
export type Bindings = Env;

/** Development-only fallback secret, so `npm start` works with no configuration. */
export const DEVELOPMENT_SESSION_SECRET = "roommuse-development-secret-do-not-use-in-production";

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== "" ? v.trim() : undefined));
const optionalUrl = optionalString.pipe(z.string().url().optional());
const optionalPositiveInt = optionalString.pipe(z.coerce.number().int().positive().optional());

export const envSchema = z
  .object({
    /** Production unless a local run says otherwise: a Worker that forgets to say is not development. */
    ENVIRONMENT: z.enum(["development", "production"]).default("production"),
    /** Public origin of the app, e.g. https://roommuse.example. Required in production. */
    APP_URL: optionalUrl,
    /** Signs session cookies and API access tokens. At least 32 characters. */
    SESSION_SECRET: optionalString.pipe(z.string().min(32).optional()),

    // E-mail (magic links): the dev mailbox, Cloudflare's send_email binding, or a Resend-shaped HTTP API
    EMAIL_PROVIDER: z.enum(["dev", "cloudflare", "http"]).default("dev"),
    EMAIL_API_URL: optionalUrl,
    EMAIL_API_KEY: optionalString,
    EMAIL_FROM: optionalString,

    // OAuth providers
    GOOGLE_CLIENT_ID: optionalString,
    GOOGLE_CLIENT_SECRET: optionalString,
    GOOGLE_AUTHORIZATION_URL: optionalUrl,
    GOOGLE_TOKEN_URL: optionalUrl,
    GOOGLE_USERINFO_URL: optionalUrl,
    FACEBOOK_CLIENT_ID: optionalString,
    FACEBOOK_CLIENT_SECRET: optionalString,
    FACEBOOK_AUTHORIZATION_URL: optionalUrl,
    FACEBOOK_TOKEN_URL: optionalUrl,
    FACEBOOK_USERINFO_URL: optionalUrl,

    /**
     * The browser extensions that may receive a session, by id: `browser:id` entries separated by
     * commas (browser: chrome, edge or firefox). None by default: the handoff is then refused.
     */
    EXTENSION_IDS: optionalString.transform((text, ctx) => {
      const parsed = parseExtensionIds(text);
      if ("extensions" in parsed) return parsed.extensions;
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: parsed.problem });
      return z.NEVER;
    }),

    // Payments
    STRIPE_SECRET_KEY: optionalString,
    STRIPE_WEBHOOK_SECRET: optionalString,
    /** Points stripe-node at another host (tests use a loopback fake), e.g. http://127.0.0.1:12111 */
    STRIPE_API_URL: optionalUrl,

    // Image models
    MODEL_PROVIDER: z.enum(["local", "workers-ai", "gemini", "openai"]).default("local"),
    MODEL_TIMEOUT_MS: optionalPositiveInt,
    WORKERS_AI_MODEL: optionalString,
    GEMINI_API_KEY: optionalString,
    GEMINI_API_URL: optionalUrl,
    GEMINI_MODEL: optionalString,
    OPENAI_API_KEY: optionalString,
    OPENAI_API_URL: optionalUrl,
    OPENAI_MODEL: optionalString,
    /** The vision check that a room photo shows a room, before the debit: "off" skips it. */
    ROOM_CHECK: z.enum(["on", "off"]).default("on"),
    /** The model the check asks, when not the active provider's default for it. */
    ROOM_CHECK_MODEL: optionalString,

    /** Overrides of the pricing table, as JSON: {"RECOLOR": 12}. Parsed into the whole table. */
    CREDIT_COSTS: optionalString.transform((json, ctx) => {
      const parsed = parseCreditCosts(json);
      if ("costs" in parsed) return parsed.costs;
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: parsed.problem });
      return z.NEVER;
    }),
    /** Support address shown on the contact, legal and deletion pages. */
    SUPPORT_EMAIL: optionalString,
    /**
     * The one test switch (docs/decisions/0012, 0028): "on" lets a request carry a fault plan for the
     * bindings (server/faults.ts) and settings of its own (server/test-settings.ts), and make a tool
     * page fail on purpose (app/utils/test-failure.server.ts).
     * Only the test harness sets it; it counts only in development, and production refuses it.
     */
    FAULT_INJECTION: optionalString.pipe(z.literal("on").optional()),

    /**
     * Milliseconds added to every D1 call / Durable Object call, to play faraway services on one
     * machine (npm run bench:latency). Refused in production.
     */
    SIMULATED_D1_DELAY_MS: optionalPositiveInt,
    SIMULATED_DO_DELAY_MS: optionalPositiveInt,
  })
  .superRefine((env, ctx) => {
    if (env.ENVIRONMENT !== "production") return;
    if (env.FAULT_INJECTION)
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ["FAULT_INJECTION"],
        message: "FAULT_INJECTION is for the test harness and cannot be set in production",
      });
    const require = (key: keyof typeof env, why: string) => {
      if (!env[key])
        ctx.addIssue({
          code: z.ZodIssueCode.custom,
          path: [key],
          message: `${key} is required in production (${why})`,
        });
    };
    require("APP_URL", "links in e-mails and OAuth callbacks need the public origin");
    require("SESSION_SECRET", "sessions and API tokens are signed with it");
    if (env.EMAIL_PROVIDER === "dev") {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ["EMAIL_PROVIDER"],
        message:
          "EMAIL_PROVIDER=dev (the development mailbox) cannot serve production; " +
          "set EMAIL_PROVIDER=cloudflare or EMAIL_PROVIDER=http",
      });
    } else if (env.EMAIL_PROVIDER === "cloudflare") {
      require("EMAIL_FROM", "the sender address, on a domain onboarded to Cloudflare Email Sending");
    } else {
      require("EMAIL_API_URL", "the e-mail provider endpoint");
      require("EMAIL_API_KEY", "the e-mail provider key");
      require("EMAIL_FROM", "the sender address");
    }
    if (env.MODEL_PROVIDER === "local") {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ["MODEL_PROVIDER"],
        message: "MODEL_PROVIDER=local (the development image engine) cannot serve paid production traffic",
      });
    }
    if (env.MODEL_PROVIDER === "gemini") require("GEMINI_API_KEY", "MODEL_PROVIDER=gemini");
    if (env.MODEL_PROVIDER === "openai") require("OPENAI_API_KEY", "MODEL_PROVIDER=openai");
    if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET)
      require("STRIPE_WEBHOOK_SECRET", "webhooks must be verified");
    for (const name of ["SIMULATED_D1_DELAY_MS", "SIMULATED_DO_DELAY_MS"] as const)
      if (env[name])
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: [name], message: "is for benches, never production" });
  })
  // Only after the production checks above: a development run signs with the development secret.
  .transform((env) => ({ ...env, SESSION_SECRET: env.SESSION_SECRET ?? DEVELOPMENT_SESSION_SECRET }));

export type AppEnv = z.output<typeof envSchema>;

export class ConfigurationError extends Error {
  constructor(public readonly problems: string[]) {
    super(`RoomMuse is misconfigured:\n- ${problems.join("\n- ")}`);
    this.name = "ConfigurationError";
  }
}

/** Parses the Worker env; throws a ConfigurationError that names every problem at once. */
export function parseEnv(raw: Record<string, unknown>): AppEnv {
  const result = envSchema.safeParse(raw);
  if (!result.success) {
    throw new ConfigurationError(
      result.error.issues.map((i) => (i.path.length ? `${i.path.join(".")}: ${i.message}` : i.message)),
    );
  }
  return result.data;
}

/** The one definition; app code reads it as `context.isProduction`. */
export const isProduction = (env: AppEnv) => env.ENVIRONMENT === "production";
