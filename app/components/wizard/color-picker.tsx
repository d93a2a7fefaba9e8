/**
 * Color picking. `ColorPresets` is the wizard's 20 named paints + native picker; `ColorPicker` is
 * the dashboard component with its quick (8) and paint (24) tabs and a free custom hex entry.
 */
import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n-react";
import { RECOLOR_PRESETS, normalizeHexColor } from "~/tools/wall-colors";
import { classNames } from "~/utils/class-names";

export function Swatch({
  hex,
  label,
  selected,
  onSelect,
}: {
  hex: string;
  label: string;
  selected: boolean;
  onSelect(): void;
}) {
  return (
    <button
      type="button"
      onClick={onSelect}
      aria-pressed={selected}
      title={`${label} ${hex}`}
      className={classNames(
        "group flex flex-col items-center gap-1.5 rounded-xl p-1.5 text-center",
        selected ? "bg-brand-50 ring-2 ring-brand-600" : "hover:bg-stone-100",
      )}
    >
      <span className="h-10 w-full rounded-lg shadow-inner ring-1 ring-black/10" style={{ backgroundColor: hex }} />
      <span className="w-full truncate text-[11px] font-medium leading-tight text-stone-700">{label}</span>
    </button>
  );
}

const HEX = /^#?(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

export function ColorPresets({ value, onChange }: { value: string; onChange(hex: string): void }) {
  const { t } = useTranslation();
  // One picker a page: fixed ids, the same in the server's HTML and the browser.
  const id = "color";
  const current = normalizeHexColor(value);
  const preset = RECOLOR_PRESETS.find((p) => p.hex === current);
  // The hex field keeps what is being typed; the color changes once it is a whole hex code.
  const [hex, setHex] = useState(current);
  useEffect(() => setHex((typed) => (normalizeHexColor(typed) === current ? typed : current)), [current]);
  const valid = HEX.test(hex.trim());
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-end gap-4 rounded-2xl border border-stone-200 bg-white p-4">
        <div>
          <label htmlFor={`${id}-picker`} className="block text-sm font-semibold text-stone-800">
            {t("app.recolor.custom")}
          </label>
          <input
            id={`${id}-picker`}
            type="color"
            value={current.toLowerCase()}
            onChange={(e) => onChange(e.target.value)}
            className="mt-1 block h-12 w-16 cursor-pointer rounded-xl border border-stone-300 bg-white p-1"
            data-testid="color-input"
          />
        </div>
        <div>
          <label htmlFor={`${id}-hex`} className="block text-sm font-semibold text-stone-800">
            {t("app.recolor.hex")}
          </label>
          <input
            id={`${id}-hex`}
            value={hex}
            onChange={(e) => {
              setHex(e.target.value);
              if (HEX.test(e.target.value.trim())) onChange(normalizeHexColor(e.target.value));
            }}
            aria-invalid={valid ? undefined : true}
            aria-describedby={`${id}-hex-hint`}
            spellCheck={false}
            autoComplete="off"
            maxLength={7}
            className="input mt-1 w-32 font-mono uppercase"
            data-testid="hex-input"
          />
          <p id={`${id}-hex-hint`} className={`mt-1 text-xs ${valid ? "text-stone-600" : "text-clay-800"}`}>
            {t("app.recolor.hexHint")}
          </p>
        </div>
        <div role="status" className="min-w-0 flex-1">
          <p className="text-xs font-medium uppercase tracking-wide text-stone-600">{t("app.recolor.selected")}</p>
          <p className="flex items-center gap-2">
            <span className="h-6 w-6 shrink-0 rounded-md ring-1 ring-black/10" style={{ backgroundColor: current }} />
            <span className="font-mono text-lg font-semibold text-stone-900" data-testid="selected-color">
              {current}
            </span>
          </p>
          <p className="text-xs text-stone-600">
            {preset ? t(`tools.recolor.presets.${preset.id}`) : t("app.recolor.custom")}
          </p>
        </div>
      </div>
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-stone-800">{t("app.recolor.presets")}</legend>
        <div className="grid grid-cols-4 gap-1.5 sm:grid-cols-5 lg:grid-cols-10">
          {RECOLOR_PRESETS.map((preset) => (
            <Swatch
              key={preset.id}
              hex={preset.hex}
              label={t(`tools.recolor.presets.${preset.id}`)}
              selected={current === preset.hex}
              onSelect={() => onChange(preset.hex)}
            />
          ))}
        </div>
      </fieldset>
    </div>
  );
}

/** Quick tab: 8 everyday colors. Paint tab: 24 paint colors (the 20 presets plus 4 accents). */
export const QUICK_COLORS = [
  "#FFFFFF",
  "#F5F5DC",
  "#D3D3D3",
  "#22C55E",
  "#3B82F6",
  "#EF4444",
  "#F59E0B",
  "#1F2937",
] as const;
export const PAINT_COLORS = [...RECOLOR_PRESETS.map((p) => p.hex), "#5E8C6A", "#B85C38", "#E4C9A8", "#2F4858"] as const;

export function ColorPicker({ value, onChange }: { value: string; onChange(value: string): void }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<"quick" | "paint">("quick");
  const colors = tab === "quick" ? QUICK_COLORS : PAINT_COLORS;
  return (
    <div className="space-y-3" data-testid="color-picker">
      <div role="tablist" className="inline-flex rounded-xl bg-stone-100 p-1">
        {(["quick", "paint"] as const).map((id) => (
          <button
            key={id}
            role="tab"
            type="button"
            aria-selected={tab === id}
            onClick={() => setTab(id)}
            className={classNames(
              "rounded-lg px-4 py-1.5 text-sm font-semibold",
              tab === id ? "bg-white text-stone-900 shadow-sm" : "text-stone-600",
            )}
          >
            {t(`app.colorPicker.${id}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" className="grid grid-cols-8 gap-2">
        {colors.map((hex) => (
          <button
            key={hex}
            type="button"
            aria-pressed={value.toUpperCase() === hex}
            aria-label={hex}
            onClick={() => onChange(hex)}
            className={classNames(
              "aspect-square rounded-lg ring-1 ring-black/10",
              value.toUpperCase() === hex ? "ring-2 ring-brand-600 ring-offset-2" : "",
            )}
            style={{ backgroundColor: hex }}
          />
        ))}
      </div>
      <label className="block text-sm font-medium text-stone-700">
        {t("app.colorPicker.custom")}
        {/* Spec: the custom field accepts any text; normalization happens when it is used. */}
        <input
          className="input mt-1 font-mono"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          placeholder={t("app.colorPicker.customPlaceholder")}
        />
      </label>
    </div>
  );
}
