import type { LoaderFunctionArgs } from "@remix-run/cloudflare";

/** Crawlers may read the public website; the signed-in app, sign-in and the API are not for indexing. */
export function loader({ context }: LoaderFunctionArgs) {
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /app",
    "Disallow: /api/",
    "Disallow: /auth",
    "",
    `Sitemap: ${context.origin}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
