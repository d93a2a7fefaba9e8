/** The dashboard: welcome, balance, the six tools, your designs, and the credits area. */
import type { MetaFunction } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useAppUser } from "~/components/app/app-context";
import { Icon } from "~/components/app/icons";
import { ToolCard } from "~/components/app/tool-card";
import { NAV_TOOLS, navTool } from "~/components/app/tool-list";
import { YourDesigns } from "~/components/app/your-designs";
import { transformationsFor } from "~/models/pricing";

export const meta: MetaFunction = () => [{ title: "RoomMuse" }];

/** Name, else the part of the e-mail before the @, else 'Designer' (spec section 2). */
export function welcomeName(user: { name?: string | null; email?: string | null }, fallback: string) {
  return user.name?.trim() || user.email?.split("@")[0]?.trim() || fallback;
}

export default function Dashboard() {
  const { t } = useTranslation();
  const { user, credits, costs } = useAppUser();
  const recolor = navTool("recolor");
  return (
    <div className="space-y-10">
      <section className="grid gap-4 lg:grid-cols-3">
        <div className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-brand-800 via-brand-700 to-brand-600 p-6 text-white shadow-sm sm:p-8 lg:col-span-2">
          <div className="absolute -right-16 -top-16 h-56 w-56 rounded-full bg-white/10" aria-hidden="true" />
          <div className="absolute -bottom-20 right-24 h-40 w-40 rounded-full bg-clay-400/20" aria-hidden="true" />
          <h1 className="relative text-2xl font-bold tracking-tight sm:text-3xl">{t("app.dashboard.welcome", { name: welcomeName(user, t("app.dashboard.fallbackName")) })}</h1>
          <p className="relative mt-2 max-w-lg text-brand-50">{t("app.dashboard.subtitle")}</p>
          <div className="relative mt-6 flex flex-wrap items-center gap-3">
            <Link to={recolor.path} className="btn bg-white text-brand-800 shadow-sm hover:bg-brand-50">
              <Icon name="sparkles" className="h-4 w-4" />
              {t("app.dashboard.startCreating")}
            </Link>
            <span className="text-sm text-brand-100">{t("app.dashboard.startCreatingText")}</span>
          </div>
        </div>
        <div className="card flex flex-col justify-between p-6">
          <div>
            <p className="text-sm font-medium text-stone-600">{t("app.dashboard.balance")}</p>
            <p className="mt-1 flex items-baseline gap-2">
              <span className="text-4xl font-bold tabular-nums text-stone-900">{credits}</span>
              <span className="text-stone-600">{t("app.nav.credits").toLowerCase()}</span>
            </p>
            <p className="mt-1 text-sm text-stone-600">{t("app.dashboard.balanceHint", { count: transformationsFor(credits, costs) })}</p>
          </div>
          <a href="#buy-credits" className="btn-secondary mt-5">
            <Icon name="plus" className="h-4 w-4" />
            {t("app.nav.buyCredits")}
          </a>
        </div>
      </section>

      <section aria-labelledby="tools-heading">
        <div className="mb-4 flex items-end justify-between gap-4">
          <h2 id="tools-heading" className="text-xl font-bold text-stone-900">{t("app.dashboard.tools")}</h2>
          <Link to="/app/image-editing" className="flex items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-800">
            {t("app.dashboard.viewAllTools")}
            <Icon name="arrowRight" className="h-4 w-4" />
          </Link>
        </div>
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {NAV_TOOLS.map((tool, i) => (
            <ToolCard key={tool.id} tool={tool} index={i} />
          ))}
        </div>
      </section>

      <YourDesigns />

      <section id="buy-credits" aria-labelledby="buy-heading" className="scroll-mt-20">
        <h2 id="buy-heading" className="text-xl font-bold text-stone-900">{t("app.dashboard.buyTitle")}</h2>
        <p className="mt-1 text-stone-600">{t("app.dashboard.buyText")}</p>
        {/* The packages, Recent Activity and payment confirmation come from app/components/credits (branch credits). */}
      </section>
    </div>
  );
}
