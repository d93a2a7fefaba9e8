/**
 * Code a tool page loads when it may need it, not with the page's scripts (docs/decisions/0023):
 * - the tools kit (~/components/tools-kit: Out of Credits, the payment confirmation), needed after
 *   something happens: a run the balance cannot pay for, Buy, the return from a checkout (the
 *   dashboard, which paints Out of Credits from the server, imports it; so does recolor, whose
 *   colour presets travel in it);
 * - the first-visit tour (./onboarding.tsx), in the HTML of a tool's first visit only;
 * - a result's before/after slider and full-screen view (./result-extras.ts), asked for when a
 *   run starts (the model takes seconds; the code comes meanwhile) or a stored result hydrates;
 * - checking and preparing a chosen photo (../photo-preparation.ts), asked for when a photo is
 *   about to be chosen (a press, focus or drag on the upload box).
 *
 * Each is an entry of the browser build of its own, so each takes something from the client kit
 * (~/components/kit) as every entry does: a module loaded on demand that reached React or part of
 * the kit by another path would split React's file in two, a file more on every page.
 *
 * The server has every module at hand: it loads them at start-up, so what it paints (the tour,
 * the confirmation on the return from checkout) renders in the first pass. The browser loads
 * what the server painted before it hydrates (./before-hydration.client.ts), so hydration finds
 * the same elements, and the rest as soon as the page may need it (`useOnDemand`).
 */
import { useEffect, useState } from "react";

export interface OnDemand<T> {
  /** Starts loading (once; again after a failed download) and answers the module. */
  load(): Promise<T>;
  /** The module if it has loaded. */
  current(): T | undefined;
}

function onDemand<T>(importer: () => Promise<T>): OnDemand<T> {
  let module: T | undefined;
  let loading: Promise<T> | undefined;
  const load = () => {
    loading ??= importer().then(
      (loaded) => (module = loaded),
      (error: unknown) => {
        // A dropped connection: tried again the next time the code is wanted.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  if (typeof document === "undefined") void load();
  return { load, current: () => module };
}

/** `code`'s module once loaded; while `wanted`, loads it and renders again when it has come. */
export function useOnDemand<T>(code: OnDemand<T>, wanted: boolean): T | undefined {
  const [loaded, setLoaded] = useState(code.current);
  useEffect(() => {
    if (!wanted || loaded) return;
    let current = true;
    code.load().then(
      (module) => current && setLoaded(() => module),
      () => {},
    );
    return () => {
      current = false;
    };
  }, [code, wanted, loaded]);
  return loaded ?? code.current();
}

export const toolsKit = onDemand(() => import("~/components/tools-kit"));
export const tourCode = onDemand(() => import("~/components/wizard/onboarding"));
export const resultExtrasCode = onDemand(() => import("~/components/wizard/result-extras"));
export const photoPreparation = onDemand(() => import("~/components/photo-preparation"));
