/**
 * POST /app/tour: the tour's close buttons without JavaScript. With "Don't show this again"
 * checked the tour's cookie is set; either way the tool's page comes back without the tour.
 * (With JavaScript the page closes the tour itself and writes the same cookie.)
 */
import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { requireUserId } from "~/services/auth.server";
import { TOOL_LIST } from "~/tools";
import { tourSeenCookie } from "~/tools/onboarding";
import { readForm } from "~/utils/form.server";

export async function action({ request, context }: ActionFunctionArgs) {
  await requireUserId(request, context);
  const form = await readForm(request);
  const tool = TOOL_LIST.find((candidate) => candidate.id === form.get("tool"));
  if (!tool?.onboarding) throw new Response("Unknown tour", { status: 400 });
  if (form.get("dontShow") === "on") {
    return redirect(tool.path, { headers: { "Set-Cookie": tourSeenCookie(tool.onboarding) } });
  }
  return redirect(`${tool.path}?tour=0`);
}

export const loader = () => redirect("/app");
