/** /app/recolor: Upload Image → Pick Color → Transform. */
import { useSearchParams } from "@remix-run/react";
import { useTranslation } from "~/components/kit";
import { ColorPresets } from "~/components/tools-kit";
import { SlotUpload } from "~/components/wizard/slot-upload";
import { toolPageRoute } from "~/components/wizard/tool-page";
import { useToolRun } from "~/components/wizard/use-tool-run";
import { Wizard } from "~/components/wizard/wizard";
import { recolorTool as tool } from "~/tools/recolor";
import { RECOLOR_DEFAULT_COLOR, RECOLOR_PRESETS, normalizeHexColor } from "~/tools/wall-colors";

export { ErrorBoundary, meta } from "~/components/wizard/tool-page";
export { action, loader } from "./recolor.server";

export default toolPageRoute(tool, RecolorWizard);

function RecolorWizard() {
  const { t } = useTranslation();
  // The dashboard's color picker links here with ?color=.
  const [params] = useSearchParams();
  const wanted = params.get("color");
  const run = useToolRun(tool, wanted ? { targetColor: normalizeHexColor(wanted) } : {});
  const color = normalizeHexColor(run.fields.targetColor);
  const preset = RECOLOR_PRESETS.find((p) => p.hex === color);
  const colorName = preset ? `${t(`tools.recolor.presets.${preset.id}`)} (${color})` : color;
  return (
    <Wizard
      run={run}
      summary={
        <p className="flex items-center gap-3 font-medium">
          <span className="h-8 w-8 rounded-lg ring-1 ring-black/10" style={{ backgroundColor: color }} />
          {t("app.recolor.confirmText", { color: colorName })}
        </p>
      }
    >
      {run.step === 1 && <SlotUpload run={run} slot="image" />}
      {run.step === 2 && (
        <div>
          <h2 className="text-lg font-semibold text-stone-900">{t("app.recolor.pickTitle")}</h2>
          <p className="mb-4 text-sm text-stone-600">{t("app.recolor.pickText")}</p>
          <ColorPresets
            value={run.fields.targetColor ?? RECOLOR_DEFAULT_COLOR}
            onChange={(hex) => run.setField("targetColor", hex)}
          />
        </div>
      )}
    </Wizard>
  );
}
