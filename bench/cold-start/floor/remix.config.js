/**
 * The floor for bench:cold-start: the bare Remix v2 page of bench:lighthouse (React + Remix and
 * nothing else) as a Cloudflare Worker, built with the app's classic compiler settings
 * (../../../remix.config.js) into FLOOR_BUILD_DIR.
 */
import app from "../../../remix.config.js";

const out = process.env.FLOOR_BUILD_DIR ?? "../../results/cold-start-floor";
/** @type {import('@remix-run/dev').AppConfig} */
export default {
  appDirectory: "../../lighthouse/floor/app",
  server: "./server.ts",
  serverBuildPath: `${out}/index.js`,
  assetsBuildDirectory: `${out}/public/build`,
  publicPath: "/build/",
  serverConditions: app.serverConditions,
  serverDependenciesToBundle: "all",
  serverMainFields: app.serverMainFields,
  serverMinify: app.serverMinify,
  serverModuleFormat: app.serverModuleFormat,
  serverPlatform: app.serverPlatform,
  future: app.future,
};
