/** One-time tour per tool: its steps, texts and localStorage key are the tool module's `onboarding`. */
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Icon } from "~/components/app/icons";
import { Backdrop, ModalDialog } from "~/components/modal-dialog";
import type { AnyTool } from "~/tools";

export function hasSeenTour(key: string): boolean {
  try {
    return localStorage.getItem(key) === "true";
  } catch {
    // Storage disabled: a tour that could never be dismissed for good is not shown at all.
    return true;
  }
}

/** `paused`: another dialog (Out of Credits) has the floor; the tour waits for it to close. */
export function OnboardingTour({
  tool,
  onPrimary,
  paused = false,
}: {
  tool: AnyTool;
  onPrimary?: () => void;
  paused?: boolean;
}) {
  const { t } = useTranslation();
  const tour = tool.onboarding;
  const key = tour?.storageKey;
  const [open, setOpen] = useState(false);
  const [index, setIndex] = useState(0);
  const [dontShow, setDontShow] = useState(true);
  useEffect(() => {
    if (key && tour && !paused && !hasSeenTour(key)) setOpen(true);
  }, [key, tour, paused]);
  if (!open || !tour || !key) return null;

  const close = () => {
    if (dontShow) {
      try {
        localStorage.setItem(key, "true");
      } catch {
        // Storage disabled: the tour shows again next time, which is harmless.
      }
    }
    setOpen(false);
  };
  const last = index === tour.icons.length - 1;
  const base = `${tour.textsKey}.s${index + 1}`;
  return (
    <ModalDialog onClose={close} labelledBy="tour-title" testId="onboarding-dialog">
      <Backdrop
        onClose={close}
        className="flex h-full w-full items-end justify-center bg-stone-900/50 p-4 backdrop-blur-sm sm:items-center"
      >
        <div className="w-full max-w-md overflow-hidden rounded-3xl bg-white shadow-2xl" data-testid="onboarding">
          <div className="relative grid h-40 place-items-center bg-gradient-to-br from-brand-100 via-brand-50 to-clay-50">
            <span className="grid h-20 w-20 place-items-center rounded-3xl bg-white text-brand-700 shadow-lg">
              <Icon name={tour.icons[index]} className="h-10 w-10" />
            </span>
            <button
              type="button"
              onClick={close}
              className="absolute right-3 top-3 rounded-full bg-white/80 p-2 text-stone-600 hover:bg-white"
              aria-label={t("app.onboarding.close")}
            >
              <Icon name="close" className="h-4 w-4" />
            </button>
          </div>
          <div className="p-6">
            <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">{t(tool.nameKey)}</p>
            <h2 id="tour-title" className="mt-1 text-xl font-bold text-stone-900">
              {t(`${base}.title`)}
            </h2>
            <p className="mt-2 text-stone-600">{t(`${base}.description`)}</p>
            <div className="mt-5 flex justify-center gap-2">
              {tour.icons.map((_, i) => (
                <button
                  // biome-ignore lint/suspicious/noArrayIndexKey: one dot per step of a fixed tour
                  key={i}
                  type="button"
                  onClick={() => setIndex(i)}
                  aria-label={t("app.onboarding.stepDot", { n: i + 1 })}
                  aria-current={i === index ? "step" : undefined}
                  className={`h-2 rounded-full transition-all ${i === index ? "w-6 bg-brand-700" : "w-2 bg-stone-300"}`}
                />
              ))}
            </div>
            <label className="mt-5 flex items-center gap-2 text-sm text-stone-700">
              <input
                type="checkbox"
                checked={dontShow}
                onChange={(e) => setDontShow(e.target.checked)}
                className="h-4 w-4 rounded border-stone-300 text-brand-700"
              />
              {t("app.onboarding.dontShow")}
            </label>
            <div className="mt-5 flex items-center justify-between gap-3">
              {index > 0 ? (
                <button type="button" className="btn-ghost" onClick={() => setIndex(index - 1)}>
                  {t("app.onboarding.back")}
                </button>
              ) : (
                <span />
              )}
              {last ? (
                <div className="flex gap-2">
                  <button type="button" className="btn-secondary" onClick={close}>
                    {t("app.onboarding.skip")}
                  </button>
                  <button
                    type="button"
                    className="btn-primary"
                    onClick={() => {
                      close();
                      onPrimary?.();
                    }}
                  >
                    {t("app.onboarding.getStarted")}
                  </button>
                </div>
              ) : (
                <button type="button" className="btn-primary" onClick={() => setIndex(index + 1)}>
                  {t("app.onboarding.next")}
                  <Icon name="arrowRight" className="h-4 w-4" />
                </button>
              )}
            </div>
          </div>
        </div>
      </Backdrop>
    </ModalDialog>
  );
}
