/**
 * The scripts of a signed-in page (docs/decisions/0027), as the root writes them in place of
 * Remix's `<Scripts />`: the page's data (./page-data.ts), a preload of each file its entry
 * imports, and one module script importing the entry. Like Remix's, they leave the server inert
 * and start after the first paint (app/utils/paint-first.ts).
 */
import { createContext, useContext } from "react";
import { PAGE_DATA_ID } from "./page-data";

export interface PageScripts {
  /** The page's browser entry (scripts/build-page-scripts.mjs). */
  entry: string;
  /** The files the entry imports, to fetch beside it. */
  imports: string[];
  /** The page's data, encoded for a script element (./page-data.ts). */
  data: string;
}

const PageScriptsContext = createContext<PageScripts | null>(null);
/** entry.server.tsx: the scripts of a page that has its own, or null for Remix's. */
export const PageScriptsProvider = PageScriptsContext.Provider;
export const usePageScripts = () => useContext(PageScriptsContext);

export function PageScriptTags({ scripts, nonce }: { scripts: PageScripts; nonce: string }) {
  return (
    <>
      <script
        type="application/json"
        id={PAGE_DATA_ID}
        nonce={nonce}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON escaped for a script element (page-data.ts)
        dangerouslySetInnerHTML={{ __html: scripts.data }}
      />
      {scripts.imports.map((href) => (
        <link key={href} rel="modulepreload" href={href} />
      ))}
      <script
        type="module"
        nonce={nonce}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the entry's address, from the build
        dangerouslySetInnerHTML={{ __html: `import ${JSON.stringify(scripts.entry)};` }}
      />
    </>
  );
}
