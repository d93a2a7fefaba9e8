/** The signed-in shell: guard, user + pricing for every /app screen, sidebar and phone navigation. */
import { Outlet, useLoaderData, useLocation, useRevalidator } from "@remix-run/react";
import { useCallback, useEffect, useState } from "react";
import { AppUserProvider, SkipLink, useStateResetOn } from "~/components/kit";
import { MobileBottomBar, MobileMenu, MobileTopBar } from "~/components/app/mobile-nav";
import { Sidebar } from "~/components/app/sidebar";
import { WelcomeNote, WelcomeShown } from "~/components/app/welcome-note";
import { revalidatesWhen } from "~/utils/revalidation";
// Server code comes through this route's own module only: a `.server` module that two routes
// import would become an empty file of its own in the browser build (docs/decisions/0023).
import type { loader } from "./app.server";

export { loader } from "./app.server";

/**
 * The shell's data (the user, the balance, Premium, the prices) is read with each document, after
 * every action, and when the page asks again (below); a click from one page to another keeps it,
 * so the click asks the server only for the new page's own data. The balance stays true in
 * between: every tool result brings the new one (app-context.tsx).
 */
export const shouldRevalidate = revalidatesWhen((currentUrl, nextUrl) => currentUrl.href === nextUrl.href);

/**
 * Back in this tab after time in another (where credits may have been bought, or spent), the
 * shell reads the balance again.
 */
function useFreshShellOnReturn() {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    const onVisible = () => document.visibilityState === "visible" && revalidate();
    document.addEventListener("visibilitychange", onVisible);
    return () => document.removeEventListener("visibilitychange", onVisible);
  }, [revalidate]);
}

export default function AppLayout() {
  const { user, costs, sidebarCollapsed, generationTimeoutMs, welcome, tools, premiumFourK, upload } =
    useLoaderData<typeof loader>();
  const location = useLocation();
  useFreshShellOnReturn();
  // The menu closes on every navigation.
  const [menuOpen, setMenuOpen] = useStateResetOn(false, location.pathname);
  const closeMenu = useCallback(() => setMenuOpen(false), [setMenuOpen]);
  const [welcomeDismissed, setWelcomeDismissed] = useState(false);
  const welcomeShown = Boolean(welcome) && !welcomeDismissed;
  return (
    <AppUserProvider
      user={user}
      costs={costs}
      generationTimeoutMs={generationTimeoutMs}
      tools={tools}
      premiumFourK={premiumFourK}
      uploadMaxSide={upload.maxSide}
    >
      <SkipLink />
      <div className="flex min-h-screen bg-stone-50">
        <Sidebar initiallyCollapsed={sidebarCollapsed} />
        <div className="flex min-w-0 flex-1 flex-col">
          <MobileTopBar />
          <main
            id="main"
            tabIndex={-1}
            className="mx-auto w-full max-w-6xl flex-1 px-4 pb-28 pt-5 sm:px-6 lg:px-10 lg:pb-12 lg:pt-8"
          >
            {welcome && welcomeShown ? (
              <WelcomeNote bonus={welcome.bonus} onDismiss={() => setWelcomeDismissed(true)} />
            ) : null}
            <WelcomeShown.Provider value={welcomeShown}>
              <Outlet />
            </WelcomeShown.Provider>
          </main>
        </div>
      </div>
      <MobileBottomBar onMore={() => setMenuOpen(true)} />
      <MobileMenu open={menuOpen} onClose={closeMenu} />
    </AppUserProvider>
  );
}
