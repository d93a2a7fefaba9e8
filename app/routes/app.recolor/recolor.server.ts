/** The server half of /app/recolor: the page's data and its no-JavaScript form post (app/tools/form.server.ts). */
import { recolorTool } from "~/tools";
import { toolFormAction, toolPageLoader } from "~/tools/form.server";

export const loader = toolPageLoader(recolorTool);
export const action = toolFormAction(recolorTool);
