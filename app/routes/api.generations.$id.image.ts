/** GET /api/generations/{id}/image — the result image, to its owner only (others get 404). */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { getGenerationImage } from "~/models/generations.server";
import { requireApiUserId } from "~/services/auth.server";
import { apiRoute } from "~/utils/api.server";

export const loader = apiRoute(async ({ request, context, params }: LoaderFunctionArgs) => {
  const userId = await requireApiUserId(request, context);
  const image = await getGenerationImage(context, userId, params.id ?? "");
  return new Response(image.body, {
    headers: {
      "Content-Type": image.mimeType,
      "Content-Length": String(image.size),
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, max-age=3600",
      "Content-Security-Policy": "default-src 'none'; sandbox",
      ETag: image.etag,
    },
  });
});
