#!/usr/bin/env node
// The browser scripts of the signed-in pages (docs/decisions/0027): one entry a page, with its
// routes' modules from the root down and app/page-runtime/remix-in-the-browser.tsx where they
// import @remix-run/react, split into files the pages share, in public/pages/ (Remix empties
// public/build/ as it builds). Writes build/page-scripts.json (each page's entry and the files it
// imports), which the server bundles: so this runs before `remix build` (scripts/build.mjs and
// scripts/start.mjs).
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { readConfig } from "@remix-run/dev/dist/config.js";
import * as esbuild from "esbuild";

const root = process.cwd();
const OUT_DIR = "public/pages";
const PUBLIC_PATH = "/pages/";
const MANIFEST = "build/page-scripts.json";
/** The pages with scripts of their own: the signed-in area's. */
const AREA = "routes/app";
/** What the browser takes from a route module; the rest (loader, action, meta, links) is the server's. */
const BROWSER_EXPORTS = ["default", "ErrorBoundary", "handle"];

const config = await readConfig(root);
const routes = Object.values(config.routes);
const byId = new Map(routes.map((route) => [route.id, route]));
const chain = (route) => (route.parentId ? [...chain(byId.get(route.parentId)), route] : [route]);
const fileOf = (route) => join(config.appDirectory, route.file);

/** A module's exports, read by esbuild without bundling. */
async function exportsOf(file) {
  const result = await esbuild.build({
    entryPoints: [file],
    bundle: false,
    write: false,
    metafile: true,
    format: "esm",
  });
  return Object.values(result.metafile.outputs)[0].exports;
}

const exported = new Map();
for (const route of routes) exported.set(route.id, await exportsOf(fileOf(route)));
const pages = routes.filter((route) => route.parentId === AREA && exported.get(route.id).includes("default"));

/** A page's entry: its routes' browser exports, handed to start-page.tsx. */
function entrySource(page) {
  const modules = chain(page).map((route, i) => {
    const names = BROWSER_EXPORTS.filter((name) => exported.get(route.id).includes(name));
    const picked = names.map((name) => `${name}: m${i}.${name}`);
    return {
      line: `import * as m${i} from ${JSON.stringify(fileOf(route))};`,
      module: `{ id: ${JSON.stringify(route.id)}, ${picked.join(", ")} }`,
    };
  });
  return [
    'import { startPage } from "~/page-runtime/start-page";',
    ...modules.map((m) => m.line),
    `startPage([${modules.map((m) => m.module).join(", ")}]);`,
  ].join("\n");
}

/** Remix's browser build, as far as these pages need it: `.server` modules are empty, styles are the server's. */
const asRemixBuildsForTheBrowser = {
  name: "page-scripts",
  setup(build) {
    build.onResolve({ filter: /^page:/ }, (args) => ({ path: args.path.slice("page:".length), namespace: "page" }));
    build.onLoad({ filter: /.*/, namespace: "page" }, (args) => ({
      contents: entrySource(byId.get(args.path)),
      resolveDir: root,
      loader: "ts",
    }));
    build.onResolve({ filter: /^@remix-run\/react$/ }, () => ({
      path: join(config.appDirectory, "page-runtime/remix-in-the-browser.tsx"),
    }));
    build.onResolve({ filter: /\.server(\.[jt]sx?)?$/ }, (args) => ({ path: args.path, namespace: "empty" }));
    build.onResolve({ filter: /\.css$/ }, (args) => ({ path: args.path, namespace: "empty" }));
    build.onLoad({ filter: /.*/, namespace: "empty" }, () => ({ contents: "module.exports = {};", loader: "js" }));
  },
};

rmSync(OUT_DIR, { recursive: true, force: true });
const entryName = (id) => id.replace(/^routes\//, "").replace(/[^\w.-]/g, "_");
const result = await esbuild.build({
  entryPoints: Object.fromEntries(pages.map((page) => [entryName(page.id), `page:${page.id}`])),
  absWorkingDir: root,
  outdir: OUT_DIR,
  entryNames: "[name]-[hash]",
  chunkNames: "_shared/[name]-[hash]",
  publicPath: PUBLIC_PATH,
  bundle: true,
  splitting: true,
  format: "esm",
  target: "es2022",
  platform: "browser",
  minify: true,
  jsx: "automatic",
  define: { "process.env.NODE_ENV": '"production"' },
  conditions: ["browser", "module"],
  plugins: [asRemixBuildsForTheBrowser],
  metafile: true,
  logLevel: "warning",
});

const outputs = result.metafile.outputs;
const url = (file) => PUBLIC_PATH + relative(OUT_DIR, file).replaceAll("\\", "/");
/** The files an output imports statically, and theirs: what the page needs before it can start. */
function importsOf(file, seen = new Set()) {
  for (const { path, kind } of outputs[file].imports) {
    if (kind !== "import-statement" || seen.has(path)) continue;
    seen.add(path);
    importsOf(path, seen);
  }
  return seen;
}
const manifest = {};
for (const [file, output] of Object.entries(outputs)) {
  if (!output.entryPoint?.startsWith("page:")) continue;
  const id = output.entryPoint.slice("page:".length);
  manifest[id] = { entry: url(file), imports: [...importsOf(file)].map(url) };
}
mkdirSync(dirname(MANIFEST), { recursive: true });
writeFileSync(MANIFEST, `${JSON.stringify(manifest, null, 2)}\n`);
const files = Object.values(manifest).map((page) => page.imports.length + 1);
const range = `${Math.min(...files)}–${Math.max(...files)} files each`;
console.log(`[roommuse] page scripts: ${pages.length} pages in ${OUT_DIR} (${range})`);
