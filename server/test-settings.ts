/**
 * Settings per request, for the test suites only: one running Worker serves every test file, and
 * a file that needs other settings (its own prices, a support address, a provider pointed at a
 * loopback fake) sends them with each request instead of starting a Worker of its own.
 *
 * Like fault plans (./faults.ts), the header counts only under the test harness's one switch,
 * FAULT_INJECTION = "on", in development, on a loopback host; production refuses to start with
 * the switch set (./env.ts). The settings are merged over the Worker's own before the
 * configuration is parsed, so they are validated like any other. See docs/decisions/0012.
 */
import { isLoopbackRequest } from "../app/utils/development.server";

/** The request header that carries the settings: a JSON object of variable names to strings. */
export const TEST_SETTINGS_HEADER = "X-Test-Settings";

/** What a request may not change: which world it runs in, and the switch that lets it change things. */
const FIXED = new Set(["ENVIRONMENT", "FAULT_INJECTION"]);

/** Whether this request may carry test-only headers (a raw environment: before it is parsed). */
export const testHooksHonoured = (env: Record<string, unknown>, request: Request) =>
  env.FAULT_INJECTION === "on" && env.ENVIRONMENT === "development" && isLoopbackRequest(request);

export class TestSettingsError extends Error {}

/**
 * The request's settings, when it may carry them and does; null otherwise. A malformed header is
 * the test's own mistake and throws a TestSettingsError that says what is wrong.
 */
export function requestedTestSettings(env: Record<string, unknown>, request: Request): Record<string, string> | null {
  const header = request.headers.get(TEST_SETTINGS_HEADER);
  if (header === null || !testHooksHonoured(env, request)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(header);
  } catch {
    throw new TestSettingsError(`${TEST_SETTINGS_HEADER} is not JSON`);
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed))
    throw new TestSettingsError(`${TEST_SETTINGS_HEADER} must be a JSON object`);
  const settings: Record<string, string> = {};
  for (const [name, value] of Object.entries(parsed)) {
    // A binding (D1, R2, the credit object) is an object in the environment: never replaced by text.
    if (FIXED.has(name) || (name in env && typeof env[name] !== "string"))
      throw new TestSettingsError(`${TEST_SETTINGS_HEADER} cannot change ${name}`);
    if (typeof value !== "string") throw new TestSettingsError(`${TEST_SETTINGS_HEADER}: ${name} must be a string`);
    settings[name] = value;
  }
  return settings;
}
