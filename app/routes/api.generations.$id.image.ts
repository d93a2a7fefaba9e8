/**
 * GET /api/generations/{id}/image — the result image (`?part=before`: the photo it was made
 * from), to its owner only (others get 404).
 * `private, no-cache` with an ETag: the browser keeps a copy but asks before each use, so after
 * sign-out the copy is no longer shown to whoever uses the machine next, and a revisit costs a 304.
 * A result made while the account was Premium names its commercial licence in a `Link` header.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { getGenerationImage } from "~/models/generation-reads.server";
import { requireApiUserId } from "~/services/auth.server";
import { apiRoute } from "~/services/api.server";
import { TERMS_LICENCE_PATH } from "~/utils/paths";

export const loader = apiRoute(async ({ request, context, params }: LoaderFunctionArgs) => {
  const userId = await requireApiUserId(request, context);
  // ?part=before: the photo the result was made from, for a stored result's before/after.
  const part = new URL(request.url).searchParams.get("part") === "before" ? "before" : "result";
  const image = await getGenerationImage(context, userId, params.id ?? "", part);
  const headers = {
    "Cache-Control": "private, no-cache",
    "Content-Security-Policy": "default-src 'none'; sandbox",
    ETag: image.etag,
  };
  if (request.headers.get("If-None-Match") === image.etag) {
    await image.body.cancel();
    return new Response(null, { status: 304, headers });
  }
  return new Response(image.body, {
    headers: {
      ...headers,
      "Content-Type": image.mimeType,
      "Content-Length": String(image.size),
      // The download names its licence (RFC 8288's "license" relation): the terms' section on results.
      ...(image.commercialLicence ? { Link: `<${TERMS_LICENCE_PATH}>; rel="license"` } : {}),
    },
  });
});
