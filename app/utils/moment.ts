/**
 * When something happened, as the app's lists show it (credit history, Recent Activity, designs):
 * month, day, hour and minute, in English or Spanish. One home, so the lists cannot disagree.
 */
const MOMENT_OPTIONS: Intl.DateTimeFormatOptions = {
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
};

/** "Mar 5, 2:07 PM" / "5 mar, 14:07"; `at` is an ISO text or epoch milliseconds. */
export function formatMoment(at: string | number, language: string, timeZone?: string): string {
  return new Date(at).toLocaleString(language === "es" ? "es-ES" : "en-US", { ...MOMENT_OPTIONS, timeZone });
}
