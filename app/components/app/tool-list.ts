/** The tools as the navigation sees them (straight from the tool registry, app/tools), and which entry is current. */
import { useLocation } from "@remix-run/react";
import { APP_HOME, CREDIT_HISTORY_PATH, DASHBOARD_PATH, DESIGNS_PATH } from "~/utils/paths";
import { SIDEBAR_TOOLS, TOOL_LIST, TOOLS, type AnyTool, type ToolId } from "~/tools";

export type NavTool = AnyTool;
export const NAV_TOOLS = TOOL_LIST;
export const sidebarTools = () => SIDEBAR_TOOLS;
export const navTool = (id: ToolId): AnyTool => TOOLS[id];

/** The phone's bottom bar tabs between Home and More, each labelled with its tool's short name. */
export const BOTTOM_BAR_TABS = TOOL_LIST.flatMap((tool) =>
  tool.inBottomBar ? [{ tool, labelKey: tool.shortNameKey }] : [],
);

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
