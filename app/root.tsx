import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import {
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteError,
} from "@remix-run/react";
import { useEffect, type ReactNode } from "react";
import { markHydrated, useFocusOnNavigation, useNonce, useTranslation } from "./components/kit";
import { textAreasFor } from "./i18n";
import { revalidatesWhen } from "./utils/revalidation";
import type { PageTexts } from "./i18n-react";
import { getLanguage, pageTexts } from "./i18n.server";
import { readCookie } from "./services/session.server";
import type { RouteHandle } from "./utils/meta";
import { NO_SCRIPT_STYLE, SCRIPT_STYLE } from "./utils/no-script";
import { rememberTimeZone, TIME_ZONE_COOKIE, timeZoneOf } from "./utils/time-zone";
import appStylesheet from "./styles/app.css";
import siteStylesheet from "./styles/site.css";

export const links: LinksFunction = () => [
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
];

/**
 * Routes whose handle says `hydrate: false` (the public website, and the signed-in pages that are
 * plain links and forms: the credit history, the designs list, the account) are served as plain
 * HTML with no JavaScript: they work fully without it, and a visitor who opens one downloads
 * nothing but HTML, CSS and images (docs/decisions/0029). In the browser the scripts are already
 * running, so a page reached by a client navigation keeps them.
 */
function usePageShipsScripts() {
  const scriptless = useSomeHandle((handle) => handle.hydrate === false);
  return typeof document !== "undefined" || !scriptless;
}

/** Whether a route of the page says so in its `handle` (app/utils/meta.ts). */
function useSomeHandle(says: (handle: RouteHandle) => boolean) {
  return useMatches().some((match) => says((match.handle ?? {}) as RouteHandle));
}

/**
 * The public website's pages (a handle with `stylesheet: "site"`, never hydrated) link the site's
 * stylesheet: the same rules with only the classes those pages use, a quarter fewer bytes before
 * their first paint (docs/decisions/0042). Every other page, and every page the browser renders
 * itself, keeps the app's, which holds the site's classes too, so a client navigation never
 * swaps the stylesheet.
 */
function usePageStylesheet(shipsScripts: boolean) {
  const site = useSomeHandle((handle) => handle.stylesheet === "site");
  return site && !shipsScripts ? siteStylesheet : appStylesheet;
}

/**
 * The page's language and the texts its scripts may show (app/i18n-react.tsx): no i18next in the
 * browser; and the visitor's time zone, as a hydrated page last remembered it.
 */
export async function loader({ request }: LoaderFunctionArgs): Promise<PageTexts> {
  const locale = await getLanguage(request);
  const timeZone = timeZoneOf(readCookie(request, TIME_ZONE_COOKIE));
  return { locale, texts: pageTexts(locale, new URL(request.url).pathname), timeZone };
}

/** The texts are sent again when the language may have changed (an action ran) or the area changes. */
export const shouldRevalidate = revalidatesWhen(
  (currentUrl, nextUrl) => textAreasFor(currentUrl.pathname).join() !== textAreasFor(nextUrl.pathname).join(),
);

export function Layout({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const shipsScripts = usePageShipsScripts();
  const stylesheet = usePageStylesheet(shipsScripts);
  const nonce = useNonce();
  useEffect(markHydrated, []);
  useEffect(rememberTimeZone, []);
  return (
    <html lang={i18n.language} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1f625d" />
        <Meta />
        <link rel="stylesheet" href={stylesheet} />
        <Links />
        {shipsScripts ? (
          <>
            <style>{SCRIPT_STYLE}</style>
            <noscript>
              <style>{NO_SCRIPT_STYLE}</style>
            </noscript>
          </>
        ) : null}
      </head>
      <body className="min-h-screen bg-stone-50 text-stone-900 antialiased">
        {children}
        {shipsScripts ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : null}
      </body>
    </html>
  );
}

export default function App() {
  useFocusOnNavigation();
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  // A client's mistake (a damaged form, a missing page) is answered, not logged as our error.
  if (status >= 500) console.error(error);
  const [title, text] =
    status === 404
      ? ["common.errors.notFoundTitle", "common.errors.notFoundText"]
      : status === 400
        ? ["common.errors.badRequestTitle", "common.errors.badRequestText"]
        : ["common.errors.errorTitle", "common.errors.errorText"];
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center gap-4 px-6 text-center">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{t("common.brand")}</p>
      <h1 className="text-3xl font-bold">{t(title)}</h1>
      <p className="text-stone-600">{t(text)}</p>
      {/* A document load: the public site is never rendered by the browser's scripts (docs/decisions/0005). */}
      <Link to="/" className="btn-primary" reloadDocument>
        {t("common.errors.backHome")}
      </Link>
    </main>
  );
}
