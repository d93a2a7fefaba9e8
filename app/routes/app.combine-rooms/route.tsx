/** /app/combine-rooms (Replace Element): Upload Room → Upload Reference → Replace Element → Transform. */
import { useTranslation } from "~/components/kit";
import { Chip, SlotUpload } from "~/components/wizard/slot-upload";
import { toolPageRoute } from "~/components/wizard/tool-page";
import { useToolRun } from "~/components/wizard/use-tool-run";
import { Wizard } from "~/components/wizard/wizard";
import { COMBINE_ELEMENT_CHIPS, combineRoomsTool as tool } from "~/tools/combine-rooms";

export { ErrorBoundary, meta } from "~/components/wizard/tool-page";
export { action, loader } from "./combine-rooms.server";

export default toolPageRoute(tool, CombineWizard);

function CombineWizard() {
  const { t } = useTranslation();
  const run = useToolRun(tool);
  const element = run.fields.elementType ?? "";
  return (
    <Wizard run={run} summary={<p className="font-medium">{t("app.combine.summary", { element: element.trim() })}</p>}>
      {run.step === 1 && <SlotUpload run={run} slot="room" />}
      {run.step === 2 && <SlotUpload run={run} slot="reference" />}
      {run.step === 3 && (
        <div className="space-y-4">
          <p className="text-lg font-semibold text-stone-900">{t("tools.combine-rooms.elementLabel")}</p>
          <div className="flex flex-wrap gap-2">
            {COMBINE_ELEMENT_CHIPS.map((chip) => {
              const label = t(`tools.combine-rooms.elements.${chip}`);
              return (
                <Chip
                  key={chip}
                  selected={
                    element === label ||
                    (chip === "other" &&
                      !COMBINE_ELEMENT_CHIPS.some((c) => t(`tools.combine-rooms.elements.${c}`) === element))
                  }
                  onClick={() => run.setField("elementType", chip === "other" ? "" : label)}
                >
                  {label}
                </Chip>
              );
            })}
          </div>
          <input
            className="input"
            aria-label={t("tools.combine-rooms.elementLabel")}
            value={element}
            maxLength={100}
            onChange={(e) => run.setField("elementType", e.target.value)}
          />
        </div>
      )}
    </Wizard>
  );
}
