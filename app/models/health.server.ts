import type { AppLoadContext } from "@remix-run/cloudflare";

type Check = { status: "ok" } | { status: "error"; message: string };

async function probe(run: () => Promise<unknown>): Promise<Check> {
  try {
    await run();
    return { status: "ok" };
  } catch (error) {
    return { status: "error", message: error instanceof Error ? error.message : String(error) };
  }
}

/** Reads from D1 and R2 so that a broken binding shows here before users find it. */
export async function checkHealth(context: AppLoadContext) {
  const [d1, r2] = await Promise.all([
    probe(() => context.bindings.DB.prepare("SELECT 1 AS ok").first()),
    probe(() => context.bindings.IMAGES.head("health/probe")),
  ]);
  const ok = d1.status === "ok" && r2.status === "ok";
  return {
    status: ok ? ("ok" as const) : ("degraded" as const),
    checks: { d1, r2 },
    environment: context.env.ENVIRONMENT,
    time: new Date().toISOString(),
  };
}
