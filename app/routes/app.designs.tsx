/**
 * Every design the user made, newest first, a page at a time (what "See all" in the dashboard's
 * "Your designs" opens). "Older designs" is a plain link to `?before=<cursor>`, so every design
 * can be reached without JavaScript; with it, the next page joins the list in place and focus
 * moves to its first design. Each design opens its tool's stored-result page.
 */
import { scriptlessPageHandle } from "~/utils/meta";
import type { MetaFunction } from "@remix-run/cloudflare";
import { Link, useFetcher, useLoaderData } from "@remix-run/react";
import { type MouseEvent, useEffect, useRef } from "react";
import { DesignCard, NoDesignsYet, Pager, pageMeta, useStateResetOn, useTranslation } from "~/components/kit";
import { DASHBOARD_PATH, DESIGNS_PATH } from "~/utils/paths";
// Server code comes through this route's own module only (see app.tsx).
import type { loader } from "./app.designs.server";

export { loader } from "./app.designs.server";

/** Links and plain forms only: opened as a document, this page loads no script. */
export const handle = scriptlessPageHandle;

const olderPath = (cursor: string) => `${DESIGNS_PATH}?before=${encodeURIComponent(cursor)}`;

/** An error on this screen renders inside the app shell: the sidebar and the balance stay. */
export { AppErrorBoundary as ErrorBoundary } from "~/components/app/error-boundary";

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
