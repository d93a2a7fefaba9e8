/** Phone navigation: a top bar, the bottom bar (Home, Recolor, Clear, Design, More) and the side menu sheet. */
import { Link } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n-react";
import { LanguageSwitch } from "~/components/language-switch";
import { LogoMark } from "~/components/logo-mark";
import { Backdrop, ModalDialog } from "~/components/modal-dialog";
import { useAppUser } from "./app-context";
import { Icon, type IconName } from "./icons";
import { ACCOUNT_PATH, DELETE_ACCOUNT_PATH } from "~/utils/paths";
import { Avatar, CreditBalance, CreditsCard, SignOutForm, UserEmail } from "./shell-parts";
import { bottomBarTools, prefetchOf, useCurrentEntry, useNavTools } from "./tool-list";
import { APP_HOME, BUY_CREDITS_PATH } from "~/utils/paths";
import { classNames } from "~/utils/class-names";

export function MobileTopBar() {
  const { t } = useTranslation();
  return (
    <header
      className={
        "sticky top-0 z-30 flex h-14 items-center justify-between border-b border-stone-200 " +
        "bg-white/90 px-4 backdrop-blur lg:hidden"
      }
    >
      <Link to={APP_HOME} className="flex items-center gap-2 font-bold text-stone-900">
        <LogoMark />
        {t("common.brand")}
      </Link>
      <Link
        to={BUY_CREDITS_PATH}
        className={
          "flex items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold " +
          "text-brand-800 ring-1 ring-brand-100"
        }
      >
        <Icon name="coins" className="h-4 w-4" />
        {/* Named "Credit balance: 50": the words for screen readers, the number everyone sees. */}
        <span className="sr-only">{t("app.nav.balanceLabel")}: </span>
        <CreditBalance className="tabular-nums" testId="credit-balance-mobile" />
      </Link>
    </header>
  );
}

const BAR_ITEM = "flex flex-1 flex-col items-center gap-0.5 py-2 text-[11px] font-medium";
const barItemColour = (current: boolean) => (current ? "text-brand-700" : "text-stone-600");

function BarItem({ to, icon, label, current }: { to: string; icon: IconName; label: string; current: boolean }) {
  return (
    <Link
      to={to}
      prefetch={prefetchOf(to, useNavTools())}
      aria-current={current ? "page" : undefined}
      className={classNames(BAR_ITEM, barItemColour(current))}
    >
      <Icon name={icon} className="h-6 w-6" />
      {label}
    </Link>
  );
}

export function MobileBottomBar({ onMore }: { onMore: () => void }) {
  const { t } = useTranslation();
  const isCurrent = useCurrentEntry();
  const tabs = [
    { to: APP_HOME, icon: "home" as IconName, label: t("app.nav.home") },
    ...bottomBarTools(useNavTools()).map((tool) => ({ to: tool.path, icon: tool.icon, label: t(tool.shortNameKey) })),
  ];
  // A page without a tab of its own (another tool, All tools, the account) is reached through
  // More: More is lit there, as a tab bar does, and the menu it opens marks the page's entry.
  const moreLit = !tabs.some((tab) => isCurrent(tab.to));
  return (
    <nav
      aria-label={t("app.nav.shortcutsLabel")}
      data-testid="bottom-bar"
      className={
        "fixed inset-x-0 bottom-0 z-30 flex h-[var(--bottom-bar-height)] border-t border-stone-200 " +
        "bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur lg:hidden"
      }
    >
      {tabs.map((tab) => (
        <BarItem key={tab.to} {...tab} current={isCurrent(tab.to)} />
      ))}
      <a
        href="/app/image-editing"
        onClick={(event) => {
          event.preventDefault();
          onMore();
        }}
        className={classNames(BAR_ITEM, barItemColour(moreLit))}
        aria-haspopup="dialog"
      >
        <Icon name="menu" className="h-6 w-6" />
        {/* The bar shows "More"; its name says what it opens (a link named only "More" tells nothing). */}
        <span aria-hidden="true">{t("app.nav.more")}</span>
        <span className="sr-only">{t("app.nav.moreLabel")}</span>
      </a>
    </nav>
  );
}

export function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { user, costs, tools } = useAppUser();
  const isCurrent = useCurrentEntry();
  const [dragY, setDragY] = useState(0);
  const dragStart = useRef<number | null>(null);

  useEffect(() => {
    if (!open) return;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = "";
    };
  }, [open]);

  if (!open) return null;
  return (
    <ModalDialog onClose={onClose} labelledBy="mobile-menu-title" className="lg:hidden">
      <Backdrop onClose={onClose} className="absolute inset-0 bg-stone-900/40 backdrop-blur-sm" />
      <div
        data-testid="mobile-menu"
        className="absolute inset-x-0 bottom-0 flex max-h-[92vh] flex-col rounded-t-3xl bg-white shadow-2xl"
        style={{ transform: `translateY(${dragY}px)` }}
      >
        <div
          className="flex cursor-grab justify-center pb-1 pt-3 touch-none"
          onPointerDown={(e) => (dragStart.current = e.clientY)}
          onPointerMove={(e) => dragStart.current !== null && setDragY(Math.max(0, e.clientY - dragStart.current))}
          onPointerUp={() => {
            dragStart.current = null;
            if (dragY > 100) onClose();
            setDragY(0);
          }}
        >
          <span className="h-1.5 w-12 rounded-full bg-stone-300" aria-hidden="true" />
        </div>
        <div className="flex items-center justify-between px-5 pb-3">
          <div>
            <p id="mobile-menu-title" className="text-lg font-bold text-stone-900">
              {t("common.brand")}
            </p>
            <p className="text-sm text-stone-500">{t("common.tagline")}</p>
          </div>
          <button
            data-autofocus
            type="button"
            onClick={onClose}
            className="rounded-full p-2 text-stone-500 hover:bg-stone-100"
            aria-label={t("app.nav.closeMenu")}
          >
            <Icon name="close" />
          </button>
        </div>
        <div className="flex-1 space-y-4 overflow-y-auto px-5 pb-6">
          <Link
            to={ACCOUNT_PATH}
            onClick={onClose}
            data-testid="menu-account-link"
            aria-current={isCurrent(ACCOUNT_PATH) ? "page" : undefined}
            className="flex items-center gap-3 rounded-2xl border border-stone-200 p-3 hover:bg-stone-50"
          >
            <Avatar size="h-12 w-12 text-base" />
            <span className="min-w-0 flex-1">
              <span className="block truncate font-semibold text-stone-900">{user.name || t("app.nav.user")}</span>
              <UserEmail className="text-sm text-stone-500" />
            </span>
            <span className="flex shrink-0 items-center gap-1 text-sm font-semibold text-brand-700">
              {t("app.nav.account")}
              <Icon name="chevronRight" className="h-4 w-4" />
            </span>
          </Link>
          <CreditsCard onNavigate={onClose} testId="credit-balance-menu" />
          <div>
            <p className="mb-2 text-xs font-semibold uppercase tracking-wide text-stone-500">
              {t("app.nav.aiDesignTools")}
            </p>
            <ul className="space-y-1">
              {[
                {
                  id: "dashboard",
                  path: APP_HOME,
                  icon: "home" as IconName,
                  label: t("app.nav.dashboard"),
                  badge: null,
                  description: null,
                },
                ...tools.map((tool) => ({
                  id: tool.id,
                  path: tool.path,
                  icon: tool.icon,
                  label: t(tool.nameKey),
                  badge: t("app.nav.creditsCount", { count: costs[tool.costKey] }),
                  description: t(tool.descriptionKey),
                })),
              ].map((item) => {
                const current = isCurrent(item.path);
                return (
                  <li key={item.id}>
                    <Link
                      to={item.path}
                      prefetch={prefetchOf(item.path, tools)}
                      onClick={onClose}
                      aria-current={current ? "page" : undefined}
                      className={classNames(
                        "flex items-start gap-3 rounded-xl p-3",
                        current ? "bg-brand-50 ring-1 ring-brand-200" : "hover:bg-stone-50",
                      )}
                    >
                      <span
                        className={classNames(
                          "grid h-9 w-9 shrink-0 place-items-center rounded-lg",
                          current ? "bg-brand-700 text-white" : "bg-stone-100 text-stone-700",
                        )}
                      >
                        <Icon name={item.icon} />
                      </span>
                      <span className="min-w-0 flex-1">
                        <span className="flex items-center justify-between gap-2">
                          <span className="font-semibold text-stone-900">{item.label}</span>
                          {item.badge && (
                            <span
                              className={classNames(
                                "shrink-0 rounded-full bg-clay-50 px-2 py-0.5",
                                "text-xs font-semibold text-clay-800",
                              )}
                            >
                              {item.badge}
                            </span>
                          )}
                        </span>
                        {item.description && (
                          <span className="mt-0.5 block text-sm text-stone-600">{item.description}</span>
                        )}
                      </span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          </div>
          <div className="flex items-center justify-between border-t border-stone-200 pt-4">
            <LanguageSwitch />
            <Link to={DELETE_ACCOUNT_PATH} onClick={onClose} className="text-sm text-stone-500 hover:text-clay-700">
              {t("app.nav.deleteAccount")}
            </Link>
          </div>
          <SignOutForm className="btn-secondary w-full">
            <Icon name="logout" className="h-4 w-4" />
            {t("app.nav.signOut")}
          </SignOutForm>
        </div>
      </div>
    </ModalDialog>
  );
}
