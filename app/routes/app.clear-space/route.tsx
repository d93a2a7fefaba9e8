/** /app/clear-space: Upload Image → Transform. */
import { useTranslation } from "~/components/kit";
import { Icon } from "~/components/app/icons";
import { SlotUpload } from "~/components/wizard/slot-upload";
import { toolPageRoute } from "~/components/wizard/tool-page";
import { useToolRun } from "~/components/wizard/use-tool-run";
import { Wizard } from "~/components/wizard/wizard";
import { CLEAR_SPACE_REMOVES, clearSpaceTool as tool } from "~/tools/clear-space";

export { ErrorBoundary, meta } from "~/components/wizard/tool-page";
export { action, loader } from "./clear-space.server";

export default toolPageRoute(tool, ClearSpaceWizard);

function ClearSpaceWizard() {
  const { t } = useTranslation();
  const run = useToolRun(tool);
  return (
    <Wizard
      run={run}
      summary={
        <>
          <p className="mb-2 font-semibold">{t("tools.clear-space.removesTitle")}</p>
          <ul className="grid gap-1.5 sm:grid-cols-2">
            {CLEAR_SPACE_REMOVES.map((item) => (
              <li key={item} className="flex items-center gap-2 text-sm">
                <Icon name="check" className="h-4 w-4 text-brand-700" />
                {t(`tools.clear-space.removes.${item}`)}
              </li>
            ))}
          </ul>
        </>
      }
    >
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <SlotUpload run={run} slot="image" />
        </div>
        {/* Tips belong to this step: a plain box, not a page-level aside landmark inside main. */}
        <div className="rounded-2xl bg-stone-50 p-4">
          <p className="text-sm font-semibold text-stone-800">{t("app.clear.tipsTitle")}</p>
          <ul className="mt-2 space-y-2 text-sm text-stone-600">
            {(["t1", "t2", "t3"] as const).map((k) => (
              <li key={k} className="flex gap-2">
                <Icon name="check" className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" />
                {t(`app.clear.tips.${k}`)}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Wizard>
  );
}
