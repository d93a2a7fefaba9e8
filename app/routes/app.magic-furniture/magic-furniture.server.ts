/**
 * The server half of /app/magic-furniture: the page's data and its no-JavaScript form post
 * (app/components/wizard/tool-page.server.ts).
 */
import { magicFurnitureTool } from "~/tools";
import { toolFormAction, toolPageLoader } from "~/components/wizard/tool-page.server";

export const loader = toolPageLoader(magicFurnitureTool);
export const action = toolFormAction(magicFurnitureTool);
