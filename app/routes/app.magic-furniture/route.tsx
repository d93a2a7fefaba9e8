/** /app/magic-furniture: Upload Image → Describe Target → New Item → Transform. */
import { useTranslation } from "~/components/kit";
import { FieldInput, SlotUpload } from "~/components/wizard/slot-upload";
import { toolPageRoute } from "~/components/wizard/tool-page";
import { useToolRun } from "~/components/wizard/use-tool-run";
import { Wizard } from "~/components/wizard/wizard";
import {
  magicFurnitureTool as tool,
  MAGIC_FURNITURE_QUICK_PICKS,
  MAGIC_FURNITURE_SUGGESTION_COUNT,
  suggestionGroupFor,
} from "~/tools/magic-furniture";

export { ErrorBoundary, meta } from "~/components/wizard/tool-page";
export { action, loader } from "./magic-furniture.server";

export default toolPageRoute(tool, MagicFurnitureWizard);

function MagicFurnitureWizard() {
  const { t } = useTranslation();
  const run = useToolRun(tool);
  const target = run.fields.targetElement ?? "";
  const replacement = run.fields.newElementDescription ?? "";
  const group = suggestionGroupFor(target);
  return (
    <Wizard
      run={run}
      summary={
        <p className="font-medium">
          {t("app.furniture.summary", { target: target.trim(), replacement: replacement.trim() })}
        </p>
      }
    >
      {run.step === 1 && <SlotUpload run={run} slot="image" />}
      {run.step === 2 && (
        <div className="space-y-4">
          <FieldInput
            run={run}
            field="targetElement"
            placeholder={t("app.furniture.targetPlaceholder")}
            suggestions={{
              title: t("app.furniture.quickPicks"),
              choices: MAGIC_FURNITURE_QUICK_PICKS.map((pick) => t(`tools.magic-furniture.quickPicks.${pick}`)),
            }}
          />
        </div>
      )}
      {run.step === 3 && (
        <div className="space-y-4">
          <FieldInput
            run={run}
            field="newElementDescription"
            multiline
            placeholder={t("app.furniture.newPlaceholder")}
            suggestions={
              group
                ? {
                    title: t("app.furniture.suggestions"),
                    choices: Array.from({ length: MAGIC_FURNITURE_SUGGESTION_COUNT }, (_, i) =>
                      t(`tools.magic-furniture.suggestions.${group}.${i}`),
                    ),
                  }
                : undefined
            }
          />
        </div>
      )}
    </Wizard>
  );
}
