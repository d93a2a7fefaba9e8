/** GET /api/image-editing/pricing: the one pricing table, as every tool screen reads it. */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { apiRoute, json } from "~/services/api.server";

export const loader = apiRoute(async ({ context }: LoaderFunctionArgs) =>
  json({ creditCosts: context.env.CREDIT_COSTS }),
);
