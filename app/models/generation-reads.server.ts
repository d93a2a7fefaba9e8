/**
 * Reading the user's generations: their list (the designs page, the API), one of them, the images
 * of a result, and what running a tool again from one starts from. Only ever the user's own: any
 * other id reads as not found. The run that makes them is ./generations.server.ts.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, desc, eq, isNotNull, lt, or } from "drizzle-orm";
import { generations } from "../../db/schema";
import { MIME_BY_FORMAT, type ImageFormat } from "~/services/images/sniff";
import { beforeImageSlot, getTool, type AnyTool } from "~/tools";
import { ApiError, invalidInput } from "~/services/api.server";

/** The file extension a stored image's key ends with, by its format. */
export const EXTENSION: Record<ImageFormat, string> = { png: "png", jpeg: "jpg", webp: "webp" };

export interface GenerationSummary {
  id: string;
  tool: string;
  status: string;
  cost: number;
  params: Record<string, unknown> | null;
  createdAt: number;
  completedAt: number | null;
  refunded: boolean;
  mimeType: string | null;
  /** Made while the account was Premium: the result carries the commercial licence. */
  commercialLicence: boolean;
  /** Where the result image is served, when there is one. */
  imageUrl: string | null;
}

export const GENERATIONS_PAGE_SIZE = 20;

/**
 * The user's own generations, newest first. `cursor` is the last item's `createdAt:id` of the
 * previous page; `results` keeps only the finished ones, which have an image to open.
 */
export async function listGenerations(
  context: AppLoadContext,
  userId: string,
  options: { limit?: number; cursor?: string | null; results?: boolean } = {},
) {
  const limit = Math.min(Math.max(options.limit ?? GENERATIONS_PAGE_SIZE, 1), 100);
  const cursor = parseCursor(options.cursor);
  const rows = await context.db
    .select()
    .from(generations)
    .where(
      and(
        eq(generations.userId, userId),
        options.results ? and(eq(generations.status, "succeeded"), isNotNull(generations.outputKey)) : undefined,
        cursor
          ? or(
              lt(generations.createdAt, cursor.createdAt),
              and(eq(generations.createdAt, cursor.createdAt), lt(generations.id, cursor.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(generations.createdAt), desc(generations.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const items = page.map(summaryOf);
  const last = page[page.length - 1];
  return { generations: items, nextCursor: rows.length > limit && last ? `${last.createdAt}:${last.id}` : null };
}

function summaryOf(row: typeof generations.$inferSelect): GenerationSummary {
  return {
    id: row.id,
    tool: row.tool,
    status: row.status,
    cost: row.cost,
    params: row.params ?? null,
    createdAt: row.createdAt,
    completedAt: row.completedAt,
    refunded: row.refunded,
    mimeType: row.outputMime,
    commercialLicence: row.commercialLicence,
    imageUrl: row.status === "succeeded" && row.outputKey ? generationImageUrl(row.id) : null,
  };
}

/** One of the user's own generations by its id, however old (someone else's: undefined). */
export async function findGeneration(
  context: AppLoadContext,
  userId: string,
  id: string,
): Promise<GenerationSummary | undefined> {
  const row = await context.db
    .select()
    .from(generations)
    .where(and(eq(generations.id, id), eq(generations.userId, userId)))
    .get();
  return row ? summaryOf(row) : undefined;
}

/** One of the user's own finished results of `tool`, however old, else null. */
export async function findOwnResult(context: AppLoadContext, userId: string, tool: AnyTool, id: string) {
  const found = await findGeneration(context, userId, id);
  if (found?.tool !== tool.id) return null;
  return found?.imageUrl ? { ...found, imageUrl: found.imageUrl } : null;
}

// At most 15 digits: a longer time is no time a row was made (and would not bind as a number).
const GENERATION_CURSOR = /^(\d{1,15}):([0-9a-f-]{36})$/;

/** Whether `value` has the shape of a generations cursor (`createdAt:id`); it is only ever a position in time. */
export const isGenerationCursor = (value: string | null | undefined): value is string =>
  Boolean(value && GENERATION_CURSOR.test(value));

function parseCursor(cursor: string | null | undefined) {
  if (!cursor) return null;
  const match = GENERATION_CURSOR.exec(cursor);
  if (!match) throw invalidInput([{ field: "cursor", key: "common.api.issues.cursor" }]);
  return { createdAt: Number(match[1]), id: match[2] };
}

/** Where a succeeded generation's images are served: the result, and the photo it was made from. */
export const generationImageUrl = (generationId: string, part: GenerationImagePart = "result") =>
  `/api/generations/${generationId}/image${part === "before" ? "?part=before" : ""}`;

/** The stored key of the photo a generation transformed (the tool's first image slot). */
const beforeKeyOf = (tool: AnyTool, inputKeys: readonly string[]) =>
  inputKeys.find((k) => k.includes(`-${beforeImageSlot(tool)}.`));

/**
 * What running `tool` again from one of the user's own succeeded generations of it starts from:
 * its choices and the type of the photo it transformed (served as its "before"); else undefined.
 */
export async function findRunAgainSource(context: AppLoadContext, userId: string, tool: AnyTool, id: string) {
  const row = await context.db.query.generations.findFirst({
    where: and(eq(generations.id, id), eq(generations.userId, userId)),
  });
  if (!row || row.tool !== tool.id || row.status !== "succeeded") return undefined;
  const key = beforeKeyOf(tool, row.inputKeys);
  const format = (Object.keys(EXTENSION) as ImageFormat[]).find((f) => key?.endsWith(`.${EXTENSION[f]}`));
  return {
    id: row.id,
    params: row.params ?? {},
    beforeMimeType: format ? MIME_BY_FORMAT[format] : null,
    resultMimeType: row.outputMime ?? "image/png",
    iteration: iterationOf(row.params),
  };
}

/** The round a result was made in: the first run is 1, each Continue Designing one more. */
export function iterationOf(params: Record<string, unknown> | null | undefined): number {
  const n = params?.iteration;
  return typeof n === "number" && Number.isInteger(n) && n > 0 ? n : 1;
}

/** "result": what the model made; "before": the photo it transformed (the tool's first image slot). */
export type GenerationImagePart = "result" | "before";

/** Not one of the user's results (someone else's, unknown, unfinished): the same 404 everywhere. */
export const generationNotFound = () =>
  new ApiError({ status: 404, code: "not_found", message: "tools.errors.generationNotFound" });

/**
 * One image of one of the user's succeeded generations (its result, or the photo it was made
 * from, so a stored result shows its before/after); anyone else's (or none) is 404.
 */
export async function getGenerationImage(
  context: AppLoadContext,
  userId: string,
  generationId: string,
  part: GenerationImagePart = "result",
) {
  const row = await context.db.query.generations.findFirst({
    where: and(eq(generations.id, generationId), eq(generations.userId, userId)),
  });
  if (!row?.outputKey || row.status !== "succeeded") throw generationNotFound();
  const tool = getTool(row.tool);
  const key = part === "result" ? row.outputKey : tool && beforeKeyOf(tool, row.inputKeys);
  if (!key) throw generationNotFound();
  const object = await context.bindings.IMAGES.get(key);
  if (!object) throw generationNotFound();
  return {
    body: object.body,
    mimeType:
      part === "result"
        ? (row.outputMime ?? "application/octet-stream")
        : (object.httpMetadata?.contentType ?? "application/octet-stream"),
    size: object.size,
    etag: object.httpEtag,
    /** A result made while the account was Premium carries the commercial licence (docs/decisions/0019). */
    commercialLicence: part === "result" && row.commercialLicence,
  };
}
