import { useRouteLoaderData } from "@remix-run/react";
import { useEffect, useState } from "react";
import type { PageTexts } from "~/i18n-react";
import { SERVER_TIME_ZONE } from "~/utils/time-zone";

/**
 * The time zone to show times in: while the server renders and the browser hydrates, the one the
 * root loader names (the visitor's, remembered in a cookie, or UTC: app/utils/time-zone.ts), then
 * the browser's own (undefined). Rendering the browser's zone directly would differ from the
 * server's HTML when the cookie is missing or stale, and break hydration.
 */
export function useDisplayTimeZone(): string | undefined {
  const rendered = useRouteLoaderData<PageTexts>("root")?.timeZone ?? SERVER_TIME_ZONE;
  const [timeZone, setTimeZone] = useState<string | undefined>(rendered);
  useEffect(() => setTimeZone(undefined), []);
  return timeZone;
}
