/**
 * A signed-in page's scripts start here (docs/decisions/0027): each page's browser entry, written
 * by scripts/build-page-scripts.mjs, imports its routes' modules, root first, and hands them over.
 * React hydrates what the root renders inside the document (`#page`), with the data the server
 * wrote beside it; the document around it (head, scripts) is the server's alone.
 */
import { StrictMode, useEffect, type ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import { holdEventsUntilHydrated, markHydrated } from "~/utils/hydration";
import { decodePageData, PAGE_DATA_ID, PAGE_ROOT_ID, type PageData } from "./page-data";
import { PageRoutes, type BrowserRoute } from "./remix-in-the-browser";

/** What the browser needs of a route module: the rest of it (loader, action, meta) is the server's. */
export interface RouteModule {
  id: string;
  default: ComponentType;
  ErrorBoundary?: ComponentType;
  handle?: unknown;
}

/** The page once hydrated: its effects run after every screen's, and then the document is React's. */
function HydratedPage(page: { routes: BrowserRoute[]; data: PageData }) {
  useEffect(markHydrated, []);
  return <PageRoutes {...page} />;
}

export function startPage(modules: RouteModule[]) {
  const container = document.getElementById(PAGE_ROOT_ID);
  const json = document.getElementById(PAGE_DATA_ID)?.textContent;
  if (!container || !json) return;
  // A tap in the moment React takes the page over would make it give up on the page (utils/hydration.ts).
  holdEventsUntilHydrated();
  const data = decodePageData(json);
  const routes: BrowserRoute[] = data.routes.flatMap((route) => {
    const module = modules.find((candidate) => candidate.id === route.id);
    return module
      ? [{ ...route, Component: module.default, ErrorBoundary: module.ErrorBoundary, handle: module.handle }]
      : [];
  });
  hydrateRoot(
    container,
    <StrictMode>
      <HydratedPage routes={routes} data={data} />
    </StrictMode>,
  );
}
