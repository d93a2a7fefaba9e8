/** /dev/mailbox: the e-mails the development adapter "sent", newest first. Development on a loopback host only. */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/components/kit";
import { listDevMailbox } from "~/services/email.server";
import { developmentRoutesOpen } from "~/utils/development.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  if (!developmentRoutesOpen(request, context)) throw new Response("Not found", { status: 404 });
  return { messages: await listDevMailbox(context, new URL(request.url).searchParams.get("to")) };
}

export const meta: MetaFunction = () => [{ title: "Dev mailbox — RoomMuse" }, { name: "robots", content: "noindex" }];

export default function DevMailbox() {
  const { messages } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <main className="mx-auto max-w-3xl px-5 py-10">
      <h1 className="text-2xl font-bold">{t("auth.mailbox.title")}</h1>
      <p className="mt-2 text-stone-600">{t("auth.mailbox.intro")}</p>
      {messages.length === 0 ? <p className="mt-8 text-stone-600">{t("auth.mailbox.empty")}</p> : null}
      <ul className="mt-8 grid gap-4">
        {messages.map((m, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a read-only list rendered once per request, never reordered
          <li key={i} className="card p-5" data-testid="mailbox-message">
            <p className="text-sm text-stone-600">
              {t("auth.mailbox.to")}: <span className="font-medium text-stone-900">{m.to}</span> ·{" "}
              {t("auth.mailbox.sentAt")}: {m.sentAt}
            </p>
            <h2 className="mt-1 text-lg font-semibold">{m.subject}</h2>
            <pre className="mt-3 whitespace-pre-wrap break-all text-sm text-stone-700">{m.text}</pre>
            <ul className="mt-3 grid gap-1">
              {m.links.map((link) => (
                <li key={link}>
                  <a href={link} className="break-all text-sm font-medium text-brand-700 underline">
                    {link}
                  </a>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </main>
  );
}
