import { useEffect, useState } from "react";

/**
 * The time zone to show times in: UTC while the server renders and the browser hydrates, then
 * the browser's own (undefined). Rendering the local time directly would differ between server
 * and browser and break hydration.
 */
export function useDisplayTimeZone(): string | undefined {
  const [timeZone, setTimeZone] = useState<string | undefined>("UTC");
  useEffect(() => setTimeZone(undefined), []);
  return timeZone;
}
