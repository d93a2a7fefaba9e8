/**
 * Focus management. A screen reader reads what has focus, and a keyboard starts from it, so
 * when new content replaces what the person was on (a new page, a wizard step, a result, an
 * error, the "Check your email" card), focus moves to the new content's heading and the reader
 * announces it. Targets get tabIndex=-1: focusable by script, not a Tab stop.
 */
import { useLocation } from "@remix-run/react";
import { useLayoutEffect, useRef } from "react";

/** Moves focus to `element` (or its first heading when `heading` is set) and keeps it out of the Tab order. */
export function focusElement(element: HTMLElement | null | undefined, { heading = false } = {}) {
  const target = heading ? (element?.querySelector<HTMLElement>("h1, h2, h3") ?? element) : element;
  if (!target) return;
  if (!target.hasAttribute("tabindex")) target.tabIndex = -1;
  target.focus({ preventScroll: false });
}

/**
 * After a client-side navigation to another page (sign-in landing on the dashboard, a link in
 * the app), focus goes to the new page's main heading. A full page load keeps the browser's
 * own start, so the skip link stays the first Tab stop. A layout effect: it runs before any
 * dialog the new page opens at once (the tour, Out of Credits) takes focus in its own effect, so
 * that dialog finds the heading, not the previous page's link, as the place to give focus back to.
 */
export function useFocusOnNavigation() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useLayoutEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    focusElement(document.querySelector<HTMLElement>("main h1") ?? document.querySelector<HTMLElement>("h1"));
  }, [pathname]);
}
