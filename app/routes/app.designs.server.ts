/** The designs page's loader (the route: app.designs.tsx). */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { getT } from "~/i18n.server";
import { isGenerationCursor, listGenerations } from "~/models/generation-reads.server";
import { requireUserId } from "~/services/auth.server";

/** Designs per page: fills whole rows of two, three and four columns. */
export const DESIGNS_PAGE_SIZE = 24;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const userId = await requireUserId(request, context);
  // A cursor is only a position in time within this user's own designs: one of another account
  // cannot show their designs, and one that is no cursor at all starts from the newest.
  const before = new URL(request.url).searchParams.get("before");
  const cursor = isGenerationCursor(before) ? before : null;
  const [page, t] = await Promise.all([
    listGenerations(context, userId, { limit: DESIGNS_PAGE_SIZE, cursor, results: true }),
    getT(request),
  ]);
  return {
    meta: { title: t("app.designs.metaTitle"), description: t("app.designs.metaDescription") },
    designs: page.generations.map(({ id, tool, createdAt, imageUrl }) => ({ id, tool, createdAt, imageUrl })),
    older: page.nextCursor,
    paged: cursor !== null,
  };
}
