/// <reference types="@remix-run/dev" />
declare module "*.css" {
  const href: string;
  export default href;
}

/** A precompiled WebAssembly module (wrangler's CompiledWasm rule; vitest.config.ts for unit tests). */
declare module "*.wasm?module" {
  const module: WebAssembly.Module;
  export default module;
}
