import type { ReactNode } from "react";
import { useTranslation } from "~/i18n-react";
import { UploadBox, useUploadMaxSide } from "~/components/upload-box";
import { imageSlotOf, textFieldOf } from "~/tools/shared";
import type { ToolRun } from "./use-tool-run";
import { classNames } from "~/utils/class-names";

/** The upload box of one of the tool's image slots (single mode). */
export function SlotUpload({ run, slot, compact }: { run: ToolRun; slot: string; compact?: boolean }) {
  const { t } = useTranslation();
  const def = imageSlotOf(run.tool, slot);
  const image = run.images[slot];
  const maxSide = useUploadMaxSide();
  return (
    <UploadBox
      label={t(def.labelKey)}
      images={image ? [image] : []}
      onChange={(list) => run.setImage(slot, list[0] ?? null)}
      testId={`upload-${slot}`}
      compact={compact}
      maxSide={maxSide}
    />
  );
}

/** The last step: what will be sent, at a glance, before the run starts. */
export function InputSummary({ run, children }: { run: ToolRun; children?: ReactNode }) {
  const { t } = useTranslation();
  const slots = run.tool.imageSlots.filter((s) => run.images[s.name]);
  return (
    <div className="space-y-4">
      <div className={`grid gap-3 ${slots.length > 1 ? "grid-cols-2 sm:grid-cols-3" : ""}`}>
        {slots.map((s) => (
          <figure key={s.name} className="overflow-hidden rounded-2xl border border-stone-200 bg-stone-100">
            <img
              src={run.images[s.name]?.url}
              alt=""
              className={`w-full object-cover ${slots.length > 1 ? "aspect-square" : "max-h-80 object-contain"}`}
            />
            <figcaption className="px-3 py-2 text-xs font-medium text-stone-600">{t(s.labelKey)}</figcaption>
          </figure>
        ))}
      </div>
      {children && <div className="rounded-2xl bg-brand-50 p-4 text-brand-900">{children}</div>}
    </div>
  );
}

const LABEL_CLASS = {
  question: "block text-lg font-semibold text-stone-900",
  caption: "mb-1 block text-sm font-semibold text-stone-800",
};

/**
 * One of the tool's text fields as a labelled input (a textarea when `multiline`), with the label
 * and the length limit the tool declares: the step's own question, or a caption under an upload.
 * `suggestions` adds chips that fill the field, under a small title when it has one.
 */
export function FieldInput({
  run,
  field,
  placeholder,
  multiline,
  label = "question",
  suggestions,
}: {
  run: ToolRun;
  field: string;
  placeholder: string;
  multiline?: boolean;
  label?: keyof typeof LABEL_CLASS;
  suggestions?: { title?: string; choices: readonly string[] };
}) {
  const { t } = useTranslation();
  // A field's name is unique on its page: the same id in the server's HTML and the browser.
  const id = `field-${field}`;
  const def = textFieldOf(run.tool, field);
  const value = run.fields[field] ?? "";
  const Control = multiline ? "textarea" : "input";
  const chips = suggestions && (
    <ChipChoices choices={suggestions.choices} value={value} onPick={(text) => run.setField(field, text)} />
  );
  return (
    <>
      <label htmlFor={id} className={LABEL_CLASS[label]}>
        {t(def.labelKey)}
      </label>
      <Control
        id={id}
        className={multiline ? "input min-h-24" : "input"}
        value={value}
        maxLength={def.maxLength}
        placeholder={placeholder}
        onChange={(e) => run.setField(field, e.target.value)}
      />
      {suggestions?.title ? (
        <div>
          <p className="mb-2 text-sm font-medium text-stone-600">{suggestions.title}</p>
          {chips}
        </div>
      ) : (
        chips
      )}
    </>
  );
}

/** A row of suggestion chips that fill one field: the chip whose text is the field's value is selected. */
export function ChipChoices({
  choices,
  value,
  onPick,
}: {
  choices: readonly string[];
  value: string;
  onPick(text: string): void;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      {choices.map((text) => (
        <Chip key={text} selected={value === text} onClick={() => onPick(text)}>
          {text}
        </Chip>
      ))}
    </div>
  );
}

/** Small tappable suggestion chip. */
export function Chip({ selected, onClick, children }: { selected?: boolean; onClick(): void; children: ReactNode }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={selected}
      className={classNames(
        "rounded-full px-3.5 py-1.5 text-sm font-medium ring-1 transition",
        selected
          ? "bg-brand-700 text-white ring-brand-700"
          : "bg-white text-stone-700 ring-stone-300 hover:bg-stone-50",
      )}
    >
      {children}
    </button>
  );
}
