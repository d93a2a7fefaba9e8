/**
 * How a tool's request becomes a run, server-only: the zod field schemas every tool's
 * `<tool>.server.ts` builds its body schema from, and `defineRun`, which joins that schema to the
 * tool's `prepare`. Kept out of the tool modules so the browser never loads zod.
 */
import { z } from "zod";
import { Base64Refusal } from "~/utils/json-base64";
import { MAX_UPLOAD_BYTES } from "./limits";
import type { ImageSlot, PreparedRun, ToolImageInput } from "./types";

/** base64 text is at most 4/3 of the bytes; anything longer than this is over the limit. */
const MAX_BASE64_CHARS = Math.ceil(MAX_UPLOAD_BYTES / 3) * 4 + 200;

/**
 * An image field: base64 text in a JSON body, or the bytes it was decoded to as the body was read
 * (or the reader's refusal, answered by the pipeline), or the bytes of the file part of the same name's
 * slot in a multipart body (the web app's upload). Length is checked by the pipeline (413, not
 * 400) once decoded, so the schema only refuses what is neither; `maxBase64Chars` keeps absurd
 * bodies out of memory.
 */
export const base64Field = () =>
  z.union([
    z.string({ required_error: "Required" }).trim().min(1, "Required"),
    z.custom<Uint8Array>((value) => value instanceof Uint8Array && value.length > 0, "Required"),
    z.instanceof(Base64Refusal),
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

/**
 * A field the client may send but the server decides: whatever arrives is accepted and replaced
 * by `value`, so an older client's extra field is never an error and never reaches the prompt.
 */
export const decidedByServer = <T>(value: T) =>
  z
    .unknown()
    .optional()
    .transform(() => value);

/** A field that must be one of `values`; the message lists them, the 400 names the field. */
export const oneOf = <T extends string>(values: readonly [T, ...T[]]) =>
  z.enum(values, { errorMap: () => ({ message: `Must be one of ${values.join(", ")}` }) });

/** A slot's fields for a zod object: { [base64Field]: ..., [mimeField]: ... }. */
export function slotShape<B extends string, M extends string>(slot: { base64Field: B; mimeField: M }) {
  return { [slot.base64Field]: base64Field(), [slot.mimeField]: mimeField() } as {
    [K in B]: ReturnType<typeof base64Field>;
  } & {
    [K in M]: ReturnType<typeof mimeField>;
  };
}

/** One slot's image out of a validated body, for a tool's `prepare`. */
export function slotImage<B extends string, M extends string>(
  slot: ImageSlot & { base64Field: B; mimeField: M },
  input: { [K in B]: string | Uint8Array | Base64Refusal } & { [K in M]: string },
): ToolImageInput {
  return { slot: slot.name, field: slot.base64Field, data: input[slot.base64Field], mime: input[slot.mimeField] };
}

/**
 * How one tool's request becomes a run: `inputSchema` validates, trims, applies defaults and
 * normalizes the API body; `prepare` turns the validated body into what the pipeline takes;
 * `requestSchema` is the two in one, the same type for every tool, so code holding "some tool"
 * (the API route, the page form) runs it without knowing the tool's input type.
 */
export interface ToolRun<Input = unknown, Run extends PreparedRun<string, object> = PreparedRun> {
  inputSchema: z.ZodType<Input, z.ZodTypeDef, unknown>;
  prepare(input: Input): Run;
  requestSchema: z.ZodType<Run, z.ZodTypeDef, unknown>;
}

/** A tool's run, from its id (the tool module's) and what `prepare` builds; the run is stamped with the id. */
export function defineRun<const Tool extends string, Input, Params extends object>(
  tool: Tool,
  run: {
    inputSchema: z.ZodType<Input, z.ZodTypeDef, unknown>;
    prepare(input: Input): { images: ToolImageInput[]; prompt: string; params: Params };
  },
): ToolRun<Input, PreparedRun<Tool, Params>> {
  const prepare = (input: Input): PreparedRun<Tool, Params> => ({ tool, ...run.prepare(input) });
  return { inputSchema: run.inputSchema, prepare, requestSchema: run.inputSchema.transform(prepare) };
}
