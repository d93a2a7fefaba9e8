/**
 * The server half of /app/interior-designer: the page's data and its no-JavaScript form post
 * (app/components/wizard/tool-page.server.ts).
 */
import { interiorDesignerTool } from "~/tools";
import { toolFormAction, toolPageLoader } from "~/components/wizard/tool-page.server";

export const loader = toolPageLoader(interiorDesignerTool);
export const action = toolFormAction(interiorDesignerTool);
