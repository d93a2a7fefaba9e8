import { useState } from "react";
import { useTranslation } from "~/i18n-react";
import { useHydrated } from "~/components/use-hydrated";
import { Icon } from "./icons";

/**
 * The once-per-account welcome on the first page of the app: what the free credits buy, from
 * the pricing table. Rendered by the server with the page (no shift after it paints) and not a
 * dialog: it asks nothing, so it never holds the focus. "Got it" puts it away once hydrated
 * (without JavaScript the next page does not show it anyway).
 */
export function WelcomeNote({ credits, transformations }: { credits: number; transformations: number }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(true);
  if (!open) return null;
  return (
    <section
      aria-labelledby="welcome-note-title"
      className="mb-6 flex flex-wrap items-start gap-4 rounded-2xl border border-brand-200 bg-brand-50 p-4 sm:p-5"
      data-testid="welcome-note"
    >
      <span
        className="grid h-10 w-10 shrink-0 place-items-center rounded-full bg-brand-600 text-white"
        aria-hidden="true"
      >
        <Icon name="sparkles" className="h-5 w-5" />
      </span>
      <div className="min-w-0 flex-1 basis-56">
        <h2 id="welcome-note-title" className="font-bold text-stone-900">
          {t("app.welcome.title")}
        </h2>
        <p className="mt-0.5 text-stone-800">{t("app.welcome.text", { credits, count: transformations })}</p>
        <p className="mt-1 text-sm text-stone-600">{t("app.welcome.hint")}</p>
      </div>
      {/* Its place is kept until it works (hydrated), so its arrival moves nothing. Hidden is enough
          (a hidden button takes no focus or click): a disabled one would fade in from half opacity,
          which a reader or a contrast check could meet half-faded. */}
      <button
        type="button"
        className={`btn-secondary shrink-0 ${hydrated ? "" : "invisible"}`}
        onClick={() => setOpen(false)}
      >
        {t("app.welcome.dismiss")}
      </button>
    </section>
  );
}
