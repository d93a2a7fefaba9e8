/**
 * What `npm run deploy` checks before it publishes: the top-level wrangler configuration is
 * production, every production setting is present (the same rules the Worker itself applies at
 * request time, see env.ts), no setting still carries a development value, and secrets are
 * secrets. Pure, so the rules are unit-tested; scripts/deploy.ts gathers the inputs.
 */
import { ConfigurationError, DEVELOPMENT_SESSION_SECRET, parseEnv } from "./env";

export interface DeployInputs {
  /** The top-level `[vars]` of wrangler.toml. */
  vars: Record<string, unknown>;
  /** Names of the secrets already set on the Worker (`wrangler secret list`). */
  secretNames: string[];
  /** The `database_id` of every D1 binding. */
  d1DatabaseIds: string[];
  /** The names of the `send_email` bindings. */
  sendEmailBindings: string[];
}

/** The binding EMAIL_PROVIDER=cloudflare sends through. */
export const EMAIL_BINDING = "EMAIL";

/** Settings whose value must never sit in wrangler.toml, where anyone with the repository reads it. */
export const SECRET_SETTINGS = [
  "SESSION_SECRET",
  "EMAIL_API_KEY",
  "STRIPE_SECRET_KEY",
  "STRIPE_WEBHOOK_SECRET",
  "GOOGLE_CLIENT_SECRET",
  "FACEBOOK_CLIENT_SECRET",
  "GEMINI_API_KEY",
  "OPENAI_API_KEY",
] as const;

/** Stands in for a secret's value, which `wrangler secret list` does not reveal: only its presence counts. */
const PRESENT_SECRET = "set-with-wrangler-secret-put-value-not-readable-here";
const PLACEHOLDER_DATABASE_ID = /^0{8}-0{4}-0{4}-0{4}-0{12}$/;
const LOOPBACK_URL = /^https?:\/\/(localhost|127\.\d+\.\d+\.\d+|\[::1\])(:\d+)?(\/|$)/i;

/** Every reason not to deploy, or an empty list. */
export function deployPreflightProblems({
  vars,
  secretNames,
  d1DatabaseIds,
  sendEmailBindings,
}: DeployInputs): string[] {
  const problems: string[] = [];
  if (vars.ENVIRONMENT !== "production")
    problems.push(
      `ENVIRONMENT is ${JSON.stringify(vars.ENVIRONMENT ?? null)} in wrangler.toml's [vars]; ` +
        'the top level must be "production"',
    );
  for (const name of SECRET_SETTINGS)
    if (typeof vars[name] === "string" && vars[name] !== "")
      problems.push(`${name} is written in wrangler.toml; remove it and run \`wrangler secret put ${name}\``);
  if (vars.SESSION_SECRET === DEVELOPMENT_SESSION_SECRET) problems.push("SESSION_SECRET is the development secret");
  for (const [name, value] of Object.entries(vars))
    if (typeof value === "string" && LOOPBACK_URL.test(value))
      problems.push(`${name} points at this machine (${value}), a development value`);
  if (typeof vars.APP_URL === "string" && vars.APP_URL.startsWith("http:"))
    problems.push("APP_URL must be https in production");
  for (const id of d1DatabaseIds)
    if (PLACEHOLDER_DATABASE_ID.test(id))
      problems.push(
        "the D1 database_id is still the placeholder; " +
          "run `wrangler d1 create roommuse` and put its id in wrangler.toml",
      );
  if (vars.EMAIL_PROVIDER === "cloudflare" && !sendEmailBindings.includes(EMAIL_BINDING))
    problems.push(
      `EMAIL_PROVIDER is "cloudflare" but wrangler.toml has no [[send_email]] binding named ${EMAIL_BINDING}`,
    );
  for (const name of ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET"])
    if (!secretNames.includes(name)) problems.push(`${name} is not set: production cannot sell credits without Stripe`);

  const presentSecrets = Object.fromEntries(secretNames.map((name) => [name, PRESENT_SECRET]));
  try {
    parseEnv({ ...vars, ENVIRONMENT: "production", ...presentSecrets });
  } catch (error) {
    if (!(error instanceof ConfigurationError)) throw error;
    problems.push(...error.problems);
  }
  return [...new Set(problems)];
}
