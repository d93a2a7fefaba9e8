/**
 * One way to set up what tests need: `fixture(start, stop)` starts a fake or a Worker before the
 * tests of the file (or of the describe block it is called in) and stops it after them, so nothing
 * is left running and no file restates the beforeAll/afterAll pair. It hands back a stand-in that
 * forwards to the started value (reading it before the start is an error that says so).
 */
import { afterAll, beforeAll } from "vitest";
import { startFakeEmailProvider } from "../fakes/email-provider";
import { startFakeIdentityProvider } from "../fakes/identity-provider";
import { startFakeImageModels } from "../fakes/image-models";
import { startFakeStripe } from "../fakes/stripe";
import { startDevServer } from "./dev-server";
import { fixture as imageFixture } from "./images";
import { type StartWorkerOptions, workerFor } from "./worker";

export function fixture<T extends object>(start: () => Promise<T>, stop: (value: T) => unknown): T {
  let value: T | undefined;
  beforeAll(async () => {
    value = await start();
  });
  afterAll(async () => {
    if (value) await stop(value);
  });
  const started = () => {
    if (!value) throw new Error("A fixture was read before its beforeAll started it");
    return value;
  };
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(started(), key),
    set: (_, key, next) => Reflect.set(started(), key, next),
    has: (_, key) => Reflect.has(started(), key),
  });
}

/**
 * The app Worker; `options` is read when it starts, so it may name fakes started before it. Plain
 * variables come from the process's shared Worker as per-request settings; anything else (other
 * Workers beside it, a log reader, production) starts a Worker of its own.
 */
export const useWorker = (options: StartWorkerOptions | (() => StartWorkerOptions) = {}) =>
  fixture(
    () => workerFor(typeof options === "function" ? options() : options),
    (worker) => worker.dispose(),
  );

/** The app on `wrangler dev`, as `npm start` runs it; `options` is read when it starts, as for useWorker. */
export const useDevServer = (
  options: Parameters<typeof startDevServer>[0] | (() => Parameters<typeof startDevServer>[0]) = {},
) =>
  fixture(
    () => startDevServer(typeof options === "function" ? options() : options),
    (server) => server.stop(),
  );

/** The loopback image models, answering with a small room photo unless told otherwise. */
export const useFakeImageModels = (image?: Uint8Array) =>
  fixture(
    () => startFakeImageModels(image ?? imageFixture("room-small.png")),
    (fake) => fake.close(),
  );

export const useFakeStripe = () => fixture(startFakeStripe, (stripe) => stripe.close());
export const useFakeEmailProvider = () => fixture(startFakeEmailProvider, (provider) => provider.close());
export const useFakeIdentityProvider = () => fixture(startFakeIdentityProvider, (idp) => idp.close());
