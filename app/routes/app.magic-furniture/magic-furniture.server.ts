/**
 * The server half of /app/magic-furniture: the page's data and its no-JavaScript form post (app/tools/form.server.ts).
 */
import { magicFurnitureTool } from "~/tools";
import { toolFormAction, toolPageLoader } from "~/tools/form.server";

export const loader = toolPageLoader(magicFurnitureTool);
export const action = toolFormAction(magicFurnitureTool);
