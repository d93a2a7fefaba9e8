/**
 * The tools as the navigation sees them. TEMPORARY: mirrors the fields of app/tools/* (branch
 * `tools`) until it lands; then this file only re-exports from the tool modules.
 */
import type { CreditCostKey } from "~/models/pricing";
import type { IconName } from "./icons";

export interface NavTool {
  id: "recolor" | "clear-space" | "magic-furniture" | "combine-rooms" | "interior-designer" | "thumbnail";
  path: string;
  icon: IconName;
  costKey: CreditCostKey;
  nameKey: string;
  shortNameKey: string;
  descriptionKey: string;
  legacyTab: string | null;
}

const tool = (id: NavTool["id"], icon: IconName, costKey: CreditCostKey, localeKey: string, legacyTab: string | null): NavTool => ({
  id,
  path: `/app/${id}`,
  icon,
  costKey,
  nameKey: `app.tools.${localeKey}.title`,
  shortNameKey: `app.tools.${localeKey}.short`,
  descriptionKey: `app.tools.${localeKey}.description`,
  legacyTab,
});

export const NAV_TOOLS: readonly NavTool[] = [
  tool("recolor", "palette", "RECOLOR", "recolor", "recolor"),
  tool("clear-space", "eraser", "CLEAR", "clearSpace", "clear"),
  tool("magic-furniture", "sofa", "REPLACE", "magicFurniture", "replace"),
  tool("combine-rooms", "replace", "COMBINE", "combineRooms", "combine"),
  tool("interior-designer", "lamp", "INTERIOR_DESIGNER", "interiorDesigner", null),
  tool("thumbnail", "clapperboard", "THUMBNAIL", "thumbnail", "thumbnail"),
];

/** The four tools the spec names in the sidebar and the mobile menu. */
export const SIDEBAR_TOOL_IDS: readonly NavTool["id"][] = ["recolor", "clear-space", "combine-rooms", "interior-designer"];
export const sidebarTools = () => NAV_TOOLS.filter((t) => SIDEBAR_TOOL_IDS.includes(t.id));
export const navTool = (id: NavTool["id"]) => NAV_TOOLS.find((t) => t.id === id)!;
