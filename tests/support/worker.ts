/**
 * Starts the built Worker (build/worker/, what `wrangler deploy` uploads) in Miniflare with the real migrations
 * applied: real D1, R2 and Durable Objects in workerd. Tests talk HTTP to it.
 */
import { existsSync, readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import type { Readable } from "node:stream";
import { FormData, Miniflare, type RequestInit as MfRequestInit, type WorkerOptions } from "miniflare";
import { DEVELOPMENT_VARS } from "../../scripts/offline-env.mjs";
import { migrationStatements } from "./migrations";
import type { TestUser } from "./users";
import { recordWorkerError } from "./worker-log";
import { ASSETS, COMPATIBILITY_DATE, storageBindings } from "./wrangler-config";

export interface TestWorker {
  mf: Miniflare;
  origin: string;
  fetch(path: string, init?: MfRequestInit): ReturnType<Miniflare["dispatchFetch"]>;
  db(): Promise<D1Database>;
  bucket(): Promise<R2Bucket>;
  dispose(): Promise<void>;
}

export const TEST_ORIGIN = "http://localhost";

/** A complete production configuration (outside services point at closed loopback ports). */
export const PRODUCTION_VARS = {
  ENVIRONMENT: "production",
  APP_URL: "https://roommuse.example",
  SESSION_SECRET: "a-production-secret-that-is-long-enough-0123456789",
  EMAIL_PROVIDER: "http",
  EMAIL_API_URL: "http://127.0.0.1:9/email",
  EMAIL_API_KEY: "key",
  EMAIL_FROM: "RoomMuse <hello@roommuse.example>",
  MODEL_PROVIDER: "gemini",
  GEMINI_API_KEY: "key",
};

/**
 * A browser's form post without JavaScript (url-encoded fields, or multipart for a FormData with
 * files; the redirect handed back rather than followed), for `worker.fetch(path, formPost(...))`.
 */
export const formPost = (fields: Record<string, string> | string | FormData, headers: Record<string, string> = {}) => ({
  method: "POST",
  body: typeof fields === "string" || fields instanceof FormData ? fields : new URLSearchParams(fields).toString(),
  headers: fields instanceof FormData ? headers : { "Content-Type": "application/x-www-form-urlencoded", ...headers },
  redirect: "manual" as const,
});

/**
 * A JSON POST of `body` with `headers`, as the app's client sends one, for `worker.fetch(path, jsonPost(...))`.
 * A string body is sent as it is (malformed JSON), and `headers` may name another Content-Type.
 */
export const jsonPost = (body: unknown, headers: Record<string, string> = {}) => ({
  method: "POST",
  headers: { "Content-Type": "application/json", ...headers },
  body: typeof body === "string" ? body : JSON.stringify(body),
});

/**
 * POSTs `body` to the image tool at `slug` as `user` (null: signed out, from the app's own origin)
 * and answers the status, the headers and the JSON body.
 */
export async function postToTool(
  worker: TestWorker,
  user: TestUser | null,
  slug: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  const response = await worker.fetch(
    `/api/image-editing/${slug}`,
    jsonPost(body, { ...(user?.headers ?? { Origin: worker.origin }), ...headers }),
  );
  // biome-ignore lint/suspicious/noExplicitAny: each test reads what it asserts; a wrong field fails there
  return { status: response.status, headers: response.headers, body: (await response.json()) as any };
}

/** A multipart form of `fields`: a text, or a file part as [its bytes as a Blob, its name] (see fixtureFile). */
export function multipartForm(fields: Record<string, string | readonly [Blob, string]>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === "string") form.append(name, value);
    else form.append(name, ...value);
  }
  return form;
}

function pipeLines(stream: Readable, onLine: (line: string) => void) {
  let buffer = "";
  stream.setEncoding("utf8");
  stream.on("data", (chunk: string) => {
    buffer += chunk;
    const lines = buffer.split("\n");
    buffer = lines.pop() ?? "";
    lines.forEach(onLine);
  });
}

export interface StartWorkerOptions {
  vars?: Record<string, string>;
  /** Extra Workers run beside the app (e.g. a fake AI service), reachable through `serviceBindings`. */
  workers?: WorkerOptions[];
  /** Binding name → name of one of `workers`. */
  serviceBindings?: Record<string, string>;
  /** Opens the V8 inspector on this port (benches read the isolate's memory through it). */
  inspectorPort?: number;
  /** The deployed version the Worker sees (its version metadata binding), as after a deploy. */
  versionId?: string;
  /** Keeps the edge cache in this directory, so a second Worker (a later deploy) finds it. */
  cachePersist?: string;
  /** Receives every line the Worker writes to stderr (tests that assert what an operator reads). */
  onStderr?: (line: string) => void;
}

/** The app Worker's code as wrangler bundles it: index.js and the WebAssembly modules it imports. */
export function builtWorkerScript() {
  const dir = resolve("build/worker");
  if (!existsSync(join(dir, "index.js")))
    throw new Error("build/worker/index.js is missing: run `npm run build` (npm test does it for you)");
  // Listed rather than discovered: Miniflare's import scanner refuses the bundle's dynamic imports.
  const wasm = readdirSync(dir).filter((file) => file.endsWith(".wasm"));
  return {
    modulesRoot: dir,
    modules: [
      { type: "ESModule" as const, path: join(dir, "index.js") },
      ...wasm.map((file) => ({ type: "CompiledWasm" as const, path: join(dir, file) })),
    ],
  };
}

export async function startWorker(options: StartWorkerOptions = {}): Promise<TestWorker> {
  const app = {
    name: "app",
    ...builtWorkerScript(),
    compatibilityDate: COMPATIBILITY_DATE,
    ...storageBindings("test-db"),
    bindings: {
      ...DEVELOPMENT_VARS,
      ...options.vars,
      ...(options.versionId ? { CF_VERSION_METADATA: { id: options.versionId, tag: "", timestamp: "" } } : {}),
    },
    assets: { ...ASSETS, routerConfig: { has_user_worker: true } },
    serviceBindings: options.serviceBindings,
  };
  const mf = new Miniflare({
    ...(options.workers?.length ? { workers: [app, ...options.workers] } : app),
    inspectorPort: options.inspectorPort,
    cachePersist: options.cachePersist,
    handleRuntimeStdio(stdout: Readable, stderr: Readable) {
      pipeLines(stdout, () => {});
      pipeLines(stderr, (line) => {
        options.onStderr?.(line);
        if (/error/i.test(line)) recordWorkerError(line);
      });
    },
  });
  await mf.ready;
  const db = await mf.getD1Database("DB");
  for (const statement of migrationStatements()) await db.prepare(statement).run();

  return {
    mf,
    origin: TEST_ORIGIN,
    fetch: (path, init) => mf.dispatchFetch(new URL(path, TEST_ORIGIN), init),
    db: () => mf.getD1Database("DB") as unknown as Promise<D1Database>,
    bucket: () => mf.getR2Bucket("IMAGES") as unknown as Promise<R2Bucket>,
    dispose: () => mf.dispose(),
  };
}
