/** /app/restyle: Upload Image → Room Type → Style → Transform (mode and strength, then run). */
import { useTranslation } from "~/components/kit";
import { ModeStep, RoomTypeStep, StyleStep } from "~/components/wizard/restyle-steps";
import { SlotUpload } from "~/components/wizard/slot-upload";
import { toolPageRoute } from "~/components/wizard/tool-page";
import { type ToolResult, useToolRun } from "~/components/wizard/use-tool-run";
import { Wizard } from "~/components/wizard/wizard";
import { useRoomGuess } from "~/components/wizard/restyle-steps";
import { RESTYLE_PHOTO_STYLE, restyleSummary, restyleTool as tool } from "~/tools/restyle";

export { ErrorBoundary, meta } from "~/components/wizard/tool-page";
export { action, loader } from "./restyle.server";

/** The style step: "Try another style" (the module's `again`) comes back here, photo and room type kept. */
const STYLE_STEP = 3;

export default toolPageRoute(tool, RestyleWizard);

function RestyleWizard() {
  const { t } = useTranslation();
  // The last step is a choice (mode, strength), so the run waits for the Transform button.
  const base = useToolRun(tool, {}, { autoStart: false });
  // A style from a photo is chosen once the photo is there too (the module's steps cannot say
  // "this photo, for that choice only").
  const fromPhoto = base.fields.style === RESTYLE_PHOTO_STYLE;
  const run = {
    ...base,
    complete: (n: number) => base.complete(n) && (n < STYLE_STEP || !fromPhoto || Boolean(base.images.reference)),
  };
  // The room type the provider's room check names for this photo, preselected (null: no guess).
  const guessed = useRoomGuess(base.images.image ?? null, base.fields.roomType ?? "", (room) =>
    base.setField("roomType", room),
  );
  // "Bedroom · Japandi · Redesign · Balanced": the choice in words, once all four are picked.
  const summary = restyleSummary(run.fields, t) ?? "";
  // One option of a run of several becomes the photo of the next restyle (its stored bytes, fetched
  // from its address as the upload box would have them); the style is chosen again.
  const continueFrom = (option: ToolResult) =>
    void restyleFrom(option).catch((error: unknown) => console.warn("The option could not be fetched:", error));
  const restyleFrom = async (option: ToolResult) => {
    const response = await fetch(option.url);
    if (!response.ok) throw new Error(`The option answered ${response.status}`);
    const blob = await response.blob();
    const name = `${option.generationId}.${option.mimeType.split("/")[1] ?? "png"}`;
    base.againFrom(STYLE_STEP, () =>
      base.setImages({
        image: { name, mimeType: option.mimeType, blob, url: URL.createObjectURL(blob) },
        reference: null,
      }),
    );
  };
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
        continueFrom,
        aside: (
          <p className="text-sm font-medium text-stone-700" data-testid="restyle-result-summary">
            {summary}
          </p>
        ),
      }}
    >
      {run.step === 1 && <SlotUpload run={run} slot="image" />}
      {run.step === 2 && (
        <RoomTypeStep
          value={run.fields.roomType ?? ""}
          guessed={guessed}
          onChange={(value) => run.setField("roomType", value)}
        />
      )}
      {run.step === STYLE_STEP && (
        <StyleStep
          value={run.fields.style ?? ""}
          onChange={(value) => {
            run.setField("style", value);
            // A named style and an inspiration photo say different things: only the chosen one is sent.
            if (value !== RESTYLE_PHOTO_STYLE) run.setImage("reference", null);
          }}
          photoUpload={<SlotUpload run={run} slot="reference" compact />}
        />
      )}
    </Wizard>
  );
}
