import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False during the server render and while React hydrates the server's HTML; true in every
 * render after that, including a page's first render after a client navigation (React reads the
 * server snapshot only while hydrating). Screens use it to show their JavaScript-only parts, so
 * the first paint matches the server's HTML, every form still works without JavaScript, and a
 * page reached by a click never draws its no-JavaScript version first.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
