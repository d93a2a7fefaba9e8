import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { languageAlternates, PUBLIC_PAGES } from "~/components/site/site.server";

/** Every public page, with its language alternates (`?lng=`) so each language is indexed. */
export function loader({ context }: LoaderFunctionArgs) {
  const urls = PUBLIC_PAGES.map((path) => {
    const links = languageAlternates(context.origin, path)
      .map(({ hreflang, href }) => `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`)
      .join("\n");
    return `  <url>\n    <loc>${escapeXml(context.origin + path)}</loc>\n${links}\n  </url>`;
  });
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join("\n")}
</urlset>
`;
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}

const escapeXml = (value: string) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
