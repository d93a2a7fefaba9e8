/**
 * The server half of /app/thumbnail: the page's data and its no-JavaScript form post
 * (app/components/wizard/tool-page.server.ts).
 */
import { thumbnailTool } from "~/tools";
import { toolFormAction, toolPageLoader } from "~/components/wizard/tool-page.server";

export const loader = toolPageLoader(thumbnailTool);
export const action = toolFormAction(thumbnailTool);
