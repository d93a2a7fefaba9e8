/**
 * The floor for bench:lighthouse: a bare Remix v2 page built with the app's classic compiler and
 * future flags (React + Remix and nothing else). The bench builds it into FLOOR_BUILD_DIR.
 */
import app from "../../../remix.config.js";

const out = process.env.FLOOR_BUILD_DIR ?? "../../results/floor";
/** @type {import('@remix-run/dev').AppConfig} */
export default {
  serverBuildPath: `${out}/index.mjs`,
  assetsBuildDirectory: `${out}/public/build`,
  publicPath: "/build/",
  serverModuleFormat: "esm",
  serverPlatform: "node",
  future: app.future,
};
