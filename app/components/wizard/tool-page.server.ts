/**
 * Every tool page's loader and its no-JavaScript form post (toolPageLoader, toolFormAction; each
 * tool route's `<tool>.server.ts` makes its own from them): a multipart form posted to the page
 * runs the very same pipeline as POST /api/image-editing/* (the tool's request schema →
 * runGeneration), then the page shows the stored result.
 */
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import type { ZodIssue } from "zod";
import { getLanguage, getT } from "~/i18n.server";
import { runGeneration } from "~/models/generations.server";
import { assertBodySize } from "~/models/tool-runs.server";
import { findOwnResult, generationImageUrl, iterationOf } from "~/models/generation-reads.server";
import { confirmCheckoutReturn } from "~/models/payments.server";
import { againDraft, readToolDraft, type ToolDraft } from "~/models/tool-drafts.server";
import { readMultipart, runBody, withIteration } from "~/models/tool-runs.server";
import { requireUserId } from "~/services/auth.server";
import { fieldLabelKey, MOST_OPTIONS, type AnyTool } from "~/tools";
import { requestSchemaOf } from "~/tools/index.server";
import { tourCookieName, tourStepFrom } from "~/tools/onboarding";
import { readCookie } from "~/services/session.server";
import { ApiError, json } from "~/services/api.server";
import { validateImage } from "~/services/images/validate.server";
import { failIfTestAsks, requestedTestFailure } from "~/utils/test-failure.server";

type CheckoutConfirmation = NonNullable<Awaited<ReturnType<typeof confirmCheckoutReturn>>>;

/**
 * The page form's answer when the run fails, in the user's language: the problems of its fields
 * (each names the field by its label), a message that belongs to no field, and what was typed
 * and chosen, so the form comes back filled in. Files cannot be: a browser never re-fills a file
 * input, so the form asks for the photos again.
 */
export type ToolFormError = {
  problems: FieldProblem[];
  message: string | null;
  values: Record<string, string>;
};

/** One field's problem: `field` is the form control's name (an image slot's or a text field's). */
export interface FieldProblem {
  field: string;
  message: string;
}

/** A tool page's loader data: the stored result `?result=` names, if it is the user's own. */
export interface ToolPageData {
  /** The page's <title>: the tool's name, in the user's language. */
  title: string;
  /** `beforeUrl`: the photo the result was made from, for its before/after. */
  /**
   * `iteration`: which round of a tool that goes on from its results (continuesFromResult), else null.
   * `commercialLicence`: made while the account was Premium.
   */
  result: {
    id: string;
    imageUrl: string;
    beforeUrl: string;
    mimeType: string;
    iteration: number | null;
    commercialLicence: boolean;
    /** The choices it was made with, in words (the tool's resultSummary), else null. */
    summary: string | null;
    /** The other options of the run that made it (`&also=<id>`, docs/decisions/0040), the user's own. */
    others: { id: string; imageUrl: string }[];
  } | null;
  /** Test-only (see test-failure.server.ts): the wizard's step throws while it renders. */
  failWizard: boolean;
  /** The tool's tour, rendered open in the HTML, on this step (1-based); null once dismissed. */
  tour: { step: number } | null;
  /**
   * Back from a checkout started in this tool: paid (with its confirmation, null when it could
   * not be confirmed) or cancelled, and the photo and choices the user had (null if none were kept).
   */
  checkout:
    | { status: "success"; sessionId: string; confirmation: CheckoutConfirmation }
    | { status: "cancelled" }
    | null;
  /** The work the wizard restores: the checkout's kept draft, or a stored result's on `?again=<id>`. */
  draft: ToolDraft | null;
}

type Translate = Awaited<ReturnType<typeof getT>>;

export function toolFormAction(tool: AnyTool) {
  return async ({ request, context }: ActionFunctionArgs) => {
    const userId = await requireUserId(request, context);
    await failIfTestAsks(context, request, "action");
    const t = await getT(request);
    let values: Record<string, string> = {};
    const answer = (status: number, problems: FieldProblem[], message: string | null = null) =>
      json<ToolFormError>({ problems, message, values }, { status });
    try {
      assertBodySize(request, tool);
      const form = await readMultipart(request);
      values = typedValues(tool, form);
      const { body, iteration } = await runBody(context, userId, tool, form);
      // Every field's problem at once: the photos' checks (type, size, damage) and the schema's.
      const imageErrors = tool.imageSlots.flatMap((slot) => {
        const data = body[slot.base64Field];
        if (!(data instanceof Uint8Array)) return [];
        try {
          validateImage(slot.base64Field, slot.name, data);
          return [];
        } catch (error) {
          if (error instanceof ApiError) return [error];
          throw error;
        }
      });
      const parsed = requestSchemaOf(tool).safeParse(body);
      const problems = [
        ...imageErrors.map((error) => apiErrorProblem(tool, error, t)),
        ...(parsed.success ? [] : parsed.error.issues.map((issue) => zodProblem(tool, issue, t))),
      ];
      if (problems.length || !parsed.success) {
        const status = imageErrors[0]?.init.status ?? 400;
        return answer(status, inFormOrder(tool, problems));
      }
      const run = await runGeneration(context, userId, tool, {
        ...withIteration(parsed.data, iteration),
        language: await getLanguage(request),
      });
      // A run of several: the first option's page, naming the others, so they are shown too.
      const others = (run.options ?? []).flatMap((option) =>
        "imageUrl" in option && option.generationId !== run.generationId ? [option.generationId] : [],
      );
      const also = others.map((id) => `&also=${encodeURIComponent(id)}`).join("");
      return redirect(`${tool.path}?result=${run.generationId}${also}`);
    } catch (error) {
      if (error instanceof ApiError) {
        const problem = apiErrorProblem(tool, error, t);
        return problem.field ? answer(error.init.status, [problem]) : answer(error.init.status, [], problem.message);
      }
      throw error;
    }
  };
}

/** What was typed and chosen in the text fields (never the files), to fill the form in again. */
function typedValues(tool: AnyTool, form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of tool.textFields) {
    const value = form.get(field.name);
    if (typeof value === "string") values[field.name] = value.slice(0, field.maxLength);
  }
  return values;
}

/** The form control an API field belongs to: an image slot's name (either of its two fields) or a text field's. */
function controlOf(tool: AnyTool, apiField: unknown): string {
  if (typeof apiField !== "string") return "";
  const slot = tool.imageSlots.find((s) => s.base64Field === apiField || s.mimeField === apiField);
  return slot?.name ?? tool.textFields.find((f) => f.name === apiField)?.name ?? "";
}

/** A refusal from the pipeline (an unsupported photo, no credits...): about one field when it names one. */
function apiErrorProblem(tool: AnyTool, error: ApiError, t: Translate): FieldProblem {
  const { message, params } = error.init;
  // The page speaks to a person: the field is named by its label, not its API name.
  const labelKey = fieldLabelKey(tool, params?.field);
  const text = t(message, { ...params, ...(labelKey ? { field: t(labelKey) } : {}), defaultValue: message });
  return { field: labelKey ? controlOf(tool, params?.field) : "", message: text as string };
}

/**
 * A schema issue as a person reads it: the field's label and what to do, in the page's language.
 * The issue's own text is for API clients (English, API names) and is never shown here.
 */
function zodProblem(tool: AnyTool, issue: ZodIssue, t: Translate): FieldProblem {
  const apiField = issue.path[0];
  const field = controlOf(tool, apiField);
  const labelKey = fieldLabelKey(tool, apiField);
  const label = labelKey ? t(labelKey) : String(apiField ?? "");
  const isSlot = tool.imageSlots.some((slot) => slot.name === field);
  const widget = tool.textFields.find((f) => f.name === field)?.widget.kind ?? "text";
  const key = isSlot
    ? "choosePhoto"
    : issue.code === "too_big"
      ? "tooLong"
      : widget !== "text" || issue.code === "invalid_enum_value"
        ? "chooseOne"
        : issue.code === "too_small" || issue.code === "invalid_type"
          ? "fillIn"
          : "checkValue";
  const max = issue.code === "too_big" ? Number(issue.maximum) : undefined;
  return { field, message: t(`app.wizard.form.${key}`, { field: label, max }) };
}

/** One problem per field (its first), in the order the form asks for them. */
function inFormOrder(tool: AnyTool, problems: FieldProblem[]): FieldProblem[] {
  const order = [...tool.imageSlots.map((s) => s.name), ...tool.textFields.map((f) => f.name)];
  const seen = new Set<string>();
  return problems
    .filter((p) => !seen.has(p.field) && seen.add(p.field))
    .sort((a, b) => order.indexOf(a.field) - order.indexOf(b.field));
}

/**
 * `?result=<id>`: one of the user's own finished generations of this tool, else nothing.
 * `?again=<id>`: the wizard restored from one of them at its "again" step (againDraft), else 404.
 */
export function toolPageLoader(tool: AnyTool) {
  return async ({ request, context }: LoaderFunctionArgs) => {
    const userId = await requireUserId(request, context);
    await failIfTestAsks(context, request, "loader");
    const failWizard = requestedTestFailure(context, request) === "wizard";
    const t = await getT(request);
    const title = t("common.pageTitle", { page: t(tool.nameKey) });
    // A purchase this page returns from is confirmed before the balance below is read.
    const confirmation = await confirmCheckoutReturn(context, request, userId);
    const query = new URL(request.url).searchParams;
    const sessionId = query.get("session_id");
    const checkout: ToolPageData["checkout"] =
      confirmation !== undefined && sessionId
        ? { status: "success", sessionId, confirmation: confirmation ?? { ok: false } }
        : query.get("payment") === "cancelled"
          ? { status: "cancelled" }
          : null;
    // `?again=<id>`: a stored result's "again" action, the user's own result of this tool or a 404.
    const againFrom = query.get("again");
    const again = againFrom !== null ? await againDraft(context, userId, tool, againFrom) : null;
    if (againFrom !== null && !again) throw new Response("Not found", { status: 404 });
    const draft = again ?? (checkout ? await readToolDraft(context, userId, tool) : null);
    const id = new URL(request.url).searchParams.get("result");
    if (!id) {
      // Back from checkout, the confirmation speaks first; the tour waits for another visit.
      const tour = checkout || again ? null : tourOnPage(tool, request);
      return json<ToolPageData>({ title, result: null, failWizard, tour, checkout, draft });
    }
    const found = await findOwnResult(context, userId, tool, id);
    const others = await Promise.all(
      query
        .getAll("also")
        .slice(0, MOST_OPTIONS - 1)
        .map((other) => findOwnResult(context, userId, tool, other)),
    );
    return json<ToolPageData>({
      title,
      result: found
        ? {
            id: found.id,
            imageUrl: found.imageUrl,
            beforeUrl: generationImageUrl(found.id, "before"),
            mimeType: found.mimeType ?? "image/png",
            iteration: tool.continuesFromResult ? iterationOf(found.params) : null,
            commercialLicence: found.commercialLicence,
            summary: tool.resultSummary?.(found.params ?? {}, (key, options) => String(t(key, options))) ?? null,
            others: others.flatMap((other) => (other ? [{ id: other.id, imageUrl: other.imageUrl }] : [])),
          }
        : null,
      failWizard,
      tour: null,
      checkout: null,
      draft: null,
    });
  };
}

/**
 * The tour shows until its cookie says it was dismissed; `?tour=0` is the page a closed tour
 * (without JavaScript, "Don't show this again" unchecked) returns to, `?tour=N` a step of it.
 */
function tourOnPage(tool: AnyTool, request: Request): ToolPageData["tour"] {
  const tour = tool.onboarding;
  const step = new URL(request.url).searchParams.get("tour");
  if (!tour || step === "0" || readCookie(request, tourCookieName(tour))) return null;
  return { step: tourStepFrom(tour, step) };
}
