/**
 * The shape every image tool module has (app/tools/<tool>.ts). One module is the single source
 * of truth for its tool: the wizard, the dashboard card, the sidebar, the website and the API route read it.
 * Everything here is isomorphic: no server-only imports, so screens may import any tool module.
 * How a request becomes a run (the body's zod schema, the prompt) is server-only, in
 * `<tool>.server.ts` (./shared.server.ts has the shape), so zod never reaches the browser.
 */
import type { Language } from "~/utils/languages";
import type { Base64Refusal } from "~/utils/json-base64";

/**
 * The keys of the pricing table, one per tool (its `costKey`): the tools name them, and
 * app/models/pricing.ts gives each its price.
 */
export const CREDIT_COST_KEYS = [
  "RECOLOR",
  "CLEAR",
  "REPLACE",
  "COMBINE",
  "INTERIOR_DESIGNER",
  "THUMBNAIL",
  "RESTYLE",
] as const;
export type CreditCostKey = (typeof CREDIT_COST_KEYS)[number];

// A tool's id type (ToolId) is read from the registry in ./index.ts, which imports this file:
// the shapes here take the id as a parameter instead, so the two files do not import each other.

/** The tool's icon in the signed-in app (a name of app/components/app/icons.tsx). */
export type ToolIcon = "palette" | "eraser" | "sofa" | "replace" | "lamp" | "clapperboard" | "brush";
/** The tool's icon on the public website (a name of app/components/site/icons.tsx, a separate set). */
export type SiteToolIcon = "roller" | "eraser" | "sofa" | "swap" | "lamp" | "play" | "brush";
/** What a tour step may show: a tool icon or one of the generic ones. */
export type TourIcon = ToolIcon | "upload" | "sparkles" | "refresh";

/** The one-time tour shown on a tool's first visit. */
export interface OnboardingTour {
  /**
   * Names the cookie that remembers the tour was dismissed (tourCookieName, app/tools/onboarding.ts;
   * older visits used it as a localStorage key); changing it shows the tour to everyone again.
   */
  storageKey: string;
  /** Texts: `<textsKey>.s<n>.title` and `.description`, one pair per step. */
  textsKey: string;
  /** One icon per step; the tour has as many steps as icons. */
  icons: readonly TourIcon[];
}

/**
 * How the page without JavaScript asks for a text field (the wizard draws its own steps).
 * `swatches`: one radio per color, and the field's default as the last, checked one when it is
 * not among them. `choice`: a select whose options read "<label> · <description>" (or the label
 * alone); with no default, it starts on an empty "Choose one…" and must be picked.
 */
export type FieldWidget =
  | { kind: "text" }
  | { kind: "swatches"; options: readonly { value: string; labelKey: string }[] }
  | { kind: "choice"; options: readonly { value: string; labelKey: string; descriptionKey?: string }[] };

/** One uploaded image of a tool: the wizard's upload box and the API's base64 + mime pair. */
export interface ImageSlot<Name extends string = string> {
  name: Name;
  /** JSON field carrying the image's base64 (a data: URL prefix is tolerated). */
  base64Field: string;
  /** JSON field carrying the image's mime type (informative only: the bytes decide). */
  mimeField: string;
  /** Translation key of the slot's label, e.g. "tools.slots.room". */
  labelKey: string;
  /**
   * What the photo shows: a room (inside or outside), which is checked to be one before the debit,
   * or an item, a reference or a face, which are not.
   */
  shows: "room" | "item" | "reference" | "face";
  /**
   * The photo may be left out (Restyle Room's inspiration photo, sent in place of a named style):
   * the page without JavaScript does not require its file, and the tool's server module says when it is needed.
   */
  optional?: true;
}

/** One text input of a tool. Sent under `name` in the API body. */
export interface TextField<Name extends string = string> {
  name: Name;
  labelKey: string;
  /** Value the wizard starts with and returns to on Start Over (and the API's default). */
  defaultValue: string;
  /**
   * When the default is a word, its translation key: people start on the word in their own
   * language ("sofá" in Spanish), while `defaultValue` stays the API's default.
   */
  defaultKey?: string;
  /** Must be non-blank after trimming (docs/product-rules.md). */
  required: boolean;
  maxLength: number;
  widget: FieldWidget;
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
  /** The API field it came in (errors about the image name it). */
  field: string;
  /** Base64 text, or bytes (decoded from a JSON body as it was read, or a multipart file's), or why there are none. */
  data: string | Uint8Array | Base64Refusal;
  mime: string;
}

/**
 * What the generation pipeline needs from a validated request: built only by the tool's server module. `tool`
 * says whose `params` these are, so an engine that switches on it reads each tool's params with their own type.
 */
export interface PreparedRun<Tool extends string = string, Params extends object = Record<string, unknown>> {
  tool: Tool;
  /** In provider order (room/base first). */
  images: ToolImageInput[];
  /** The model prompt, built from validated fields; client "instructions" are ignored. */
  prompt: string;
  /**
   * Parameters worth keeping on the generation row (no image data), for engines that work without the prompt;
   * `iteration` is the round of a design continued from its own last result (the page form sets it).
   */
  params: Params & { iteration?: number };
  /** The request's language, for words an engine draws into the image (the local preview's badge). */
  language?: Language;
  /** How many options the run makes (OPTION_COUNTS), where the tool offers several; one when unset. */
  options?: OptionCount;
}

/** How many options one run may make, where a tool offers several (docs/decisions/0040). */
export const OPTION_COUNTS = [1, 2, 4] as const;
export type OptionCount = (typeof OPTION_COUNTS)[number];
/** The most options one run makes. */
export const MOST_OPTIONS: OptionCount = OPTION_COUNTS[OPTION_COUNTS.length - 1];

export interface DownloadOptions {
  /** The result's type; the extension follows it (PNG when unknown). */
  mimeType?: string;
  /** Interior designer iteration number (interior-design-iteration-{n}). */
  iteration?: number;
}

export interface Tool<Id extends string = string> {
  id: Id;
  /** Page route, e.g. "/app/recolor". */
  path: string;
  /** API endpoint, e.g. "/api/image-editing/recolor". */
  endpoint: string;
  /** Last segment of the endpoint ("recolor", "replace-element", ...): the API route's param. */
  endpointSlug: string;
  /** Key into the pricing table (`context.env.CREDIT_COSTS[costKey]`). */
  costKey: CreditCostKey;
  icon: ToolIcon;
  siteIcon: SiteToolIcon;
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
  /** The one-time tour, when the spec gives the tool one. */
  onboarding: OnboardingTour | null;
  /** Listed in the desktop sidebar (docs/product-rules.md: four tools; the rest are under All Tools). */
  inSidebar: boolean;
  /** A tab in the phone's bottom bar, labelled with the tool's short name like every other surface. */
  inBottomBar: boolean;
  /** Value of the legacy `?tool=` / `?tab=` query on /app/image-editing, when the spec lists one. */
  legacyTab: string | null;
  /** Steps in order; `steps.length` is the spec's step count. */
  steps: readonly StepRequirement[];
  /** In upload order; the first is the photo being transformed (the result's "before"). */
  imageSlots: readonly ImageSlot[];
  textFields: readonly TextField[];
  /** Spec section 9 name; the extension follows the result's mime type. */
  downloadFileName(options?: DownloadOptions): string;
  /**
   * The result is a new picture made from the photos, not the photo changed (a 16:9 thumbnail
   * from a 4:3 room): it is shown alone at its own aspect ratio, never laid over the first photo
   * in a before/after slider or cropped to its frame. Unset for tools that edit the photo.
   */
  resultStandsAlone?: true;
  /**
   * The tool goes on from its own result: the result fills this image slot of the next run (the
   * interior designer's room, decorated again and again). Unset for tools that start afresh.
   */
  continuesFromResult?: string;
  /**
   * The run may make several options at once (OPTION_COUNTS), each its own design, for that
   * many times the tool's cost (docs/decisions/0040). Unset: one result a run.
   */
  offersOptions?: true;
  /**
   * The result's "again" action (New Color, Try another style, Reupload reference): back to
   * `step` with the same photo and choices, except what `resets` names (a text field back to its
   * default, or an image slot emptied). `labelKey` is its button's text. The live result runs it
   * in place; a stored result links to `<path>?again=<generation id>`, which restores the same.
   */
  again?: AgainAction;
  /**
   * The choices a result was made with, in words, from its stored params ("Bedroom · Japandi ·
   * Redesign · Balanced"): shown beside the live result and the reloaded one alike. Null when the
   * params do not say (an older result).
   */
  resultSummary?(params: Record<string, unknown>, t: Translate): string | null;
}

/** A translation function as both i18next's server and React halves give it. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** What the navigation, the dashboard's cards and the lists of designs and credits show of a tool. */
export const TOOL_SUMMARY_FIELDS = [
  "id",
  "path",
  "icon",
  "nameKey",
  "shortNameKey",
  "descriptionKey",
  "costKey",
  "inSidebar",
  "inBottomBar",
] as const satisfies readonly (keyof Tool)[];
export type ToolSummary = Pick<Tool, (typeof TOOL_SUMMARY_FIELDS)[number]>;

export interface AgainAction {
  step: number;
  resets: { field: string } | { slot: string };
  labelKey: string;
}
