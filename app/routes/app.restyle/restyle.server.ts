/**
 * The server half of /app/restyle: the page's data and its no-JavaScript form post
 * (app/components/wizard/tool-page.server.ts).
 */
import { restyleTool } from "~/tools/restyle";
import { toolFormAction, toolPageLoader } from "~/components/wizard/tool-page.server";

export const loader = toolPageLoader(restyleTool);
export const action = toolFormAction(restyleTool);
