/**
 * The tool registry. Screens, the sidebar and the API route look tools up here; every fact
 * about a tool lives in its own module (see ./types.ts for the shape).
 */
import { clearSpaceTool } from "./clear-space";
import { combineRoomsTool } from "./combine-rooms";
import { interiorDesignerTool } from "./interior-designer";
import { magicFurnitureTool } from "./magic-furniture";
import { recolorTool } from "./recolor";
import { initialWizardState, stepComplete } from "./shared";
import { restyleTool } from "./restyle";
import { thumbnailTool } from "./thumbnail";
import type { WizardState } from "./types";

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

/** The desktop sidebar's tools (each module's `inSidebar`), in display order. */
export const SIDEBAR_TOOLS: readonly AnyTool[] = TOOL_LIST.filter((tool) => tool.inSidebar);

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

/** The step rule (docs/product-rules.md) for any tool: true when step `step` (1-based) is complete. */
export function isStepComplete(tool: AnyTool, step: number, state: WizardState): boolean {
  return stepComplete(tool.steps, step, state);
}

/** The slot holding the photo a result is compared with: the first one, the room or base photo. */
export function beforeImageSlot(tool: AnyTool): string {
  return tool.imageSlots[0].name;
}

export function initialStateFor(tool: AnyTool): WizardState {
  return initialWizardState(tool.imageSlots, tool.textFields);
}

/**
 * An API message names the JSON field it is about ("imageBase64: unsupported image…"), which
 * is right for API clients; people see the field's label instead ("Room photo: …").
 */
export function labelFieldInMessage(
  tool: AnyTool,
  message: string,
  field: unknown,
  translate: (key: string) => string,
): string {
  const labelKey = fieldLabelKey(tool, field);
  return labelKey && message.startsWith(`${field}: `)
    ? `${translate(labelKey)}: ${message.slice(String(field).length + 2)}`
    : message;
}

/** The translation key of the label people know an API field by (an image slot or a text field). */
export function fieldLabelKey(tool: AnyTool, field: unknown): string | undefined {
  if (typeof field !== "string") return undefined;
  const slot = tool.imageSlots.find((s) => s.base64Field === field || s.mimeField === field);
  return slot?.labelKey ?? tool.textFields.find((f) => f.name === field)?.labelKey;
}

/** The field an API error's `details` names: `{ field }` or `[{ field, message }]`. */
export function fieldOfErrorDetails(details: unknown): string | undefined {
  const first = Array.isArray(details) ? details[0] : details;
  const field = first && typeof first === "object" ? (first as { field?: unknown }).field : undefined;
  return typeof field === "string" ? field : undefined;
}
