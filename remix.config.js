/** Classic Remix compiler targeting Cloudflare Workers (see docs/decisions/0001). */
/** @type {import('@remix-run/dev').AppConfig} */
export default {
  // `*.server.ts` beside a route file is that route's server code, not a route (docs/decisions/0023).
  ignoredRouteFiles: ["**/.*", "**/*.test.{ts,tsx}", "**/*.server.{ts,tsx}"],
  server: "./server/index.ts",
  serverBuildPath: "build/index.js",
  serverConditions: ["workerd", "worker", "browser"],
  // Everything is bundled except `cloudflare:` built-ins and precompiled WebAssembly
  // (`….wasm?module`), which wrangler bundles as CompiledWasm modules (docs/decisions/0007).
  serverDependenciesToBundle: [/^(?!cloudflare:)(?!.*\.wasm\?module$)/],
  serverMainFields: ["browser", "module", "main"],
  serverMinify: true,
  serverModuleFormat: "esm",
  serverPlatform: "neutral",
  assetsBuildDirectory: "public/build",
  publicPath: "/build/",
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: true,
  },
};
