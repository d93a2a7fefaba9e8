/**
 * The no-JavaScript path of every wizard: a multipart form posted to the tool's page runs the
 * very same pipeline as POST /api/image-editing/* (the tool's request schema → runGeneration), then the
 * page shows the stored result.
 */
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { ZodError } from "zod";
import { getT } from "~/i18n.server";
import { assertBodySize, generationImageUrl, listGenerations, runGeneration } from "~/models/generations.server";
import { getCreditSummary } from "~/models/credits.server";
import { requireUserId } from "~/services/auth.server";
import { fieldLabelKey, type AnyTool, type PreparedRun } from "~/tools";
import { requestSchemaOf } from "./index.server";
import { uploadMaxSide } from "~/tools/limits";
import { tourCookieName, tourStepFrom } from "~/tools/onboarding";
import { readCookie } from "~/services/session.server";
import { ApiError, describeZodError, json } from "~/services/api.server";
import { readForm } from "~/utils/form.server";
import { failIfTestAsks, requestedTestFailure } from "~/utils/test-failure.server";

/** The page form's answer when the run fails: the message, in the user's language. */
export type ToolFormError = { error: string };

/** A tool page's loader data: the stored result `?result=` names, if it is the user's own. */
export interface ToolPageData {
  /** The page's <title>: the tool's name, in the user's language. */
  title: string;
  /** `beforeUrl`: the photo the result was made from, for its before/after. */
  result: { id: string; imageUrl: string; beforeUrl: string; mimeType: string } | null;
  /** Test-only (see test-failure.server.ts): the wizard's step throws while it renders. */
  failWizard: boolean;
  /** How the browser prepares photos: the longest side it keeps (uploadMaxSide). */
  upload: { maxSide: number };
  /** The tool's tour, rendered open in the HTML, on this step (1-based); null once dismissed. */
  tour: { step: number } | null;
}

/**
 * A tool's multipart body (the web app's upload and the no-JavaScript form): one file part per
 * image slot, named after the slot, and the text fields (the caller checks the body's size first). The files' bytes go to the pipeline as
 * they are (no base64 round trip), through the same schema, limits and checks as a JSON body.
 */
export async function readToolForm(request: Request, tool: AnyTool): Promise<PreparedRun> {
  const form = await readForm(request).catch((error: unknown) => {
    if (error instanceof Response)
      throw new ApiError({ status: 400, code: "bad_request", message: "common.api.badRequest" });
    throw error;
  });
  const body: Record<string, unknown> = {};
  for (const slot of tool.imageSlots) {
    const file = form.get(slot.name);
    if (file instanceof File && file.size > 0) {
      body[slot.base64Field] = new Uint8Array(await file.arrayBuffer());
      body[slot.mimeField] = file.type || "application/octet-stream";
    }
  }
  for (const field of tool.textFields) {
    const value = form.get(field.name);
    if (typeof value === "string") body[field.name] = value;
  }
  return requestSchemaOf(tool).parse(body);
}

export function toolFormAction(tool: AnyTool) {
  return async ({ request, context }: ActionFunctionArgs) => {
    const userId = await requireUserId(request, context);
    failIfTestAsks(context, request, "action");
    const t = await getT(request);
    try {
      assertBodySize(request, tool);
      const answer = await runGeneration(context, userId, tool, await readToolForm(request, tool));
      return redirect(`${tool.path}?result=${answer.generationId}`);
    } catch (error) {
      if (error instanceof ApiError) {
        // The page speaks to a person: the field is named by its label, not its API name.
        const labelKey = fieldLabelKey(tool, error.init.params?.field);
        const params = { ...error.init.params, ...(labelKey ? { field: t(labelKey) } : {}) };
        const message = t(error.init.message, { ...params, defaultValue: error.init.message }) as string;
        return json<ToolFormError>({ error: message }, { status: error.init.status });
      }
      if (error instanceof ZodError) {
        return json<ToolFormError>(
          { error: t("common.api.invalidInput", { problems: describeZodError(error) }) },
          { status: 400 },
        );
      }
      throw error;
    }
  };
}

/** `?result=<id>`: one of the user's own finished generations of this tool, else nothing. */
export function toolPageLoader(tool: AnyTool) {
  return async ({ request, context }: LoaderFunctionArgs) => {
    const userId = await requireUserId(request, context);
    failIfTestAsks(context, request, "loader");
    const failWizard = requestedTestFailure(context, request) === "wizard";
    const t = await getT(request);
    const title = t("common.pageTitle", { page: t(tool.nameKey) });
    // Premium accounts keep their photos' full resolution (the account read the shell shares).
    const upload = { maxSide: uploadMaxSide((await getCreditSummary(context, userId))?.premium ?? false) };
    const id = new URL(request.url).searchParams.get("result");
    if (!id) return json<ToolPageData>({ title, result: null, failWizard, upload, tour: tourOnPage(tool, request) });
    const { generations } = await listGenerations(context, userId, { limit: 50 });
    const found = generations.find((g) => g.id === id && g.tool === tool.id);
    return json<ToolPageData>({
      title,
      result: found?.imageUrl
        ? {
            id: found.id,
            imageUrl: found.imageUrl,
            beforeUrl: generationImageUrl(found.id, "before"),
            mimeType: found.mimeType ?? "image/png",
          }
        : null,
      failWizard,
      upload,
      tour: null,
    });
  };
}

/**
 * The tour shows until its cookie says it was dismissed; `?tour=0` is the page a closed tour
 * (without JavaScript, "Don't show this again" unchecked) returns to, `?tour=N` a step of it.
 */
function tourOnPage(tool: AnyTool, request: Request): ToolPageData["tour"] {
  const tour = tool.onboarding;
  const step = new URL(request.url).searchParams.get("tour");
  if (!tour || step === "0" || readCookie(request, tourCookieName(tour))) return null;
  return { step: tourStepFrom(tour, step) };
}
