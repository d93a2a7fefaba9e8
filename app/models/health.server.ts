import type { AppLoadContext } from "@remix-run/cloudflare";
import { getModelProvider } from "~/services/image-providers/index.server";
import { roomCheckStatus } from "./room-check.server";

type Check = { status: "ok" } | { status: "error"; message: string };

async function probe(run: () => Promise<unknown>): Promise<Check> {
  try {
    await run();
    return { status: "ok" };
  } catch (error) {
    return { status: "error", message: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * Reads from D1 and R2 so that a broken binding shows here before users find it, and names the
 * image provider and model in use (the ids only: never a key).
 */
export async function checkHealth(context: AppLoadContext) {
  const [d1, r2] = await Promise.all([
    probe(() => context.bindings.DB.prepare("SELECT 1 AS ok").first()),
    probe(() => context.bindings.IMAGES.head("health/probe")),
  ]);
  const provider = getModelProvider(context);
  const ok = d1.status === "ok" && r2.status === "ok";
  return {
    status: ok ? ("ok" as const) : ("degraded" as const),
    checks: { d1, r2 },
    imageModel: { provider: provider.name, model: provider.model },
    /** The vision check before the debit that a room photo shows a room: on (with its model) or off, and why. */
    roomCheck: roomCheckStatus(context, provider),
    environment: context.env.ENVIRONMENT,
    time: new Date().toISOString(),
  };
}
