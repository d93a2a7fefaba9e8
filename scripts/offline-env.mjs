/** The environment every wrangler run gets here: offline, no telemetry (plus any extras). */
export const offlineEnv = (extra = {}) => ({
  ...process.env,
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  WRANGLER_SEND_METRICS: "false",
  ...extra,
});

/**
 * wrangler.toml's top level is production; every local run (npm start, the e2e harness, the
 * benches) says it is development, here, so that the choice is explicit and made in one place.
 */
export const DEVELOPMENT_VARS = { ENVIRONMENT: "development" };

/** `wrangler dev` arguments that select development, plus any extra variables. */
export const developmentVarArgs = (extra = {}) =>
  Object.entries({ ...DEVELOPMENT_VARS, ...extra }).flatMap(([name, value]) => ["--var", `${name}:${value}`]);
