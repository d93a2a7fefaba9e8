/** Single fetch is on (remix.config.js), so loader and action data are typed the way it sends them. */
import "@remix-run/server-runtime";

declare module "@remix-run/server-runtime" {
  interface Future {
    v3_singleFetch: true;
  }
}
