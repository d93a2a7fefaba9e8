/**
 * How a rendered document tells the Worker it may be kept in the edge cache: the page's route
 * handle says `edgeCache: true` (public website pages, see staticPageHandle) and the render
 * succeeded. The Worker reads this header, never lets it leave, and decides the rest (who is
 * asking, cookies) itself (docs/decisions/0017).
 */
import type { EntryContext } from "@remix-run/cloudflare";
import type { RouteHandle } from "./meta";

export const SHARED_PAGE_HEADER = "X-RoomMuse-Shared-Page";

export function isSharedPage(remixContext: EntryContext, status: number): boolean {
  if (status !== 200) return false;
  const leaf = remixContext.staticHandlerContext.matches.at(-1);
  const handle = leaf && (remixContext.routeModules[leaf.route.id]?.handle as RouteHandle | undefined);
  return handle?.edgeCache === true;
}
