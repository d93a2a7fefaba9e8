/**
 * The server half of /app/interior-designer: the page's data and its no-JavaScript form post
 * (app/tools/form.server.ts).
 */
import { interiorDesignerTool } from "~/tools";
import { toolFormAction, toolPageLoader } from "~/tools/form.server";

export const loader = toolPageLoader(interiorDesignerTool);
export const action = toolFormAction(interiorDesignerTool);
