import { useEffect, useState } from "react";

/**
 * False during the server render and the first browser render, true once React runs in the
 * browser. Screens use it to show their JavaScript-only parts after hydration, so the first
 * paint matches the server's HTML and every form still works without JavaScript.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
