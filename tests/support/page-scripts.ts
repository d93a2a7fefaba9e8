/**
 * The scripts a document makes the browser download before it is interactive: the files it
 * announces (modulepreload links, the modules its inline scripts import) and every file those
 * import in turn, with each file's gzipped size (as it travels). Used by the client-bundle test
 * and bench:bundle.
 */
import { gzipSync } from "node:zlib";

type Fetch = (path: string) => Promise<{ status: number; text(): Promise<string> }>;

/** The scripts a document announces: its modulepreload links and the modules its inline scripts import. */
export function announcedScripts(html: string): Set<string> {
  const preloads = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]);
  const imports = [...html.matchAll(/import(?:\s*\*\s*as\s+\w+\s+from)?\s*\(?\s*"(\/build\/[^"]+\.js)"/g)].map(
    (m) => m[1],
  );
  return new Set([...preloads, ...imports]);
}

export interface LoadedScript {
  body: string;
  gzipBytes: number;
}

/** Every file reachable from the announced ones through static imports, by path. */
export async function loadedScripts(fetch: Fetch, announced: Iterable<string>): Promise<Map<string, LoadedScript>> {
  const loaded = new Map<string, LoadedScript>();
  const queue = [...announced];
  while (queue.length) {
    const path = queue.pop()!;
    if (loaded.has(path)) continue;
    const res = await fetch(path);
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
    const body = await res.text();
    loaded.set(path, { body, gzipBytes: gzipSync(body).length });
    for (const m of body.matchAll(
      /(?:import|export)\s*(?:\{[^}]*\}|\*(?:\s*as\s+\w+)?)?\s*(?:from\s*)?"(\/build\/[^"]+\.js)"/g,
    )) {
      queue.push(m[1]);
    }
  }
  return loaded;
}

/**
 * Libraries by a text only their production build contains; a page whose scripts hold one of
 * them in more than one file downloads (part of) it twice.
 */
export const LIBRARY_MARKERS = {
  "react-dom": "Minified React error",
  "@remix-run/router": "Cannot specify children on an index route",
  zod: "ZodError",
  i18next: "i18next",
} as const;

/** For each library the page carries, the files that contain it. */
export function librariesByFile(scripts: Map<string, LoadedScript>): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(LIBRARY_MARKERS)
      .map(([name, marker]) => [name, [...scripts].filter(([, s]) => s.body.includes(marker)).map(([path]) => path)])
      .filter(([, files]) => files.length > 0),
  );
}
