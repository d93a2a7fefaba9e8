/**
 * 'Your designs': recent results from the server-side generation history (branch tools: /api/generations),
 * and the way to every older one: "See all" opens the designs page, which pages back to the first.
 */
import { Link } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n-react";
import { DESIGNS_PATH } from "~/utils/paths";
import { DesignCard, type DesignSummary, NoDesignsYet } from "./design-card";
import { Icon } from "./icons";

export function YourDesigns() {
  const { t } = useTranslation();
  const [items, setItems] = useState<DesignSummary[] | null>(null);
  useEffect(() => {
    let live = true;
    // Only results: newer failed runs would otherwise take the strip's places (or leave it empty).
    fetch("/api/generations?limit=12&results=1", { headers: { Accept: "application/json" } })
      .then((res) => {
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        return res.json() as Promise<{ generations?: DesignSummary[] }>;
      })
      .then((body) => live && setItems((body.generations ?? []).filter((g) => g.imageUrl)))
      .catch((error: unknown) => {
        // The section shows "no designs yet"; the reason goes to the console for whoever debugs it.
        console.warn("Could not load your designs:", error);
        if (live) setItems([]);
      });
    return () => {
      live = false;
    };
  }, []);
  return (
    <section aria-labelledby="designs-heading">
      <div className="mb-4 flex items-end justify-between gap-4">
        <h2 id="designs-heading" className="text-xl font-bold text-stone-900">
          {t("app.dashboard.yourDesigns")}
        </h2>
        {/* A plain link, there before the strip loads: the page lists every design, JavaScript or not. */}
        <Link
          to={DESIGNS_PATH}
          className="flex items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-800"
          aria-label={t("app.designs.seeAllLabel")}
        >
          {t("app.designs.seeAll")}
          <Icon name="arrowRight" className="h-4 w-4" />
        </Link>
      </div>
      {items && items.length > 0 ? (
        <ul className="-mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-2" data-testid="your-designs">
          {items.map((g) => (
            <li key={g.id} className="snap-start">
              <DesignCard design={g} className="w-44" />
            </li>
          ))}
        </ul>
      ) : (
        <NoDesignsYet />
      )}
    </section>
  );
}
