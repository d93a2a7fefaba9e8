/**
 * The tools as the navigation sees them, and which entry is current. Their summaries come with the
 * /app layout's data (TOOL_SUMMARIES, app/tools), so no page's script carries the whole registry.
 */
import { useLocation } from "@remix-run/react";
import { APP_HOME, CREDIT_HISTORY_PATH, DASHBOARD_PATH, DESIGNS_PATH } from "~/utils/paths";
import type { ToolId } from "~/tools";
import type { ToolSummary } from "~/tools/types";
import { useAppUser } from "./app-context";

/**
 * How a link into a tool prefetches: on intent (hover, focus, touch), so the click is a data
 * request that is often answered already, in the same document. Only tools do: their page's data
 * (title, tour, limits) does not change under the user, while a list fetched at the hover (the
 * designs, the ledger, the purchases) would be shown as it was then: Chromium keeps a prefetched
 * answer for minutes, whatever its Cache-Control says.
 */
export const TOOL_LINK_PREFETCH = "intent";
/** The prefetch of a navigation link to `path`: on intent into a tool, none elsewhere. */
export const prefetchOf = (path: string, tools: readonly ToolSummary[]) =>
  tools.some((tool) => tool.path === path) ? TOOL_LINK_PREFETCH : "none";

/** Every tool, in display order (dashboard cards, tool chooser, the phone's menu). */
export const useNavTools = (): readonly ToolSummary[] => useAppUser().tools;

/** The one with this id: a stored design's or a ledger row's tool, when it still exists. */
export function useFindTool(): (id: unknown) => ToolSummary | undefined {
  const tools = useNavTools();
  return (id) => tools.find((tool) => tool.id === id);
}

/** A tool the page links to by name; the layout sends every tool, so a missing one is a programming error. */
export function useNavTool(id: ToolId): ToolSummary {
  const tool = useFindTool()(id);
  if (!tool) throw new Error(`the /app layout sent no summary of ${id}`);
  return tool;
}

/** The desktop sidebar's tools (each module's `inSidebar`). */
export const sidebarTools = (tools: readonly ToolSummary[]) => tools.filter((tool) => tool.inSidebar);

/** The phone's bottom bar tabs between Home and More, each labelled with its tool's short name. */
export const bottomBarTools = (tools: readonly ToolSummary[]) => tools.filter((tool) => tool.inBottomBar);

/** The pages the dashboard leads to and that have no entry of their own: its entry stays current on them. */
const DASHBOARD_PAGES: readonly string[] = [APP_HOME, DASHBOARD_PATH, DESIGNS_PATH, CREDIT_HISTORY_PATH];

/**
 * Whether the navigation entry that leads to `to` is the one for the page at `pathname`: the
 * one rule the sidebar, the phone's bottom bar and its menu all follow, so they always agree.
 * An entry also covers the pages under it (a tool's stored result, the account's deletion).
 */
export function isCurrentEntry(to: string, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, "") || "/";
  if (to === APP_HOME) return DASHBOARD_PAGES.includes(path);
  return path === to || path.startsWith(`${to}/`);
}

/** `isCurrentEntry` for the page being shown. */
export function useCurrentEntry(): (to: string) => boolean {
  const { pathname } = useLocation();
  return (to) => isCurrentEntry(to, pathname);
}
