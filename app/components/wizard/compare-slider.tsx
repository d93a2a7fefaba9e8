/** Before/after comparison: drag (mouse, touch) or use the arrow keys on the handle. */
import { useRef, useState, type PointerEvent } from "react";
import { useTranslation } from "~/i18n-react";

export function CompareSlider({ before, after }: { before: string; after: string }) {
  const { t } = useTranslation();
  const [position, setPosition] = useState(50);
  const box = useRef<HTMLDivElement>(null);
  const dragging = useRef(false);
  const moveTo = (clientX: number) => {
    const rect = box.current?.getBoundingClientRect();
    if (!rect) return;
    setPosition(Math.min(100, Math.max(0, ((clientX - rect.left) / rect.width) * 100)));
  };
  const onDown = (e: PointerEvent) => {
    dragging.current = true;
    (e.target as Element).setPointerCapture?.(e.pointerId);
    moveTo(e.clientX);
  };
  return (
    <div
      ref={box}
      data-testid="compare-slider"
      className="relative select-none overflow-hidden rounded-2xl bg-stone-900 touch-none"
      onPointerDown={onDown}
      onPointerMove={(e) => dragging.current && moveTo(e.clientX)}
      onPointerUp={() => (dragging.current = false)}
      onPointerCancel={() => (dragging.current = false)}
    >
      <img
        src={after}
        alt={t("app.wizard.after")}
        className="block max-h-[70vh] w-full object-contain"
        draggable={false}
      />
      <div className="absolute inset-0" style={{ clipPath: `inset(0 ${100 - position}% 0 0)` }}>
        <img
          src={before}
          alt={t("app.wizard.before")}
          className="block h-full max-h-[70vh] w-full object-contain"
          draggable={false}
        />
      </div>
      <span
        className={
          "pointer-events-none absolute left-3 top-3 rounded-full bg-black/60 px-2.5 py-1 text-xs " +
          "font-semibold text-white"
        }
      >
        {t("app.wizard.before")}
      </span>
      <span
        className={
          "pointer-events-none absolute right-3 top-3 rounded-full bg-black/60 px-2.5 py-1 text-xs " +
          "font-semibold text-white"
        }
      >
        {t("app.wizard.after")}
      </span>
      <div className="pointer-events-none absolute inset-y-0 w-0.5 bg-white shadow" style={{ left: `${position}%` }} />
      <div
        role="slider"
        tabIndex={0}
        aria-label={t("app.wizard.compareLabel")}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(position)}
        aria-valuetext={t("app.wizard.compareValue", {
          before: Math.round(position),
          after: 100 - Math.round(position),
        })}
        aria-orientation="horizontal"
        onKeyDown={(e) => {
          const step = e.shiftKey ? 10 : 2;
          if (e.key === "ArrowLeft" || e.key === "ArrowDown") setPosition((p) => Math.max(0, p - step));
          else if (e.key === "ArrowRight" || e.key === "ArrowUp") setPosition((p) => Math.min(100, p + step));
          else if (e.key === "Home") setPosition(0);
          else if (e.key === "End") setPosition(100);
          else return;
          e.preventDefault();
        }}
        className={
          "absolute top-1/2 grid h-11 w-11 focus-visible:ring-4 -translate-x-1/2 -translate-y-1/2 cursor-ew-resize " +
          "place-items-center rounded-full bg-white text-stone-700 shadow-lg ring-1 ring-stone-200"
        }
        style={{ left: `${position}%` }}
      >
        <svg
          viewBox="0 0 24 24"
          className="h-5 w-5"
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
          aria-hidden="true"
        >
          <path d="m9 6-6 6 6 6m6-12 6 6-6 6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </div>
    </div>
  );
}
