/**
 * POST /api/image-editing/{recolor|clear-space|replace-element|combine-elements|interior-designer|generate-thumbnail}
 */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { assertBodySize, runGeneration } from "~/models/generations.server";
import { getLanguage } from "~/i18n.server";
import { requireApiUserId } from "~/services/auth.server";
import { toolForEndpointSlug } from "~/tools";
import { ApiError, apiRoute, json, methodNotAllowed, readJson } from "~/services/api.server";
import { readToolForm } from "~/tools/form.server";
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
  return json<GenerationAnswer>(await runGeneration(context, userId, tool, run));
});

const notFound = (request: Request) =>
  new ApiError({
    status: 404,
    code: "not_found",
    message: "common.api.notFound",
    params: { path: new URL(request.url).pathname },
  });

const isMultipart = (request: Request) => /^multipart\/form-data\s*;/i.test(request.headers.get("Content-Type") ?? "");
