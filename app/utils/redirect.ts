/**
 * Only same-origin paths are followed: "/app/x" is fine; "//evil.com", "https://…" and
 * "/\\evil.com" fall back, so no link can send a user to another site.
 */
export function safeRedirectPath(to: FormDataEntryValue | string | null | undefined, fallback: string): string {
  if (typeof to !== "string" || !to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) return fallback;
  try {
    const url = new URL(to, "http://same.origin");
    if (url.origin !== "http://same.origin") return fallback;
    return url.pathname + url.search + url.hash;
  } catch {
    return fallback;
  }
}
