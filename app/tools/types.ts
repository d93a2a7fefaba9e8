/**
 * The shape every image tool module has (app/tools/<tool>.ts). One module is the single source
 * of truth for its tool: the wizard, the dashboard card, the sidebar, the website and the API route read it.
 * Everything here is isomorphic: no server-only imports, so screens may import any tool module.
 */
import type { z } from "zod";
import type { CreditCostKey } from "~/models/pricing";

export const TOOL_IDS = [
  "recolor",
  "clear-space",
  "magic-furniture",
  "combine-rooms",
  "interior-designer",
  "thumbnail",
] as const;
export type ToolId = (typeof TOOL_IDS)[number];

/** Icon names; the UI maps each to an SVG. */
export type ToolIcon = "palette" | "eraser" | "sofa" | "replace" | "lamp" | "clapperboard";

/** One uploaded image of a tool: the wizard's upload box and the API's base64 + mime pair. */
export interface ImageSlot<Name extends string = string> {
  name: Name;
  /** JSON field carrying the image's base64 (a data: URL prefix is tolerated). */
  base64Field: string;
  /** JSON field carrying the image's mime type (informative only: the bytes decide). */
  mimeField: string;
  /** Translation key of the slot's label, e.g. "tools.slots.room". */
  labelKey: string;
}

/** One text input of a tool. Sent under `name` in the API body. */
export interface TextField<Name extends string = string> {
  name: Name;
  labelKey: string;
  /** Value the wizard starts with and returns to on Start Over. */
  defaultValue: string;
  /** Must be non-blank after trimming (spec section 5). */
  required: boolean;
  maxLength: number;
}

/**
 * What the wizard knows about its inputs, enough to decide whether a step is complete.
 * `images[slot]` is true when that slot holds a file; `fields[name]` is the raw text.
 */
export interface WizardState {
  images: Partial<Record<string, boolean>>;
  fields: Partial<Record<string, string>>;
}

/** What a step adds to the inputs needed so far (steps are cumulative). */
export interface StepRequirement {
  /** Translation key of the step name, e.g. "tools.steps.uploadImage". */
  nameKey: string;
  images?: readonly string[];
  fields?: readonly string[];
}

/** One image the server hands to a provider, in the order the tool defines. */
export interface ToolImageInput {
  slot: string;
  base64: string;
  mime: string;
}

export interface DownloadOptions {
  /** The result's type; the extension follows it (PNG when unknown). */
  mimeType?: string;
  /** Interior designer iteration number (interior-design-iteration-{n}). */
  iteration?: number;
}

export interface ToolDefinition<
  Id extends ToolId = ToolId,
  Input extends Record<string, unknown> = Record<string, unknown>,
> {
  id: Id;
  /** Page route, e.g. "/app/recolor". */
  path: string;
  /** API endpoint, e.g. "/api/image-editing/recolor". */
  endpoint: string;
  /** Last segment of the endpoint ("recolor", "replace-element", ...): the API route's param. */
  endpointSlug: string;
  /** Key into the pricing table (`creditCosts(env.CREDIT_COSTS)[costKey]`). */
  costKey: CreditCostKey;
  icon: ToolIcon;
  /** Translation keys: "tools.<id>.name", ".shortName", ".description", ".action". */
  nameKey: string;
  shortNameKey: string;
  descriptionKey: string;
  /** The tool's card text on the public website ("tools.<id>.marketing"). */
  marketingKey: string;
  /** Label of the last-step button (Transform, or the tool's own word). */
  actionKey: string;
  /** Label of the wizard's Save button under a result ("Save Result", or the tool's own word). */
  saveLabelKey: string;
  /** "long" = the 60-90 s wording (interior designer), else 30-60 s. */
  typicalTime: "standard" | "long";
  /** localStorage key of the one-time onboarding tour, when the spec gives one. */
  onboardingKey: string | null;
  /** Value of the legacy `?tool=` / `?tab=` query on /app/image-editing, when the spec lists one. */
  legacyTab: string | null;
  /** Steps in order; `steps.length` is the spec's step count. */
  steps: readonly StepRequirement[];
  /** In upload order; the first is the photo being transformed (the result's "before"). */
  imageSlots: readonly ImageSlot[];
  textFields: readonly TextField[];
  /** The API body schema: validates, trims, applies defaults, normalizes. */
  inputSchema: z.ZodType<Input, z.ZodTypeDef, unknown>;
  /** The parsed body's images in provider order (room/base first). */
  images(input: Input): ToolImageInput[];
  /** Parameters worth keeping on the generation row (no image data). */
  params(input: Input): Record<string, unknown>;
  /** The model prompt. Built only here, from validated fields; client "instructions" are ignored. */
  prompt(input: Input): string;
  /** Spec section 9 name; the extension follows the result's mime type. */
  downloadFileName(options?: DownloadOptions): string;
}
