/**
 * Each tool's run (server-only): how the API body and the page form become what the generation
 * pipeline takes. The registry of facts is ./index.ts; this maps each of its tools to the
 * `<tool>.server.ts` that validates and prompts for it, so zod stays out of the browser.
 */
import { clearSpaceRun } from "./clear-space.server";
import { combineRoomsRun } from "./combine-rooms.server";
import type { AnyTool, ToolId } from "./index";
import { interiorDesignerRun } from "./interior-designer.server";
import { magicFurnitureRun } from "./magic-furniture.server";
import { recolorRun } from "./recolor.server";
import { restyleRun } from "./restyle.server";
import { z } from "zod";
import { OPTION_COUNTS } from "./types";
import type { ToolRun } from "./shared.server";
import { thumbnailRun } from "./thumbnail.server";

/** Every tool's run by id; a tool without one is a type error here. */
export const TOOL_RUNS = {
  recolor: recolorRun,
  "clear-space": clearSpaceRun,
  "magic-furniture": magicFurnitureRun,
  "combine-rooms": combineRoomsRun,
  "interior-designer": interiorDesignerRun,
  thumbnail: thumbnailRun,
  restyle: restyleRun,
} satisfies Record<ToolId, Pick<ToolRun, "requestSchema">>;

/** What a validated request becomes, one member per tool: its `tool` says which tool's params it carries. */
export type AnyPreparedRun = ReturnType<(typeof TOOL_RUNS)[ToolId]["prepare"]>;

type RequestSchema = z.ZodType<AnyPreparedRun, z.ZodTypeDef, unknown>;

/** `options`: 1, 2 or 4 (OPTION_COUNTS), for a tool that offers several; one when absent. */
const optionsSchema = z.object({
  options: z.union([z.literal(OPTION_COUNTS[0]), z.literal(OPTION_COUNTS[1]), z.literal(OPTION_COUNTS[2])]).optional(),
});
const withOptions = new Map<ToolId, RequestSchema>();

/** The request schema of `tool`: the body all the way to its PreparedRun (with `options` where it offers them). */
export function requestSchemaOf(tool: AnyTool): RequestSchema {
  const schema: RequestSchema = TOOL_RUNS[tool.id].requestSchema;
  if (!tool.offersOptions) return schema;
  let extended = withOptions.get(tool.id);
  if (!extended) {
    extended = schema.and(optionsSchema).transform(({ options, ...run }) => ({ ...run, options }) as AnyPreparedRun);
    withOptions.set(tool.id, extended);
  }
  return extended;
}
