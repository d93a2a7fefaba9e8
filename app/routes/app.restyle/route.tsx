/** /app/restyle: Upload Image → Room Type → Style → Transform (mode and strength, then run). */
import { ModeStep, RoomTypeStep, StyleStep, useRestyleSummary } from "~/components/wizard/restyle-steps";
import { SlotUpload } from "~/components/wizard/slot-upload";
import { toolPageRoute } from "~/components/wizard/tool-page";
import { useToolRun } from "~/components/wizard/use-tool-run";
import { Wizard } from "~/components/wizard/wizard";
import { restyleTool as tool, type RestyleChoice } from "~/tools/restyle";

// The same boundary as every tool page's, taken from the client kit: this screen uses nothing else of
// it, and every screen must import the kit (docs/decisions/0023).
export { AppErrorBoundary as ErrorBoundary } from "~/components/kit";
export { meta } from "~/components/wizard/tool-page";
export { action, loader } from "./restyle.server";

/** The style step: "Try another style" (the module's `again`) comes back here, photo and room type kept. */
const STYLE_STEP = 3;

export default toolPageRoute(tool, RestyleWizard);

function RestyleWizard() {
  // The last step is a choice (mode, strength), so the run waits for the Transform button.
  const run = useToolRun(tool, {}, { autoStart: false });
  const summary = useRestyleSummary()(run.fields as Partial<RestyleChoice>);
  return (
    <Wizard
      run={run}
      summary={
        <p className="font-medium" data-testid="restyle-summary">
          {summary}
        </p>
      }
      lastStepChoice={
        <ModeStep
          mode={run.fields.mode ?? ""}
          strength={run.fields.strength ?? ""}
          onChange={(field, value) => run.setField(field, value)}
        />
      }
      resultExtras={{
        aside: (
          <p className="text-sm font-medium text-stone-700" data-testid="restyle-result-summary">
            {summary}
          </p>
        ),
      }}
    >
      {run.step === 1 && <SlotUpload run={run} slot="image" />}
      {run.step === 2 && (
        <RoomTypeStep value={run.fields.roomType ?? ""} onChange={(value) => run.setField("roomType", value)} />
      )}
      {run.step === STYLE_STEP && (
        <StyleStep value={run.fields.style ?? ""} onChange={(value) => run.setField("style", value)} />
      )}
    </Wizard>
  );
}
