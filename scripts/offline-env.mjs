/** The environment every wrangler run gets here: offline, no telemetry (plus any extras). */
export const offlineEnv = (extra = {}) => ({
  ...process.env,
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  WRANGLER_SEND_METRICS: "false",
  ...extra,
});
