/**
 * What the app's screens take from `@remix-run/react`, for a signed-in page's scripts in the
 * browser (docs/decisions/0027). The browser build of those pages (scripts/build-page-scripts.mjs)
 * puts this module where `@remix-run/react` is imported; the server renders with Remix itself.
 *
 * A page here is a document: a link loads the next page and a form posts as HTML does, which
 * every screen already supports (they all work without JavaScript). So there is no client router:
 * the data is the page's own (./page-data.ts), the location is the document's, and a navigation
 * is the browser's. The names and props are Remix's, and they render the same elements, so
 * hydration finds the server's HTML.
 */
import {
  Component,
  createContext,
  forwardRef,
  useContext,
  useState,
  useSyncExternalStore,
  type AnchorHTMLAttributes,
  type ComponentType,
  type FormHTMLAttributes,
  type ReactNode,
} from "react";
import { isRouteErrorResponse, type PageData } from "./page-data";

/** A matched route as the browser has it: its place, data and the components its module exports. */
export interface BrowserRoute {
  id: string;
  index: boolean;
  pathname: string;
  params: Record<string, string | undefined>;
  Component: ComponentType;
  ErrorBoundary?: ComponentType;
  handle?: unknown;
}

interface Page {
  routes: BrowserRoute[];
  data: PageData;
}

const PageContext = createContext<Page | null>(null);
/** The position in `routes` of the route whose components render below. */
const RouteDepth = createContext(0);

function usePage(): Page {
  const page = useContext(PageContext);
  if (!page) throw new Error("a screen rendered outside its page (start-page.tsx)");
  return page;
}

function useRoute(): BrowserRoute {
  const { routes } = usePage();
  return routes[useContext(RouteDepth)];
}

/** React's own boundary around a route, as Remix has: an error while rendering shows the route's ErrorBoundary. */
class RenderError extends Component<{ fallback: ComponentType | undefined; children: ReactNode }, { error?: unknown }> {
  state: { error?: unknown } = {};
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  render() {
    const { fallback: Fallback, children } = this.props;
    if (this.state.error === undefined || !Fallback) return children;
    return (
      <RenderedError.Provider value={this.state.error}>
        <Fallback />
      </RenderedError.Provider>
    );
  }
}
const RenderedError = createContext<unknown>(undefined);

/** The route at `depth` (and, through its `<Outlet />`, the ones below), or its boundary if it has an error. */
function RouteAt({ depth }: { depth: number }) {
  const { routes, data } = usePage();
  const route = routes[depth];
  if (!route) return null;
  const failed = data.errors !== null && route.id in data.errors;
  const Shown = failed && route.ErrorBoundary ? route.ErrorBoundary : route.Component;
  return (
    <RouteDepth.Provider value={depth}>
      <RenderError fallback={route.ErrorBoundary}>
        <Shown />
      </RenderError>
    </RouteDepth.Provider>
  );
}

/** The whole page: the routes from the root down, with their data. */
export function PageRoutes({ routes, data }: Page) {
  return (
    <PageContext.Provider value={{ routes, data }}>
      <RouteAt depth={0} />
    </PageContext.Provider>
  );
}

export function Outlet() {
  return <RouteAt depth={useContext(RouteDepth) + 1} />;
}

export function useLoaderData<T = unknown>(): T {
  const { data } = usePage();
  return data.loaderData[useRoute().id] as T;
}

export function useRouteLoaderData<T = unknown>(routeId: string): T | undefined {
  return usePage().data.loaderData[routeId] as T | undefined;
}

export function useActionData<T = unknown>(): T | undefined {
  const { data } = usePage();
  return data.actionData?.[useRoute().id] as T | undefined;
}

export function useRouteError(): unknown {
  const rendered = useContext(RenderedError);
  const { data } = usePage();
  const route = useRoute();
  return rendered ?? data.errors?.[route.id];
}

export { isRouteErrorResponse };

export function useMatches() {
  const { routes, data } = usePage();
  return routes.map(({ id, pathname, params, handle }) => ({
    id,
    pathname,
    params,
    handle,
    data: data.loaderData[id],
  }));
}

export function useLocation() {
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash, state: null, key: "default" };
}

export function useSearchParams(): [URLSearchParams, (next: URLSearchParams | Record<string, string>) => void] {
  const params = new URLSearchParams(window.location.search);
  return [params, (next) => window.location.assign(`?${new URLSearchParams(next)}`)];
}

type To = string | { pathname?: string; search?: string; hash?: string };
const hrefOf = (to: To) => (typeof to === "string" ? to : `${to.pathname ?? ""}${to.search ?? ""}${to.hash ?? ""}`);

/** Loads the next page; `replace` leaves the current one out of the history, as Remix's does. */
export function useNavigate() {
  return (to: To | number, options: { replace?: boolean } = {}) => {
    if (typeof to === "number") window.history.go(to);
    else if (options.replace) window.location.replace(hrefOf(to));
    else window.location.assign(hrefOf(to));
  };
}

// Remix's link and form props that only its router reads.
interface RouterProps {
  replace?: boolean;
  state?: unknown;
  preventScrollReset?: boolean;
  relative?: "route" | "path";
  reloadDocument?: boolean;
  viewTransition?: boolean;
  unstable_viewTransition?: boolean;
  prefetch?: string;
  discover?: string;
  navigate?: boolean;
  fetcherKey?: string;
}
const ROUTER_PROPS: (keyof RouterProps)[] = [
  "replace",
  "state",
  "preventScrollReset",
  "relative",
  "reloadDocument",
  "viewTransition",
  "unstable_viewTransition",
  "prefetch",
  "discover",
  "navigate",
  "fetcherKey",
];

/** The props an element takes: what is left once the router's are set aside. */
function elementProps<T extends RouterProps>(props: T): Omit<T, keyof RouterProps> {
  const rest: Record<string, unknown> = { ...(props as Record<string, unknown>) };
  for (const name of ROUTER_PROPS) delete rest[name];
  return rest as Omit<T, keyof RouterProps>;
}

export const Link = forwardRef<
  HTMLAnchorElement,
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & RouterProps & { to: To }
>(function Link({ to, ...props }, ref) {
  return <a {...elementProps(props)} ref={ref} href={hrefOf(to)} />;
});

/**
 * Where a form posts, as Remix resolves it: without an action, to its route's address with the
 * page's query, and for an index route with `index` first, so the post reaches the index route
 * and not its parent.
 */
function useFormAction(action: string | undefined): string {
  const route = useRoute();
  if (action !== undefined) return action;
  const search = new URLSearchParams(window.location.search);
  for (const value of search.getAll("index")) if (value === "") search.delete("index", value);
  const query = search.toString();
  const indexed = route.index ? (query ? `index&${query}` : "index") : query;
  return `${route.pathname}${indexed ? `?${indexed}` : ""}`;
}

export const Form = forwardRef<
  HTMLFormElement,
  FormHTMLAttributes<HTMLFormElement> & RouterProps & { method?: string; action?: string }
>(function Form({ method = "get", action, ...props }, ref) {
  const formAction = useFormAction(action);
  const formMethod = method.toLowerCase() === "get" ? "get" : "post";
  return <form ref={ref} method={formMethod} action={formAction} {...elementProps(props)} />;
});

/** The form a script submits (`useSubmit`): a plain one, posted as a button in it would post it. */
export function useSubmit() {
  const formAction = useFormAction(undefined);
  return (
    target: HTMLFormElement | FormData | URLSearchParams | Record<string, string>,
    options: { method?: string; action?: string; encType?: string } = {},
  ) => {
    if (target instanceof HTMLFormElement) return target.requestSubmit();
    const form = document.createElement("form");
    form.method = (options.method ?? "get").toLowerCase() === "get" ? "get" : "post";
    form.action = options.action ?? formAction;
    if (options.encType) form.enctype = options.encType;
    const entries = target instanceof FormData || target instanceof URLSearchParams ? target : Object.entries(target);
    for (const [name, value] of entries) {
      const input = document.createElement("input");
      input.type = "hidden";
      input.name = name;
      input.value = String(value);
      form.appendChild(input);
    }
    form.hidden = true;
    document.body.appendChild(form);
    navigation.started(form, null);
    form.submit();
  };
}

/**
 * What `useNavigation` reports: idle until a form posts or a link loads the next page, then what
 * is under way while the browser waits for it, so busy buttons say so. Back on the page from the
 * browser's history (its back-forward cache), it is idle again.
 */
interface Navigation {
  state: "idle" | "loading" | "submitting";
  formMethod?: string;
  formAction?: string;
  formData?: FormData;
}
const IDLE: Navigation = { state: "idle" };

const navigation = (() => {
  let current = IDLE;
  const listeners = new Set<() => void>();
  const set = (next: Navigation) => {
    current = next;
    for (const listener of listeners) listener();
  };
  return {
    get: () => current,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    started(form: HTMLFormElement, submitter: HTMLElement | null) {
      const method = (submitter?.getAttribute("formmethod") ?? form.method).toLowerCase();
      set({
        state: method === "get" ? "loading" : "submitting",
        formMethod: method.toUpperCase(),
        formAction: submitter?.getAttribute("formaction") ?? form.action,
        formData: new FormData(form, submitter),
      });
    },
    loading: () => set({ state: "loading" }),
    idle: () => set(IDLE),
  };
})();

if (typeof window !== "undefined") {
  // After the page's own handlers: a submission or a click they prevented goes nowhere.
  window.addEventListener("submit", (event) => {
    const form = event.target;
    if (event.defaultPrevented || !(form instanceof HTMLFormElement) || form.target) return;
    navigation.started(form, (event as SubmitEvent).submitter);
  });
  window.addEventListener("click", (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
    if (!(link instanceof HTMLAnchorElement) || link.target || link.hasAttribute("download")) return;
    if (link.origin === window.location.origin && !link.href.includes("#")) navigation.loading();
  });
  window.addEventListener("pageshow", (event) => {
    if (event.persisted) navigation.idle();
  });
}

export function useNavigation(): Navigation {
  return useSyncExternalStore(navigation.subscribe, navigation.get, () => IDLE);
}

/**
 * A fetcher that loads another page's data for this one (the designs page's "Older designs"):
 * the route's data as Remix serves it to its own router (`<path>.data`), decoded on demand.
 */
export function useFetcher<T = unknown>() {
  const route = useRoute();
  const [state, setState] = useState<{ state: "idle" | "loading"; data?: T }>({ state: "idle" });
  return {
    ...state,
    load(href: string) {
      setState((current) => ({ ...current, state: "loading" }));
      const url = new URL(href, window.location.href);
      url.pathname = `${url.pathname.replace(/\/$/, "") || "/_root"}.data`;
      url.searchParams.set("_routes", route.id);
      (async () => {
        const { decode } = await import("turbo-stream");
        const response = await fetch(url);
        if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
        const decoded = (await decode(response.body)).value as Record<string, { data?: T }>;
        setState({ state: "idle", data: decoded[route.id]?.data });
      })().catch(() => window.location.assign(href));
    },
  };
}

/** Rendered by the root's document only, which the server alone renders (./start-page.tsx hydrates inside it). */
export const Meta = () => null;
export const Links = () => null;
export const Scripts = () => null;
export const ScrollRestoration = () => null;
export const RemixBrowser = () => null;
