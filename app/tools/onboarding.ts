/**
 * A tool's tour is shown until it is dismissed with "Don't show this again" checked; a cookie
 * remembers that, so the server knows on the next visit and renders the tour (or not) in the
 * page's HTML, before any script runs. The browser writes it when the tour closes; without
 * JavaScript the tour's form posts to /app/tour, which writes it.
 */
import type { OnboardingTour } from "./types";

/** "onboarding:recolor:v1" → "rm_tour_recolor_v1" (a cookie name may not hold ":"). */
export const tourCookieName = (tour: OnboardingTour) =>
  `rm_tour_${tour.storageKey.replace(/^onboarding:/, "").replace(/[^A-Za-z0-9]+/g, "_")}`;

/** A year: the tour stays dismissed, and a new `storageKey` version shows it again. */
export const TOUR_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** `Set-Cookie` / `document.cookie` text that marks the tour as seen (readable by the page's script). */
export const tourSeenCookie = (tour: OnboardingTour) =>
  `${tourCookieName(tour)}=1; Path=/; Max-Age=${TOUR_COOKIE_MAX_AGE}; SameSite=Lax`;

/** The page opens on this step of the tour (1-based, from `?tour=`, the no-JavaScript Next and Back). */
export function tourStepFrom(tour: OnboardingTour, value: string | null): number {
  const step = Number(value);
  return Number.isInteger(step) && step >= 1 && step <= tour.icons.length ? step : 1;
}
