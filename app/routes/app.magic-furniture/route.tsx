/** /app/magic-furniture: Upload Image → Describe Target → New Item → Transform. */
import { useId } from "react";
import { useTranslation } from "~/i18n-react";
import { ChipChoices, InputSummary, SlotUpload } from "~/components/wizard/slot-upload";
import { toolPageMeta, toolPageRoute } from "~/components/wizard/tool-page";
import { useToolRun } from "~/components/wizard/use-tool-run";
import { Wizard } from "~/components/wizard/wizard";
import { magicFurnitureTool as tool } from "~/tools";
import {
  MAGIC_FURNITURE_QUICK_PICKS,
  MAGIC_FURNITURE_SUGGESTION_COUNT,
  suggestionGroupFor,
} from "~/tools/magic-furniture";

/** An error on this screen renders inside the app shell: the sidebar and the balance stay. */
export { AppErrorBoundary as ErrorBoundary } from "~/components/app/error-boundary";

export const meta = toolPageMeta;
export { action, loader } from "./magic-furniture.server";

export default toolPageRoute(tool, MagicFurnitureWizard);

function MagicFurnitureWizard() {
  const { t } = useTranslation();
  const run = useToolRun(tool);
  const targetId = useId();
  const newId = useId();
  const target = run.fields.targetElement ?? "";
  const replacement = run.fields.newElementDescription ?? "";
  const group = suggestionGroupFor(target);
  return (
    <Wizard
      run={run}
      lastStepSummary={
        <InputSummary run={run}>
          <p className="font-medium">
            {t("app.furniture.summary", { target: target.trim(), replacement: replacement.trim() })}
          </p>
        </InputSummary>
      }
    >
      {run.step === 1 && <SlotUpload run={run} slot="image" />}
      {run.step === 2 && (
        <div className="space-y-4">
          <label htmlFor={targetId} className="block text-lg font-semibold text-stone-900">
            {t("tools.magic-furniture.targetLabel")}
          </label>
          <input
            id={targetId}
            className="input"
            value={target}
            maxLength={200}
            placeholder={t("app.furniture.targetPlaceholder")}
            onChange={(e) => run.setField("targetElement", e.target.value)}
          />
          <div>
            <p className="mb-2 text-sm font-medium text-stone-600">{t("app.furniture.quickPicks")}</p>
            <ChipChoices
              choices={MAGIC_FURNITURE_QUICK_PICKS.map((pick) => t(`tools.magic-furniture.quickPicks.${pick}`))}
              value={target}
              onPick={(label) => run.setField("targetElement", label)}
            />
          </div>
        </div>
      )}
      {run.step === 3 && (
        <div className="space-y-4">
          <label htmlFor={newId} className="block text-lg font-semibold text-stone-900">
            {t("tools.magic-furniture.newItemLabel")}
          </label>
          <textarea
            id={newId}
            className="input min-h-24"
            value={replacement}
            maxLength={500}
            placeholder={t("app.furniture.newPlaceholder")}
            onChange={(e) => run.setField("newElementDescription", e.target.value)}
          />
          {group && (
            <div>
              <p className="mb-2 text-sm font-medium text-stone-600">{t("app.furniture.suggestions")}</p>
              <ChipChoices
                choices={Array.from({ length: MAGIC_FURNITURE_SUGGESTION_COUNT }, (_, i) =>
                  t(`tools.magic-furniture.suggestions.${group}.${i}`),
                )}
                value={replacement}
                onPick={(text) => run.setField("newElementDescription", text)}
              />
            </div>
          )}
        </div>
      )}
    </Wizard>
  );
}
