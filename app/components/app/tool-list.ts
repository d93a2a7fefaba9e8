/** The tools as the navigation sees them: straight from the tool registry (app/tools). */
import { SIDEBAR_TOOLS, TOOL_LIST, TOOLS, type AnyTool, type ToolId } from "~/tools";

export type NavTool = AnyTool;
export const NAV_TOOLS = TOOL_LIST;
export const sidebarTools = () => SIDEBAR_TOOLS;
export const navTool = (id: ToolId): AnyTool => TOOLS[id];

/** The phone's bottom bar tabs between Home and More, each labelled with its tool's short name. */
export const BOTTOM_BAR_TABS = TOOL_LIST.flatMap((tool) =>
  tool.inBottomBar ? [{ tool, labelKey: tool.shortNameKey }] : [],
);
