/**
 * /dev/mailbox.json?to=EMAIL → { messages: [{ to, subject, text, html, links, sentAt }] }, newest first. Development
 * on a loopback host only.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { listDevMailbox } from "~/services/email.server";
import { json } from "~/services/api.server";
import { developmentRoutesOpen } from "~/utils/development.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  if (!developmentRoutesOpen(request, context))
    return json({ error: "not_found", message: "Not found" }, { status: 404 });
  return json({ messages: await listDevMailbox(context, new URL(request.url).searchParams.get("to")) });
}
