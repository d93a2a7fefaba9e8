/** 'Your designs': recent results from the server-side generation history (branch tools: /api/generations). */
import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n-react";
import { getTool } from "~/tools";
import { Icon } from "./icons";

/** The fields of GET /api/generations this strip reads. */
interface GenerationSummary {
  id: string;
  tool: string;
  createdAt: number;
  imageUrl: string | null;
}

/** A design opens its tool's stored-result page (before/after, Save, Start Over), not the bare image. */
const resultPageOf = (g: GenerationSummary) => {
  const tool = getTool(g.tool);
  return tool ? `${tool.path}?result=${encodeURIComponent(g.id)}` : (g.imageUrl ?? undefined);
};

export function YourDesigns() {
  const { t, i18n } = useTranslation();
  const [items, setItems] = useState<GenerationSummary[] | null>(null);
  useEffect(() => {
    let live = true;
    fetch("/api/generations?limit=12", { headers: { Accept: "application/json" } })
      .then((res) => {
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        return res.json() as Promise<{ generations?: GenerationSummary[] }>;
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
      <h2 id="designs-heading" className="mb-4 text-xl font-bold text-stone-900">
        {t("app.dashboard.yourDesigns")}
      </h2>
      {items && items.length > 0 ? (
        <ul className="-mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-2" data-testid="your-designs">
          {items.map((g) => (
            <li key={g.id} className="snap-start">
              <a
                href={resultPageOf(g)}
                className="group block w-44 overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm"
              >
                <img
                  src={g.imageUrl ?? undefined}
                  alt={t(`tools.${g.tool}.name`, { defaultValue: "" })}
                  loading="lazy"
                  className="aspect-[4/3] w-full object-cover transition group-hover:scale-[1.02]"
                />
                <span className="block px-3 py-2">
                  <span className="block truncate text-xs font-semibold text-stone-800">
                    {t(`tools.${g.tool}.name`, { defaultValue: "" })}
                  </span>
                  <span className="block text-xs text-stone-500">
                    {new Date(g.createdAt).toLocaleDateString(i18n.language, {
                      month: "short",
                      day: "numeric",
                      hour: "2-digit",
                      minute: "2-digit",
                    })}
                  </span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <div
          className={
            "flex items-center gap-3 rounded-2xl border border-dashed border-stone-300 bg-white/60 p-5 " +
            "text-sm text-stone-600"
          }
        >
          <Icon name="image" className="h-6 w-6 shrink-0 text-stone-400" />
          {t("app.dashboard.yourDesignsEmpty")}
        </div>
      )}
    </section>
  );
}
