/** The one wizard every tool uses: header, steps, Back/Next, processing, error and result. */
import { useContext, useEffect, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "~/i18n-react";
import { Icon } from "~/components/app/icons";
import { focusElement } from "~/components/focus";
import { useHydrated } from "~/components/use-hydrated";
import { InputSummary } from "./slot-upload";
import { ThrowIfTestAsks, WizardAlert, WizardErrorBoundary } from "./wizard-error-boundary";
import { PauseTour } from "./pause-tour";
import { resultExtrasCode, toolsKit, useOnDemand } from "./on-demand";
import { useAppUser } from "~/components/app/app-context";
import type { AnyTool } from "~/tools";
import { beforeImageSlot, optionFileName } from "~/tools/shared";
import type { ToolResult, ToolRun } from "./use-tool-run";
import { OpenImage } from "./open-image";
import { OptionsChoice, OptionsResults } from "./options";
import { BUY_CREDITS_PATH, TERMS_LICENCE_PATH } from "~/utils/paths";
import { classNames } from "~/utils/class-names";

export function WizardHeader({
  run,
  showStep = true,
}: {
  run: Pick<ToolRun, "tool" | "cost" | "credits" | "step" | "total">;
  showStep?: boolean;
}) {
  const { t } = useTranslation();
  const { tool, cost, credits, step, total } = run;
  const low = credits < cost;
  return (
    <header className="flex flex-wrap items-start justify-between gap-3">
      <div>
        {showStep ? (
          <p className="text-sm font-medium text-brand-700" data-testid="step-counter">
            {t("app.wizard.stepOf", { step, total })}
          </p>
        ) : (
          <p className="text-sm font-medium text-brand-700">{t(tool.descriptionKey)}</p>
        )}
        <h1 className="mt-0.5 text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">{t(tool.nameKey)}</h1>
      </div>
      <p
        className={classNames(
          "flex items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-medium ring-1",
          low ? "bg-clay-50 text-clay-800 ring-clay-200" : "bg-white text-stone-700 ring-stone-200",
        )}
        data-testid="cost-vs-balance"
      >
        <Icon name="coins" className="h-4 w-4" />
        {t("app.wizard.costVsBalance", { cost: t("app.wizard.cost", { count: cost }), balance: credits })}
      </p>
    </header>
  );
}

function Stepper({ run }: { run: ToolRun }) {
  const { t } = useTranslation();
  return (
    <ol className="mt-5 flex gap-2" aria-label={t("app.wizard.stepOf", { step: run.step, total: run.total })}>
      {run.tool.steps.map((s, i) => {
        const n = i + 1;
        const state = n < run.step ? "done" : n === run.step ? "current" : "todo";
        return (
          <li key={s.nameKey} className="min-w-0 flex-1" aria-current={state === "current" ? "step" : undefined}>
            <span className={`block h-1.5 rounded-full ${state === "todo" ? "bg-stone-200" : "bg-brand-600"}`} />
            <span
              className={classNames(
                "mt-1.5 hidden truncate text-xs font-medium sm:block",
                state === "current" ? "text-stone-900" : "text-stone-500",
              )}
            >
              {t(s.nameKey)}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

function Processing({ run }: { run: ToolRun }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, []);
  const seconds = run.startedAt ? Math.max(0, Math.floor((now - run.startedAt) / 1000)) : 0;
  return (
    <div className="flex flex-col items-center gap-4 py-12 text-center" role="status" data-testid="processing">
      <span className="relative grid h-16 w-16 place-items-center">
        <span className="absolute inset-0 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600" />
        <Icon name="sparkles" className="h-6 w-6 text-brand-700" />
      </span>
      <div>
        <h2 className="text-lg font-semibold text-stone-900">{t("app.wizard.processingTitle")}</h2>
        <p className="text-stone-600">
          {t(run.tool.typicalTime === "long" ? "app.wizard.processingTextLong" : "app.wizard.processingText")}
        </p>
        <p className="mt-1 text-sm tabular-nums text-stone-500">{t("app.wizard.elapsed", { seconds })}</p>
      </div>
    </div>
  );
}

function ErrorPanel({ run, error }: { run: ToolRun; error: NonNullable<ToolRun["error"]> }) {
  const { t } = useTranslation();
  return (
    <WizardAlert testId="wizard-error" title={t("app.wizard.errorTitle")} message={error.message}>
      <p className="mt-1 text-sm text-clay-800">
        {error.charge === "none"
          ? t("app.wizard.notCharged")
          : error.charge === "unknown"
            ? t("app.wizard.chargedUnknown")
            : null}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        {!run.enough && (
          <button type="button" className="btn-primary" onClick={run.offerBuy}>
            {t("app.wizard.buyMore")}
          </button>
        )}
        {/* Back is in the bar under the panel; Start Over clears everything, as under a result. */}
        <button type="button" className="btn-secondary" onClick={run.startOver}>
          <Icon name="refresh" className="h-4 w-4" />
          {t("app.wizard.startOver")}
        </button>
      </div>
    </WizardAlert>
  );
}

/**
 * Beside an action that costs more than the balance (which is then disabled): why, and Buy in
 * place, which opens Out of Credits over the tool instead of leaving it. On a plain form
 * (`plainForm`), until the page has hydrated (and without JavaScript) no dialog can open: Buy is
 * then a link to the dashboard's packs.
 */
export function CannotAfford({
  run,
  plainForm = false,
}: {
  run: Pick<ToolRun, "enough" | "cost" | "offerBuy">;
  plainForm?: boolean;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  if (run.enough) return null;
  const label = (
    <>
      <Icon name="coins" className="h-4 w-4" />
      {t("app.wizard.buyMore")}
    </>
  );
  return (
    <p
      className="flex w-full flex-wrap items-center gap-x-3 gap-y-1 text-sm font-medium text-clay-800"
      data-testid="cannot-afford"
    >
      <span>{t("app.wizard.insufficient", { count: run.cost })}</span>
      {plainForm && !hydrated ? (
        <a href={BUY_CREDITS_PATH} className="btn-secondary px-3 py-1.5">
          {label}
        </a>
      ) : (
        <button type="button" className="btn-secondary px-3 py-1.5" onClick={run.offerBuy}>
          {label}
        </button>
      )}
    </p>
  );
}

/**
 * A result that is a new picture (the tool's `resultStandsAlone`): shown whole at its own aspect
 * ratio, with the photo it was made from beside it at that photo's own shape, never cropped to
 * one frame or laid over each other.
 */
function StandAloneResult({ result, before, onOpen }: { result: string; before: string; onOpen(): void }) {
  const { t } = useTranslation();
  return (
    <div className="grid items-start gap-3 sm:grid-cols-[3fr_1fr]">
      <figure className="overflow-hidden rounded-2xl border border-stone-200 bg-stone-100">
        <OpenImage href={result} onOpen={onOpen} className="block w-full" label={t("app.wizard.fullScreen")}>
          <img src={result} alt={t("app.wizard.after")} className="block h-auto w-full" data-testid="result-image" />
        </OpenImage>
        <figcaption className="px-3 py-2 text-xs font-semibold text-stone-700">{t("app.wizard.after")}</figcaption>
      </figure>
      <figure className="w-1/2 overflow-hidden rounded-2xl border border-stone-200 bg-stone-100 sm:w-full">
        <img src={before} alt={t("app.wizard.before")} className="block h-auto w-full" data-testid="before-image" />
        <figcaption className="px-3 py-2 text-xs font-semibold text-stone-700">{t("app.wizard.before")}</figcaption>
      </figure>
    </div>
  );
}

/** What the terms let the person do with this result: the commercial licence when it was made while Premium. */
function ResultLicence({ commercial }: { commercial: boolean }) {
  const { t } = useTranslation();
  return (
    <p
      data-testid="result-licence"
      className={`text-sm ${commercial ? "rounded-xl bg-brand-50 px-3 py-2 text-brand-900" : "text-stone-600"}`}
    >
      {t(commercial ? "app.wizard.licence.commercial" : "app.wizard.licence.personal")}{" "}
      <a href={TERMS_LICENCE_PATH} className="font-medium underline underline-offset-2">
        {t("app.wizard.licence.terms")}
      </a>
    </p>
  );
}

/** What a tool adds under its result: buttons beside Save, and content under the images. */
export interface ResultExtras {
  actions?: ReactNode;
  /** A secondary button after `actions` that goes back to change an input (New Color, Reupload reference...). */
  again?: { label: string; onClick(): void };
  aside?: ReactNode;
  /** Numbers the download of a repeatable tool (interior designer). */
  iteration?: number;
  /** `actions` include one that costs the tool's price (Continue Designing): say when it cannot be paid. */
  spends?: boolean;
  /** Continue from one option of a run of several (docs/decisions/0040): the next round or restyle from it. */
  continueFrom?: (result: ToolResult) => void;
}

/**
 * A result beside the photo it was made from, with Save, the tool's own actions and `startOver`,
 * and a full-screen view that repeats the buttons. The wizard shows it after a run; the tool's
 * page shows it for a stored result (`?result=`, after a reload or from "Your designs").
 */
export function ResultView({
  tool,
  before,
  result,
  startOver,
  iteration,
  actions,
  again,
  aside,
  footer,
}: {
  tool: AnyTool;
  before: string;
  result: { url: string; mimeType: string; commercialLicence?: boolean };
  /** The Start Over control: a button in the wizard, a link on a stored result's page. */
  startOver: ReactNode;
  footer?: ReactNode;
} & Omit<ResultExtras, "spends" | "continueFrom">) {
  const { t } = useTranslation();
  const [full, setFull] = useState(false);
  // Without JavaScript the slider cannot move: the two pictures side by side say it all.
  const hydrated = useHydrated();
  // The slider and the full-screen view load on demand (the wizard asks for them when a run starts).
  const extras = useOnDemand(resultExtrasCode, hydrated);
  const downloadName = tool.downloadFileName({ mimeType: result.mimeType, iteration });
  const buttons = (
    <>
      <a href={result.url} download={downloadName} className="btn-primary" data-testid="save-result">
        <Icon name="download" className="h-4 w-4" />
        {t(tool.saveLabelKey)}
      </a>
      {actions}
      {again && (
        <button type="button" className="btn-secondary" onClick={again.onClick}>
          {again.label}
        </button>
      )}
      {startOver}
    </>
  );
  return (
    <div className="space-y-4" data-testid="wizard-result">
      {/* Each on one line: a phone too narrow for both puts the button under the title, never a word per line. */}
      <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
        <h2 className="whitespace-nowrap text-lg font-semibold text-stone-900">{t("app.wizard.resultTitle")}</h2>
        <OpenImage href={result.url} onOpen={() => setFull(true)} className="btn-ghost whitespace-nowrap px-2 py-1.5">
          <Icon name="expand" className="h-4 w-4" />
          {t("app.wizard.fullScreen")}
        </OpenImage>
      </div>
      {tool.resultStandsAlone ? (
        <StandAloneResult result={result.url} before={before} onOpen={() => setFull(true)} />
      ) : (
        <>
          {hydrated && (
            <>
              {extras ? (
                <extras.CompareSlider before={before} after={result.url} />
              ) : (
                // Until the slider's code has come: the same frame, showing the result.
                <div className="overflow-hidden rounded-2xl bg-stone-900">
                  <img
                    src={result.url}
                    alt={t("app.wizard.after")}
                    className="block max-h-[70vh] w-full object-contain"
                  />
                </div>
              )}
              <p className="text-center text-xs text-stone-500">{t("app.wizard.compare")}</p>
            </>
          )}
          <div className="grid grid-cols-2 gap-3">
            {[
              { src: result.url, label: t("app.wizard.after"), testId: "result-image" },
              { src: before, label: t("app.wizard.before"), testId: "before-image" },
            ].map((item) => (
              <figure key={item.testId} className="overflow-hidden rounded-2xl border border-stone-200 bg-stone-100">
                <OpenImage
                  href={item.src}
                  onOpen={item.src === result.url ? () => setFull(true) : undefined}
                  className="block w-full"
                  label={item.src === result.url ? t("app.wizard.fullScreen") : item.label}
                >
                  <img
                    src={item.src}
                    alt={item.label}
                    className="aspect-[4/3] w-full object-cover"
                    data-testid={item.testId}
                  />
                </OpenImage>
                <figcaption className="px-3 py-2 text-xs font-semibold text-stone-700">{item.label}</figcaption>
              </figure>
            ))}
          </div>
        </>
      )}
      {aside}
      <ResultLicence commercial={result.commercialLicence ?? false} />
      <div className="flex flex-wrap gap-2">{buttons}</div>
      {footer}
      {full && extras && (
        <extras.FullScreenImage src={result.url} onClose={() => setFull(false)}>
          {buttons}
        </extras.FullScreenImage>
      )}
    </div>
  );
}

/** The wizard's result: ResultView with the run's photo, the tool's extras and Start Over. */
function ResultPanel({
  run,
  result,
  spends,
  continueFrom,
  ...extras
}: { run: ToolRun; result: NonNullable<ToolRun["result"]> } & ResultExtras) {
  const { t } = useTranslation();
  // The tool's declared "again" action, unless the tool brings its own.
  const declared = run.tool.again;
  const again = extras.again ?? (declared && { label: t(declared.labelKey), onClick: run.again });
  const startOver = (
    <button type="button" className="btn-secondary" onClick={run.startOver}>
      <Icon name="refresh" className="h-4 w-4" />
      {t("app.wizard.startOver")}
    </button>
  );
  if (run.results.length > 1)
    return (
      <OptionsResults
        run={run}
        downloadName={(option, n) =>
          optionFileName(run.tool.downloadFileName({ mimeType: option.mimeType, iteration: extras.iteration }), n)
        }
        onContinue={continueFrom}
        again={again || undefined}
        startOver={startOver}
      />
    );
  return (
    <ResultView
      tool={run.tool}
      before={run.images[beforeImageSlot(run.tool)]?.url ?? ""}
      result={result}
      {...extras}
      again={again}
      footer={spends && <CannotAfford run={run} />}
      startOver={startOver}
    />
  );
}

function LastStep({ run, summary, choice }: { run: ToolRun; summary: ReactNode; choice?: ReactNode }) {
  const inputs = <InputSummary run={run}>{summary}</InputSummary>;
  if (!choice) return inputs;
  return (
    <div className="space-y-5">
      {inputs}
      {choice}
    </div>
  );
}

/**
 * The wizard frame. `children` is the current step's content; on the last step the frame shows
 * what will be sent (the photos, with the tool's own `summary` of its fields), a
 * `lastStepChoice` when the tool asks one more thing there, and the action button; then
 * processing, the error or the result (with the tool's `resultExtras`) in place of the step.
 */
export function Wizard({
  run,
  children,
  resultExtras,
  summary,
  lastStepChoice,
}: {
  run: ToolRun;
  children: ReactNode;
  resultExtras?: ResultExtras;
  summary: ReactNode;
  lastStepChoice?: ReactNode;
}) {
  const { t } = useTranslation();
  const { step, total, processing } = run;
  const last = step === total;
  const nextDisabled = processing || !run.complete(step) || !run.enough;
  const action = t(run.tool.actionKey);
  // The tour (the tool page's) waits while Out of Credits is open.
  const pauseTour = useContext(PauseTour);
  // While the model works, the result's slider and full-screen view load.
  useOnDemand(resultExtrasCode, processing);
  useEffect(() => pauseTour(run.buyOpen), [pauseTour, run.buyOpen]);
  const { user } = useAppUser();
  // Out of Credits' code comes as soon as the balance cannot pay for a run, before Buy is pressed.
  const kit = useOnDemand(toolsKit, run.buyOpen || !run.enough);
  // A new step, the processing state, the result or an error replaces what had focus (often the
  // Next button): focus goes to the new content's heading, which the screen reader then reads.
  const view = processing ? "processing" : run.result ? "result" : run.error ? "error" : `step-${step}`;
  const content = useRef<HTMLElement>(null);
  const shown = useRef(view);
  useEffect(() => {
    if (shown.current === view) return;
    shown.current = view;
    const error = content.current?.querySelector<HTMLElement>('[data-testid="wizard-error"]');
    focusElement(view === "error" && error ? error : content.current, { heading: true });
  }, [view]);
  const stepKey = run.tool.steps[step - 1]?.nameKey;
  return (
    <div className="mx-auto max-w-4xl">
      {kit ? (
        <kit.OutOfCreditsDialog
          open={run.buyOpen}
          onClose={run.closeBuy}
          userId={user.id}
          redirectTo={run.tool.path}
          shortfall={{ balance: run.credits, cost: run.cost }}
          beforeCheckout={run.keepForCheckout}
        />
      ) : null}
      <WizardHeader run={run} />
      {run.tool.offersOptions && !run.result && !processing && <OptionsChoice run={run} />}
      <Stepper run={run} />
      <section ref={content} className="card mt-5 p-4 sm:p-6">
        <WizardErrorBoundary onReset={run.startOver}>
          <ThrowIfTestAsks />
          {processing ? (
            <Processing run={run} />
          ) : run.result ? (
            <ResultPanel run={run} result={run.result} {...resultExtras} />
          ) : (
            <>
              <h2 className="mb-4 text-lg font-semibold text-stone-900" data-testid="step-title">
                {stepKey ? t(stepKey) : null}
              </h2>
              {last ? <LastStep run={run} summary={summary} choice={lastStepChoice} /> : children}
              {run.error && (
                <div className="mt-5">
                  <ErrorPanel run={run} error={run.error} />
                </div>
              )}
            </>
          )}
        </WizardErrorBoundary>
      </section>
      {!run.result && (
        <div
          className={
            "sticky bottom-[var(--bottom-bar-height)] z-10 mt-4 flex flex-wrap items-center justify-between gap-3 " +
            "rounded-2xl bg-stone-50/90 py-2 backdrop-blur lg:static lg:bg-transparent"
          }
        >
          <CannotAfford run={run} />
          <button
            type="button"
            className="btn-secondary"
            onClick={() => run.setStep(step - 1)}
            disabled={step === 1 || processing}
          >
            <Icon name="chevronLeft" className="h-4 w-4" />
            {t("app.wizard.back")}
          </button>
          {last ? (
            <button
              type="button"
              className="btn-primary"
              onClick={() => void run.run()}
              disabled={processing || !run.complete(step) || !run.enough}
              data-testid="run-tool"
            >
              <Icon name="sparkles" className="h-4 w-4" />
              {t("app.wizard.actionWithCost", { action, cost: t("app.wizard.cost", { count: run.cost }) })}
            </button>
          ) : (
            <button
              type="button"
              className="btn-primary"
              onClick={() => run.setStep(step + 1)}
              disabled={nextDisabled}
              data-testid="next-step"
            >
              {t("app.wizard.next")}
              <Icon name="chevronRight" className="h-4 w-4" />
            </button>
          )}
        </div>
      )}
    </div>
  );
}
