/**
 * The local image engine as a bundle of its own (docs/decisions/0030): development only, so it is
 * never part of the production upload. `npm run build` and `npm start` write it to
 * build/local-engine/ (local-engine.js and the precompiled WebAssembly decoders it imports), and
 * only development Workers are given it: the tests' Miniflare (tests/support/worker.ts) and
 * `wrangler dev`, through a development config that adds these files as modules of the Worker.
 */
import { copyFileSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";
import { build } from "esbuild";
import { experimental_readRawConfig } from "wrangler";
import { resolveWasmFile } from "./wasm-module.mjs";

export const LOCAL_ENGINE_DIR = "build/local-engine";
/** The module name the app imports it by (LOCAL_ENGINE_MODULE in app/services/image-providers/local.server.ts). */
export const LOCAL_ENGINE_FILE = "local-engine.js";
/** wrangler.toml plus the engine: the config `wrangler dev` runs (generated; in the root, beside .dev.vars). */
export const DEVELOPMENT_CONFIG = ".wrangler.development.json";

/** `….wasm?module` imports become CompiledWasm modules beside the bundle, as wrangler does for the app. */
const precompiledWasm = (outdir) => ({
  name: "precompiled-wasm",
  setup(builder) {
    builder.onResolve({ filter: /\.wasm\?module$/ }, (args) => {
      const file = resolveWasmFile(args.path, args.resolveDir);
      copyFileSync(file, join(outdir, basename(file)));
      return { path: `./${basename(file)}`, external: true };
    });
  },
});

/** Bundles the engine the way the Remix build bundles the app (remix.config.js), and writes the development config. */
export async function buildLocalEngine() {
  rmSync(LOCAL_ENGINE_DIR, { recursive: true, force: true });
  mkdirSync(LOCAL_ENGINE_DIR, { recursive: true });
  await build({
    entryPoints: ["app/services/image-providers/local/index.server.ts"],
    outfile: join(LOCAL_ENGINE_DIR, LOCAL_ENGINE_FILE),
    bundle: true,
    format: "esm",
    platform: "neutral",
    conditions: ["workerd", "worker", "browser"],
    mainFields: ["browser", "module", "main"],
    target: "es2022",
    minify: true,
    alias: { "~": "./app" },
    plugins: [precompiledWasm(LOCAL_ENGINE_DIR)],
    logLevel: "warning",
  });
  writeDevelopmentConfig();
}

/**
 * wrangler.toml as it is, plus the engine's files as additional modules: only `wrangler dev` reads
 * this file, so a deploy (which reads wrangler.toml) can never upload the engine.
 */
function writeDevelopmentConfig() {
  const { rawConfig } = experimental_readRawConfig({ config: "wrangler.toml" });
  const config = {
    ...rawConfig,
    find_additional_modules: true,
    base_dir: `./${LOCAL_ENGINE_DIR}`,
    rules: [
      { type: "ESModule", globs: [LOCAL_ENGINE_FILE], fallthrough: false },
      { type: "CompiledWasm", globs: ["*.wasm"], fallthrough: false },
    ],
  };
  writeFileSync(DEVELOPMENT_CONFIG, `${JSON.stringify(config, null, 2)}\n`);
}

if (import.meta.url === `file://${process.argv[1]}`) await buildLocalEngine();
