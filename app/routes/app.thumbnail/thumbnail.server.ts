/** The server half of /app/thumbnail: the page's data and its no-JavaScript form post (app/tools/form.server.ts). */
import { thumbnailTool } from "~/tools";
import { toolFormAction, toolPageLoader } from "~/tools/form.server";

export const loader = toolPageLoader(thumbnailTool);
export const action = toolFormAction(thumbnailTool);
