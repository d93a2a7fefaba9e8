/**
 * The moment a page's React takes over the server's HTML (docs/decisions/0025).
 *
 * With single fetch, Remix's `<RemixBrowser />` suspends on its first render until the page's
 * data (streamed inside the HTML) is decoded. If a tap or a key press reaches React in that
 * window, React 18 tries to hydrate the whole document at once, fails with "Root did not
 * complete" (its error #345) and gives up: the page stays as the server drew it, and no button
 * that needs JavaScript ever works. A phone user who taps while the page starts hits it.
 *
 * So the client entry holds those events back from React until the root has committed. They keep
 * their default action: a link still navigates and a form still submits, exactly as they do
 * before the scripts have loaded at all.
 */

/** Set on <html> once React has hydrated the page and its handlers run. */
export const HYDRATED_ATTRIBUTE = "data-hydrated";

/** The events that make React 18 hydrate a root synchronously when they reach it mid-hydration. */
const DISCRETE_EVENTS = [
  "pointerdown",
  "pointerup",
  "pointercancel",
  "mousedown",
  "mouseup",
  "click",
  "auxclick",
  "dblclick",
  "contextmenu",
  "touchstart",
  "touchend",
  "touchcancel",
  "keydown",
  "keypress",
  "keyup",
  "input",
  "change",
  "submit",
  "reset",
  "compositionstart",
  "compositionend",
  "dragstart",
  "dragend",
  "drop",
  "copy",
  "cut",
  "paste",
];

/** Stops the event above the document, where React listens; its default action still happens. */
const keepFromReact = (event: Event) => event.stopPropagation();

/** The client entry, before it hydrates: React hears no discrete event until it has committed. */
export function holdEventsUntilHydrated() {
  for (const type of DISCRETE_EVENTS) window.addEventListener(type, keepFromReact, true);
}

/** The root's first effect: the document is React's now; events reach it, and tests may click. */
export function markHydrated() {
  for (const type of DISCRETE_EVENTS) window.removeEventListener(type, keepFromReact, true);
  document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, "");
}
