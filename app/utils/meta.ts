import type { MetaDescriptor } from "@remix-run/cloudflare";

/** Title, description and Open Graph tags for a page. */
export function pageMeta({ title, description }: { title: string; description: string }): MetaDescriptor[] {
  return [
    { title },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: "RoomMuse" },
  ];
}
