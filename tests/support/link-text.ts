/**
 * Links whose text says nothing about where they lead ("More", "Más", "click here"), judged by
 * Lighthouse's own `link-text` audit over the links as the browser renders them (the text a
 * sighted reader sees plus any visually hidden extension, as Lighthouse reads it).
 */
import LinkText from "lighthouse/core/audits/seo/link-text.js";
import type { Page } from "playwright-core";

export async function nonDescriptiveLinks(page: Page): Promise<string[]> {
  const anchors = await page.evaluate(() => {
    const lang = document.documentElement.getAttribute("lang") ?? undefined;
    return [...document.querySelectorAll("a")].map((a) => ({
      href: a.href,
      rel: a.rel,
      text: a.innerText,
      textLang: a.closest("[lang]")?.getAttribute("lang") ?? lang,
    }));
  });
  const result = LinkText.audit({ AnchorElements: anchors, URL: { finalDisplayedUrl: page.url() } } as never);
  const items = (result.details as { items: { href: string; text: string }[] }).items;
  return items.map((item) => `"${item.text}" → ${item.href}`);
}
