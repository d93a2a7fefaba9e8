/**
 * Which pages have scripts of their own (docs/decisions/0027) and what they carry: the browser
 * build writes build/page-scripts.json (scripts/build-page-scripts.mjs) before Remix builds the
 * server, which bundles it from here.
 */
import type { EntryContext } from "@remix-run/cloudflare";
import built from "../../build/page-scripts.json";
import { encodePageData, type PageData } from "./page-data";
import type { PageScripts } from "./page-scripts";

const ENTRIES: Record<string, { entry: string; imports: string[] }> = built;

/** The scripts of the page `context` renders, by its deepest route; null where Remix's serve it. */
export function pageScriptsFor(context: EntryContext): PageScripts | null {
  const { matches, loaderData, actionData, errors } = context.staticHandlerContext;
  const leaf = matches.at(-1);
  const entry = leaf && ENTRIES[leaf.route.id];
  if (!entry) return null;
  const data: PageData = {
    routes: matches.map((match) => ({
      id: match.route.id,
      index: match.route.index === true,
      pathname: match.pathname,
      params: match.params,
    })),
    loaderData,
    actionData,
    errors,
  };
  return { ...entry, data: encodePageData(data) };
}
