/**
 * POST /api/image-editing/{recolor|clear-space|replace-element|combine-elements|interior-designer|generate-thumbnail}
 * answers the result by its address (`imageUrl`) and, unless asked not to, its bytes (docs/results.md).
 */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { getLanguage } from "~/i18n.server";
import { generationAnswer, runGeneration } from "~/models/generations.server";
import { assertBodySize } from "~/models/tool-runs.server";
import { requireApiUserId } from "~/services/auth.server";
import { toolForEndpointSlug } from "~/tools";
import { ApiError, apiRoute, jsonWithBase64, methodNotAllowed, readJson } from "~/services/api.server";
import { readToolForm } from "~/models/tool-runs.server";
import { requestSchemaOf } from "~/tools/index.server";
import { MAX_UPLOAD_BYTES } from "~/tools/limits";
import type { GenerationAnswer } from "~/utils/api-types";

export const loader = apiRoute(async ({ request, params }) => {
  if (!toolForEndpointSlug(params.tool ?? "")) throw notFound(request);
  methodNotAllowed(request.method);
});

export const action = apiRoute(async ({ request, context, params }: ActionFunctionArgs) => {
  const tool = toolForEndpointSlug(params.tool ?? "");
  if (!tool) throw notFound(request);
  if (request.method !== "POST") methodNotAllowed(request.method);
  const userId = await requireApiUserId(request, context);
  assertBodySize(request, tool);
  // The web app sends the photos' bytes as multipart; API clients send base64 in JSON, decoded as it arrives.
  const base64 = { fields: new Set(tool.imageSlots.map((slot) => slot.base64Field)), maxBytes: MAX_UPLOAD_BYTES };
  const run = isMultipart(request)
    ? await readToolForm(context, userId, request, tool)
    : await readJson(request, requestSchemaOf(tool), base64);
  run.language = await getLanguage(request);
  const result = await runGeneration(context, userId, tool, run);
  // Each result is always named by its address (`imageUrl`, the owner's only); its bytes ride along
  // as `imageBase64` unless the client asked to leave them out (docs/results.md), so a screen that
  // shows the stored image never downloads it twice. They are written into the body as it is sent,
  // never held as one string (docs/decisions/0041).
  const minimal = prefersMinimal(request);
  return jsonWithBase64<GenerationAnswer>(generationAnswer(result, { withImage: !minimal }), {
    headers: minimal ? { "Preference-Applied": "return=minimal" } : {},
  });
});

/**
 * `Prefer: return=minimal` (RFC 7240): the answer names the result by its address and leaves its
 * bytes out (docs/results.md). Any other preference, or none, keeps `imageBase64` as before.
 */
const prefersMinimal = (request: Request) =>
  (request.headers.get("Prefer") ?? "")
    .split(",")
    .some((preference) => preference.split(";")[0].trim().toLowerCase() === "return=minimal");

const notFound = (request: Request) =>
  new ApiError({
    status: 404,
    code: "not_found",
    message: "common.api.notFound",
    params: { path: new URL(request.url).pathname },
  });

const isMultipart = (request: Request) => /^multipart\/form-data\s*;/i.test(request.headers.get("Content-Type") ?? "");
