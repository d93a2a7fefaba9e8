import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/i18n-react";
import { LanguageSwitch } from "../language-switch";
import { LogoMark } from "../logo-mark";
import { SkipLink } from "../skip-link";
import { classNames } from "~/utils/class-names";

/**
 * The frame of the sign-in pages: brand, language switch, centred content. Its links to the public
 * site load a new document: those pages are never rendered by the browser's scripts (and the
 * browser has no texts for them).
 */
export function AuthShell({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen flex-col bg-gradient-to-br from-brand-50 via-stone-50 to-clay-50">
      <SkipLink />
      <header className="mx-auto flex w-full max-w-6xl items-center justify-between px-5 py-4 sm:px-8 sm:py-6">
        <Link to="/" reloadDocument className="flex items-center gap-2 text-lg font-bold text-brand-800">
          <LogoMark />
          {t("common.brand")}
        </Link>
        <LanguageSwitch />
      </header>
      <main
        id="main"
        className={classNames(
          "mx-auto flex w-full flex-1 flex-col px-5 pb-12 sm:px-8",
          wide ? "max-w-5xl" : "max-w-md",
          "justify-center",
        )}
      >
        {children}
      </main>
    </div>
  );
}

/** "By continuing you agree to the Terms and Privacy Policy", under every way to continue. */
export function ConsentLine() {
  const { t } = useTranslation();
  const link = "font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900";
  return (
    <p className="mt-4 text-center text-sm text-stone-600" data-testid="consent">
      {t("auth.consent.before")}
      <Link to="/legal/terms" className={link} reloadDocument>
        {t("auth.consent.terms")}
      </Link>
      {t("auth.consent.between")}
      <Link to="/legal/privacy" className={link} reloadDocument>
        {t("auth.consent.privacy")}
      </Link>
      {t("auth.consent.after")}
    </p>
  );
}

/** A card with a title and text, for the simple states (link used, failure, extension). */
export function StatusCard({
  tone,
  title,
  children,
}: {
  tone: "success" | "error" | "info";
  title: string;
  children: ReactNode;
}) {
  const icon = tone === "success" ? "✓" : tone === "error" ? "!" : "✉";
  const color =
    tone === "success"
      ? "bg-brand-100 text-brand-800"
      : tone === "error"
        ? "bg-clay-100 text-clay-800"
        : "bg-brand-100 text-brand-800";
  return (
    <section className="card p-6 text-center sm:p-8" aria-live="polite">
      <div
        aria-hidden="true"
        className={`mx-auto mb-4 grid h-12 w-12 place-items-center rounded-full text-xl font-bold ${color}`}
      >
        {icon}
      </div>
      <h1 className="text-2xl font-bold tracking-tight text-stone-900">{title}</h1>
      <div className="mt-3 space-y-3 text-stone-600">{children}</div>
    </section>
  );
}
