/**
 * Every design the user made, newest first, a page at a time (what "See all" in the dashboard's
 * "Your designs" opens). "Older designs" is a plain link to `?before=<cursor>`, so every design
 * can be reached without JavaScript; with it, the next page joins the list in place and focus
 * moves to its first design. Each design opens its tool's stored-result page.
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useFetcher, useLoaderData } from "@remix-run/react";
import { type MouseEvent, useEffect, useRef } from "react";
import { useTranslation } from "~/i18n-react";
import { DesignCard, NoDesignsYet } from "~/components/app/design-card";
import { Pager } from "~/components/app/pager";
import { useStateResetOn } from "~/components/use-state-reset-on";
import { getT } from "~/i18n.server";
import { isGenerationCursor, listGenerations } from "~/models/generations.server";
import { requireUserId } from "~/services/auth.server";
import { pageMeta } from "~/utils/meta";
import { DASHBOARD_PATH, DESIGNS_PATH } from "~/utils/paths";

/** An error on this screen renders inside the app shell: the sidebar and the balance stay. */
export { AppErrorBoundary as ErrorBoundary } from "~/components/app/error-boundary";

/** Designs per page: fills whole rows of two, three and four columns. */
export const DESIGNS_PAGE_SIZE = 24;

const olderPath = (cursor: string) => `${DESIGNS_PATH}?before=${encodeURIComponent(cursor)}`;

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

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? pageMeta(data.meta) : []);

export default function Designs() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  // The list grows in place as older pages arrive; a new page from the server starts it again.
  const [designs, setDesigns] = useStateResetOn(data.designs);
  const [older, setOlder] = useStateResetOn(data.older, data.designs);
  const fetcher = useFetcher<typeof loader>();
  const firstAdded = useRef<HTMLAnchorElement>(null);
  const added = useRef<string | null>(null);

  useEffect(() => {
    const next = fetcher.data;
    if (fetcher.state !== "idle" || !next) return;
    const known = new Set(designs.map((design) => design.id));
    const fresh = next.designs.filter((design) => !known.has(design.id));
    if (!fresh.length && next.older === older) return;
    added.current = fresh[0]?.id ?? null;
    setDesigns([...designs, ...fresh]);
    setOlder(next.older);
  }, [fetcher.state, fetcher.data, designs, older, setDesigns, setOlder]);

  // Focus follows the new designs, as a page of them would start at the top: after the render
  // that shows them (every render checks; only one with a freshly added design acts).
  useEffect(() => {
    if (added.current && firstAdded.current) {
      firstAdded.current.focus();
      added.current = null;
    }
  });

  const loadOlder = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!older || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    if (fetcher.state === "idle") fetcher.load(olderPath(older));
  };

  return (
    <div className="space-y-6">
      <Link to={DASHBOARD_PATH} className="text-sm font-semibold text-brand-700 hover:underline">
        ← {t("credits.history.back")}
      </Link>
      <header>
        <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">{t("app.designs.title")}</h1>
        <p className="text-stone-600">{t("app.designs.subtitle")}</p>
      </header>
      {designs.length ? (
        <ul
          className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4"
          data-testid="designs"
          aria-busy={fetcher.state !== "idle"}
        >
          {designs.map((design) => (
            <li key={design.id} className="min-w-0">
              <DesignCard design={design} ref={design.id === added.current ? firstAdded : undefined} />
            </li>
          ))}
        </ul>
      ) : (
        <NoDesignsYet />
      )}
      <Pager
        label={t("app.designs.pagination")}
        newer={data.paged ? { to: DESIGNS_PATH, text: t("app.designs.newest") } : null}
        older={
          older
            ? {
                to: olderPath(older),
                text: fetcher.state === "idle" ? t("app.designs.older") : t("app.designs.loading"),
                onClick: loadOlder,
              }
            : null
        }
      />
    </div>
  );
}
