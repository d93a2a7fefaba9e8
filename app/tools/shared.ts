/** Helpers every tool module uses: field schemas, step rules, file names. Isomorphic. */
import { z } from "zod";
import type {
  DownloadOptions,
  FieldWidget,
  ImageSlot,
  StepRequirement,
  TextField,
  Tool,
  ToolDefinition,
  ToolImageInput,
  WizardState,
} from "./types";

import { MAX_UPLOAD_BYTES } from "./limits";
/** Types the upload box accepts (docs/product-rules.md). */
export const ACCEPTED_MIME_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;
export const ACCEPTED_EXTENSIONS = [".png", ".jpg", ".jpeg", ".webp"] as const;

/** base64 text is at most 4/3 of the bytes; anything longer than this is over the limit. */
const MAX_BASE64_CHARS = Math.ceil(MAX_UPLOAD_BYTES / 3) * 4 + 200;

/**
 * An image field: base64 text in a JSON body, or the bytes of the file part of the same name's
 * slot in a multipart body (the web app's upload). Length is checked by the pipeline (413, not
 * 400) once decoded, so the schema only refuses what is neither; `maxBase64Chars` keeps absurd
 * bodies out of memory.
 */
export const base64Field = () =>
  z.union([
    z.string({ required_error: "Required" }).trim().min(1, "Required"),
    z.custom<Uint8Array>((value) => value instanceof Uint8Array && value.length > 0, "Required"),
  ]);
export const mimeField = () => z.string({ required_error: "Required" }).trim().min(1, "Required").max(100);
export const maxBase64Chars = MAX_BASE64_CHARS;

/** A text field that is trimmed and must not be blank (docs/product-rules.md). */
export const requiredText = (maxLength: number) =>
  z
    .string({ required_error: "Required", invalid_type_error: "Must be text" })
    .trim()
    .min(1, "Must not be blank")
    .max(maxLength);

/** An optional text field: missing, null or blank all mean "". */
export const optionalText = (maxLength: number) =>
  z
    .string({ invalid_type_error: "Must be text" })
    .max(maxLength)
    .nullish()
    .transform((v) => (v ?? "").trim());

/** A slot's fields for a zod object: { [base64Field]: ..., [mimeField]: ... }. */
export function slotShape<B extends string, M extends string>(slot: { base64Field: B; mimeField: M }) {
  return { [slot.base64Field]: base64Field(), [slot.mimeField]: mimeField() } as {
    [K in B]: ReturnType<typeof base64Field>;
  } & {
    [K in M]: ReturnType<typeof mimeField>;
  };
}

export const imageSlot = <N extends string, B extends string, M extends string>(
  name: N,
  base64Field: B,
  mimeField: M,
  labelKey: string,
) => ({ name, base64Field, mimeField, labelKey }) as const satisfies ImageSlot<N>;

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

/** One slot's image out of a validated body, for a tool's `prepare`. */
export function slotImage<B extends string, M extends string>(
  slot: ImageSlot & { base64Field: B; mimeField: M },
  input: { [K in B]: string | Uint8Array } & { [K in M]: string },
): ToolImageInput {
  return { slot: slot.name, field: slot.base64Field, data: input[slot.base64Field], mime: input[slot.mimeField] };
}

/** Every tool module exports `defineTool({...})`: the definition, checked, plus its requestSchema. */
export function defineTool<const Id extends string, Input>(definition: ToolDefinition<Id, Input>): Tool<Id, Input> {
  return { ...definition, requestSchema: definition.inputSchema.transform((input) => definition.prepare(input)) };
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
