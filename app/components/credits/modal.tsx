import type { ReactNode } from "react";
import { Backdrop, ModalDialog } from "~/components/modal-dialog";
import { classNames } from "~/utils/class-names";

/**
 * A credits dialog (Out of Credits, payment confirmation) on the shared modal: dimmed backdrop,
 * Escape closes, Tab stays inside, the page behind is inert. Bottom sheet on phones, centered on
 * desktop. `openWithoutJs`: shown by the server, for a page that works before JavaScript.
 */
export function Modal({
  labelledBy,
  onClose,
  children,
  testId,
  openWithoutJs,
}: {
  labelledBy: string;
  onClose?: () => void;
  children: ReactNode;
  testId?: string;
  openWithoutJs?: boolean;
}) {
  return (
    <ModalDialog onClose={onClose} labelledBy={labelledBy} testId={testId} openWithoutJs={openWithoutJs}>
      <Backdrop
        onClose={onClose}
        className="flex h-full w-full items-end justify-center bg-stone-900/60 sm:items-center sm:p-6"
      >
        <div
          className={
            "relative max-h-[92vh] w-full overflow-y-auto rounded-t-3xl bg-white p-6 shadow-xl " +
            "sm:max-w-lg sm:rounded-3xl"
          }
        >
          {children}
        </div>
      </Backdrop>
    </ModalDialog>
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
        className={classNames(
          "mb-4 flex h-14 w-14 items-center justify-center rounded-full text-3xl",
          TONES[tone],
          centered ? "mx-auto" : "",
        )}
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
