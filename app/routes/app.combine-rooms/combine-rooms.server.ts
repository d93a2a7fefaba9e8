/**
 * The server half of /app/combine-rooms: the page's data and its no-JavaScript form post
 * (app/components/wizard/tool-page.server.ts).
 */
import { combineRoomsTool } from "~/tools";
import { toolFormAction, toolPageLoader } from "~/components/wizard/tool-page.server";

export const loader = toolPageLoader(combineRoomsTool);
export const action = toolFormAction(combineRoomsTool);
