/** When a layout's loader runs again on the client: the framework's `shouldRevalidate`, shared. */
import type { ShouldRevalidateFunction } from "@remix-run/react";

/**
 * A layout's data is read again after an action (unless the framework would not), when the search
 * changes (the language, say), and when `also(currentUrl, nextUrl)` holds; a plain click keeps it.
 */
export const revalidatesWhen =
  (also: (currentUrl: URL, nextUrl: URL) => boolean): ShouldRevalidateFunction =>
  ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) =>
    (formMethod !== undefined && defaultShouldRevalidate) ||
    currentUrl.search !== nextUrl.search ||
    also(currentUrl, nextUrl);
