/**
 * A tool's page: the JavaScript wizard once hydrated; before that (and without JavaScript) one
 * plain multipart form with every input; `?result=` shows a stored result either way.
 */
import type { MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useState, type ComponentType, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useAppUser } from "~/components/app/app-context";
import { Icon } from "~/components/app/icons";
import { UploadMaxSide } from "~/components/upload-box";
import { useHydrated } from "~/components/use-hydrated";
import { ACCEPTED_EXTENSIONS, ACCEPTED_MIME_TYPES, localizedDefault, type AnyTool, type TextField } from "~/tools";
import type { toolFormAction, ToolFormError, toolPageLoader, ToolPageData } from "~/tools/form.server";
import { OnboardingTour, PauseTour } from "./onboarding";
import { ResultView, WizardHeader } from "./wizard";
import { WizardTestFailure } from "./wizard-error-boundary";

/** A tool page's <title>, in the user's language, from its loader (toolPageLoader). */
export const toolPageMeta: MetaFunction = ({ data }) => {
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
  const { result, failWizard, tour } = page;
  const hydrated = useHydrated();
  const { credits, costs } = useAppUser();
  // Out of Credits, open on arrival when the balance cannot pay for the tool (the wizard's
  // dialog), comes before the tour.
  const [tourPaused, pauseTour] = useState(() => credits < (costs[tool.costKey] ?? 0));
  if (result) return <StoredResult tool={tool} result={result} />;
  return (
    <>
      {/* Before the form and the wizard, at the same place in both: hydration keeps the server's dialog. */}
      {tour ? <OnboardingTour tool={tool} step={tour.step} paused={tourPaused} /> : null}
      {hydrated ? (
        <UploadMaxSide.Provider value={page.upload.maxSide}>
          <PauseTour.Provider value={pauseTour}>
            <WizardTestFailure.Provider value={failWizard}>{wizard}</WizardTestFailure.Provider>
          </PauseTour.Provider>
        </UploadMaxSide.Provider>
      ) : (
        <PlainToolForm tool={tool} formError={formError} />
      )}
    </>
  );
}

/**
 * A stored result (`?result=<id>`: a reload of a wizard's result, "Your designs", the no-JS
 * form's answer): the same view as the wizard's, before/after and full screen included.
 */
function StoredResult({ tool, result }: { tool: AnyTool; result: NonNullable<ToolPageData["result"]> }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-4xl" data-testid="stored-result">
      <p className="text-sm font-medium text-brand-700">{t(tool.nameKey)}</p>
      <h1 className="mt-0.5 text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">
        {t("app.wizard.resultPageTitle")}
      </h1>
      <section className="card mt-5 p-4 sm:p-6">
        <ResultView
          tool={tool}
          before={result.beforeUrl}
          result={{ url: result.imageUrl, mimeType: result.mimeType }}
          startOver={
            <Link to={tool.path} className="btn-secondary" reloadDocument>
              <Icon name="refresh" className="h-4 w-4" />
              {t("app.wizard.startOver")}
            </Link>
          }
        />
      </section>
    </div>
  );
}

const accept = [...ACCEPTED_MIME_TYPES, ...ACCEPTED_EXTENSIONS].join(",");

function PlainToolForm({ tool, formError }: { tool: AnyTool; formError: ToolFormError | undefined }) {
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
        {tool.imageSlots.map((slot) => (
          <label key={slot.name} className="block">
            <span className="mb-2 block text-sm font-semibold text-stone-800">{t(slot.labelKey)}</span>
            <input
              type="file"
              name={slot.name}
              accept={accept}
              required
              className={
                "block w-full rounded-xl border border-dashed border-stone-300 bg-white p-4 text-sm " +
                "file:mr-4 file:rounded-lg file:border-0 file:bg-brand-50 file:px-4 file:py-2 " +
                "file:font-semibold file:text-brand-800"
              }
            />
            <span className="mt-1 block text-xs text-stone-500">{t("app.upload.hint")}</span>
          </label>
        ))}
        {tool.textFields.map((field) => (
          <PlainField key={field.name} field={field} />
        ))}
        {formError?.error && (
          <p role="alert" className="rounded-xl bg-clay-50 px-4 py-3 text-sm text-clay-900">
            <strong className="block">{t("app.wizard.errorTitle")}</strong>
            {formError.error}
          </p>
        )}
        <button type="submit" className="btn-primary w-full sm:w-auto" disabled={navigation.state !== "idle"}>
          <Icon name="sparkles" className="h-4 w-4" />
          {t("app.wizard.submit", { action: t(tool.actionKey), cost: t("app.wizard.cost", { count: cost }) })}
        </button>
      </Form>
    </div>
  );
}

/** A text field as the tool module's `widget` says: swatches, a choice, or plain text. */
function PlainField({ field }: { field: TextField }) {
  const { t } = useTranslation();
  const { widget } = field;
  if (widget.kind === "swatches") {
    const defaultListed = widget.options.some((option) => option.value === field.defaultValue);
    const options = defaultListed
      ? widget.options
      : [...widget.options, { value: field.defaultValue, label: field.defaultValue.toUpperCase() }];
    return (
      <fieldset>
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
                defaultChecked={option.value === field.defaultValue}
                className="sr-only"
              />
              <span className="h-6 w-6 rounded-md ring-1 ring-black/10" style={{ backgroundColor: option.value }} />
              {"labelKey" in option ? t(option.labelKey) : option.label}
            </label>
          ))}
        </div>
      </fieldset>
    );
  }
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the label wraps its control, a select or an input chosen below
    <label className="block">
      <span className="mb-2 block text-sm font-semibold text-stone-800">{t(field.labelKey)}</span>
      {widget.kind === "choice" ? (
        <select name={field.name} defaultValue={field.defaultValue} required={field.required} className="input">
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
          name={field.name}
          defaultValue={localizedDefault(field, t)}
          required={field.required}
          maxLength={field.maxLength}
          className="input"
        />
      )}
    </label>
  );
}
