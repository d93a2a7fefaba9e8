/**
 * The wizard's state machine for one tool (docs/product-rules.md): step, inputs, and processing
 * idle → processing → result | error. Steps and completion rules come from the tool module.
 */
import { useLocation } from "@remix-run/react";
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "~/i18n-react";
import { rememberGeneration, useAppUser } from "~/components/app/app-context";
import type { PreparedImage, ShownImage } from "~/components/upload-box";
import type { AnyTool, OptionCount, WizardState } from "~/tools";
import { fieldOfErrorDetails, isStepComplete, labelFieldInMessage, localizedDefault } from "~/tools/shared";
import type { ToolDraft } from "~/models/tool-drafts.server";
import type { ApiErrorBody, GenerationAnswer } from "~/utils/api-types";
import { NetworkError, request } from "~/utils/network";
import { toolDraftPath } from "~/utils/paths";

export const AUTO_START_DELAY_MS = 500;

export interface ToolResult {
  /** The stored result's address (the owner's only): shown, opened and downloaded from there. */
  url: string;
  mimeType: string;
  generationId: string;
  /** Made while the account was Premium: the result carries the commercial licence. */
  commercialLicence?: boolean;
}

export interface ToolError {
  message: string;
  /**
   * What the panel adds about credits: "none" were charged; "unknown" (the answer never came:
   * any credits taken come back automatically); null when the message itself says they were returned.
   */
  charge: "none" | "unknown" | null;
}

type Images = Record<string, ShownImage | null>;

/**
 * The address names the shown result (`?result=<id>`), so a reload brings it back: the tool
 * page's loader reads that query and shows the stored result. Replaced, not pushed, so Back
 * still leaves the tool; Remix's history state is kept as it is.
 */
function addressShows(path: string, generationId: string | null) {
  const wanted = generationId ? `${path}?result=${encodeURIComponent(generationId)}` : path;
  const shown = new URLSearchParams(window.location.search).has("result");
  if (generationId || shown) window.history.replaceState(window.history.state, "", wanted);
}

/**
 * The photo and choices the user had when they left this tool to buy credits (the tool page's
 * loader reads them back on the return from checkout); null on any other visit.
 */
export const ToolDraftContext = createContext<ToolDraft | null>(null);

/**
 * Fetches a kept draft's photos back from the server as the upload box would have prepared them.
 * The result a design goes on from is not fetched: it is shown from its address and named, not sent.
 */
async function draftImages(tool: AnyTool, draft: ToolDraft): Promise<Images> {
  const entries = await Promise.all(
    draft.photos.map(async (photo) => {
      if (draft.continueFrom && photo.slot === tool.continuesFromResult) {
        const image: ShownImage = { name: photo.name, mimeType: photo.mimeType, url: photo.url };
        return [photo.slot, image] as const;
      }
      const response = await fetch(photo.url, { headers: { Accept: photo.mimeType } });
      if (!response.ok) throw new Error(`The kept photo answered ${response.status}`);
      const blob = await response.blob();
      const image: PreparedImage = { name: photo.name, mimeType: photo.mimeType, blob, url: URL.createObjectURL(blob) };
      return [photo.slot, image] as const;
    }),
  );
  return Object.fromEntries(entries);
}

/** Which of the user's results the next run goes on from, and the round that result was. */
export type ContinueFrom = ToolDraft["continueFrom"] & {};

/** Where the user is in a tool: what Back puts back. */
interface Place {
  step: number;
  images: Images;
  fields: Record<string, string>;
  continuing: ContinueFrom | null;
}

/**
 * Each tool's place, by the history entry it was left at (Remix's location key). Going Back or
 * Forward to that entry is a client navigation in the same document, so the photos' object URLs
 * are still good, and the wizard comes back at the same step with the same photos and choices.
 * A new visit (a link, a new tab) gets a new entry and starts afresh. Nothing is kept across
 * documents: a reload starts the tool again, as before.
 */
const places = new Map<string, Place>();

/**
 * A run's inputs as multipart: the photos as their bytes, one file part per slot (not base64 in
 * JSON, a third larger), and the text fields. Continuing a result, that result is named instead of
 * its photo sent back: the server goes on from the bytes it stored (only the user's own).
 */
function inputsForm(
  tool: AnyTool,
  fields: Record<string, string>,
  images: Images,
  continuing: ContinueFrom | null,
  options: OptionCount = 1,
) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  if (tool.offersOptions && options > 1) body.append("options", String(options));
  if (continuing) body.append("continueFrom", continuing.id);
  for (const slot of tool.imageSlots) {
    const image = images[slot.name];
    if (image?.blob && !(continuing && slot.name === tool.continuesFromResult))
      body.append(slot.name, image.blob, image.name);
  }
  return body;
}

/**
 * Keeps a tool's work in progress on the server while the user buys credits (multipart: `step`,
 * the text fields, the photos, `continueFrom`); the tool page gives it back when checkout returns.
 */
export async function keepToolDraft(tool: AnyTool, body: FormData) {
  const response = await request(toolDraftPath(tool.id), {
    method: "POST",
    headers: { Accept: "application/json" },
    body,
  });
  if (!response.ok) throw new Error(`Keeping the draft answered ${response.status}`);
}

const emptyImages = (tool: AnyTool): Images => Object.fromEntries(tool.imageSlots.map((s) => [s.name, null]));
/** Every text at its default, a default word in the page's language. */
const defaultFields = (tool: AnyTool, t: (key: string) => string): Record<string, string> =>
  Object.fromEntries(tool.textFields.map((field) => [field.name, localizedDefault(field, t)]));

export function useToolRun(
  tool: AnyTool,
  initialFields: Record<string, string> = {},
  /** `autoStart: false` when the last step is itself a choice: the run waits for its button. */
  { autoStart = true }: { autoStart?: boolean } = {},
) {
  const { t } = useTranslation();
  const { user, credits, setCredits, costs, generationTimeoutMs } = useAppUser();
  // How many options the next run makes (docs/decisions/0040): the run costs that many times the tool's price.
  const [optionCount, setOptionCount] = useState<OptionCount>(1);
  const unitCost = costs[tool.costKey] ?? 0;
  const cost = unitCost * (tool.offersOptions ? optionCount : 1);
  const total = tool.steps.length;
  const draft = useContext(ToolDraftContext);
  const placeKey = `${tool.id}:${useLocation().key}`;
  const [place] = useState(() => places.get(placeKey));
  const [step, setStepState] = useState(place?.step ?? draft?.step ?? 1);
  const [images, setImages] = useState<Images>(() => place?.images ?? emptyImages(tool));
  const [fields, setFields] = useState<Record<string, string>>(
    () => place?.fields ?? { ...defaultFields(tool, t), ...initialFields, ...draft?.fields },
  );
  // Back from checkout at the last step: ready to run, but nothing is spent until its button is pressed.
  const [held, setHeld] = useState(!place && Boolean(draft));
  // Continue Designing: the user's result the next run goes on from (tool.continuesFromResult).
  const [continuing, setContinuing] = useState<ContinueFrom | null>(
    place ? place.continuing : (draft?.continueFrom ?? null),
  );
  useEffect(() => {
    places.set(placeKey, { step, images, fields, continuing });
  }, [placeKey, step, images, fields, continuing]);
  const [status, setStatus] = useState<"idle" | "processing">("idle");
  const [result, setResult] = useState<ToolResult | null>(null);
  // A run of several: every option made, in order (the first is `result`), and how many failed (refunded).
  const [results, setResults] = useState<ToolResult[]>([]);
  const [failedOptions, setFailedOptions] = useState(0);
  const [error, setError] = useState<ToolError | null>(null);
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const running = useRef(false);

  const wizardState: WizardState = useMemo(
    () => ({ images: Object.fromEntries(Object.entries(images).map(([k, v]) => [k, Boolean(v)])), fields }),
    [images, fields],
  );
  const complete = (n: number) => isStepComplete(tool, n, wizardState);
  const enough = credits >= cost;
  // Out of Credits: open on arrival when the balance cannot pay for this tool, and again the
  // moment it stops being able to (a result spent it, or the server saw a lower balance).
  const [buyOpen, setBuyOpen] = useState(!enough);
  const couldPay = useRef(enough);
  useEffect(() => {
    if (couldPay.current && !enough) setBuyOpen(true);
    couldPay.current = enough;
  }, [enough]);
  const offerBuy = useCallback(() => setBuyOpen(true), []);

  /* biome-ignore lint/correctness/useExhaustiveDependencies: the draft is put back once, on arrival */
  useEffect(() => {
    if (place || !draft?.photos.length) return;
    let cancelled = false;
    draftImages(tool, draft)
      .then((kept) => !cancelled && setImages((prev) => ({ ...prev, ...kept })))
      .catch((error: unknown) => {
        // The photos are gone (another purchase replaced them, or the network): start from the upload.
        console.warn("The kept photos could not be restored:", error);
        if (!cancelled) setStepState(1);
      });
    return () => {
      cancelled = true;
    };
  }, []);
  const closeBuy = useCallback(() => setBuyOpen(false), []);

  // "The error stays until the user changes something."
  const setImage = useCallback(
    (slot: string, image: ShownImage | null) => {
      setImages((prev) => ({ ...prev, [slot]: image }));
      // Another photo where the result was: the design starts afresh from it.
      if (slot === tool.continuesFromResult) setContinuing(null);
      setError(null);
    },
    [tool],
  );
  const setField = useCallback((name: string, value: string) => {
    setFields((prev) => ({ ...prev, [name]: value }));
    setError(null);
  }, []);
  const setStep = useCallback((n: number) => setStepState(Math.min(total, Math.max(1, n))), [total]);

  const run = useCallback(async () => {
    if (running.current) return;
    setHeld(false);
    if (credits < cost) {
      setError({ message: t("app.wizard.insufficient", { count: cost }), charge: "none" });
      setBuyOpen(true);
      return;
    }
    running.current = true;
    setStatus("processing");
    setStartedAt(Date.now());
    setError(null);
    const body = inputsForm(tool, fields, images, continuing, optionCount);
    try {
      // The result is shown from its stored address: its bytes are not wanted in the answer too.
      const response = await request(tool.endpoint, {
        timeoutMs: generationTimeoutMs,
        method: "POST",
        headers: { Accept: "application/json", Prefer: "return=minimal" },
        body,
      });
      // Not JSON at all (a proxy's error page): null, and the status speaks instead.
      const answer = (await response.json().catch(() => null)) as GenerationAnswer | ApiErrorBody | null;
      if (response.ok && answer && "imageUrl" in answer) {
        const { generationId, imageUrl, mimeType, commercialLicence, user: after } = answer;
        setCredits(after.credits);
        setResult({ url: imageUrl, mimeType, generationId, commercialLicence });
        const made = (answer.options ?? []).flatMap((option) =>
          "imageUrl" in option
            ? [
                {
                  url: option.imageUrl,
                  mimeType: option.mimeType,
                  generationId: option.generationId,
                  commercialLicence,
                },
              ]
            : [],
        );
        setResults(made);
        setFailedOptions((answer.options?.length ?? 0) - made.length);
        for (const option of made.length ? made : [{ generationId }])
          rememberGeneration(user.id, { id: option.generationId, timestamp: Date.now(), totalCost: unitCost });
        addressShows(tool.path, generationId);
        return;
      }
      const failure = answer && "message" in answer ? answer : null;
      const details = failure?.details && !Array.isArray(failure.details) ? failure.details : undefined;
      // A 402 carries the balance the server saw: spent elsewhere meanwhile (another tab, device).
      if (response.status === 402 && typeof details?.balance === "number") setCredits(details.balance);
      setError({
        message: failure?.message
          ? labelFieldInMessage(tool, failure.message, fieldOfErrorDetails(failure.details), (key) => t(key))
          : t("app.wizard.httpError", { status: response.status, statusText: response.statusText }),
        // Credits returned after a failure that came after the debit: the message says so itself.
        charge: details?.refunded !== undefined ? null : response.status < 500 ? "none" : "unknown",
      });
    } catch (error) {
      // No answer: offline, timed out, or no server. The browser's own words never show.
      console.warn("The tool request failed:", error);
      const failure = error instanceof NetworkError ? error : new NetworkError("unreachable", true);
      // Offline before sending: nothing left the browser, so nothing was charged.
      setError({ message: t(failure.messageKey), charge: failure.sent ? "unknown" : "none" });
    } finally {
      running.current = false;
      setStatus("idle");
      setStartedAt(null);
    }
  }, [
    credits,
    cost,
    unitCost,
    optionCount,
    fields,
    images,
    continuing,
    tool,
    t,
    setCredits,
    user.id,
    generationTimeoutMs,
  ]);

  // Auto-start ~500 ms after reaching the last step with everything in place (docs/product-rules.md).
  const lastStepReady =
    autoStart && !held && step === total && complete(total) && status === "idle" && !result && !error;
  /* biome-ignore lint/correctness/useExhaustiveDependencies: only reaching the ready state starts a
     run; a new `run` (one per keystroke) must not restart the timer */
  useEffect(() => {
    if (!lastStepReady) return;
    const timer = setTimeout(() => void run(), AUTO_START_DELAY_MS);
    return () => clearTimeout(timer);
  }, [lastStepReady]);

  /**
   * Before checkout: the server keeps this tool's photos and choices for the user (session
   * storage holds ~5 MB; three photos of up to 10 MB each do not fit), and the tool page gives
   * them back when checkout returns here (docs/decisions/0021).
   */
  const keepForCheckout = useCallback(async () => {
    const body = inputsForm(tool, fields, images, continuing);
    body.append("step", String(step));
    await keepToolDraft(tool, body);
  }, [step, fields, images, continuing, tool]);

  const startOver = useCallback(() => {
    setImages(emptyImages(tool));
    setFields(defaultFields(tool, t));
    setResult(null);
    setResults([]);
    setError(null);
    setStepState(1);
    setContinuing(null);
    addressShows(tool.path, null);
  }, [tool, t]);

  /**
   * A result's "again" action (new color, another style, another reference, continue designing):
   * the outcome goes, `change` resets the inputs to choose again, and the wizard returns to `step`.
   */
  const againFrom = useCallback(
    (step: number, change: () => void) => {
      setResult(null);
      setResults([]);
      setError(null);
      addressShows(tool.path, null);
      change();
      setStep(step);
    },
    [tool, setStep],
  );

  /** The tool's declared "again" action (its module's `again`): what it resets, and the step it returns to. */
  const again = useCallback(() => {
    const action = tool.again;
    if (!action) return;
    const { resets } = action;
    againFrom(action.step, () => {
      if ("slot" in resets) setImage(resets.slot, null);
      else {
        const field = tool.textFields.find((f) => f.name === resets.field);
        if (field) setField(field.name, localizedDefault(field, t));
      }
    });
  }, [tool, againFrom, setImage, setField, t]);

  return {
    tool,
    cost,
    credits,
    enough,
    buyOpen,
    offerBuy,
    closeBuy,
    keepForCheckout,
    total,
    step,
    setStep,
    images,
    setImage,
    fields,
    setField,
    setFields,
    setImages,
    processing: status === "processing",
    startedAt,
    result,
    results,
    failedOptions,
    optionCount,
    setOptionCount,
    unitCost,
    error,
    run,
    startOver,
    againFrom,
    again,
    continuing,
    setContinuing,
    complete,
  };
}

export type ToolRun = ReturnType<typeof useToolRun>;
