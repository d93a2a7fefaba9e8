/**
 * A tool's unfinished work, kept while its user pays for the credits to run it: the photos in R2
 * under the user's own prefix (so only they can read them, and deleting the account deletes
 * them), the choices and the step beside them. One draft per user and tool, replaced by the next
 * purchase from that tool; the tool page restores it when checkout returns (docs/decisions/0021).
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { z } from "zod";
import { ApiError } from "~/services/api.server";
import { type ValidatedImage, validateImage } from "~/services/images/validate.server";
import { beforeImageSlot, type AnyTool } from "~/tools";
import { toolDraftPath } from "~/utils/paths";
import { findRunAgainSource, generationImageUrl, generationNotFound } from "./generation-reads.server";
import { fitToUploadSide } from "./upload-side.server";
import { userObjectPrefix } from "./users.server";

/** A draft older than this is not offered back: it belongs to some earlier visit. */
export const DRAFT_MAX_AGE_MS = 24 * 60 * 60 * 1000;
const CHOICES = "choices.json";

const draftPrefix = (userId: string, tool: AnyTool) => `${userObjectPrefix(userId)}drafts/${tool.id}/`;
/** Where the browser fetches a draft's photo: the signed-in user's own, never anyone else's. */
export const draftPhotoPath = (tool: AnyTool, slot: string) => `${toolDraftPath(tool.id)}/${slot}`;

export interface ToolDraft {
  step: number;
  fields: Record<string, string>;
  photos: { slot: string; name: string; mimeType: string; url: string }[];
  /**
   * The user's own result the work goes on from (Continue Designing, tool.continuesFromResult):
   * its image is the photo of that slot (among `photos`), and the next run names it instead of
   * uploading it, so it goes on from the stored bytes, one round (`iteration`) later.
   */
  continueFrom: { id: string; iteration: number } | null;
  savedAt: number;
}

const stored = z.object({
  step: z.number().int().min(1),
  fields: z.record(z.string()),
  photos: z.array(z.object({ slot: z.string(), name: z.string(), mimeType: z.string() })),
  continueFrom: z.string().optional(),
  savedAt: z.number(),
});

const invalid = () => new ApiError({ status: 400, code: "invalid_input", message: "common.api.badRequest" });

/**
 * The result a draft goes on from, when the tool continues from its results and the id names one
 * of the user's own succeeded runs of it: kept as its id, read back as the photo of its slot.
 */
async function continuedResult(context: AppLoadContext, userId: string, tool: AnyTool, id: string | undefined) {
  const slot = tool.continuesFromResult;
  const source = slot && id ? await findRunAgainSource(context, userId, tool, id) : undefined;
  if (!slot || !source) return null;
  const { iteration, resultMimeType: mimeType } = source;
  return {
    continueFrom: { id: source.id, iteration },
    photo: { slot, name: tool.downloadFileName({ iteration, mimeType }), mimeType, url: generationImageUrl(source.id) },
  };
}

/** Keeps the form's step, the tool's own text fields and photo slots; anything else is ignored. */
export async function saveToolDraft(context: AppLoadContext, userId: string, tool: AnyTool, form: FormData) {
  const step = Number(form.get("step"));
  if (!Number.isInteger(step) || step < 1 || step > tool.steps.length) throw invalid();
  const fields: Record<string, string> = {};
  for (const field of tool.textFields) {
    const value = form.get(field.name);
    if (typeof value !== "string") continue;
    if (value.length > field.maxLength) throw invalid();
    fields[field.name] = value;
  }
  // Continue Designing: the result it goes on from is named (only the user's own), not uploaded again.
  const continueId = form.get("continueFrom");
  const continued =
    typeof continueId === "string" && continueId ? await continuedResult(context, userId, tool, continueId) : undefined;
  if (continued === null) throw generationNotFound();
  const uploads: (ValidatedImage & { field: string; name: string })[] = [];
  for (const slot of tool.imageSlots) {
    if (slot.name === continued?.photo.slot) continue;
    const file = form.get(slot.name);
    if (!(file instanceof File) || file.size === 0) continue;
    // The same checks as a run's upload: real image bytes, within the size and pixel limits.
    const image = validateImage(slot.base64Field, slot.name, new Uint8Array(await file.arrayBuffer()));
    uploads.push({ ...image, field: slot.base64Field, name: file.name.slice(0, 200) || slot.name });
  }
  // Kept at the size the account may keep, like a run's photo.
  const photos = (await fitToUploadSide(context, userId, uploads)).map((image) => ({
    slot: image.slot,
    name: image.name,
    mimeType: image.mime,
    bytes: image.bytes,
  }));
  const bucket = context.bindings.IMAGES;
  const prefix = draftPrefix(userId, tool);
  await discardToolDraft(context, userId, tool);
  await Promise.all(
    photos.map((photo) =>
      bucket.put(prefix + photo.slot, photo.bytes, { httpMetadata: { contentType: photo.mimeType } }),
    ),
  );
  // Written last: a draft whose photos did not all arrive has no choices and is never offered.
  const choices = {
    step,
    fields,
    photos: photos.map(({ slot, name, mimeType }) => ({ slot, name, mimeType })),
    continueFrom: continued?.continueFrom.id,
  };
  await bucket.put(prefix + CHOICES, JSON.stringify({ ...choices, savedAt: Date.now() }), {
    httpMetadata: { contentType: "application/json" },
  });
}

/** The user's recent draft of this tool, or null. */
export async function readToolDraft(context: AppLoadContext, userId: string, tool: AnyTool): Promise<ToolDraft | null> {
  const object = await context.bindings.IMAGES.get(draftPrefix(userId, tool) + CHOICES);
  if (!object) return null;
  const parsed = stored.safeParse(await object.json().catch(() => null));
  if (!parsed.success || Date.now() - parsed.data.savedAt > DRAFT_MAX_AGE_MS) return null;
  const { step, fields, photos, savedAt } = parsed.data;
  const kept = photos.map((photo) => ({ ...photo, url: draftPhotoPath(tool, photo.slot) }));
  // The result it went on from is looked up again as the user's own; gone, the room is asked for again.
  const continued = await continuedResult(context, userId, tool, parsed.data.continueFrom);
  const lost = parsed.data.continueFrom !== undefined && !continued;
  return {
    step: lost ? 1 : Math.min(step, tool.steps.length),
    fields,
    photos: continued ? [continued.photo, ...kept] : kept,
    continueFrom: continued?.continueFrom ?? null,
    savedAt,
  };
}

/**
 * A stored result's "again" action (`<tool>?again=<generation id>`, the tool module's `again`) as
 * a draft the wizard restores like a checkout's: the step it returns to, the generation's choices
 * and its photo (the one its before/after shows), minus what the action resets. Null when the
 * generation is not one of the user's own succeeded runs of this tool, or the tool has no such action.
 */
export async function againDraft(
  context: AppLoadContext,
  userId: string,
  tool: AnyTool,
  generationId: string,
): Promise<ToolDraft | null> {
  const again = tool.again;
  const source = again ? await findRunAgainSource(context, userId, tool, generationId) : undefined;
  if (!again || !source) return null;
  const reset = "field" in again.resets ? again.resets.field : again.resets.slot;
  const fields: Record<string, string> = {};
  for (const field of tool.textFields) {
    const value = source.params[field.name];
    if (field.name !== reset && typeof value === "string") fields[field.name] = value.slice(0, field.maxLength);
  }
  const slot = beforeImageSlot(tool);
  const mimeType = source.beforeMimeType;
  const photos =
    mimeType && slot !== reset
      ? [{ slot, name: `${slot}.${mimeType.split("/")[1]}`, mimeType, url: generationImageUrl(source.id, "before") }]
      : [];
  // Without its photo (no longer stored) the wizard starts at the upload.
  return {
    step: slot !== reset && !photos.length ? 1 : again.step,
    fields,
    photos,
    continueFrom: null,
    savedAt: Date.now(),
  };
}

/** One photo of the user's draft, or a 404 (no such slot, no draft, or not theirs). */
export async function getDraftPhoto(context: AppLoadContext, userId: string, tool: AnyTool, slot: string) {
  const notFound = new ApiError({ status: 404, code: "not_found", message: "tools.errors.draftNotFound" });
  if (!tool.imageSlots.some((s) => s.name === slot)) throw notFound;
  const object = await context.bindings.IMAGES.get(draftPrefix(userId, tool) + slot);
  if (!object) throw notFound;
  return object;
}

export async function discardToolDraft(context: AppLoadContext, userId: string, tool: AnyTool) {
  const bucket = context.bindings.IMAGES;
  const listed = await bucket.list({ prefix: draftPrefix(userId, tool) });
  if (listed.objects.length) await bucket.delete(listed.objects.map((o) => o.key));
}
