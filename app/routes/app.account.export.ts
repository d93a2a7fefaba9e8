/**
 * GET /app/account/export: everything the signed-in user's account holds, as a ZIP download
 * (app/models/account-export.server.ts). Only the session's own account: the request names no user.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { exportAccount } from "~/models/account-export.server";
import { requireUserId } from "~/services/auth.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const userId = await requireUserId(request, context);
  const archive = await exportAccount(context, userId);
  if (!archive) throw new Response("Not found", { status: 404 });
  // The length is declared (Content-Length): workerd ends an errored body as if it were
  // complete, so a failure partway is seen as a failed download only by the bytes missing.
  const body = archive.body.pipeThrough(new FixedLengthStream(archive.length));
  return new Response(body, {
    headers: {
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="${archive.fileName}"`,
      // Personal data: never kept by a shared cache or the browser's.
      "Cache-Control": "private, no-store",
    },
  });
}
