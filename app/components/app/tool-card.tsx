import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n-react";
import { useAppUser } from "./app-context";
import { Icon } from "./icons";
import { TOOL_LINK_PREFETCH } from "./tool-list";
import type { ToolSummary } from "~/tools/types";
import { classNames } from "~/utils/class-names";

const tints = ["from-brand-50 to-white text-brand-700", "from-clay-50 to-white text-clay-700"];

/** A tool with its description and its cost from the pricing table. */
export function ToolCard({ tool, index }: { tool: ToolSummary; index: number }) {
  const { t } = useTranslation();
  const { costs } = useAppUser();
  return (
    <Link
      to={tool.path}
      prefetch={TOOL_LINK_PREFETCH}
      data-testid={`tool-card-${tool.id}`}
      className={
        "card group flex flex-col gap-3 p-5 transition hover:-translate-y-0.5 " +
        "hover:border-brand-200 hover:shadow-md"
      }
    >
      <div className="flex items-start justify-between gap-3">
        <span
          className={classNames(
            "grid h-11 w-11 place-items-center rounded-xl bg-gradient-to-br ring-1",
            "ring-stone-200/70",
            tints[index % 2],
          )}
        >
          <Icon name={tool.icon} className="h-6 w-6" />
        </span>
        <span className="rounded-full bg-stone-100 px-2.5 py-1 text-xs font-semibold text-stone-700">
          {t("app.nav.creditsCount", { count: costs[tool.costKey] })}
        </span>
      </div>
      <div className="flex-1">
        <h3 className="font-semibold text-stone-900">{t(tool.nameKey)}</h3>
        <p className="mt-1 text-sm leading-relaxed text-stone-600">{t(tool.descriptionKey)}</p>
      </div>
      <span className="flex items-center gap-1 text-sm font-semibold text-brand-700">
        {t("app.chooser.open")}
        <Icon name="arrowRight" className="h-4 w-4 transition group-hover:translate-x-0.5" />
      </span>
    </Link>
  );
}
