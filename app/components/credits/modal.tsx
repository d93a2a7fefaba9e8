import { useEffect, useRef, type ReactNode } from "react";

/**
 * A modal dialog: dimmed backdrop, Escape closes, focus moves into it and the page behind is
 * inert to assistive technology (aria-modal). Bottom sheet on phones, centered on desktop.
 */
export function Modal({
  labelledBy,
  onClose,
  children,
  testId,
}: {
  labelledBy: string;
  onClose?: () => void;
  children: ReactNode;
  testId?: string;
}) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const first = panel.current?.querySelector<HTMLElement>("[data-autofocus], button, a[href]");
    first?.focus();
    if (!onClose) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [onClose]);
  return (
    /* biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: a click on
       the backdrop is the mouse's shortcut; Escape (above) and the dialog's buttons close it from the keyboard */
    <div
      className="fixed inset-0 z-50 !m-0 flex items-end justify-center bg-stone-900/60 sm:items-center sm:p-6"
      onClick={(event) => event.target === event.currentTarget && onClose?.()}
    >
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        data-testid={testId}
        className={
          "relative max-h-[92vh] w-full overflow-y-auto rounded-t-3xl bg-white p-6 shadow-xl " +
          "sm:max-w-lg sm:rounded-3xl"
        }
      >
        {children}
      </div>
    </div>
  );
}

export function CloseButton({ onClick, label }: { onClick: () => void; label: string }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className={
        "absolute right-4 top-4 flex h-9 w-9 items-center justify-center rounded-full text-xl " +
        "text-stone-600 hover:bg-stone-100 hover:text-stone-900"
      }
    >
      <span aria-hidden="true">×</span>
    </button>
  );
}

const TONES = { brand: "bg-brand-100 text-brand-700", clay: "bg-clay-100 text-clay-700" };

/** A dialog's symbol, title (the dialog's label) and text. */
export function DialogHeading({
  id,
  symbol,
  tone,
  title,
  text,
  centered = false,
}: {
  id: string;
  symbol: string;
  tone: keyof typeof TONES;
  title: string;
  text: string;
  centered?: boolean;
}) {
  return (
    <div className={centered ? "text-center" : "pr-8"}>
      <span
        className={`mb-4 flex h-14 w-14 items-center justify-center rounded-full text-3xl ${TONES[tone]} ${centered ? "mx-auto" : ""}`}
        aria-hidden="true"
      >
        {symbol}
      </span>
      <h2 id={id} className="text-2xl font-bold text-stone-900">
        {title}
      </h2>
      <p className="mt-1 text-stone-600">{text}</p>
    </div>
  );
}
