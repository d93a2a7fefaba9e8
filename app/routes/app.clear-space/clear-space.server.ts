/**
 * The server half of /app/clear-space: the page's data and its no-JavaScript form post
 * (app/components/wizard/tool-page.server.ts).
 */
import { clearSpaceTool } from "~/tools";
import { toolFormAction, toolPageLoader } from "~/components/wizard/tool-page.server";

export const loader = toolPageLoader(clearSpaceTool);
export const action = toolFormAction(clearSpaceTool);
