/**
 * An error while a wizard step renders shows inside the wizard frame: the tool's header, its
 * steps and the app shell stay, and Start Over brings the wizard back at step 1.
 */
import { Component, createContext, useContext, type ErrorInfo, type ReactNode } from "react";
import { useTranslation } from "~/i18n-react";
import { Icon } from "~/components/app/icons";
import { useHydrated } from "~/components/use-hydrated";

export class WizardErrorBoundary extends Component<{ onReset(): void; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error("The wizard stopped on an error:", error, info.componentStack);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <WizardFailure
        onReset={() => {
          this.props.onReset();
          this.setState({ failed: false });
        }}
      />
    );
  }
}

function WizardFailure({ onReset }: { onReset(): void }) {
  const { t } = useTranslation();
  return (
    <WizardAlert testId="wizard-crash" title={t("common.errors.errorTitle")} message={t("app.wizard.crashedText")}>
      <button type="button" className="btn-primary mt-3" onClick={onReset}>
        <Icon name="refresh" className="h-4 w-4" />
        {t("app.wizard.startOver")}
      </button>
    </WizardAlert>
  );
}

/** The wizard's alert box: a failed run (ErrorPanel) or a failed step (above). */
export function WizardAlert({
  testId,
  title,
  message,
  children,
}: {
  testId: string;
  title: string;
  message: string;
  children?: ReactNode;
}) {
  return (
    <div role="alert" className="rounded-2xl border border-clay-200 bg-clay-50 p-5" data-testid={testId}>
      <div className="flex items-start gap-3">
        <Icon name="alert" className="mt-0.5 h-5 w-5 shrink-0 text-clay-700" />
        <div className="min-w-0 flex-1">
          {/* A heading, so the wizard can move focus to it when the error appears. */}
          <h2 className="font-semibold text-clay-900">{title}</h2>
          <p className="mt-1 text-clay-900">{message}</p>
          {children}
        </div>
      </div>
    </div>
  );
}

/** Set by the tool page when the test environment asked for `?testFailure=wizard` (see test-failure.server.ts). */
export const WizardTestFailure = createContext(false);

/**
 * Throws while rendering in the browser when the test asked for it, inside the frame's boundary
 * (the server draws the first step too, and a server render has no error boundaries).
 */
export function ThrowIfTestAsks() {
  const asked = useContext(WizardTestFailure);
  const hydrated = useHydrated();
  if (asked && hydrated) throw new Error("test-only failure in a wizard step (?testFailure=wizard)");
  return null;
}
