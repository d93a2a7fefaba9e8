/** The server half of /app/restyle: the page's data and its no-JavaScript form post (app/tools/form.server.ts). */
import { restyleTool } from "~/tools/restyle";
import { toolFormAction, toolPageLoader } from "~/tools/form.server";

export const loader = toolPageLoader(restyleTool);
export const action = toolFormAction(restyleTool);
