/**
 * A tool's page: the JavaScript wizard once hydrated; before that (and without JavaScript) one
 * plain multipart form with every input; `?result=` shows a stored result either way.
 */
import type { MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useRef, useState, type ComponentType, type ReactNode } from "react";
import { useTranslation } from "~/i18n-react";
import { useAppUser } from "~/components/app/app-context";
import { useWelcomeShown } from "~/components/app/welcome-note";
import { Icon } from "~/components/app/icons";
import { UploadMaxSide } from "~/components/upload-box";
import { useHydrated } from "~/components/use-hydrated";
import type { AnyTool, ImageSlot, TextField } from "~/tools";
import { OPTION_COUNTS } from "~/tools/types";
import { CardSection } from "./card-section";
import { ACCEPTED_EXTENSIONS, ACCEPTED_MIME_TYPES, localizedDefault } from "~/tools/shared";
import type { FieldProblem, toolFormAction, ToolFormError, toolPageLoader, ToolPageData } from "./tool-page.server";
import { paintedByServer } from "./before-hydration.client";
import { toolsKit, tourCode, useOnDemand } from "./on-demand";
import { PauseTour } from "./pause-tour";
import { keepToolDraft, ToolDraftContext } from "./use-tool-run";
import { CannotAfford, ResultView, WizardHeader } from "./wizard";
import { WizardTestFailure } from "./wizard-error-boundary";
import { classNames } from "~/utils/class-names";
import { NO_SCRIPT_ONLY, SCRIPT_ONLY } from "~/utils/no-script";

/*
 * What every tool page's route module exports besides its loader, action and page
 * (`export { ErrorBoundary, meta } from "~/components/wizard/tool-page"`).
 */

/** An error on a tool's screen renders inside the app shell: the sidebar and the balance stay. */
export { AppErrorBoundary as ErrorBoundary } from "~/components/app/error-boundary";

/** A tool page's <title>, in the user's language, from its loader (toolPageLoader). */
export const meta: MetaFunction = ({ data }) => {
  const title = (data as { title?: string } | undefined)?.title;
  return title ? [{ title }] : [];
};

/**
 * The default export of a tool's page route, whose loader and action are toolPageLoader(tool) and
 * toolFormAction(tool): their data, typed by those functions, go to the page as props.
 */
export function toolPageRoute(tool: AnyTool, Wizard: ComponentType) {
  return function ToolPageRoute() {
    const page = useLoaderData<ReturnType<typeof toolPageLoader>>();
    const formError = useActionData<ReturnType<typeof toolFormAction>>();
    return <ToolPage tool={tool} page={page} formError={formError} wizard={<Wizard />} />;
  };
}

/** `page` is the route's loader data, `formError` its action data (toolPageLoader / toolFormAction). */
export function ToolPage({
  tool,
  page,
  formError,
  wizard,
}: {
  tool: AnyTool;
  page: ToolPageData;
  formError: ToolFormError | undefined;
  wizard: ReactNode;
}) {
  const { result, failWizard, tour, checkout, draft } = page;
  const hydrated = useHydrated();
  const { credits, costs, uploadMaxSide } = useAppUser();
  // Out of Credits, open on arrival when the balance cannot pay for the tool (the wizard's
  // dialog), comes before the tour.
  const [tourPaused, pauseTour] = useState(() => credits < (costs[tool.costKey] ?? 0));
  // So does a new account's welcome note: the tour opens once it is put away.
  const welcomeShown = useWelcomeShown();
  // The tour's code: loaded before hydration when the server painted it (./before-hydration.client.ts).
  const tourView = useOnDemand(tourCode, Boolean(tour)) ?? paintedByServer?.tour;
  if (result) return <StoredResult tool={tool} result={result} formError={formError} />;
  return (
    <>
      {/* Before the form and the wizard, at the same place in both: hydration keeps the server's dialog. */}
      {tour && tourView ? (
        <tourView.OnboardingTour tool={tool} step={tour.step} paused={tourPaused || welcomeShown} />
      ) : null}
      {checkout ? <CheckoutReturn tool={tool} checkout={checkout} resumed={Boolean(draft)} /> : null}
      {/* The server draws the wizard's first step, so that the first frame is the wizard; a browser
          without JavaScript hides it (NO_SCRIPT_STYLE in root.tsx) and shows the plain form instead.
          Once React runs, the plain form goes. A refused plain form came from a browser without
          JavaScript: its page shows that form with its problems. */}
      {formError ? null : (
        <div className={hydrated ? undefined : SCRIPT_ONLY}>
          <UploadMaxSide.Provider value={uploadMaxSide}>
            <PauseTour.Provider value={pauseTour}>
              <ToolDraftContext.Provider value={draft}>
                <WizardTestFailure.Provider value={failWizard}>{wizard}</WizardTestFailure.Provider>
              </ToolDraftContext.Provider>
            </PauseTour.Provider>
          </UploadMaxSide.Provider>
        </div>
      )}
      {hydrated && !formError ? null : (
        <div className={formError ? undefined : NO_SCRIPT_ONLY}>
          <PlainToolForm tool={tool} formError={formError} draft={draft} />
        </div>
      )}
    </>
  );
}

/**
 * Back from a checkout started in this tool: the payment's confirmation (closing it stays on the
 * tool), or the word that it was cancelled; either way, that the photo and choices are back.
 */
function CheckoutReturn({
  tool,
  checkout,
  resumed,
}: {
  tool: AnyTool;
  checkout: NonNullable<ToolPageData["checkout"]>;
  resumed: boolean;
}) {
  const { t } = useTranslation();
  // Loaded before hydration on this address (the server renders it too): see before-hydration.client.ts.
  const kit = useOnDemand(toolsKit, checkout.status === "success") ?? paintedByServer?.kit;
  return (
    <>
      {checkout.status === "success" && kit ? (
        <kit.PaymentConfirmation sessionId={checkout.sessionId} result={checkout.confirmation} closeHref={tool.path} />
      ) : null}
      {checkout.status === "cancelled" || resumed ? (
        <p
          role="status"
          className="mx-auto mb-4 max-w-4xl rounded-xl border border-stone-200 bg-white px-4 py-3 text-stone-700"
          data-testid="checkout-return"
        >
          {checkout.status === "cancelled" ? `${t("credits.confirmation.cancelled")} ` : null}
          {resumed ? t("app.wizard.resumed") : null}
        </p>
      ) : null}
    </>
  );
}

/**
 * A stored result (`?result=<id>`: a reload of a wizard's result, "Your designs", the no-JS
 * form's answer): the same view as the wizard's, before/after and full screen included.
 */
function StoredResult({
  tool,
  result,
  formError,
}: {
  tool: AnyTool;
  result: NonNullable<ToolPageData["result"]>;
  formError: ToolFormError | undefined;
}) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-4xl" data-testid="stored-result">
      <p className="text-sm font-medium text-brand-700">{t(tool.nameKey)}</p>
      <h1 className="mt-0.5 text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">
        {t("app.wizard.resultPageTitle")}
      </h1>
      {result.iteration !== null && (
        <p className="mt-1 text-sm text-stone-600">{t("app.interior.iteration", { n: result.iteration })}</p>
      )}
      <section className="card mt-5 p-4 sm:p-6">
        <ResultView
          tool={tool}
          before={result.beforeUrl}
          result={{ url: result.imageUrl, mimeType: result.mimeType, commercialLicence: result.commercialLicence }}
          iteration={result.iteration ?? undefined}
          aside={
            result.summary ? (
              <p className="text-sm font-medium text-stone-700" data-testid="stored-result-summary">
                {result.summary}
              </p>
            ) : undefined
          }
          actions={
            tool.again && (
              // The live result's "again" action: the wizard, restored from this result at its step.
              <Link to={`${tool.path}?again=${encodeURIComponent(result.id)}`} className="btn-secondary">
                {t(tool.again.labelKey)}
              </Link>
            )
          }
          startOver={
            <Link to={tool.path} className="btn-secondary" reloadDocument>
              <Icon name="refresh" className="h-4 w-4" />
              {t("app.wizard.startOver")}
            </Link>
          }
        />
      </section>
      {result.others.length > 0 && <OtherOptions tool={tool} others={result.others} />}
      {tool.continuesFromResult && (
        <ContinueForm tool={tool} from={result.id} slot={tool.continuesFromResult} formError={formError} />
      )}
    </div>
  );
}

/**
 * The other options of the run that made this result (docs/decisions/0040), each a link to its
 * own page (full size, Save, Continue there): shown with or without JavaScript.
 */
function OtherOptions({ tool, others }: { tool: AnyTool; others: { id: string; imageUrl: string }[] }) {
  const { t } = useTranslation();
  return (
    <CardSection id="other-options-title" title={t("app.wizard.options.others")} testId="other-options">
      <ul className="mt-3 grid grid-cols-1 gap-4 sm:grid-cols-2">
        {others.map((other, i) => (
          <li key={other.id}>
            <a href={`${tool.path}?result=${encodeURIComponent(other.id)}`} className="block">
              <img
                src={other.imageUrl}
                alt={t("app.wizard.options.option", { n: i + 2 })}
                className="aspect-[4/3] w-full rounded-2xl object-cover"
              />
              <span className="mt-1 block text-sm font-semibold text-brand-700">
                {t("app.wizard.options.option", { n: i + 2 })}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </CardSection>
  );
}

/**
 * Continue Designing as a plain form (it works before hydration and without JavaScript): this
 * result becomes the photo of `slot` (the room), and the form asks for the rest (the new items).
 * Posted to this page, so a refusal comes back here, under the result it was about.
 */
function ContinueForm({
  tool,
  from,
  slot,
  formError,
}: {
  tool: AnyTool;
  from: string;
  slot: string;
  formError: ToolFormError | undefined;
}) {
  const { t } = useTranslation();
  const { user, credits, costs } = useAppUser();
  const navigation = useNavigation();
  const cost = costs[tool.costKey];
  const [buyOpen, setBuyOpen] = useState(false);
  // Out of Credits can open only once hydrated; its code comes as soon as the balance is short.
  const hydrated = useHydrated();
  const kit = useOnDemand(toolsKit, buyOpen || credits < cost);
  // Buying from here comes back to this result: the draft names it (and keeps what is already
  // chosen), at the step after the one that asks for the photo it becomes.
  const form = useRef<HTMLFormElement>(null);
  const keepForCheckout = async () => {
    if (!form.current) return;
    const body = new FormData(form.current);
    body.append("step", String(tool.steps.findIndex((step) => step.images?.includes(slot)) + 2));
    await keepToolDraft(tool, body);
  };
  return (
    <>
      <Form
        ref={form}
        method="post"
        action={`${tool.path}?result=${from}`}
        encType="multipart/form-data"
        className="card mt-5 space-y-6 p-4 sm:p-6"
        aria-labelledby="continue-title"
        data-testid="continue-form"
      >
        <div>
          <h2 id="continue-title" className="text-lg font-semibold text-stone-900">
            {t("app.wizard.continueDesigning")}
          </h2>
          <p className="mt-1 text-sm text-stone-600">{t("app.wizard.form.continueHint")}</p>
        </div>
        <input type="hidden" name="continueFrom" value={from} />
        <PlainFields tool={tool} formError={formError} slots={tool.imageSlots.filter((s) => s.name !== slot)} />
        <SubmitButton
          label={t("app.wizard.continueDesigning")}
          cost={cost}
          busy={navigation.state !== "idle"}
          offerBuy={() => setBuyOpen(true)}
        />
      </Form>
      {/* Outside the form: the dialog's packs are forms of their own. */}
      {hydrated && kit ? (
        <kit.OutOfCreditsDialog
          open={buyOpen}
          onClose={() => setBuyOpen(false)}
          userId={user.id}
          redirectTo={tool.path}
          shortfall={{ balance: credits, cost }}
          beforeCheckout={keepForCheckout}
        />
      ) : null}
    </>
  );
}

/**
 * A plain form's send button: the action and its price. Below the price it is off, and beside it
 * the page says why and offers Buy (`offerBuy` once hydrated; a link to the packs before).
 */
function SubmitButton({
  label,
  cost,
  busy,
  offerBuy = () => {},
}: {
  label: string;
  cost: number;
  busy: boolean;
  offerBuy?: () => void;
}) {
  const { t } = useTranslation();
  const enough = useAppUser().credits >= cost;
  return (
    <div className="space-y-3">
      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={busy || !enough}>
        <Icon name="sparkles" className="h-4 w-4" />
        {t("app.wizard.submit", { action: label, cost: t("app.wizard.cost", { count: cost }) })}
      </button>
      <CannotAfford run={{ enough, cost, offerBuy }} plainForm />
    </div>
  );
}

const accept = [...ACCEPTED_MIME_TYPES, ...ACCEPTED_EXTENSIONS].join(",");

/**
 * `draft`: the choices to start from (a stored result's "again" link, a checkout's return), so
 * without JavaScript too "Try another style" keeps the room type and strength; its photos cannot
 * be put in a file input, so the form asks for them again.
 */
function PlainToolForm({
  tool,
  formError,
  draft,
}: {
  tool: AnyTool;
  formError: ToolFormError | undefined;
  draft: ToolPageData["draft"];
}) {
  const { t } = useTranslation();
  const { credits, costs } = useAppUser();
  const navigation = useNavigation();
  const cost = costs[tool.costKey];
  return (
    <div className="mx-auto max-w-4xl">
      <WizardHeader run={{ tool, cost, credits, step: 1, total: tool.steps.length }} showStep={false} />
      <Form
        method="post"
        encType="multipart/form-data"
        className="card mt-5 space-y-6 p-4 sm:p-6"
        data-testid="plain-form"
      >
        <p className="text-sm text-stone-600">{t("app.wizard.noJsHint")}</p>
        <PlainFields tool={tool} formError={formError} slots={tool.imageSlots} draft={draft} />
        <SubmitButton label={t(tool.actionKey)} cost={cost} busy={navigation.state !== "idle"} />
      </Form>
    </div>
  );
}

/**
 * A plain form's problems (after a refusal), then a file input per slot of `slots` and every text
 * field; a photo that may be left out comes after the choices it depends on (Restyle's inspiration).
 */
function PlainFields({
  tool,
  formError,
  slots,
  draft = null,
}: {
  tool: AnyTool;
  formError: ToolFormError | undefined;
  slots: readonly ImageSlot[];
  draft?: ToolPageData["draft"];
}) {
  const problemOf = (name: string) => formError?.problems.find((p) => p.field === name);
  const values = formError?.values ?? draft?.fields ?? {};
  const chooseAgain = Boolean(formError) || Boolean(draft?.photos.length);
  return (
    <>
      {formError && <FormProblems photos={slots.length} answers={tool.textFields.length > 0} formError={formError} />}
      {slots
        .filter((slot) => !slot.optional)
        .map((slot) => (
          <PlainFileInput key={slot.name} slot={slot} problem={problemOf(slot.name)} chooseAgain={chooseAgain} />
        ))}
      {tool.textFields.map((field) => (
        <PlainField key={field.name} field={field} value={values[field.name]} problem={problemOf(field.name)} />
      ))}
      {tool.offersOptions && <PlainOptions tool={tool} value={values.options} />}
      {slots
        .filter((slot) => slot.optional)
        .map((slot) => (
          <PlainFileInput key={slot.name} slot={slot} problem={problemOf(slot.name)} chooseAgain={chooseAgain} />
        ))}
    </>
  );
}

/** How many options, as plain radio buttons (docs/decisions/0040); the price of each is said beside them. */
function PlainOptions({ tool, value }: { tool: AnyTool; value: string | undefined }) {
  const { t } = useTranslation();
  const cost = useAppUser().costs[tool.costKey] ?? 0;
  return (
    <fieldset data-testid="plain-options">
      <legend className="text-sm font-semibold text-stone-800">{t("app.wizard.options.label")}</legend>
      <div className="mt-2 flex flex-wrap gap-4">
        {OPTION_COUNTS.map((count) => (
          <label key={count} className="flex items-center gap-2 text-sm text-stone-800">
            <input type="radio" name="options" value={count} defaultChecked={String(count) === (value ?? "1")} />
            {t("app.wizard.options.count", { count })}
          </label>
        ))}
      </div>
      <p className="mt-1 text-xs text-stone-600">
        {t("app.wizard.options.hint", { cost: t("app.wizard.cost", { count: cost }) })}
      </p>
    </fieldset>
  );
}

/** A field's control id, and the id of the problem text that describes it. */
const controlId = (name: string) => `field-${name}`;
const problemId = (name: string) => `field-${name}-problem`;

/**
 * What went wrong, above the form: focused when the page opens (no script needed: `autofocus`),
 * each field's problem a link to that field, then what belongs to no field, then the photos to
 * choose again (a browser never keeps a chosen file across pages).
 */
function FormProblems({ photos, answers, formError }: { photos: number; answers: boolean; formError: ToolFormError }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      tabIndex={-1}
      // biome-ignore lint/a11y/noAutofocus: the page reloaded on this summary; without JS nothing else focuses it
      autoFocus
      aria-labelledby="form-problems-title"
      className={classNames(
        "rounded-xl border border-clay-300 bg-clay-50 px-4 py-3 text-sm text-clay-900",
        "focus:outline-none focus-visible:ring-2 focus-visible:ring-clay-600",
      )}
      data-testid="form-problems"
    >
      <h2 id="form-problems-title" className="font-semibold">
        {formError.problems.length ? t("app.wizard.form.problemsTitle") : t("app.wizard.errorTitle")}
      </h2>
      {formError.problems.length > 0 && (
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {formError.problems.map((problem) => (
            <li key={problem.field || problem.message}>
              {problem.field ? (
                <a href={`#${controlId(problem.field)}`} className="font-medium underline">
                  {problem.message}
                </a>
              ) : (
                problem.message
              )}
            </li>
          ))}
        </ul>
      )}
      {formError.message && <p className="mt-1">{formError.message}</p>}
      {(answers || photos > 0) && (
        <p className="mt-2">
          {[
            answers ? t("app.wizard.form.answersKept") : "",
            photos ? t("app.wizard.form.photosAgain", { count: photos }) : "",
          ]
            .filter(Boolean)
            .join(" ")}
        </p>
      )}
    </div>
  );
}

/** A field's problem under its control, which names it in aria-describedby. */
function ProblemText({ name, problem }: { name: string; problem: FieldProblem | undefined }) {
  if (!problem) return null;
  return (
    <span id={problemId(name)} className="mt-1 block text-sm font-medium text-clay-800">
      {problem.message}
    </span>
  );
}

/** The aria attributes of a control with (or without) a problem. */
const describedBy = (name: string, problem: FieldProblem | undefined, hintId?: string) => ({
  "aria-invalid": problem ? true : undefined,
  "aria-describedby": [problem ? problemId(name) : "", hintId ?? ""].filter(Boolean).join(" ") || undefined,
});

function PlainFileInput({
  slot,
  problem,
  chooseAgain,
}: {
  slot: ImageSlot;
  problem: FieldProblem | undefined;
  chooseAgain: boolean;
}) {
  const { t } = useTranslation();
  const hintId = `${controlId(slot.name)}-hint`;
  return (
    <label className="block">
      <span className="mb-2 block text-sm font-semibold text-stone-800">{t(slot.labelKey)}</span>
      <input
        type="file"
        id={controlId(slot.name)}
        name={slot.name}
        accept={accept}
        required={!slot.optional}
        {...describedBy(slot.name, problem, hintId)}
        className={
          "block w-full rounded-xl border border-dashed bg-white p-4 text-sm " +
          (problem ? "border-clay-600 " : "border-stone-300 ") +
          "file:mr-4 file:rounded-lg file:border-0 file:bg-brand-50 file:px-4 file:py-2 " +
          "file:font-semibold file:text-brand-800"
        }
      />
      <ProblemText name={slot.name} problem={problem} />
      <span id={hintId} className="mt-1 block text-xs text-stone-500">
        {chooseAgain ? `${t("app.wizard.form.chooseAgain")} ` : ""}
        {t("app.upload.hint")}
      </span>
    </label>
  );
}

/**
 * A text field as the tool module's `widget` says: swatches, a choice, or plain text; `value`
 * is what the person typed or chose before an error (else the field's default).
 */
function PlainField({
  field,
  value,
  problem,
}: {
  field: TextField;
  value: string | undefined;
  problem: FieldProblem | undefined;
}) {
  const { t } = useTranslation();
  const { widget } = field;
  const aria = describedBy(field.name, problem);
  if (widget.kind === "swatches") {
    const chosen = value ?? field.defaultValue;
    // The default, or a color sent from elsewhere, is offered as the last swatch when it is not a preset.
    const extra = [field.defaultValue, chosen].filter(
      (color, i, all) => all.indexOf(color) === i && !widget.options.some((option) => option.value === color),
    );
    const options = [...widget.options, ...extra.map((color) => ({ value: color, label: color.toUpperCase() }))];
    return (
      <fieldset id={controlId(field.name)} aria-describedby={aria["aria-describedby"]}>
        <legend className="mb-2 text-sm font-semibold text-stone-800">{t(field.labelKey)}</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {options.map((option) => (
            <label
              key={option.value}
              className={
                "flex items-center gap-2 rounded-xl border border-stone-200 p-2 text-sm " +
                "has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 " +
                "has-[:focus-visible]:ring-brand-600"
              }
            >
              <input
                type="radio"
                name={field.name}
                value={option.value}
                defaultChecked={option.value === chosen}
                aria-invalid={aria["aria-invalid"]}
                className="sr-only"
              />
              <span className="h-6 w-6 rounded-md ring-1 ring-black/10" style={{ backgroundColor: option.value }} />
              {"labelKey" in option ? t(option.labelKey) : option.label}
            </label>
          ))}
        </div>
        <ProblemText name={field.name} problem={problem} />
      </fieldset>
    );
  }
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the label wraps its control, a select or an input chosen below
    <label className="block">
      <span className="mb-2 block text-sm font-semibold text-stone-800">{t(field.labelKey)}</span>
      {widget.kind === "choice" ? (
        <select
          id={controlId(field.name)}
          name={field.name}
          defaultValue={value ?? field.defaultValue}
          required={field.required}
          className="input"
          {...aria}
        >
          {/* A choice with no default is the user's to make: nothing is picked for them. */}
          {!field.defaultValue && <option value="">{t("app.wizard.selectOne")}</option>}
          {widget.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.descriptionKey ? `${t(option.labelKey)} · ${t(option.descriptionKey)}` : t(option.labelKey)}
            </option>
          ))}
        </select>
      ) : (
        <input
          id={controlId(field.name)}
          name={field.name}
          defaultValue={value ?? localizedDefault(field, t)}
          required={field.required}
          maxLength={field.maxLength}
          className="input"
          {...aria}
        />
      )}
      <ProblemText name={field.name} problem={problem} />
    </label>
  );
}
