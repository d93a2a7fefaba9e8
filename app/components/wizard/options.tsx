/**
 * Several options in one run (docs/decisions/0040): the choice of how many, with what that costs,
 * and the options side by side once made, each to open full screen, save, or continue from.
 */
import { type ReactNode, useState } from "react";
import { useTranslation } from "~/i18n-react";
import { Icon } from "~/components/app/icons";
import { OPTION_COUNTS, type OptionCount } from "~/tools/types";
import { classNames } from "~/utils/class-names";
import { OpenImage } from "./open-image";
import { resultExtrasCode, useOnDemand } from "./on-demand";
import type { ToolResult, ToolRun } from "./use-tool-run";
import { useHydrated } from "~/components/use-hydrated";

/** 1, 2 or 4 options, each at the tool's price: the run's cost follows the choice. */
export function OptionsChoice({ run }: { run: Pick<ToolRun, "optionCount" | "setOptionCount" | "unitCost"> }) {
  const { t } = useTranslation();
  return (
    <fieldset className="mt-4" data-testid="options-choice">
      <legend className="text-sm font-semibold text-stone-800">{t("app.wizard.options.label")}</legend>
      <div className="mt-2 inline-flex flex-wrap gap-2">
        {OPTION_COUNTS.map((count: OptionCount) => (
          <label
            key={count}
            className={classNames(
              "cursor-pointer rounded-full border px-4 py-1.5 text-sm font-medium",
              "has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500",
              run.optionCount === count
                ? "border-brand-700 bg-brand-700 text-white"
                : "border-stone-300 bg-white text-stone-800",
            )}
          >
            <input
              type="radio"
              name="options"
              value={count}
              checked={run.optionCount === count}
              onChange={() => run.setOptionCount(count)}
              className="sr-only"
            />
            {t("app.wizard.options.count", { count })}
          </label>
        ))}
      </div>
      <p className="mt-1 text-xs text-stone-600">
        {t("app.wizard.options.hint", { cost: t("app.wizard.cost", { count: run.unitCost }) })}
      </p>
    </fieldset>
  );
}

/**
 * The options side by side (two columns from a tablet up, one above the other on a phone), each
 * with its own full-screen view, Save and Continue; and, when some could not be made, that their
 * credits came back.
 */
export function OptionsResults({
  run,
  downloadName,
  onContinue,
  again,
  startOver,
}: {
  run: Pick<ToolRun, "results" | "failedOptions" | "unitCost" | "enough">;
  downloadName(result: ToolResult, n: number): string;
  /** Continue from one option (the next round or restyle from it); absent where the tool has none. */
  onContinue?: (result: ToolResult) => void;
  /** The tool's "again" action (Try another style, Design another room), as under a single result. */
  again?: { label: string; onClick(): void };
  startOver: ReactNode;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const extras = useOnDemand(resultExtrasCode, hydrated);
  const [full, setFull] = useState<number | null>(null);
  const buttons = (result: ToolResult, n: number) => (
    <>
      <a
        href={result.url}
        download={downloadName(result, n)}
        className="btn-primary"
        aria-label={t("app.wizard.options.saveOption", { n })}
        data-testid="save-option"
      >
        <Icon name="download" className="h-4 w-4" />
        {t("app.wizard.save")}
      </a>
      {onContinue && (
        <button
          type="button"
          className="btn-secondary"
          onClick={() => onContinue(result)}
          disabled={!run.enough}
          data-testid="continue-option"
        >
          <Icon name="sparkles" className="h-4 w-4" />
          {t("app.wizard.options.continueFrom", { n })}
        </button>
      )}
    </>
  );
  const shown = full === null ? null : run.results[full];
  return (
    <div className="space-y-4" data-testid="wizard-result">
      <h2 className="text-lg font-semibold text-stone-900">
        {t("app.wizard.options.resultsTitle", { count: run.results.length })}
      </h2>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2" data-testid="result-options">
        {run.results.map((result, i) => (
          <li key={result.generationId} className="rounded-2xl border border-stone-200 bg-white p-2">
            <figure>
              <OpenImage
                href={result.url}
                onOpen={() => setFull(i)}
                className="block w-full overflow-hidden rounded-xl bg-stone-100"
                label={t("app.wizard.options.openOption", { n: i + 1 })}
              >
                <img
                  src={result.url}
                  alt={t("app.wizard.options.option", { n: i + 1 })}
                  className="aspect-[4/3] w-full object-cover"
                  data-testid="result-image"
                />
              </OpenImage>
              <figcaption className="px-1 pt-2 text-sm font-semibold text-stone-800">
                {t("app.wizard.options.option", { n: i + 1 })}
              </figcaption>
            </figure>
            <div className="mt-2 flex flex-wrap gap-2">{buttons(result, i + 1)}</div>
          </li>
        ))}
      </ul>
      {run.failedOptions > 0 && (
        <p className="text-sm text-stone-700" role="status" data-testid="failed-options">
          {t("app.wizard.options.failed", {
            count: run.failedOptions,
            credits: t("app.wizard.cost", { count: run.failedOptions * run.unitCost }),
          })}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {again && (
          <button type="button" className="btn-secondary" onClick={again.onClick}>
            {again.label}
          </button>
        )}
        {startOver}
      </div>
      {shown && full !== null && extras && (
        <extras.FullScreenImage src={shown.url} onClose={() => setFull(null)}>
          {buttons(shown, full + 1)}
        </extras.FullScreenImage>
      )}
    </div>
  );
}
