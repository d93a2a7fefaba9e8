/** /dev/mailbox.json?to=EMAIL → { messages: [{ to, subject, text, html, links, sentAt }] }, newest first. Not in production. */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { isProduction } from "../../server/env";
import { listDevMailbox } from "~/services/email.server";
import { json } from "~/utils/api.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  if (isProduction(context.env)) return json({ error: "not_found", message: "Not found" }, { status: 404 });
  return json({ messages: await listDevMailbox(context, new URL(request.url).searchParams.get("to")) });
}
