/**
 * The six tools as the public website presents them. Interim: the tools area (`app/tools/*`,
 * branch `tools`) will own tool facts; this list uses the same ids and cost keys so it can be
 * swapped for that module at merge. Costs always come from the pricing table.
 */
import type { CreditCostKey } from "~/models/pricing";
import type { IconName } from "./icons";

export interface SiteTool {
  id: "recolor" | "clear-space" | "magic-furniture" | "combine-rooms" | "interior-designer" | "thumbnail";
  costKey: CreditCostKey;
  icon: IconName;
}

export const SITE_TOOLS: SiteTool[] = [
  { id: "recolor", costKey: "RECOLOR", icon: "roller" },
  { id: "clear-space", costKey: "CLEAR", icon: "eraser" },
  { id: "magic-furniture", costKey: "REPLACE", icon: "sofa" },
  { id: "combine-rooms", costKey: "COMBINE", icon: "swap" },
  { id: "interior-designer", costKey: "INTERIOR_DESIGNER", icon: "lamp" },
  { id: "thumbnail", costKey: "THUMBNAIL", icon: "play" },
];

/** The app address of a tool; anonymous visitors are sent to sign in first and come back here. */
export const toolPath = (tool: SiteTool) => `/app/${tool.id}`;
