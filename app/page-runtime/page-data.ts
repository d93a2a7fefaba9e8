/**
 * What a signed-in page's HTML carries for its scripts (docs/decisions/0027): the matched routes,
 * their loader data, the action's data and the errors their boundaries show, as JSON in a
 * `<script type="application/json">`. The server writes it (./page-scripts.server.ts) and the
 * browser reads it before hydrating (./start-page.tsx), so both render from the same data.
 *
 * Loader data may hold what JSON has no word for: dates come back as dates, a thrown response as
 * the route error its boundary reads, any other error as one with a safe message.
 */

/** The element of the page that React hydrates: the root's children, inside `display: contents`. */
export const PAGE_ROOT_ID = "page";
/** The `<script type="application/json">` holding the data. */
export const PAGE_DATA_ID = "page-data";

export interface PageRoute {
  id: string;
  /** An index route: a form without an action posts to `?index`. */
  index: boolean;
  pathname: string;
  params: Record<string, string | undefined>;
}

/** A response a loader or an action threw, as a route's `ErrorBoundary` reads it. */
export interface RouteErrorResponse {
  status: number;
  statusText: string;
  data: unknown;
  internal: boolean;
}

export interface PageData {
  /** The matched routes, root first. */
  routes: PageRoute[];
  loaderData: Record<string, unknown>;
  actionData: Record<string, unknown> | null;
  /** By the route whose boundary shows it. */
  errors: Record<string, unknown> | null;
}

const DATE = "$date";
const ROUTE_ERROR = "$routeError";
const ERROR = "$error";
/** What a browser is told of an error that was not a response: nothing of the server's own. */
export const SAFE_ERROR_MESSAGE = "Unexpected Server Error";

const isRouteErrorResponse = (value: unknown): value is RouteErrorResponse =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as RouteErrorResponse).status === "number" &&
  typeof (value as RouteErrorResponse).statusText === "string" &&
  "data" in value;

/** JSON with its dates and errors marked; `<` and the line separators escaped for a script element. */
export function encodePageData(data: PageData): string {
  const json = JSON.stringify(data, function (this: Record<string, unknown>, key, value) {
    const raw = this[key];
    if (raw instanceof Date) return { [DATE]: raw.getTime() };
    if (raw instanceof Error) return { [ERROR]: SAFE_ERROR_MESSAGE };
    if (this === data.errors && isRouteErrorResponse(raw)) {
      const { status, statusText, data: body, internal } = raw;
      return { [ROUTE_ERROR]: { status, statusText, data: body, internal: Boolean(internal) } };
    }
    return value;
  });
  return json
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

export function decodePageData(json: string): PageData {
  return JSON.parse(json, (_key, value) => {
    if (typeof value !== "object" || value === null || Array.isArray(value)) return value;
    if (DATE in value && Object.keys(value).length === 1) return new Date(value[DATE]);
    if (ERROR in value && Object.keys(value).length === 1) return new Error(value[ERROR]);
    if (ROUTE_ERROR in value && Object.keys(value).length === 1) return value[ROUTE_ERROR];
    return value;
  });
}

export { isRouteErrorResponse };
