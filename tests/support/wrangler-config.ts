/**
 * The Worker's compatibility date and bindings as wrangler.toml declares them, turned into Miniflare's
 * options, so the test harness and the benches run the Worker the way wrangler deploys it instead of
 * restating its configuration. Only the bindings that run locally are taken: the AI binding is remote
 * and the tests stand a fake in for it (tests/fakes/image-models.ts).
 */
import { resolve } from "node:path";
import { unstable_getDurableObjectClassNameToUseSQLiteMap, unstable_readConfig } from "wrangler";

const config = unstable_readConfig({ config: resolve("wrangler.toml") });

/** wrangler.toml's compatibility_date, for the app and every Worker run beside it. */
export const COMPATIBILITY_DATE = config.compatibility_date ?? "";
if (!COMPATIBILITY_DATE) throw new Error("wrangler.toml has no compatibility_date");

const sqliteClasses = unstable_getDurableObjectClassNameToUseSQLiteMap(config.migrations);

/**
 * D1 databases, R2 buckets, the e-mail and Images bindings and Durable Objects by their binding names.
 * `store` names the local storage (one D1 database per name; a Worker beside the app reaches the same
 * one by the same name);
 * `scriptName` points the object bindings at the Worker that defines the class.
 */
export function storageBindings(store: string, scriptName?: string) {
  return {
    d1Databases: Object.fromEntries(config.d1_databases.map((d1: { binding: string }) => [d1.binding, store])),
    r2Buckets: config.r2_buckets.map((r2: { binding: string }) => r2.binding),
    // Cloudflare Email Sending's local mode: Miniflare logs each message and writes its parts to files.
    email: { send_email: config.send_email },
    // The Images binding's local mode: Sharp, in this Node process, offline.
    ...(config.images ? { images: { binding: config.images.binding } } : {}),
    durableObjects: Object.fromEntries(
      config.durable_objects.bindings.map((object: { name: string; class_name: string }) => [
        object.name,
        { className: object.class_name, scriptName, useSQLite: sqliteClasses.get(object.class_name) ?? false },
      ]),
    ),
  };
}

/** The static assets binding and the folder it serves. */
export const ASSETS = {
  directory: resolve(config.assets?.directory ?? "public"),
  binding: config.assets?.binding ?? "ASSETS",
};
