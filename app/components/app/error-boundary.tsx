/**
 * The error boundary of every screen under /app. Remix renders it in place of the failed route,
 * inside the app shell (app.tsx), so the sidebar, the balance and the navigation stay and the
 * user can go on elsewhere. The shell's own loader failing falls through to the root boundary.
 */
import { isRouteErrorResponse, Link, useLocation, useRouteError } from "@remix-run/react";
import { useEffect } from "react";
import { useTranslation } from "~/i18n-react";
import { Icon } from "./icons";
import { APP_HOME } from "~/utils/paths";

export function AppErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  const location = useLocation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // The server has logged it (entry.server's handleError); this is the trace for the browser's console.
  useEffect(() => {
    if (!notFound) console.error(error);
  }, [error, notFound]);
  return (
    <div className="mx-auto max-w-xl py-10" data-testid="app-error">
      <div role="alert" className="card flex flex-col items-center gap-4 p-6 text-center sm:p-10">
        <span className="grid h-14 w-14 place-items-center rounded-2xl bg-clay-50 text-clay-700">
          <Icon name="alert" className="h-7 w-7" />
        </span>
        <h1 className="text-2xl font-bold tracking-tight text-stone-900">
          {t(notFound ? "common.errors.notFoundTitle" : "common.errors.errorTitle")}
        </h1>
        <p className="text-stone-600">{t(notFound ? "common.errors.notFoundText" : "common.errors.errorText")}</p>
        <div className="flex flex-wrap justify-center gap-2">
          {notFound ? null : (
            <a href={`${location.pathname}${location.search}`} className="btn-primary">
              <Icon name="refresh" className="h-4 w-4" />
              {t("common.errors.tryAgain")}
            </a>
          )}
          <Link to={APP_HOME} className={notFound ? "btn-primary" : "btn-secondary"}>
            {t("common.errors.backToDashboard")}
          </Link>
        </div>
      </div>
    </div>
  );
}
