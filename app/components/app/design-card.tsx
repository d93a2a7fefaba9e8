/** One of the user's results as a card: its image, its tool's name and when it was made. */
import { forwardRef } from "react";
import { useTranslation } from "~/i18n-react";
import { useDisplayTimeZone } from "~/components/use-display-time-zone";
import { formatMoment } from "~/utils/moment";
import { Icon } from "./icons";
import { useFindTool } from "./tool-list";

/** What a design card shows: the fields of a generation summary with a result. */
export interface DesignSummary {
  id: string;
  tool: string;
  createdAt: number;
  imageUrl: string | null;
}

/** The card's link; `className` sizes it (a fixed width in the dashboard strip, the grid cell on the designs page). */
export const DesignCard = forwardRef<HTMLAnchorElement, { design: DesignSummary; className?: string }>(
  function DesignCard({ design, className = "" }, ref) {
    const { t, i18n } = useTranslation();
    // Server-rendered on the designs page: UTC until hydrated, then the browser's own time.
    const timeZone = useDisplayTimeZone();
    const tool = useFindTool()(design.tool);
    const toolName = tool ? t(tool.nameKey) : "";
    // A design opens its tool's stored-result page (before/after, Save, Start Over), not the bare image.
    const href = tool ? `${tool.path}?result=${encodeURIComponent(design.id)}` : (design.imageUrl ?? undefined);
    return (
      <a
        ref={ref}
        href={href}
        className={`group block overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm ${className}`}
        data-testid="design"
      >
        {/* The link's text names the design, so the picture adds no words (a screen reader said the
            tool's name twice). A tinted box stands in until the lazily loaded picture arrives. */}
        <img
          src={design.imageUrl ?? undefined}
          alt=""
          loading="lazy"
          className="aspect-[4/3] w-full bg-stone-100 object-cover transition group-hover:scale-[1.02]"
        />
        <span className="block px-3 py-2">
          <span className="block truncate text-xs font-semibold text-stone-800">{toolName}</span>
          <span className="block text-xs text-stone-500">
            {formatMoment(design.createdAt, i18n.language, timeZone)}
          </span>
        </span>
      </a>
    );
  },
);

/** What stands in for the designs before the first one is made. */
export function NoDesignsYet() {
  const { t } = useTranslation();
  return (
    <div
      className={
        "flex items-center gap-3 rounded-2xl border border-dashed border-stone-300 bg-white/60 p-5 " +
        "text-sm text-stone-600"
      }
    >
      <Icon name="image" className="h-6 w-6 shrink-0 text-stone-400" />
      {t("app.dashboard.yourDesignsEmpty")}
    </div>
  );
}
