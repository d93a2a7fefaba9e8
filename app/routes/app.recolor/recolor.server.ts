/**
 * The server half of /app/recolor: the page's data and its no-JavaScript form post
 * (app/components/wizard/tool-page.server.ts).
 */
import { recolorTool } from "~/tools";
import { toolFormAction, toolPageLoader } from "~/components/wizard/tool-page.server";

export const loader = toolPageLoader(recolorTool);
export const action = toolFormAction(recolorTool);
