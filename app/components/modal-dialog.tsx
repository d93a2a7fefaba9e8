/**
 * The one modal dialog every overlay uses (Out of Credits, payment confirmation, the tour, full
 * screen, the phone menu). A native <dialog> opened with showModal(): the browser puts it on top,
 * makes the rest of the page inert and turns Escape into a request to close. On top of that,
 * Tab and Shift+Tab wrap inside it, focus starts on `[data-autofocus]` (else the first control)
 * and goes back to the control that opened it when it closes (or to the page's heading when
 * it opened by itself).
 */
import { useEffect, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from "react";
import { focusElement } from "./focus";
import { classNames } from "~/utils/class-names";

const FOCUSABLE = [
  "a[href]",
  "button:not([disabled])",
  'input:not([disabled]):not([type="hidden"])',
  "select:not([disabled])",
  "textarea:not([disabled])",
  '[tabindex]:not([tabindex="-1"])',
].join(", ");

function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0);
}

export function ModalDialog({
  onClose,
  labelledBy,
  label,
  className = "",
  testId,
  openWithoutJs = false,
  children,
}: {
  /** Escape, the backdrop and close buttons call it; without it Escape does nothing. */
  onClose?: () => void;
  labelledBy?: string;
  label?: string;
  /** Classes of the dialog box itself: it fills the viewport and lays out its content. */
  className?: string;
  testId?: string;
  /** Rendered open on the server, for a page that must show it before (or without) JavaScript. */
  openWithoutJs?: boolean;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog.open) dialog.close();
    dialog.showModal();
    (dialog.querySelector<HTMLElement>("[data-autofocus]") ?? focusables(dialog)[0])?.focus();
    return () => {
      if (dialog.open) dialog.close();
      // Back to the control that opened it; a dialog that opened by itself hands focus to the page's heading.
      if (opener && opener !== document.body && opener.isConnected) opener.focus();
      else focusElement(document.querySelector<HTMLElement>("main h1"));
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== "Tab" || !ref.current) return;
    const list = focusables(ref.current);
    if (!list.length) return;
    const [first, last] = [list[0], list[list.length - 1]];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    // `!m-0`: a dialog rendered inside a `space-y-*` list would otherwise take that list's top
    // margin and open 16 px down; in the top layer it is placed against the screen alone.
    <dialog
      ref={ref}
      open={openWithoutJs || undefined}
      aria-labelledby={labelledBy}
      aria-label={label}
      data-testid={testId}
      onCancel={(event) => {
        event.preventDefault();
        close.current?.();
      }}
      onKeyDown={onKeyDown}
      className={classNames(
        "fixed inset-0 z-50 !m-0 h-full max-h-none w-full max-w-none bg-transparent p-0",
        "backdrop:bg-transparent",
        className,
      )}
    >
      {children}
    </dialog>
  );
}

/** The dimmed area around a dialog's content: a click on it (not on the content) closes the dialog. */
export function Backdrop({
  onClose,
  className,
  children,
}: {
  onClose?: () => void;
  className: string;
  children?: ReactNode;
}) {
  return (
    /* biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: a click on the dimmed area is
       the mouse's shortcut; Escape and the dialog's own buttons close it from the keyboard */
    <div className={className} onClick={(event: MouseEvent) => event.target === event.currentTarget && onClose?.()}>
      {children}
    </div>
  );
}
