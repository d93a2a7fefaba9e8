/**
 * Lets the end-to-end tests make a screen fail on purpose, to see where the error renders
 * (docs/error-handling.md). It answers only in development under the test harness's one fault
 * switch, FAULT_INJECTION=on (docs/decisions/0012), which production refuses to start with (the
 * Worker's zod environment). Anywhere else the query is ignored.
 *
 * `?testFailure=loader` throws in a tool page's loader, `action` in its form action, and
 * `wizard` makes the wizard's current step throw while it renders (the page gets that wish in
 * its loader data and hands it to the wizard frame).
 */
import type { AppLoadContext } from "@remix-run/cloudflare";

export const TEST_FAILURE_KINDS = ["loader", "action", "wizard"] as const;
export type TestFailure = (typeof TEST_FAILURE_KINDS)[number];

export function requestedTestFailure(context: Pick<AppLoadContext, "env">, request: Request): TestFailure | null {
  if (context.env.ENVIRONMENT !== "development" || context.env.FAULT_INJECTION !== "on") return null;
  const wanted = new URL(request.url).searchParams.get("testFailure");
  return TEST_FAILURE_KINDS.find((failure) => failure === wanted) ?? null;
}

/**
 * Throws when the request asks for `failure` (in the test environment only). It first reads what
 * the browser is still sending, as a real action does before it fails: an answer sent while a photo
 * is still uploading made the local runtime reset the connection, and the error page never came.
 */
export async function failIfTestAsks(context: Pick<AppLoadContext, "env">, request: Request, failure: TestFailure) {
  if (requestedTestFailure(context, request) !== failure) return;
  if (request.body && !request.bodyUsed) await request.arrayBuffer();
  throw new Error(`test-only failure in a tool page's ${failure} (?testFailure=${failure})`);
}
