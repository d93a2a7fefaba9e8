/**
 * The tool registry. Screens, the sidebar and the API route look tools up here; every fact
 * about a tool lives in its own module (see ./types.ts for the shape).
 */
import { clearSpaceTool } from "./clear-space";
import { combineRoomsTool } from "./combine-rooms";
import { interiorDesignerTool } from "./interior-designer";
import { magicFurnitureTool } from "./magic-furniture";
import { recolorTool } from "./recolor";
import { restyleTool } from "./restyle";
import { thumbnailTool } from "./thumbnail";
import { TOOL_SUMMARY_FIELDS, type ToolSummary } from "./types";

export * from "./types";
export * from "./shared";
export * from "./limits";
export { recolorTool, clearSpaceTool, magicFurnitureTool, combineRoomsTool, interiorDesignerTool, thumbnailTool };

/**
 * Every tool, in display order (dashboard cards, tool chooser, sidebar, the landing's cards).
 * This line is the registry: a new tool is one module plus its entry here.
 */
const REGISTRY = [
  recolorTool,
  clearSpaceTool,
  magicFurnitureTool,
  combineRoomsTool,
  interiorDesignerTool,
  thumbnailTool,
  restyleTool,
] as const;

export type AnyTool = (typeof REGISTRY)[number];
export type ToolId = AnyTool["id"];

export const TOOL_LIST: readonly AnyTool[] = REGISTRY;

/** Tools by id. */
export const TOOLS = Object.fromEntries(REGISTRY.map((tool) => [tool.id, tool])) as {
  [K in ToolId]: Extract<AnyTool, { id: K }>;
};

export function getTool(id: string): AnyTool | undefined {
  return TOOL_LIST.find((tool) => tool.id === id);
}

/** The tool answering POST /api/image-editing/<slug>. */
export function toolForEndpointSlug(slug: string): AnyTool | undefined {
  return TOOL_LIST.find((t) => t.endpointSlug === slug);
}

/** /app/image-editing?tool=<value> (or tab=): recolor, clear, replace, combine, thumbnail, restyle. */
export function toolForLegacyTab(value: string | null | undefined): AnyTool | undefined {
  return value ? TOOL_LIST.find((t) => t.legacyTab === value) : undefined;
}

/**
 * What the signed-in pages' navigation, tool cards and lists show of every tool, sent by the /app
 * layout's loader: a page's script then carries its own tool's module only, not all seven.
 */
export const TOOL_SUMMARIES: readonly ToolSummary[] = TOOL_LIST.map(
  (tool) => Object.fromEntries(TOOL_SUMMARY_FIELDS.map((field) => [field, tool[field]])) as ToolSummary,
);
