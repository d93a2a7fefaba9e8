/**
 * One-time tour per tool: its steps and texts are the tool module's `onboarding`. The server
 * renders it, open, in the page's HTML when the tour's cookie says it was not dismissed yet
 * (app/tools/onboarding.ts), so it paints with the page instead of after the scripts. Once the
 * page is hydrated it is a modal dialog (focus inside, Escape closes, focus returns); without
 * JavaScript its buttons are a plain form: Next and Back reload the page on another step, the
 * close buttons post to /app/tour.
 */
import { useEffect, useState } from "react";
// Loaded on demand (./on-demand.ts): an entry of the browser build, it takes what it can from the kit.
import { classNames, Icon, ModalDialog, useTranslation } from "~/components/kit";
import { Backdrop } from "~/components/modal-dialog";
import type { AnyTool } from "~/tools";
import { tourSeenCookie } from "~/tools/onboarding";

/** Older visits remembered a dismissed tour in localStorage; such a tour is dismissed for good. */
function seenInStorage(key: string): boolean {
  try {
    return localStorage.getItem(key) === "true";
  } catch {
    return false;
  }
}

/** The server reads it on the next visit and leaves the tour out of the page. */
function rememberTourSeen(tour: NonNullable<AnyTool["onboarding"]>) {
  // biome-ignore lint/suspicious/noDocumentCookie: one cookie; the Cookie Store API is not in every browser
  document.cookie = tourSeenCookie(tour);
}

export function OnboardingTour({ tool, step, paused }: { tool: AnyTool; step: number; paused: boolean }) {
  const { t } = useTranslation();
  const tour = tool.onboarding;
  const [open, setOpen] = useState(true);
  const [index, setIndex] = useState(step - 1);
  const [dontShow, setDontShow] = useState(true);
  useEffect(() => {
    if (!tour || !seenInStorage(tour.storageKey)) return;
    rememberTourSeen(tour);
    setOpen(false);
  }, [tour]);
  if (!open || paused || !tour) return null;

  const close = () => {
    // Not checked: the tour shows again next time.
    if (dontShow) rememberTourSeen(tour);
    setOpen(false);
  };
  /** Next, Back and the dots: a new step here, a page on that step without JavaScript. */
  const goTo = (to: number) => ({
    type: "submit" as const,
    formMethod: "get",
    formAction: tool.path,
    name: "tour",
    value: String(to + 1),
    onClick: (event: { preventDefault(): void }) => {
      event.preventDefault();
      setIndex(to);
    },
  });
  const last = index === tour.icons.length - 1;
  const base = `${tour.textsKey}.s${index + 1}`;
  return (
    <ModalDialog onClose={close} labelledBy="tour-title" testId="onboarding-dialog" openWithoutJs>
      <Backdrop
        onClose={close}
        className="flex h-full w-full items-end justify-center bg-stone-900/50 p-4 backdrop-blur-sm sm:items-center"
      >
        <form
          method="post"
          action="/app/tour"
          onSubmit={(event) => {
            event.preventDefault();
            close();
          }}
          className="w-full max-w-md overflow-hidden rounded-3xl bg-white shadow-2xl"
          data-testid="onboarding"
        >
          <input type="hidden" name="tool" value={tool.id} />
          <div
            className={classNames(
              "relative grid h-40 place-items-center bg-gradient-to-br from-brand-100",
              "via-brand-50 to-clay-50",
            )}
          >
            <span className="grid h-20 w-20 place-items-center rounded-3xl bg-white text-brand-700 shadow-lg">
              <Icon name={tour.icons[index]} className="h-10 w-10" />
            </span>
            <button
              type="submit"
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
            <div className="mt-5 flex justify-center gap-1">
              {tour.icons.map((_, i) => (
                <button
                  // biome-ignore lint/suspicious/noArrayIndexKey: one dot per step of a fixed tour
                  key={i}
                  {...goTo(i)}
                  aria-label={t("app.onboarding.stepDot", { n: i + 1 })}
                  aria-current={i === index ? "step" : undefined}
                  // A 24 px target (WCAG 2.5.8) around the small dot.
                  className="grid h-6 min-w-6 place-items-center"
                >
                  <span
                    className={classNames(
                      "h-2 rounded-full transition-all",
                      i === index ? "w-6 bg-brand-700" : "w-2 bg-stone-300",
                    )}
                  />
                </button>
              ))}
            </div>
            <label className="mt-5 flex items-center gap-2 text-sm text-stone-700">
              <input
                type="checkbox"
                name="dontShow"
                checked={dontShow}
                onChange={(e) => setDontShow(e.target.checked)}
                className="h-4 w-4 rounded border-stone-300 text-brand-700"
              />
              {t("app.onboarding.dontShow")}
            </label>
            <div className="mt-5 flex items-center justify-between gap-3">
              {index > 0 ? (
                <button className="btn-ghost" {...goTo(index - 1)}>
                  {t("app.onboarding.back")}
                </button>
              ) : (
                <span />
              )}
              {last ? (
                <div className="flex gap-2">
                  <button type="submit" className="btn-secondary">
                    {t("app.onboarding.skip")}
                  </button>
                  <button type="submit" className="btn-primary">
                    {t("app.onboarding.getStarted")}
                  </button>
                </div>
              ) : (
                <button className="btn-primary" {...goTo(index + 1)}>
                  {t("app.onboarding.next")}
                  <Icon name="arrowRight" className="h-4 w-4" />
                </button>
              )}
            </div>
          </div>
        </form>
      </Backdrop>
    </ModalDialog>
  );
}
