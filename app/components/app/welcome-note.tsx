import { Link } from "@remix-run/react";
import { createContext, useContext } from "react";
import { useTranslation } from "~/i18n-react";
import { useHydrated } from "~/components/use-hydrated";
import { transformationsFor } from "~/models/pricing";
import { BUY_CREDITS_PATH } from "~/utils/paths";
import { useAppUser } from "./app-context";
import { Icon } from "./icons";

/**
 * Whether the welcome note is on screen. A tool's first-visit tour waits while it is: a new
 * account's first page (a tool, after sign-in) greets first, and the tour opens once "Got it"
 * puts the note away, so the two are never on screen together (the tour, a modal dialog, would
 * cover the note and take the focus from it).
 */
export const WelcomeShown = createContext(false);
export const useWelcomeShown = () => useContext(WelcomeShown);

/** What the note says about the free credits, from the live balance: spending them changes it in place. */
function useFreeCreditsText(bonus: number): { text: string; spent: boolean } {
  const { t } = useTranslation();
  const { credits, costs } = useAppUser();
  const left = Math.max(0, Math.min(credits, bonus));
  const count = transformationsFor(left, costs);
  if (left >= bonus) return { text: t("app.welcome.text", { credits: bonus, count }), spent: false };
  if (count > 0) return { text: t("app.welcome.left", { credits: left, bonus, count }), spent: false };
  if (left > 0) return { text: t("app.welcome.tooFew", { credits: left, bonus }), spent: true };
  return { text: t("app.welcome.spent", { bonus }), spent: true };
}

/**
 * The once-per-account welcome on the first page of the app: what the free credits buy, from
 * the pricing table and the balance. Rendered by the server with the page (no shift after it
 * paints) and not a dialog: it asks nothing, so it never holds the focus. "Got it" puts it away
 * once hydrated (without JavaScript the next page does not show it anyway).
 */
export function WelcomeNote({ bonus, onDismiss }: { bonus: number; onDismiss(): void }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const { text, spent } = useFreeCreditsText(bonus);
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
        {/* Announced when spending changes it: the balance beside it changes in the same breath. */}
        <p className="mt-0.5 text-stone-800" aria-live="polite" data-testid="welcome-credits">
          {text}
        </p>
        {spent ? (
          <p className="mt-1 text-sm">
            <Link to={BUY_CREDITS_PATH} className="font-semibold text-brand-800 underline">
              {t("app.nav.buyCredits")}
            </Link>
          </p>
        ) : (
          <p className="mt-1 text-sm text-stone-600">{t("app.welcome.hint")}</p>
        )}
      </div>
      {/* Its place is kept until it works (hydrated), so its arrival moves nothing. Hidden is enough
          (a hidden button takes no focus or click): a disabled one would fade in from half opacity,
          which a reader or a contrast check could meet half-faded. */}
      <button type="button" className={`btn-secondary shrink-0 ${hydrated ? "" : "invisible"}`} onClick={onDismiss}>
        {t("app.welcome.dismiss")}
      </button>
    </section>
  );
}
