/**
 * Helpers every tool module uses: slots, fields, step rules, file names. Isomorphic (no zod: it stays on the server).
 */
import type { DownloadOptions, FieldWidget, ImageSlot, StepRequirement, TextField, Tool, WizardState } from "./types";

/** Types the upload box accepts (docs/product-rules.md). */
export const ACCEPTED_MIME_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;
export const ACCEPTED_EXTENSIONS = [".png", ".jpg", ".jpeg", ".webp"] as const;

export const imageSlot = <N extends string, B extends string, M extends string>(
  name: N,
  base64Field: B,
  mimeField: M,
  labelKey: string,
  shows: ImageSlot["shows"],
) => ({ name, base64Field, mimeField, labelKey, shows }) as const satisfies ImageSlot<N>;

/** A wizard step that asks for one photo: `slot`'s upload box, under the step name `nameKey`. */
export const photoStep = (nameKey: string, slot: ImageSlot): StepRequirement => ({ nameKey, images: [slot.name] });

export const textField = <N extends string>(
  name: N,
  labelKey: string,
  options: {
    defaultValue?: string;
    defaultKey?: string;
    required: boolean;
    maxLength?: number;
    widget?: FieldWidget;
  },
): TextField<N> => ({
  name,
  labelKey,
  defaultValue: options.defaultValue ?? "",
  ...(options.defaultKey ? { defaultKey: options.defaultKey } : {}),
  required: options.required,
  maxLength: options.maxLength ?? 200,
  widget: options.widget ?? { kind: "text" },
});

/**
 * Every tool module exports `defineTool({...})`: its definition, checked against the shape. How a
 * request becomes a run (the zod schema and the prompt) is server-only: `<tool>.server.ts`.
 */
export function defineTool<const Id extends string>(definition: Tool<Id>): Tool<Id> {
  return definition;
}

/**
 * Whether step `step` (1-based) is complete: every image and required text named by this step
 * and the steps before it is present. Steps outside 1..n are never complete.
 */
export function stepComplete(steps: readonly StepRequirement[], step: number, state: WizardState): boolean {
  if (!Number.isInteger(step) || step < 1 || step > steps.length) return false;
  for (const requirement of steps.slice(0, step)) {
    for (const slot of requirement.images ?? []) if (!state.images[slot]) return false;
    for (const field of requirement.fields ?? []) if (!(state.fields[field] ?? "").trim()) return false;
  }
  return true;
}

/** The default a person starts on: the translated word when the field has one, else `defaultValue`. */
export function localizedDefault(field: TextField, t: (key: string) => string): string {
  return field.defaultKey ? t(field.defaultKey) : field.defaultValue;
}

/** The wizard's starting state: no images, every text at its default. */
export function initialWizardState(slots: readonly ImageSlot[], fields: readonly TextField[]): WizardState {
  return {
    images: Object.fromEntries(slots.map((s) => [s.name, false])),
    fields: Object.fromEntries(fields.map((f) => [f.name, f.defaultValue])),
  };
}

const EXTENSION_BY_MIME: Record<string, string> = { "image/png": "png", "image/jpeg": "jpg", "image/webp": "webp" };

/** "recolored-room" + image/jpeg → "recolored-room.jpg"; PNG when the type is unknown (spec default). */
export function fileNameFor(stem: string, mimeType?: string): string {
  return `${stem}.${(mimeType && EXTENSION_BY_MIME[mimeType]) || "png"}`;
}

/** A tool's downloadFileName for a fixed stem. */
export const downloadName = (stem: string) => (options?: DownloadOptions) => fileNameFor(stem, options?.mimeType);

/** The image slot called `name`; asking a tool for a slot it does not declare is a programming error. */
export function imageSlotOf(tool: { id: string; imageSlots: readonly ImageSlot[] }, name: string): ImageSlot {
  const slot = tool.imageSlots.find((s) => s.name === name);
  if (!slot) throw new Error(`${tool.id} has no image slot "${name}"`);
  return slot;
}

/** The text field called `name`; asking a tool for a field it does not declare is a programming error. */
export function textFieldOf(tool: { id: string; textFields: readonly TextField[] }, name: string): TextField {
  const field = tool.textFields.find((f) => f.name === name);
  if (!field) throw new Error(`${tool.id} has no text field "${name}"`);
  return field;
}

/** The step rule (docs/product-rules.md) for any tool: true when step `step` (1-based) is complete. */
export function isStepComplete(tool: Tool, step: number, state: WizardState): boolean {
  return stepComplete(tool.steps, step, state);
}

/** The slot holding the photo a result is compared with: the first one, the room or base photo. */
export function beforeImageSlot(tool: Tool): string {
  return tool.imageSlots[0].name;
}

export function initialStateFor(tool: Tool): WizardState {
  return initialWizardState(tool.imageSlots, tool.textFields);
}

/**
 * An API message names the JSON field it is about ("imageBase64: unsupported image…"), which
 * is right for API clients; people see the field's label instead ("Room photo: …").
 */
export function labelFieldInMessage(
  tool: Tool,
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
export function fieldLabelKey(tool: Tool, field: unknown): string | undefined {
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

/**
 * One option's download name among several (docs/decisions/0040): "restyled-room.png" becomes
 * "restyled-room-option-2.png".
 */
export function optionFileName(name: string, n: number): string {
  const dot = name.lastIndexOf(".");
  return dot > 0 ? `${name.slice(0, dot)}-option-${n}${name.slice(dot)}` : `${name}-option-${n}`;
}
