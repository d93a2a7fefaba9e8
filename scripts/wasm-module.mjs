/**
 * `import wasm from "….wasm?module"` outside workerd. In the Worker, wrangler's CompiledWasm
 * rule turns such an import into a precompiled WebAssembly.Module; unit tests (vite) and the
 * Node benches (esbuild) get the same thing by compiling the file when it is imported.
 */
import { createRequire } from "node:module";
import { dirname } from "node:path";

const require = createRequire(import.meta.url);
const SUFFIX = "?module";
const VIRTUAL = "\0wasm-module:";

/** The file a `….wasm?module` import names, from the importing file's folder. */
export const resolveWasmFile = (id, fromDir) => require.resolve(id.slice(0, -SUFFIX.length), { paths: [fromDir] });
const moduleSource = (file) =>
  `import { readFileSync } from "node:fs";\n` +
  `export default new WebAssembly.Module(readFileSync(${JSON.stringify(file)}));\n`;

/** For vitest.config.ts. */
export function viteWasmModules() {
  return {
    name: "wasm-module",
    enforce: "pre",
    resolveId(id, importer) {
      // Encoded, so the id does not look like a node_modules path that vitest would hand to Node.
      if (id.endsWith(`.wasm${SUFFIX}`))
        return (
          VIRTUAL + Buffer.from(resolveWasmFile(id, importer ? dirname(importer) : process.cwd())).toString("base64url")
        );
    },
    load(id) {
      if (id.startsWith(VIRTUAL)) return moduleSource(Buffer.from(id.slice(VIRTUAL.length), "base64url").toString());
    },
  };
}

/** For esbuild bundles run by Node (bench/). */
export function esbuildWasmModules() {
  return {
    name: "wasm-module",
    setup(build) {
      build.onResolve({ filter: /\.wasm\?module$/ }, (args) => ({
        path: resolveWasmFile(args.path, args.resolveDir),
        namespace: "wasm-module",
      }));
      build.onLoad({ filter: /.*/, namespace: "wasm-module" }, (args) => ({
        contents: moduleSource(args.path),
        loader: "js",
      }));
    },
  };
}
