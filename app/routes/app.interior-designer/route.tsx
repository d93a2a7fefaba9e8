/** /app/interior-designer: Upload Room → Upload Item 1 → Upload Item 2 → Design, with iterations. */
import { useState } from "react";
import { useTranslation } from "~/components/kit";
import { Icon } from "~/components/app/icons";
import { CardSection } from "~/components/wizard/card-section";
import { FieldInput, SlotUpload } from "~/components/wizard/slot-upload";
import { toolPageRoute } from "~/components/wizard/tool-page";
import { useToolRun, type ToolResult, type ToolRun } from "~/components/wizard/use-tool-run";
import type { ShownImage } from "~/components/upload-box";
import { Wizard } from "~/components/wizard/wizard";
import { interiorDesignerTool as tool } from "~/tools/interior-designer";

export { ErrorBoundary, meta } from "~/components/wizard/tool-page";
export { action, loader } from "./interior-designer.server";

export default toolPageRoute(tool, InteriorWizard);

interface HistoryEntry {
  /** The generation it lists: two runs may well draw the same picture. */
  id: string;
  iteration: number;
  result: string;
  room: ShownImage;
  item1: { file: ShownImage; description: string };
  item2: { file: ShownImage; description: string };
  timestamp: number;
}

/**
 * The result becomes the next room, named by its iteration: shown from its stored address, while
 * the next run names the result (continueFrom) and the server goes on from the very bytes it
 * stored. Nothing of it is held or sent back from here; a purchase keeps the same id.
 */
function resultAsRoom(result: Pick<ToolResult, "url" | "mimeType">, iteration: number): ShownImage {
  const name = tool.downloadFileName({ iteration, mimeType: result.mimeType });
  return { name, mimeType: result.mimeType, url: result.url };
}

function ItemStep({
  run,
  slot,
  field,
}: {
  run: ToolRun;
  slot: "item1" | "item2";
  field: "item1Description" | "item2Description";
}) {
  const { t } = useTranslation();
  return (
    <div className="space-y-4">
      <SlotUpload run={run} slot={slot} />
      <div>
        <FieldInput run={run} field={field} label="caption" placeholder={t("app.interior.descriptionPlaceholder")} />
      </div>
    </div>
  );
}

function History({ entries }: { entries: HistoryEntry[] }) {
  const { t, i18n } = useTranslation();
  if (!entries.length) return null;
  return (
    <CardSection id="history-title" title={t("app.interior.history")} testId="design-history">
      <ol className="mt-3 space-y-3">
        {[...entries].reverse().map((entry) => (
          <li key={entry.id} className="flex gap-3 rounded-2xl border border-stone-200 p-3">
            <img src={entry.result} alt="" className="h-20 w-24 shrink-0 rounded-xl object-cover" />
            <div className="min-w-0 text-sm">
              <p className="font-semibold text-stone-900">
                {t("app.interior.iteration", { n: entry.iteration })}
                <span className="ml-2 font-normal text-stone-500">
                  <Icon name="clock" className="mr-1 inline h-3.5 w-3.5" />
                  {new Date(entry.timestamp).toLocaleTimeString(i18n.language, { hour: "2-digit", minute: "2-digit" })}
                </span>
              </p>
              <p className="mt-1 text-stone-600">
                {t("app.interior.itemsUsed")}: {entry.item1.description || t("app.interior.noDescription")} ·{" "}
                {entry.item2.description || t("app.interior.noDescription")}
              </p>
            </div>
          </li>
        ))}
      </ol>
    </CardSection>
  );
}

function InteriorWizard() {
  const { t } = useTranslation();
  const base = useToolRun(tool);
  // Back from checkout in the middle of a design: one round after the result it goes on from.
  const [iteration, setIteration] = useState(() => (base.continuing ? base.continuing.iteration + 1 : 1));
  const [history, setHistory] = useState<HistoryEntry[]>([]);

  // Each result joins the history as soon as it arrives: adjusted during render (not in an
  // effect), so the history never lags one frame behind the result it lists.
  const { result, fields } = base;
  const { room, item1, item2 } = base.images;
  if (result && room && item1 && item2 && !history.some((e) => e.id === result.generationId)) {
    setHistory([
      ...history,
      {
        id: result.generationId,
        iteration,
        result: result.url,
        room,
        item1: { file: item1, description: fields.item1Description ?? "" },
        item2: { file: item2, description: fields.item2Description ?? "" },
        timestamp: Date.now(),
      },
    ]);
  }

  const run: ToolRun = {
    ...base,
    startOver: () => {
      base.startOver();
      setHistory([]);
      setIteration(1);
    },
  };

  // From the result, or from one option of a run of several (docs/decisions/0040).
  const continueDesigning = (result = base.result) => {
    if (!result) return;
    const room = resultAsRoom(result, iteration);
    base.againFrom(2, () => {
      base.setImages({ room, item1: null, item2: null });
      base.setContinuing({ id: result.generationId, iteration });
      base.setFields((f) => ({ ...f, item1Description: "", item2Description: "" }));
      setIteration((n) => n + 1);
    });
  };
  // Another room is a design of its own: its first result is iteration 1, as the server records it.
  const designAnother = () => {
    base.startOver();
    setIteration(1);
  };

  return (
    <>
      <Wizard
        run={run}
        summary={
          <>
            <p className="font-medium">{t("app.interior.summary")}</p>
            <p className="mt-1 text-sm">{t("app.interior.iteration", { n: iteration })}</p>
          </>
        }
        resultExtras={{
          iteration,
          continueFrom: continueDesigning,
          spends: true,
          aside: (
            <div>
              <p className="mb-2 text-sm font-semibold text-stone-800">{t("app.interior.itemsUsed")}</p>
              <div className="grid grid-cols-2 gap-3">
                {(["item1", "item2"] as const).map((slot) => (
                  <figure key={slot} className="flex items-center gap-3 rounded-2xl border border-stone-200 p-2">
                    <img
                      src={run.images[slot]?.url}
                      alt=""
                      className="h-16 w-16 shrink-0 rounded-xl bg-stone-100 object-cover"
                    />
                    <figcaption className="min-w-0 text-sm">
                      <span className="block font-semibold text-stone-800">{t(`app.interior.${slot}Label`)}</span>
                      <span className="block truncate text-stone-600">
                        {run.fields[`${slot}Description`] || t("app.interior.noDescription")}
                      </span>
                    </figcaption>
                  </figure>
                ))}
              </div>
            </div>
          ),
          actions: (
            <button
              type="button"
              className="btn-primary"
              onClick={() => continueDesigning()}
              disabled={!run.enough}
              data-testid="continue-designing"
            >
              <Icon name="sparkles" className="h-4 w-4" />
              {t("app.wizard.actionWithCost", {
                action: t("app.wizard.continueDesigning"),
                cost: t("app.wizard.cost", { count: run.cost }),
              })}
            </button>
          ),
          again: { label: t("app.wizard.designAnotherRoom"), onClick: designAnother },
        }}
      >
        {run.step === 1 && <SlotUpload run={run} slot="room" />}
        {run.step === 2 && <ItemStep run={run} slot="item1" field="item1Description" />}
        {run.step === 3 && <ItemStep run={run} slot="item2" field="item2Description" />}
      </Wizard>
      <div className="mx-auto max-w-4xl">
        <History entries={history} />
      </div>
    </>
  );
}
