/**
 * Starts the built Worker (build/worker/, what `wrangler deploy` uploads) in Miniflare with the real migrations
 * applied: real D1, R2 and Durable Objects in workerd. Tests talk HTTP to it.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { Readable } from "node:stream";
import {
  FormData,
  Headers as MfHeaders,
  Log,
  LogLevel,
  Miniflare,
  type RequestInit as MfRequestInit,
  type WorkerOptions,
} from "miniflare";
import { LOCAL_ENGINE_DIR, LOCAL_ENGINE_FILE } from "../../scripts/local-engine.mjs";
import { DEVELOPMENT_VARS } from "../../scripts/offline-env.mjs";
import { TEST_SETTINGS_HEADER } from "../../server/test-settings";
import { type Harness, harnessBucket, harnessDatabase, harnessOf, harnessWorker } from "./harness";
import { migrationStatements } from "./migrations";
import type { TestUser } from "./users";
import { recordWorkerError } from "./worker-log";
import { ASSETS, COMPATIBILITY_DATE, storageBindings } from "./wrangler-config";
import { decode } from "turbo-stream";

export interface TestWorker {
  mf: Miniflare;
  /** The settings this worker's requests carry over the Worker's own (see withTestSettings). */
  settings: Record<string, string>;
  origin: string;
  fetch(path: string, init?: MfRequestInit): ReturnType<Miniflare["dispatchFetch"]>;
  /** The door to the app's storage that tests use (tests/support/harness.ts), never the binding proxy. */
  harness: Harness;
  /**
   * Real HTTP straight to the app's own socket, as a browser meets the Worker: Miniflare's entry
   * (what `fetch` goes through) re-sends a response chunked, so a body cut short behind a
   * declared Content-Length reaches `fetch` as complete; here it fails as it does for the user.
   */
  directFetch(path: string, init?: RequestInit): Promise<Response>;
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

/**
 * One route's loader data as a client navigation to `path` gets it: the framework's single-fetch
 * request (`<path>.data?_routes=<route>`), decoded with the framework's own codec (turbo-stream).
 */
export async function routeData<T>(worker: TestWorker, path: string, route: string, headers: Record<string, string>) {
  const response = await worker.fetch(`${path}.data?_routes=${encodeURIComponent(route)}`, { headers });
  if (response.status !== 200 || !response.body) throw new Error(`${path}.data answered ${response.status}`);
  const decoded = await decode(response.body as unknown as ReadableStream<Uint8Array>);
  await decoded.done;
  const routes = decoded.value as Record<string, { data?: T; error?: unknown }>;
  if (!routes[route] || !("data" in routes[route])) throw new Error(`${path}.data has no data for ${route}`);
  return routes[route].data as T;
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
  /**
   * Why the file needs a Worker of its own rather than the shared one with settings (one line:
   * e.g. "the test switch must be off"). Any option but `vars` implies it.
   */
  own?: string;
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
  /** Serves this folder as the static assets instead of public/ (a site whose files a script wrote). */
  assetsDirectory?: string;
  /** Receives every line the Worker writes to stderr (tests that assert what an operator reads). */
  onStderr?: (line: string) => void;
  /** False: the upload alone, as production runs it, without the development engine beside it. */
  localEngine?: boolean;
  /**
   * Receives what Miniflare itself logs, such as each message the `send_email` binding took (its
   * headers, and the files that hold its text and HTML).
   */
  onPlatformLog?: (message: string) => void;
  /** Locks the `send_email` binding to these senders, as `allowed_sender_addresses` in wrangler.toml does. */
  allowedEmailSenders?: string[];
}

/** Miniflare's log, handed to a reader instead of the console. */
class ReadLog extends Log {
  constructor(private readonly read: (message: string) => void) {
    super(LogLevel.INFO);
  }
  logWithLevel(level: LogLevel, message: string) {
    if (level <= this.level) this.read(message);
  }
}

/**
 * The app Worker's code: the upload exactly as wrangler bundles it (build/worker/), and beside it,
 * unless `localEngine` is false, the development engine's modules (build/local-engine/), which the
 * upload imports by name only when MODEL_PROVIDER=local (docs/decisions/0030).
 */
export function builtWorkerScript({ localEngine = true } = {}) {
  const dir = resolve("build/worker");
  const engineDir = resolve(LOCAL_ENGINE_DIR);
  if (!existsSync(join(dir, "index.js")) || (localEngine && !existsSync(join(engineDir, LOCAL_ENGINE_FILE))))
    throw new Error("build/worker or build/local-engine is missing: run `npm run build` (npm test does it for you)");
  // Listed rather than discovered: Miniflare's import scanner refuses the bundle's dynamic imports.
  // index.js first: the first module is the main one.
  const filesOf = (folder: string) =>
    readdirSync(folder)
      .filter((file) => /\.(js|wasm)$/.test(file))
      .sort((a, b) => Number(b === "index.js") - Number(a === "index.js"))
      .map((file) => ({ file, path: join(folder, file) }));
  // The engine's modules are named as wrangler dev names them: beside index.js, read from their folder.
  const engine = localEngine ? filesOf(engineDir) : [];
  return {
    modulesRoot: dir,
    modules: [...filesOf(dir), ...engine].map(({ file, path }) => ({
      type: file.endsWith(".wasm") ? ("CompiledWasm" as const) : ("ESModule" as const),
      path: join(dir, file),
      contents: readFileSync(path),
    })),
  };
}

/** The app Worker's name beside the harness and any fakes, and the name of the local storage they share. */
const APP_NAME = "app";
const STORE = "test-db";

/** How long a test waits for a Worker it is done with to stop before it goes on. */
const DISPOSE_WAIT_MS = 10_000;

/**
 * Stops `mf`, waiting at most `ms`: on a busy machine Miniflare's dispose waited past the 60 s hook
 * limit for connections to close, and failed a file whose tests had all passed. What is left
 * stops when the test process ends (workerd goes with its parent).
 */
async function disposeWithin(mf: Miniflare, ms: number) {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    mf.dispose().catch(() => undefined),
    new Promise((resolve) => {
      timer = setTimeout(resolve, ms);
    }),
  ]);
  clearTimeout(timer);
}

export async function startWorker(options: StartWorkerOptions = {}): Promise<TestWorker> {
  const storage = storageBindings(STORE);
  const app = {
    name: APP_NAME,
    ...builtWorkerScript({ localEngine: options.localEngine }),
    compatibilityDate: COMPATIBILITY_DATE,
    ...storage,
    email: {
      send_email: storage.email.send_email?.map((binding: { name: string }) => ({
        ...binding,
        ...(options.allowedEmailSenders ? { allowed_sender_addresses: options.allowedEmailSenders } : {}),
      })),
    },
    bindings: {
      ...DEVELOPMENT_VARS,
      ...options.vars,
      ...(options.versionId ? { CF_VERSION_METADATA: { id: options.versionId, tag: "", timestamp: "" } } : {}),
    },
    assets: {
      ...ASSETS,
      ...(options.assetsDirectory ? { directory: options.assetsDirectory } : {}),
      routerConfig: { has_user_worker: true },
    },
    serviceBindings: options.serviceBindings,
    unsafeDirectSockets: [{ host: "127.0.0.1", port: 0 }],
  };
  const mf = new Miniflare({
    workers: [app, harnessWorker(STORE, APP_NAME), ...(options.workers ?? [])],
    inspectorPort: options.inspectorPort,
    cachePersist: options.cachePersist,
    ...(options.onPlatformLog ? { log: new ReadLog(options.onPlatformLog) } : {}),
    handleRuntimeStdio(stdout: Readable, stderr: Readable) {
      pipeLines(stdout, () => {});
      pipeLines(stderr, (line) => {
        options.onStderr?.(line);
        if (/error/i.test(line)) recordWorkerError(line);
      });
    },
  });
  await mf.ready;
  const harness = harnessOf(mf);
  const db = harnessDatabase(harness);
  for (const statement of migrationStatements()) await db.prepare(statement).run();
  const bucket = harnessBucket(harness);

  return {
    mf,
    harness,
    settings: {},
    origin: TEST_ORIGIN,
    fetch: (path, init) => mf.dispatchFetch(new URL(path, TEST_ORIGIN), init),
    directFetch: async (path, init) => fetch(new URL(path, await mf.unsafeGetDirectURL(APP_NAME)), init),
    db: async () => db,
    bucket: async () => bucket,
    dispose: () => disposeWithin(mf, DISPOSE_WAIT_MS),
  };
}

/**
 * The test harness's switch (server/test-settings.ts): requests may carry fault plans and settings
 * of their own, so one Worker serves every file of a test process.
 */
export const TEST_HOOKS = { FAULT_INJECTION: "on" };

let shared: Promise<TestWorker> | undefined;
/** Who reads the shared Worker's stderr now: the file that asked, until it is done with the Worker. */
const sharedStderr = new Set<(line: string) => void>();

/**
 * The one Worker of this test process, started on first use and left running for the files that
 * come after (Vitest runs a project's files one after another in each process, sharing modules);
 * it ends with the process. Each test makes its own users, so files do not see each other's state.
 */
export function sharedWorker(): Promise<TestWorker> {
  shared ??= startWorker({
    vars: TEST_HOOKS,
    onStderr: (line) => {
      for (const read of sharedStderr) read(line);
    },
  }).then((worker) => ({ ...worker, dispose: async () => {} }));
  return shared;
}

/** `headers` (any form fetch takes) with `name` set to `value`. */
function withHeader(headers: MfRequestInit["headers"], name: string, value: string) {
  const merged = new MfHeaders(headers);
  merged.set(name, value);
  return merged;
}

/**
 * `worker` with `settings` (environment variables) carried by every request it sends, over the
 * Worker's own: what starting a Worker with those variables gave, on the shared Worker.
 */
export function withTestSettings(worker: TestWorker, settings: Record<string, string>): TestWorker {
  if (Object.keys(settings).length === 0) return worker;
  const all = { ...worker.settings, ...settings };
  const header = JSON.stringify(all);
  return {
    ...worker,
    settings: all,
    fetch: (path, init) =>
      worker.fetch(path, { ...init, headers: withHeader(init?.headers, TEST_SETTINGS_HEADER, header) }),
  };
}

/** Whether `options` can be had from the shared Worker with settings, rather than a Worker of their own. */
export const sharable = (options: StartWorkerOptions) =>
  Object.keys(options).every((key) => key === "vars" || key === "onStderr") && !("ENVIRONMENT" in (options.vars ?? {}));

/**
 * A Worker as `options` ask: the shared one with settings (and its stderr read until dispose) when
 * it can be, else one of its own.
 */
export async function workerFor(options: StartWorkerOptions): Promise<TestWorker> {
  if (!sharable(options)) return startWorker(options);
  // The shared Worker has the test switch on already; a request cannot set it.
  const { FAULT_INJECTION: _on, ...settings } = options.vars ?? {};
  const worker = withTestSettings(await sharedWorker(), settings);
  const read = options.onStderr;
  if (!read) return worker;
  sharedStderr.add(read);
  return { ...worker, dispose: async () => void sharedStderr.delete(read) };
}
