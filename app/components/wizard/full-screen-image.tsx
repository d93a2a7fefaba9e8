/** A result full screen, over everything, with the result's buttons under it (`children`). */
import type { ReactNode } from "react";
import { useTranslation } from "~/i18n-react";
import { Icon } from "~/components/app/icons";
import { ModalDialog } from "~/components/modal-dialog";

export function FullScreenImage({ src, onClose, children }: { src: string; onClose(): void; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <ModalDialog onClose={onClose} label={t("app.wizard.fullScreen")} testId="fullscreen">
      <div className="flex h-full w-full items-center justify-center bg-black p-4">
        <img src={src} alt={t("app.wizard.after")} className="max-h-full max-w-full object-contain" />
        {children && (
          <div
            className={
              "absolute inset-x-0 bottom-0 flex flex-wrap justify-center gap-2 bg-gradient-to-t " +
              "from-black/80 to-transparent p-4 pb-6"
            }
          >
            {children}
          </div>
        )}
        <button
          type="button"
          data-autofocus
          onClick={onClose}
          className="absolute right-4 top-4 rounded-full bg-white/90 p-2.5 text-stone-800 hover:bg-white"
          aria-label={t("app.wizard.closeFullScreen")}
        >
          <Icon name="close" />
        </button>
      </div>
    </ModalDialog>
  );
}
