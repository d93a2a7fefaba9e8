/**
 * The codebase's own rules, checked on every unit run so they cannot regress
 * (docs/architecture.md): which layer may import which, no import cycles, app/ never imports
 * server/, and the decision records are numbered once, each with a date and a status.
 */
import { execSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { dirname, join, normalize } from "node:path";
import { describe, expect, it } from "vitest";

const tracked = execSync("git ls-files -co --exclude-standard", { encoding: "utf8" }).split("\n").filter(Boolean);
const sources = tracked.filter((f) => /^(app|server|db)\/.*\.tsx?$/.test(f) && !f.endsWith(".d.ts"));
const known = new Set(sources);

interface Edge {
  from: string;
  to: string;
  typeOnly: boolean;
}

/** Every import and re-export between our own files (packages are not followed). */
function edgesOf(file: string): Edge[] {
  const text = readFileSync(file, "utf8");
  const edges: Edge[] = [];
  for (const match of text.matchAll(/^\s*(?:import|export)\s+(type\s+)?(?:[^;"]*?\s+from\s+)?"([^"]+)"/gm)) {
    const spec = match[2];
    let base: string;
    if (spec.startsWith("~/")) base = join("app", spec.slice(2));
    else if (spec.startsWith(".")) base = normalize(join(dirname(file), spec));
    else continue;
    const to = [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts")].find((c) => known.has(c));
    if (to) edges.push({ from: file, to, typeOnly: Boolean(match[1]) });
  }
  return edges;
}

const edges = sources.flatMap(edgesOf);
const isTest = (file: string) => /\.test\.tsx?$/.test(file);

/** The layer a file belongs to: app/<folder>, app's top-level files, server or db. */
function layerOf(file: string): string {
  const parts = file.split("/");
  if (parts[0] !== "app") return parts[0];
  if (parts.length > 2) return `app/${parts[1]}`;
  return /^i18n/.test(parts[1]) ? "app/i18n" : "app/entry";
}

/** Who may import whom (docs/architecture.md). A layer may always import itself. */
const MAY_IMPORT: Record<string, string[]> = {
  server: ["app/*", "db"],
  db: [],
  "app/entry": ["app/*"],
  "app/routes": ["app/components", "app/models", "app/tools", "app/services", "app/utils", "app/i18n", "app/locales"],
  "app/components": ["app/tools", "app/models", "app/services", "app/utils", "app/i18n", "app/locales"],
  "app/models": ["app/tools", "app/services", "app/utils", "app/i18n", "db"],
  // The tool registry is a leaf: the domain, the pages and the adapters read it, it reads none of them.
  "app/tools": ["app/utils"],
  "app/services": ["app/utils", "app/i18n", "db"],
  "app/i18n": ["app/locales", "app/tools", "app/utils"],
  "app/locales": [],
  "app/utils": [],
  "app/styles": [],
};

/**
 * Adapters that lean on a domain fact, each for a reason; the list is short on purpose, and a new
 * entry needs a reason as good as these.
 */
const ADAPTER_EXCEPTIONS: Record<string, string> = {
  "app/services/images/validate.server.ts -> app/tools/limits.ts": "the upload limits have one home",
  "app/services/image-providers/local/restyle.ts -> app/locales/en.ts": "the local preview's caption",
  "app/services/image-providers/local/restyle.ts -> app/locales/es.ts": "the local preview's caption",
};

const allowed = (edge: Edge) => {
  const from = layerOf(edge.from);
  const to = layerOf(edge.to);
  if (from === to) return true;
  // The image providers take requests shaped by the tools (ids, styles): types only.
  if (from === "app/services" && to === "app/tools" && edge.typeOnly) return true;
  if (ADAPTER_EXCEPTIONS[`${edge.from} -> ${edge.to}`]) return true;
  return (MAY_IMPORT[from] ?? []).some((rule) => rule === to || (rule === "app/*" && to.startsWith("app/")));
};

describe("layers", () => {
  it("app/ never imports server/", () => {
    const offenders = edges.filter((e) => e.from.startsWith("app/") && e.to.startsWith("server/"));
    expect(offenders.map((e) => `${e.from} -> ${e.to}`)).toEqual([]);
  });

  it("nothing under app/ (tests aside) even names server/, so no reader takes it for a dependency", () => {
    const naming = sources.filter(
      (f) => f.startsWith("app/") && !isTest(f) && readFileSync(f, "utf8").includes("server/"),
    );
    expect(naming).toEqual([]);
  });

  it("every import goes the way docs/architecture.md allows", () => {
    const offenders = edges.filter((e) => !isTest(e.from) && !allowed(e));
    expect(offenders.map((e) => `${e.from} (${layerOf(e.from)}) -> ${e.to} (${layerOf(e.to)})`)).toEqual([]);
  });

  it("the domain imports nothing from components or locales, and utils import nothing else", () => {
    const offenders = edges.filter(
      (e) =>
        (layerOf(e.from) === "app/models" && /^app\/(components|locales)\//.test(e.to)) ||
        (layerOf(e.from) === "app/utils" && layerOf(e.to) !== "app/utils"),
    );
    expect(offenders.map((e) => `${e.from} -> ${e.to}`)).toEqual([]);
  });

  it("the import graph has no cycles (type imports included)", () => {
    const next = new Map<string, string[]>();
    for (const e of edges) next.set(e.from, [...(next.get(e.from) ?? []), e.to]);
    const state = new Map<string, "open" | "done">();
    const path: string[] = [];
    const cycles: string[] = [];
    const visit = (file: string) => {
      state.set(file, "open");
      path.push(file);
      for (const to of next.get(file) ?? []) {
        if (state.get(to) === "open") cycles.push([...path.slice(path.indexOf(to)), to].join(" -> "));
        else if (!state.has(to)) visit(to);
      }
      path.pop();
      state.set(file, "done");
    };
    for (const file of sources) if (!state.has(file)) visit(file);
    expect(cycles).toEqual([]);
  });

  it("sees the imports it checks (the parser is not blind)", () => {
    expect(
      edges.some((e) => e.from === "server/load-context.ts" && e.to === "app/models/credit-account.server.ts"),
    ).toBe(true);
    expect(edges.some((e) => e.from.startsWith("app/routes/") && e.to === "app/services/api.server.ts")).toBe(true);
  });
});

describe("the browser bundle", () => {
  // A route file's loader and action (and what only they import) are stripped from its browser
  // chunk; any other module a screen imports ships whole. zod validates on the server only.
  const browserModules = sources.filter(
    (f) => f.startsWith("app/") && !f.startsWith("app/routes/") && !/\.server\.tsx?$/.test(f) && !isTest(f),
  );

  const importing = (library: string, modules = browserModules) =>
    modules.filter((f) =>
      new RegExp(`^\\s*import\\s+(?!type\\b)[^;]*?from\\s+"${library}"`, "m").test(readFileSync(f, "utf8")),
    );

  it("loads no zod: schemas live in *.server.ts modules", () => {
    expect(importing("zod")).toEqual([]);
  });

  it("loads no i18next: screens translate with app/i18n-react.tsx and the texts the page brought", () => {
    // Route files count here: their components ship to the browser.
    const screens = sources.filter((f) => f.startsWith("app/") && !/\.server\.tsx?$/.test(f) && !isTest(f));
    const offenders = ["i18next", "react-i18next", "remix-i18next/react"].flatMap((lib) => importing(lib, screens));
    expect(offenders).toEqual([]);
  });

  // docs/decisions/0023: the shared client code is one file, with React, because every entry
  // reaches app/components/kit.ts; and no signed-in page loads an empty `.server` stand-in.
  const routeModules = sources.filter((f) => /^app\/routes\/([^/]+\.tsx|[^/]+\/route\.tsx)$/.test(f));
  const valueImports = (file: string) =>
    [...readFileSync(file, "utf8").matchAll(/^\s*(?:import|export)\s+(?!type\b)[^;"]*?from\s+"([^"]+)"/gm)].map(
      (m) => m[1],
    );

  const screenRoutes = routeModules.filter((f) => /^export default /m.test(readFileSync(f, "utf8")));

  it("every entry (entry.client, root, each screen) takes something from the client kit", () => {
    const entries = ["app/entry.client.tsx", "app/root.tsx", ...screenRoutes];
    const missing = entries.filter((f) => !valueImports(f).some((spec) => /(^~|\.)\/components\/kit$/.test(spec)));
    expect(missing).toEqual([]);
    expect(screenRoutes.length).toBeGreaterThan(20);
  });

  it("no screen takes values from the tool registry, which reaches every tool's module", () => {
    // A screen imports its own tool's module and app/tools/shared.ts; the registry is the server's.
    const screens = [...browserModules, ...screenRoutes].filter((f) => !f.startsWith("app/tools/"));
    expect(importing("~/tools", screens)).toEqual([]);
  });

  // A module the browser loads on demand (`import("~/…")`) is an entry of the build of its own.
  const onDemand = new Set(
    browserModules.flatMap((f) =>
      [...readFileSync(f, "utf8").matchAll(/\bimport\("~\/([^"]+)"\)/g)].map(
        (m) => [`app/${m[1]}.ts`, `app/${m[1]}.tsx`].find((c) => known.has(c)) ?? m[1],
      ),
    ),
  );

  it("only entries import the client kit (a component importing it would pull every screen's code)", () => {
    const importers = edges.filter((e) => e.to === "app/components/kit.ts").map((e) => e.from);
    expect(
      importers.filter(
        (f) => !f.startsWith("app/routes/") && !/^app\/(root|entry\.client)\.tsx$/.test(f) && !onDemand.has(f),
      ),
    ).toEqual([]);
  });

  it("a module loaded on demand takes something from the client kit, or React's file would split", () => {
    expect([...onDemand].sort()).toEqual([
      "app/components/photo-preparation.ts",
      "app/components/tools-kit.ts",
      "app/components/wizard/onboarding.tsx",
      "app/components/wizard/result-extras.ts",
    ]);
    const missing = [...onDemand].filter((f) => !valueImports(f).some((spec) => spec === "~/components/kit"));
    expect(missing).toEqual([]);
  });

  it("a signed-in route reaches server code only through its own `.server` module", () => {
    // The browser build replaces each server import with an empty module per import path; a path
    // two routes share becomes an empty file both pages download.
    const offenders = routeModules
      .filter((f) => f.startsWith("app/routes/app."))
      .flatMap((file) =>
        valueImports(file)
          .filter((spec) => /\.server$|^@remix-run\/cloudflare$/.test(spec))
          .filter((spec) => !/^\.\/[^/]+\.server$/.test(spec) || spec === "./route.server")
          .map((spec) => `${file} imports ${spec}`),
      );
    expect(offenders).toEqual([]);
  });

  it("sees the modules it checks", () => {
    expect(browserModules).toContain("app/tools/recolor.ts");
    expect(browserModules).not.toContain("app/tools/recolor.server.ts");
  });
});

describe("decision records", () => {
  const records = tracked.filter((f) => /^docs\/decisions\/\d{4}-.*\.md$/.test(f));

  it("are numbered once each", () => {
    const numbers = records.map((f) => f.slice("docs/decisions/".length, "docs/decisions/".length + 4));
    expect(numbers.filter((n, i) => numbers.indexOf(n) !== i)).toEqual([]);
  });

  it("each carry a date and a status under the title", () => {
    const missing = records.filter(
      (f) => !/^# .+\n\nDate: \d{4}-\d{2}-\d{2} · Status: /m.test(readFileSync(f, "utf8")),
    );
    expect(missing).toEqual([]);
  });
});
