/** The signed-in shell: guard, user + pricing for every /app screen, sidebar and phone navigation. */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Outlet, useLoaderData, useLocation } from "@remix-run/react";
import { useCallback } from "react";
import { AppUserProvider } from "~/components/app/app-context";
import { useStateResetOn } from "~/components/use-state-reset-on";
import { MobileBottomBar, MobileMenu, MobileTopBar } from "~/components/app/mobile-nav";
import { Sidebar } from "~/components/app/sidebar";
import { SkipLink } from "~/components/skip-link";
import { modelTimeoutMs } from "~/models/generations.server";
import { confirmCheckoutReturn } from "~/models/payments.server";
import { GENERATION_GRACE_MS } from "~/utils/network";
import { getClientUser, getUserProfile, greetOnce, profileFallback, type ClientUser } from "~/models/users.server";
import { transformationsFor, WELCOME_BONUS_CREDITS } from "~/models/pricing";
import { WelcomeNote } from "~/components/app/welcome-note";
import { requireWebSession } from "~/services/auth.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const session = await requireWebSession(request, context);
  // Back from checkout (on the dashboard or a tool): the purchase is confirmed before the balance is read.
  const confirmation = await confirmCheckoutReturn(context, request, session.userId);
  const found = await getClientUser(context, session.userId).catch((error: unknown) => {
    console.error("Profile failed to load:", error);
    return undefined;
  });
  const user: ClientUser = found ?? profileFallback(session);
  const sidebarCollapsed = /(?:^|;\s*)rm_sidebar=collapsed/.test(request.headers.get("Cookie") ?? "");
  const generationTimeoutMs = modelTimeoutMs(context) + GENERATION_GRACE_MS;
  const costs = context.env.CREDIT_COSTS;
  const profile = found ? await getUserProfile(context, session.userId) : undefined;
  const greet = profile
    ? await greetOnce(context, profile).catch((error: unknown) => {
        console.error("The welcome could not be recorded:", error);
        return false;
      })
    : false;
  const welcome = greet
    ? { credits: WELCOME_BONUS_CREDITS, transformations: transformationsFor(WELCOME_BONUS_CREDITS, costs) }
    : null;
  return { user, costs, sidebarCollapsed, generationTimeoutMs, welcome, confirmation };
}

export default function AppLayout() {
  const { user, costs, sidebarCollapsed, generationTimeoutMs, welcome } = useLoaderData<typeof loader>();
  const location = useLocation();
  // The menu closes on every navigation.
  const [menuOpen, setMenuOpen] = useStateResetOn(false, location.pathname);
  const closeMenu = useCallback(() => setMenuOpen(false), [setMenuOpen]);
  return (
    <AppUserProvider user={user} costs={costs} generationTimeoutMs={generationTimeoutMs}>
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
            {welcome ? <WelcomeNote {...welcome} /> : null}
            <Outlet />
          </main>
        </div>
      </div>
      <MobileBottomBar onMore={() => setMenuOpen(true)} />
      <MobileMenu open={menuOpen} onClose={closeMenu} />
    </AppUserProvider>
  );
}
