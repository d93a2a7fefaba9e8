/**
 * The local engine's provider (MODEL_PROVIDER=local, development only; production refuses it).
 * The engine and its WebAssembly codecs are not in the production bundle: `npm run build` bundles
 * them apart, as build/local-engine/ (scripts/local-engine.mjs), and only a development Worker
 * is given that module (the tests' Miniflare, `npm start`'s wrangler dev). It is imported when a
 * generation first needs it (docs/decisions/0030).
 */
import type { runLocal } from "./local/index.server";
import { LOCAL_WORKING_SIDE } from "./local/working-side";
import { ProviderError, UnreadableImageError, type ModelProvider } from "./types";

/** The engine's module name, beside the Worker's main module. */
export const LOCAL_ENGINE_MODULE = "./local-engine.js";

type LocalEngine = { runLocal: typeof runLocal };
let engine: Promise<LocalEngine> | undefined;

/** The name is a variable, so no bundler follows it: the production bundle cannot come to contain the engine. */
const importModule = (name: string) => import(/* @vite-ignore */ name) as Promise<LocalEngine>;

function loadEngine(): Promise<LocalEngine> {
  engine ??= importModule(LOCAL_ENGINE_MODULE).catch((error: unknown) => {
    engine = undefined;
    throw new ProviderError(`the local engine is not in this Worker (it is development only): ${error}`);
  });
  return engine;
}

/**
 * The engine is a bundle of its own, with its own copy of the error classes: its errors are made
 * the app's again, so the pipeline tells an unreadable photo (422) from any other failure.
 */
function asAppError(error: unknown): unknown {
  if (!(error instanceof Error) || error instanceof ProviderError) return error;
  if (error.name === "UnreadableImageError") {
    const unreadable = new UnreadableImageError(String((error as { slot?: unknown }).slot), error);
    unreadable.message = error.message;
    return unreadable;
  }
  return error.name === "ProviderError" ? new ProviderError(error.message) : error;
}

export function localProvider(): ModelProvider {
  // A preview: it works at LOCAL_WORKING_SIDE whatever the account, so never 4K. Its inputs are
  // fitted to that side by the Images binding first, like a remote model's, so a Premium
  // full-resolution photo is never decoded at full size inside the isolate.
  return {
    name: "local",
    model: "local",
    maxInputSide: LOCAL_WORKING_SIDE,
    maxResultSide: LOCAL_WORKING_SIDE,
    async generate(request) {
      const { runLocal } = await loadEngine();
      return runLocal(request).catch((error: unknown) => {
        throw asAppError(error);
      });
    },
  };
}
