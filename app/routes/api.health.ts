import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { checkHealth } from "~/models/health.server";
import { apiRoute, json } from "~/services/api.server";

export const loader = apiRoute(async ({ context }: LoaderFunctionArgs) => {
  const report = await checkHealth(context);
  return json(report, { status: report.status === "ok" ? 200 : 503 });
});
