/** /app/thumbnail: Upload Room Photo → Upload Face Photo → Customize Style → Transform. */
import { useTranslation } from "~/components/kit";
import { FieldInput, SlotUpload } from "~/components/wizard/slot-upload";
import { toolPageRoute } from "~/components/wizard/tool-page";
import { useToolRun } from "~/components/wizard/use-tool-run";
import { Wizard } from "~/components/wizard/wizard";
import { THUMBNAIL_STYLES, THUMBNAIL_TEXT_SUGGESTION_COUNT, thumbnailTool as tool } from "~/tools/thumbnail";
import { classNames } from "~/utils/class-names";

export { ErrorBoundary, meta } from "~/components/wizard/tool-page";
export { action, loader } from "./thumbnail.server";

export default toolPageRoute(tool, ThumbnailWizard);

function ThumbnailWizard() {
  const { t } = useTranslation();
  const run = useToolRun(tool);
  const title = run.fields.titleText ?? "";
  const style = run.fields.style;
  return (
    <Wizard
      run={run}
      summary={
        <>
          <p className="text-lg font-extrabold tracking-tight">{title.trim()}</p>
          <p className="text-sm">
            {t(`tools.thumbnail.styles.${style}.name`)} · {t(`tools.thumbnail.styles.${style}.description`)}
          </p>
        </>
      }
    >
      {run.step === 1 && <SlotUpload run={run} slot="base" />}
      {run.step === 2 && <SlotUpload run={run} slot="face" />}
      {run.step === 3 && (
        <div className="space-y-6">
          <fieldset>
            <legend className="mb-3 text-lg font-semibold text-stone-900">{t("tools.thumbnail.styleLabel")}</legend>
            <div className="grid gap-3 sm:grid-cols-2">
              {THUMBNAIL_STYLES.map((id) => (
                <button
                  key={id}
                  type="button"
                  aria-pressed={style === id}
                  onClick={() => run.setField("style", id)}
                  className={classNames(
                    "rounded-2xl border p-4 text-left transition",
                    style === id
                      ? "border-brand-600 bg-brand-50 ring-1 ring-brand-600"
                      : "border-stone-200 hover:border-stone-300",
                  )}
                >
                  <span className="block font-semibold text-stone-900">{t(`tools.thumbnail.styles.${id}.name`)}</span>
                  <span className="block text-sm text-stone-600">{t(`tools.thumbnail.styles.${id}.description`)}</span>
                </button>
              ))}
            </div>
          </fieldset>
          <div className="space-y-3">
            <FieldInput
              run={run}
              field="titleText"
              placeholder={t("app.thumbnail.textPlaceholder")}
              suggestions={{
                choices: Array.from({ length: THUMBNAIL_TEXT_SUGGESTION_COUNT }, (_, i) =>
                  t(`tools.thumbnail.textSuggestions.${i}`),
                ),
              }}
            />
          </div>
        </div>
      )}
    </Wizard>
  );
}
