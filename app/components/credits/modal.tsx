import { useEffect, useRef, type ReactNode } from "react";

/**
 * A modal dialog: dimmed backdrop, Escape closes, focus moves into it and the page behind is
 * inert to assistive technology (aria-modal). Bottom sheet on phones, centered on desktop.
 */
export function Modal({ labelledBy, onClose, children, testId }: { labelledBy: string; onClose?: () => void; children: ReactNode; testId?: string }) {
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
    <div className="fixed inset-0 z-50 flex items-end justify-center bg-stone-900/60 sm:items-center sm:p-6" onClick={(event) => event.target === event.currentTarget && onClose?.()}>
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        data-testid={testId}
        className="relative max-h-[92vh] w-full overflow-y-auto rounded-t-3xl bg-white p-6 shadow-xl sm:max-w-lg sm:rounded-3xl"
      >
        {children}
      </div>
    </div>
  );
}

export function CloseButton({ onClick, label }: { onClick: () => void; label: string }) {
  return (
    <button type="button" onClick={onClick} aria-label={label} className="absolute right-4 top-4 flex h-9 w-9 items-center justify-center rounded-full text-xl text-stone-600 hover:bg-stone-100 hover:text-stone-900">
      <span aria-hidden="true">×</span>
    </button>
  );
}
