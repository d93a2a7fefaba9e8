/** POST /api/auth/logout: global sign-out for API clients (bearer) and the web (same-origin cookie). */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { requireApiUserId } from "~/services/auth.server";
import { clearSessionCookie, destroyAllSessions } from "~/services/session.server";
import { apiRoute, json, methodNotAllowed } from "~/services/api.server";

export const action = apiRoute(async ({ request, context }: ActionFunctionArgs) => {
  if (request.method !== "POST") methodNotAllowed(request.method);
  await destroyAllSessions(context, await requireApiUserId(request, context));
  return json({ ok: true }, { headers: { "Set-Cookie": clearSessionCookie(context) } });
});

/** A GET (a link, a browser tab) changes nothing: 405, naming the method that does. */
export const loader = apiRoute(async ({ request }) => methodNotAllowed(request.method));
