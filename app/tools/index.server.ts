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
import type { z } from "zod";
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

/** The request schema of `tool`: the body all the way to its PreparedRun. */
export function requestSchemaOf(tool: AnyTool): z.ZodType<AnyPreparedRun, z.ZodTypeDef, unknown> {
  return TOOL_RUNS[tool.id].requestSchema;
}
