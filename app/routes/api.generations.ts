/**
 * GET /api/generations?limit=&cursor=&results=1 — the signed-in user's own generations, newest
 * first; `results=1` keeps only the finished ones, which have an image to show.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { listGenerations } from "~/models/generation-reads.server";
import { requireApiUserId } from "~/services/auth.server";
import { apiRoute, json } from "~/services/api.server";

const query = z.object({
  limit: z.coerce.number().int().min(1).max(100).optional(),
  cursor: z.string().max(100).optional(),
  results: z.literal("1").optional(),
});

export const loader = apiRoute(async ({ request, context }: LoaderFunctionArgs) => {
  const userId = await requireApiUserId(request, context);
  const { limit, cursor, results } = query.parse(Object.fromEntries(new URL(request.url).searchParams));
  return json(await listGenerations(context, userId, { limit, cursor, results: results === "1" }));
});
