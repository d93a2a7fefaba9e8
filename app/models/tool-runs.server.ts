/**
 * A tool's multipart body as its run: the web app's upload, the no-JavaScript form and Continue
 * Designing all come as one, read here into the same request schema a JSON body goes through.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { findOwnResult, generationNotFound, getGenerationImage, iterationOf } from "./generation-reads.server";
import { imageSlotOf, type AnyTool } from "~/tools";
import { type AnyPreparedRun, requestSchemaOf } from "~/tools/index.server";
import { ApiError } from "~/services/api.server";
import { MAX_UPLOAD_BYTES } from "~/tools/limits";
import { readForm } from "~/utils/form.server";
import { NamedBytes } from "~/utils/named-bytes";

/**
 * The request body may carry each image as base64 (4/3 of its bytes) plus small text fields; a
 * multipart body carries the bytes themselves, so the same limit holds it with room to spare.
 */
export function maxBodyBytes(tool: AnyTool): number {
  return tool.imageSlots.length * Math.ceil((MAX_UPLOAD_BYTES * 4) / 3) + 64 * 1024;
}

/** 413 from Content-Length alone, before the body is read. */
export function assertBodySize(request: Request, tool: AnyTool) {
  const length = Number(request.headers.get("Content-Length") ?? "0");
  if (length > maxBodyBytes(tool))
    throw new ApiError({ status: 413, code: "payload_too_large", message: "tools.errors.bodyTooLarge" });
}

/**
 * A tool's multipart body (the web app's upload and the no-JavaScript form): one file part per
 * image slot, named after the slot, and the text fields (the caller checks the body's size first). The files' bytes go
 * to the pipeline as they are (no base64 round trip), through the same schema, limits and checks as a JSON body.
 * `continueFrom` (Continue Designing) names the user's own result the run goes on from.
 */
export async function readToolForm(
  context: AppLoadContext,
  userId: string,
  request: Request,
  tool: AnyTool,
): Promise<AnyPreparedRun> {
  const { body, iteration } = await runBody(context, userId, tool, await readMultipart(request));
  return withIteration(requestSchemaOf(tool).parse(body), iteration);
}

export async function readMultipart(request: Request): Promise<FormData> {
  return readForm(request).catch((error: unknown) => {
    if (error instanceof Response)
      throw new ApiError({ status: 400, code: "bad_request", message: "common.api.badRequest" });
    throw error;
  });
}

/**
 * The API body a form stands for, and the round of a design it starts when it continues one of
 * the user's results (the result's bytes stand for the photo the tool continues in).
 */
export async function runBody(context: AppLoadContext, userId: string, tool: AnyTool, form: FormData) {
  const body = await toolBody(tool, form);
  const from = await continuedFrom(context, userId, tool, form);
  if (from) Object.assign(body, from.body);
  return { body, iteration: from ? from.iteration + 1 : undefined };
}

export function withIteration(run: AnyPreparedRun, iteration: number | undefined): AnyPreparedRun {
  if (iteration) run.params.iteration = iteration;
  return run;
}

/** Each slot's file as bytes + type, each text field as typed. */
async function toolBody(tool: AnyTool, form: FormData): Promise<Record<string, unknown>> {
  const body: Record<string, unknown> = {};
  for (const slot of tool.imageSlots) {
    const file = form.get(slot.name);
    if (file instanceof File && file.size > 0) {
      body[slot.base64Field] = new NamedBytes(await file.arrayBuffer(), file.name);
      body[slot.mimeField] = file.type || "application/octet-stream";
    }
  }
  for (const field of tool.textFields) {
    const value = form.get(field.name);
    if (typeof value === "string") body[field.name] = value;
  }
  // How many options (docs/decisions/0040): the form's choice is text, the schema takes 1, 2 or 4.
  const options = form.get("options");
  if (tool.offersOptions && typeof options === "string" && options) body.options = Number(options);
  return body;
}

/**
 * Continue Designing (the wizard's, the no-JavaScript form's, a restored draft's): the form's
 * `continueFrom` names one of the user's own results of this tool, whose stored bytes become the
 * photo of the slot the tool continues in (the room), as if uploaded. Someone else's result, or none, is not found.
 */
async function continuedFrom(context: AppLoadContext, userId: string, tool: AnyTool, form: FormData) {
  const id = form.get("continueFrom");
  if (!tool.continuesFromResult || typeof id !== "string" || !id) return null;
  const found = await findOwnResult(context, userId, tool, id);
  if (!found) throw generationNotFound();
  const image = await getGenerationImage(context, userId, found.id, "result");
  const slot = imageSlotOf(tool, tool.continuesFromResult);
  const bytes = new Uint8Array(await new Response(image.body).arrayBuffer());
  return {
    body: { [slot.base64Field]: bytes, [slot.mimeField]: image.mimeType },
    iteration: iterationOf(found.params),
  };
}
