/**
 * The server half of /app/combine-rooms: the page's data and its no-JavaScript form post (app/tools/form.server.ts).
 */
import { combineRoomsTool } from "~/tools";
import { toolFormAction, toolPageLoader } from "~/tools/form.server";

export const loader = toolPageLoader(combineRoomsTool);
export const action = toolFormAction(combineRoomsTool);
