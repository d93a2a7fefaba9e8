/** The server half of /app/clear-space: the page's data and its no-JavaScript form post (app/tools/form.server.ts). */
import { clearSpaceTool } from "~/tools";
import { toolFormAction, toolPageLoader } from "~/tools/form.server";

export const loader = toolPageLoader(clearSpaceTool);
export const action = toolFormAction(clearSpaceTool);
