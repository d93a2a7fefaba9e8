/**
 * The app's D1 database, R2 bucket and credit objects as tests use them, spoken to through the
 * harness Worker (harness-worker.js) over `dispatchFetch`, so that no call of a test goes through
 * Miniflare's synchronous binding proxy. The shapes are the bindings' own (a D1 statement is
 * prepared, bound and then run; an R2 object has its metadata and body), for what tests use.
 */
import { resolve } from "node:path";
import type { Miniflare, WorkerOptions } from "miniflare";
import { COMPATIBILITY_DATE, storageBindings } from "./wrangler-config";

export const HARNESS_NAME = "harness";
const HARNESS_ORIGIN = "http://harness.test";

/** The harness Worker's options, beside the app named `app` and reaching its storage by `store`. */
export const harnessWorker = (store: string, app: string): WorkerOptions => {
  const { d1Databases, r2Buckets, durableObjects } = storageBindings(store, app);
  return {
    name: HARNESS_NAME,
    modules: true,
    scriptPath: resolve("tests/support/harness-worker.js"),
    compatibilityDate: COMPATIBILITY_DATE,
    routes: [`${new URL(HARNESS_ORIGIN).host}/*`],
    d1Databases,
    r2Buckets,
    durableObjects,
  };
};

export type Harness = (path: string, init?: { body?: BodyInit; method?: string }) => Promise<Response>;

/** Sends `path` to the harness Worker of `mf`. */
export const harnessOf =
  (mf: Miniflare): Harness =>
  async (path, init = {}) =>
    (await mf.dispatchFetch(`${HARNESS_ORIGIN}${path}`, {
      method: init.method ?? "POST",
      body: init.body as never,
    })) as unknown as Response;

async function answer<T>(response: Response): Promise<T> {
  const body = (await response.json()) as T & { error?: string };
  if (response.status >= 500 && body && typeof body === "object" && "error" in body) throw new Error(body.error);
  return body;
}

const send = <T>(harness: Harness, path: string, body: unknown) =>
  harness(path, { body: JSON.stringify(body) }).then((response) => answer<T>(response));

class Statement {
  constructor(
    private readonly harness: Harness,
    readonly sql: string,
    readonly params: unknown[] = [],
  ) {}
  bind(...params: unknown[]) {
    return new Statement(this.harness, this.sql, params);
  }
  private query<T>(kind: string, extra: Record<string, unknown> = {}) {
    return send<T>(this.harness, "/d1", { sql: this.sql, params: this.params, kind, ...extra });
  }
  first<T>(column?: string) {
    return this.query<T | null>("first", { column });
  }
  all<T>() {
    return this.query<D1Result<T>>("all");
  }
  run<T>() {
    return this.query<D1Result<T>>("run");
  }
  raw<T>(options?: { columnNames?: boolean }) {
    return this.query<T[]>("raw", { options });
  }
}

/** The app's D1 database, as `D1Database`: statements run when their answer is asked for. */
export function harnessDatabase(harness: Harness): D1Database {
  return {
    prepare: (sql: string) => new Statement(harness, sql),
    batch: (statements: Statement[]) =>
      send(harness, "/d1", { batch: statements.map(({ sql, params }) => ({ sql, params })) }),
    exec: (sql: string) => send(harness, "/d1", { exec: sql }),
  } as unknown as D1Database;
}

interface Described {
  key: string;
  size: number;
  uploaded: string;
  [field: string]: unknown;
}
const withDate = (object: Described) => ({ ...object, uploaded: new Date(object.uploaded) });

/** The app's R2 bucket, as `R2Bucket`, for get, head, put, list and delete. */
export function harnessBucket(harness: Harness): R2Bucket {
  const query = (key: string, options?: unknown) =>
    `?${new URLSearchParams({ key, ...(options ? { options: JSON.stringify(options) } : {}) })}`;
  return {
    async get(key: string) {
      const response = await harness(`/r2/get${query(key)}`);
      if (response.status === 404) return null;
      const object = withDate(JSON.parse(response.headers.get("X-Object") ?? "{}"));
      const bytes = new Uint8Array(await response.arrayBuffer());
      return {
        ...object,
        body: new Blob([bytes]).stream(),
        arrayBuffer: async () => bytes.buffer,
        bytes: async () => bytes,
        text: async () => new TextDecoder().decode(bytes),
        json: async () => JSON.parse(new TextDecoder().decode(bytes)),
        blob: async () => new Blob([bytes]),
      };
    },
    async head(key: string) {
      const object = await send<Described | null>(harness, "/r2/head", { key });
      return object && withDate(object);
    },
    async put(key: string, value: BodyInit, options?: R2PutOptions) {
      const bytes = await new Response(value).arrayBuffer();
      const response = await harness(`/r2/put${query(key, options)}`, { body: bytes });
      return withDate(await answer<Described>(response));
    },
    async list(options?: R2ListOptions) {
      const listed = await send<{ objects: Described[] }>(harness, "/r2/list", { options });
      return { ...listed, objects: listed.objects.map(withDate) };
    },
    delete: (keys: string | string[]) => send(harness, "/r2/delete", { keys }),
  } as unknown as R2Bucket;
}

/** The credit object named `name`: each method call is an RPC made by the harness Worker. */
export function harnessObject<T extends object>(harness: Harness, name: string): T {
  return new Proxy({} as T, {
    get: (_target, method) =>
      typeof method !== "string" || method === "then"
        ? undefined
        : async (...args: unknown[]) =>
            (await send<{ value: unknown }>(harness, "/object", { name, method, args })).value,
  });
}
