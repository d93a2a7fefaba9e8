/** Desktop sidebar: dashboard, the four tools with costs, balance, buy, language, log out. Collapsible. */
import { Link } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "~/i18n-react";
import { LanguageSwitch } from "~/components/language-switch";
import { LogoMark } from "~/components/logo-mark";
import { useAppUser } from "./app-context";
import { Icon, type IconName } from "./icons";
import { ACCOUNT_PATH, DELETE_ACCOUNT_PATH } from "~/utils/paths";
import { Avatar, CreditBalance, CreditsCard, SignOutForm, UserEmail } from "./shell-parts";
import { APP_HOME, BUY_CREDITS_PATH } from "~/utils/paths";
import { sidebarTools, TOOL_LINK_PREFETCH, useCurrentEntry } from "./tool-list";
import { classNames } from "~/utils/class-names";

export const SIDEBAR_COOKIE = "rm_sidebar";

/** `badge`: the tool's cost as a number (with a coin), `badgeLabel` says it in words. */
function SideLink({
  to,
  icon,
  label,
  badge,
  badgeLabel,
  collapsed,
  prefetch = "none",
}: {
  to: string;
  prefetch?: "intent" | "none";
  icon: IconName;
  label: string;
  badge?: number;
  badgeLabel?: string;
  collapsed: boolean;
}) {
  const current = useCurrentEntry()(to);
  return (
    <Link
      to={to}
      prefetch={prefetch}
      aria-current={current ? "page" : undefined}
      title={collapsed ? label : undefined}
      className={classNames(
        "group flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-medium transition",
        current
          ? "bg-brand-50 text-brand-800 ring-1 ring-brand-100"
          : "text-stone-700 hover:bg-stone-100 hover:text-stone-900",
        collapsed ? "justify-center" : "",
      )}
    >
      <Icon name={icon} className="h-5 w-5 shrink-0" />
      {collapsed ? <span className="sr-only">{label}</span> : <span className="flex-1 truncate">{label}</span>}
      {badge !== undefined && !collapsed && (
        <span
          className={
            "flex shrink-0 items-center gap-1 rounded-full bg-stone-100 px-2 py-0.5 text-xs " +
            "font-semibold tabular-nums text-stone-600 group-hover:bg-white"
          }
          title={badgeLabel}
        >
          <Icon name="coins" className="h-3 w-3" />
          <span aria-hidden="true">{badge}</span>
          <span className="sr-only">{badgeLabel}</span>
        </span>
      )}
    </Link>
  );
}

export function Sidebar({ initiallyCollapsed }: { initiallyCollapsed: boolean }) {
  const { t } = useTranslation();
  const { user, costs, tools } = useAppUser();
  const [collapsed, setCollapsed] = useState(initiallyCollapsed);
  const accountCurrent = useCurrentEntry()(ACCOUNT_PATH);
  const toggle = () => {
    const next = !collapsed;
    setCollapsed(next);
    // A cookie (not localStorage) so the server renders the remembered width: no jump on load.
    // biome-ignore lint/suspicious/noDocumentCookie: one cookie; the Cookie Store API is not in every browser
    document.cookie = `${SIDEBAR_COOKIE}=${next ? "collapsed" : "open"}; Path=/; Max-Age=31536000; SameSite=Lax`;
  };
  return (
    <aside
      data-testid="sidebar"
      data-collapsed={collapsed}
      className={classNames(
        "sticky top-0 hidden h-screen shrink-0 flex-col border-r border-stone-200",
        "bg-white transition-[width] duration-200 lg:flex",
        collapsed ? "w-20" : "w-72",
      )}
    >
      <div className={`flex h-16 items-center gap-2 px-4 ${collapsed ? "justify-center" : "justify-between"}`}>
        {!collapsed && (
          <Link to={APP_HOME} className="flex items-center gap-2">
            <LogoMark className="h-9 w-9" />
            <span className="leading-tight">
              <span className="block text-base font-bold text-stone-900">{t("common.brand")}</span>
              <span className="block text-xs text-stone-500">{t("common.tagline")}</span>
            </span>
          </Link>
        )}
        <button
          type="button"
          onClick={toggle}
          className="rounded-lg p-2 text-stone-500 hover:bg-stone-100 hover:text-stone-800"
          aria-label={t(collapsed ? "app.nav.expand" : "app.nav.collapse")}
          aria-expanded={!collapsed}
        >
          <Icon name="sidebar" />
        </button>
      </div>

      <nav aria-label={t("app.nav.mainLabel")} className="flex-1 space-y-1 overflow-y-auto px-3 py-2">
        <SideLink to={APP_HOME} icon="home" label={t("app.nav.dashboard")} collapsed={collapsed} />
        <p
          className={classNames(
            "px-3 pb-1 pt-4 text-xs font-semibold uppercase tracking-wide text-stone-500",
            collapsed ? "sr-only" : "",
          )}
        >
          {t("app.nav.aiDesignTools")}
        </p>
        {sidebarTools(tools).map((tool) => (
          <SideLink
            key={tool.id}
            to={tool.path}
            prefetch={TOOL_LINK_PREFETCH}
            icon={tool.icon}
            label={t(tool.shortNameKey)}
            badge={costs[tool.costKey]}
            badgeLabel={t("app.nav.creditsCount", { count: costs[tool.costKey] })}
            collapsed={collapsed}
          />
        ))}
        <SideLink to="/app/image-editing" icon="grid" label={t("app.nav.allTools")} collapsed={collapsed} />
      </nav>

      <div className="space-y-3 border-t border-stone-200 p-3">
        {collapsed ? (
          <Link
            to={BUY_CREDITS_PATH}
            title={t("app.nav.buyCredits")}
            className="flex flex-col items-center gap-0.5 rounded-xl bg-brand-50 py-2 text-brand-800"
          >
            <Icon name="coins" />
            <CreditBalance className="text-sm font-bold tabular-nums" />
          </Link>
        ) : (
          <CreditsCard />
        )}
        <Link
          to={ACCOUNT_PATH}
          aria-current={accountCurrent ? "page" : undefined}
          title={collapsed ? t("app.nav.account") : undefined}
          data-testid="sidebar-account-link"
          className={classNames(
            "flex items-center gap-3 rounded-xl px-1 py-1",
            collapsed ? "justify-center" : "",
            accountCurrent ? "bg-brand-50 ring-1 ring-brand-100" : "hover:bg-stone-100",
          )}
        >
          <Avatar />
          {collapsed ? (
            <span className="sr-only">{t("app.nav.account")}</span>
          ) : (
            <span className="min-w-0 flex-1">
              <span className="block truncate text-sm font-semibold text-stone-900">
                <span className="sr-only">{t("app.nav.account")}: </span>
                {user.name || t("app.nav.user")}
              </span>
              <UserEmail className="text-xs text-stone-500" />
            </span>
          )}
          {!collapsed && <Icon name="chevronRight" className="h-4 w-4 shrink-0 text-stone-400" />}
        </Link>
        <div className={`flex items-center ${collapsed ? "flex-col gap-2" : "justify-between"}`}>
          <LanguageSwitch />
          <SignOutForm
            className={
              "flex items-center gap-2 rounded-lg px-2 py-1.5 text-sm font-medium text-stone-700 " +
              "hover:bg-stone-100"
            }
          >
            <Icon name="logout" className="h-4 w-4" />
            <span className={collapsed ? "sr-only" : ""}>{t("app.nav.logout")}</span>
          </SignOutForm>
        </div>
        {!collapsed && (
          <Link
            to={DELETE_ACCOUNT_PATH}
            className="block px-1 text-xs text-stone-500 underline-offset-2 hover:text-clay-700 hover:underline"
          >
            {t("app.nav.deleteAccount")}
          </Link>
        )}
      </div>
    </aside>
  );
}
