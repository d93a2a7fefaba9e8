/**
 * Restyle Room's own steps: the room type, the style grid with its swatches, and the mode and
 * strength chosen on the last step. Each is a native radio group (arrow keys move the choice).
 */
import type { ReactNode } from "react";
import { useTranslation } from "~/i18n-react";
import { RESTYLE_MODES, RESTYLE_ROOM_IDS, RESTYLE_STRENGTHS, RESTYLE_STYLE_IDS, styleSwatchUrl } from "~/tools/restyle";

interface Choice {
  value: string;
  label: string;
  description?: string;
  swatch?: string;
}

/** Choices named and described in the texts under tools.restyle.<group>.<id>. */
function describedChoices(
  t: ReturnType<typeof useTranslation>["t"],
  group: "styles" | "modes" | "strengths",
  ids: readonly string[],
): Choice[] {
  return ids.map((id) => ({
    value: id,
    label: t(`tools.restyle.${group}.${id}.name`),
    description: t(`tools.restyle.${group}.${id}.description`),
  }));
}

const card =
  "relative flex cursor-pointer rounded-2xl border bg-white text-left transition " +
  "has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:ring-2 " +
  "has-[:checked]:ring-brand-600 has-[:focus-visible]:ring-2 " +
  "has-[:focus-visible]:ring-brand-700 hover:border-brand-300 border-stone-200";

function RadioCards({
  name,
  legend,
  hint,
  choices,
  value,
  onChange,
  columns,
  testId,
}: {
  name: string;
  legend: ReactNode;
  hint?: ReactNode;
  choices: Choice[];
  value: string;
  onChange(value: string): void;
  columns: string;
  testId: string;
}) {
  return (
    <fieldset data-testid={testId}>
      <legend className="text-lg font-semibold text-stone-900">{legend}</legend>
      {hint && <p className="mb-4 text-sm text-stone-600">{hint}</p>}
      <div className={`grid gap-2 ${columns} ${hint ? "" : "mt-3"}`}>
        {choices.map((choice) => (
          <label
            key={choice.value}
            className={`${card} ${choice.swatch ? "flex-col overflow-hidden" : "items-start gap-2 p-3"}`}
          >
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              className={choice.swatch ? "sr-only" : "mt-1 h-4 w-4 shrink-0 accent-brand-700"}
            />
            {choice.swatch && (
              <img src={choice.swatch} alt="" width={160} height={120} className="aspect-[4/3] w-full bg-stone-100" />
            )}
            <span className={`min-w-0 ${choice.swatch ? "px-2.5 pb-2.5 pt-2" : ""}`}>
              <span className="block text-sm font-semibold leading-snug text-stone-900">{choice.label}</span>
              {choice.description && (
                <span className="mt-0.5 block text-xs leading-snug text-stone-600">{choice.description}</span>
              )}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function RoomTypeStep({ value, onChange }: { value: string; onChange(value: string): void }) {
  const { t } = useTranslation();
  return (
    <RadioCards
      name="roomType"
      legend={t("tools.restyle.roomTitle")}
      hint={t("tools.restyle.roomText")}
      choices={RESTYLE_ROOM_IDS.map((room) => ({ value: room, label: t(`tools.restyle.rooms.${room}`) }))}
      value={value}
      onChange={onChange}
      columns="grid-cols-2 sm:grid-cols-4"
      testId="restyle-rooms"
    />
  );
}

export function StyleStep({ value, onChange }: { value: string; onChange(value: string): void }) {
  const { t } = useTranslation();
  return (
    <RadioCards
      name="style"
      legend={t("tools.restyle.styleTitle")}
      hint={t("tools.restyle.styleText")}
      choices={describedChoices(t, "styles", RESTYLE_STYLE_IDS).map((choice) => ({
        ...choice,
        swatch: styleSwatchUrl(choice.value),
      }))}
      value={value}
      onChange={onChange}
      columns="grid-cols-2 sm:grid-cols-3 lg:grid-cols-4"
      testId="restyle-styles"
    />
  );
}

/** The last step's choices: Restyle or Stage, and how far to go. */
export function ModeStep({
  mode,
  strength,
  onChange,
}: {
  mode: string;
  strength: string;
  onChange(field: "mode" | "strength", value: string): void;
}) {
  const { t } = useTranslation();
  return (
    <div className="space-y-5">
      <RadioCards
        name="mode"
        legend={t("tools.restyle.modeTitle")}
        choices={describedChoices(t, "modes", RESTYLE_MODES)}
        value={mode}
        onChange={(v) => onChange("mode", v)}
        columns="sm:grid-cols-2"
        testId="restyle-modes"
      />
      <RadioCards
        name="strength"
        legend={t("tools.restyle.strengthLabel")}
        choices={describedChoices(t, "strengths", RESTYLE_STRENGTHS)}
        value={strength}
        onChange={(v) => onChange("strength", v)}
        columns="grid-cols-1 sm:grid-cols-3"
        testId="restyle-strengths"
      />
    </div>
  );
}
