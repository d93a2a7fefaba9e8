/**
 * The dashboard: welcome, balance, the six tools, your designs, and the money area (packs,
 * Recent Activity, payment confirmation) from app/components/credits.
 */
import type { MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { useState } from "react";
import { Icon, pageMeta, ToolCard, useAppUser, useTranslation } from "~/components/kit";
import { CheckoutStatus, ColorPicker, OutOfCreditsDialog, PaymentConfirmation } from "~/components/tools-kit";
import { RECOLOR_DEFAULT_COLOR, normalizeHexColor } from "~/tools/wall-colors";
import { useNavTool, useNavTools } from "~/components/app/tool-list";
import { YourDesigns } from "~/components/app/your-designs";
// Only this page runs these: they travel in its own file, not in a kit (docs/decisions/0023).
import { BuyOnArrival } from "~/components/credits/buy-on-arrival";
import { CreditBalance } from "~/components/credits/credit-balance";
import { CreditPackages } from "~/components/credits/credit-packages";
import { RecentActivity } from "~/components/credits/recent-activity";
import type { loader as appLoader } from "./app";
// Server code comes through this route's own module only (see app.tsx).
import type { loader } from "./app.dashboard.server";

export { loader } from "./app.dashboard.server";

/** An error on this screen renders inside the app shell: the sidebar and the balance stay. */
export { AppErrorBoundary as ErrorBoundary } from "~/components/app/error-boundary";

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? pageMeta(data.meta) : []);

/** Name, else the part of the e-mail before the @, else 'Designer' (docs/product-rules.md). */
export function welcomeName(user: { name?: string | null; email?: string | null }, fallback: string) {
  return user.name?.trim() || user.email?.split("@")[0]?.trim() || fallback;
}

/** The dashboard color picker: choose a wall color, then open Recolor with it. */
function QuickRecolor() {
  const { t } = useTranslation();
  const [color, setColor] = useState(RECOLOR_DEFAULT_COLOR.toUpperCase());
  const hex = normalizeHexColor(color);
  const recolor = useNavTool("recolor");
  return (
    <section aria-labelledby="quick-recolor" className="card p-5">
      <h2 id="quick-recolor" className="font-bold text-stone-900">
        {t("app.dashboard.quickRecolor")}
      </h2>
      <p className="mb-4 text-sm text-stone-600">{t("app.dashboard.quickRecolorText")}</p>
      <ColorPicker value={color} onChange={setColor} />
      <Link to={`${recolor.path}?color=${encodeURIComponent(hex)}`} className="btn-primary mt-4 w-full">
        <span className="h-4 w-4 rounded ring-1 ring-white/60" style={{ backgroundColor: hex }} aria-hidden="true" />
        {t("app.dashboard.tryColor", { color: hex })}
      </Link>
    </section>
  );
}

export default function Dashboard() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const { user, credits } = useAppUser();
  // A new account's first page carries the welcome note (the app layout decides, once): no "back" yet.
  const firstVisit = Boolean(useRouteLoaderData<typeof appLoader>("routes/app")?.welcome);
  const recolor = useNavTool("recolor");
  const tools = useNavTools();
  const [outOfCreditsOpen, setOutOfCreditsOpen] = useState(credits === 0 && data.payment !== "success" && !data.buy);
  return (
    <div className="space-y-10">
      {data.payment === "cancelled" ? (
        <p role="status" className="rounded-xl border border-stone-200 bg-white px-4 py-3 text-stone-700">
          {t("credits.confirmation.cancelled")}
        </p>
      ) : null}
      {data.checkoutFailed ? (
        <CheckoutStatus state={{ status: "error", message: t("credits.dashboard.checkoutFailed") }} />
      ) : null}
      <section className="grid grid-cols-1 gap-4 lg:grid-cols-3">
        <div
          className={
            "relative overflow-hidden rounded-3xl bg-gradient-to-br from-brand-800 via-brand-700 " +
            "to-brand-600 p-6 text-white shadow-sm sm:p-8 lg:col-span-2"
          }
        >
          <div className="absolute -right-16 -top-16 h-56 w-56 rounded-full bg-white/10" aria-hidden="true" />
          <div className="absolute -bottom-20 right-24 h-40 w-40 rounded-full bg-clay-400/20" aria-hidden="true" />
          <h1 className="relative text-2xl font-bold tracking-tight sm:text-3xl">
            {t(firstVisit ? "app.dashboard.welcomeFirst" : "app.dashboard.welcome", {
              name: welcomeName(user, t("app.dashboard.fallbackName")),
            })}
          </h1>
          <p className="relative mt-2 max-w-lg text-brand-50">{t("app.dashboard.subtitle")}</p>
          <div className="relative mt-6 flex flex-wrap items-center gap-3">
            <Link to={recolor.path} className="btn bg-white text-brand-800 shadow-sm hover:bg-brand-50">
              <Icon name="sparkles" className="h-4 w-4" />
              {t("app.dashboard.startCreating")}
            </Link>
            <span className="text-sm text-brand-100">{t("app.dashboard.startCreatingText")}</span>
          </div>
        </div>
        <CreditBalance credits={credits} costs={data.costs} />
      </section>

      <section aria-labelledby="tools-heading">
        <div className="mb-4 flex items-end justify-between gap-4">
          <h2 id="tools-heading" className="text-xl font-bold text-stone-900">
            {t("app.dashboard.tools")}
          </h2>
          <Link
            to="/app/image-editing"
            className="flex items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-800"
          >
            {t("app.dashboard.viewAllTools")}
            <Icon name="arrowRight" className="h-4 w-4" />
          </Link>
        </div>
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {tools.map((tool, i) => (
            <ToolCard key={tool.id} tool={tool} index={i} />
          ))}
        </div>
      </section>

      {/* minmax(0, 1fr) columns and min-w-0: the designs strip scrolls inside its column instead of widening the
          page. */}
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          <YourDesigns />
        </div>
        <QuickRecolor />
      </div>

      <div className="scroll-mt-20">
        <CreditPackages userId={data.userId} costs={data.costs} premiumFourK={data.premiumFourK} />
      </div>
      <RecentActivity userId={data.userId} transactions={data.transactions} />
      {data.payment === "success" && data.sessionId ? (
        <PaymentConfirmation sessionId={data.sessionId} result={data.confirmation} />
      ) : null}
      {data.buy ? <BuyOnArrival userId={data.userId} packageType={data.buy} /> : null}
      <OutOfCreditsDialog open={outOfCreditsOpen} onClose={() => setOutOfCreditsOpen(false)} userId={data.userId} />
    </div>
  );
}
