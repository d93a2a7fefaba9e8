/** POST /api/image-editing/restyle/room-type: Restyle Room's room-type guess for a room photo (decision 0037). */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { requireApiUserId } from "~/services/auth.server";
import { apiRoute, json, methodNotAllowed } from "~/services/api.server";
import { guessRestyleRoom, type RoomGuessAnswer } from "~/models/restyle-room-guess.server";

export const loader = apiRoute(async ({ request }) => methodNotAllowed(request.method));

export const action = apiRoute(async ({ request, context }: ActionFunctionArgs) => {
  if (request.method !== "POST") methodNotAllowed(request.method);
  const userId = await requireApiUserId(request, context);
  return json<RoomGuessAnswer>(await guessRestyleRoom(context, userId, request));
});
