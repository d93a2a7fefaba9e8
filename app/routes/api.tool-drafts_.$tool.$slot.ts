/**
 * GET one photo of the signed-in user's draft in a tool (see api.tool-drafts.$tool.ts): the key
 * is built from the session's user, so no one reads another's photo. Not kept by the browser.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { getDraftPhoto } from "~/models/tool-drafts.server";
import { requireApiUserId } from "~/services/auth.server";
import { ApiError, apiRoute } from "~/services/api.server";
import { getTool } from "~/tools";

export const loader = apiRoute(async ({ request, context, params }: LoaderFunctionArgs) => {
  const userId = await requireApiUserId(request, context);
  const tool = getTool(params.tool ?? "");
  if (!tool) throw new ApiError({ status: 404, code: "not_found", message: "tools.errors.draftNotFound" });
  const photo = await getDraftPhoto(context, userId, tool, params.slot ?? "");
  return new Response(photo.body, {
    headers: {
      "Content-Type": photo.httpMetadata?.contentType ?? "application/octet-stream",
      "Content-Length": String(photo.size),
      "Cache-Control": "private, no-store",
      "Content-Security-Policy": "default-src 'none'; sandbox",
    },
  });
});
