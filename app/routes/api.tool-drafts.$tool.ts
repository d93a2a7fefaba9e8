/**
 * POST (multipart: step, the tool's text fields, one file per photo slot): keeps the signed-in
 * user's unfinished work in this tool while they pay for credits; checkout returns to the tool,
 * which puts it back. DELETE forgets it. See app/models/tool-drafts.server.ts.
 */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { assertBodySize } from "~/models/tool-runs.server";
import { discardToolDraft, saveToolDraft } from "~/models/tool-drafts.server";
import { requireApiUserId } from "~/services/auth.server";
import { ApiError, apiRoute, methodNotAllowed } from "~/services/api.server";
import { getTool } from "~/tools";
import { readForm } from "~/utils/form.server";

export const action = apiRoute(async ({ request, context, params }: ActionFunctionArgs) => {
  if (request.method !== "POST" && request.method !== "DELETE") methodNotAllowed(request.method, "POST, DELETE");
  const userId = await requireApiUserId(request, context);
  const tool = getTool(params.tool ?? "");
  if (!tool) throw new ApiError({ status: 404, code: "not_found", message: "tools.errors.draftNotFound" });
  if (request.method === "DELETE") await discardToolDraft(context, userId, tool);
  else {
    assertBodySize(request, tool);
    const form = await readForm(request).catch(() => {
      throw new ApiError({ status: 400, code: "bad_request", message: "common.api.badRequest" });
    });
    await saveToolDraft(context, userId, tool, form);
  }
  return new Response(null, { status: 204 });
});

export const loader = apiRoute(async ({ request }) => methodNotAllowed(request.method, "POST, DELETE"));
