/**
 * Counts the round trips one request makes to D1 and to Durable Objects, and how many of them
 * were sequential: a call is one step deeper than the deepest call that had finished when it
 * started (it may have waited on it), so "sequential" is the longest chain of waits, however
 * the calls of parallel loaders interleave. Outside production the Worker reports the figures
 * in a Server-Timing header (tests assert on it).
 *
 * The same meter can add an artificial delay to every call (the latency bench uses it to play
 * a faraway D1 and Durable Object on a local machine); it is zero unless configured.
 */

export interface RoundTripDelays {
  d1: number;
  durableObject: number;
}

export class RoundTrips {
  d1 = 0;
  durableObject = 0;
  sequential = 0;
  private deepestFinished = 0;
  private waitedMs = { d1: 0, durableObject: 0 };

  constructor(private readonly delays: RoundTripDelays = { d1: 0, durableObject: 0 }) {}

  track<T>(kind: keyof RoundTripDelays, call: () => Promise<T>): Promise<T> {
    this[kind]++;
    const depth = this.deepestFinished + 1;
    this.sequential = Math.max(this.sequential, depth);
    const started = Date.now();
    const delay = this.delays[kind];
    const run = delay > 0 ? new Promise((resolve) => setTimeout(resolve, delay)).then(call) : call();
    return run.finally(() => {
      this.deepestFinished = Math.max(this.deepestFinished, depth);
      this.waitedMs[kind] += Date.now() - started;
    });
  }

  /** The Server-Timing header value: counts in `desc`, summed waits in `dur`. */
  serverTiming(): string {
    return [
      `d1;dur=${this.waitedMs.d1};desc="${this.d1}"`,
      `do;dur=${this.waitedMs.durableObject};desc="${this.durableObject}"`,
      `sequential;desc="${this.sequential}"`,
    ].join(", ");
  }
}

/** A D1 database whose every query and batch is counted by `meter`. */
export function countedD1(db: D1Database, meter: RoundTrips): D1Database {
  const real = new WeakMap<object, D1PreparedStatement>();
  const statement = (inner: D1PreparedStatement): D1PreparedStatement => {
    const counted = {
      bind: (...values: unknown[]) => statement(inner.bind(...values)),
      first: (column?: string) => meter.track("d1", () => (column ? inner.first(column) : inner.first())),
      all: () => meter.track("d1", () => inner.all()),
      run: () => meter.track("d1", () => inner.run()),
      raw: (options?: { columnNames?: boolean }) =>
        meter.track("d1", () => inner.raw(options as { columnNames: true })),
    } as unknown as D1PreparedStatement;
    real.set(counted, inner);
    return counted;
  };
  return {
    prepare: (query: string) => statement(db.prepare(query)),
    batch: (statements: D1PreparedStatement[]) =>
      meter.track("d1", () => db.batch(statements.map((s) => real.get(s) ?? s))),
    exec: (query: string) => meter.track("d1", () => db.exec(query)),
    dump: () => meter.track("d1", () => db.dump()),
    withSession: (constraintOrBookmark?: string) => db.withSession(constraintOrBookmark),
  } as D1Database;
}

/** A Durable Object namespace whose stubs count every RPC call by `meter`. */
export function countedNamespace<T extends Rpc.DurableObjectBranded>(
  namespace: DurableObjectNamespace<T>,
  meter: RoundTrips,
): DurableObjectNamespace<T> {
  return new Proxy(namespace, {
    get(target, property) {
      if (property !== "get") {
        const value = Reflect.get(target, property, target);
        return typeof value === "function" ? value.bind(target) : value;
      }
      return (id: DurableObjectId) => {
        const stub = target.get(id);
        return new Proxy(stub, {
          get(inner, method) {
            const value = Reflect.get(inner, method);
            if (typeof method !== "string" || typeof value !== "function") return value;
            // Reflect.apply: an RPC method's own `.apply` would be a remote property of that name.
            return (...args: unknown[]) =>
              meter.track("durableObject", () => Reflect.apply(value, inner, args) as Promise<unknown>);
          },
        });
      };
    },
  });
}
