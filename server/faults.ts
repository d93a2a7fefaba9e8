/**
 * Fault injection at the Worker's boundaries, for the test suites only: one request can make
 * a chosen D1 statement, R2 call or CreditAccount call fail before it runs, lose its answer
 * after it ran, or stop the request there (the Worker "dies": that call and every later one
 * fails). It exists to prove that every debit ends as a result or a refund, whatever breaks.
 *
 * It is honoured only when the test harness set FAULT_INJECTION = "on", ENVIRONMENT is
 * development and the request came to a loopback host (server/index.ts checks all three before
 * calling `withFaults`); production refuses to start with the switch set (server/env.ts). Faults sit on the bindings of
 * the request's load context, so the domain code runs unchanged and does not know about them. See docs/decisions/0012.
 */
import { z } from "zod";
import type { Bindings } from "./env";

/** The request header that carries the plan: a JSON array of FaultRule. */
export const FAULT_HEADER = "X-Test-Faults";
/**
 * Where a test runs the cron job (the sweeper) under the fault plan of its request: a POST
 * answered with the run's outcome. It exists only where fault plans are honoured.
 */
export const SWEEP_UNDER_FAULTS_PATH = "/__test/scheduled";
/** The response header that says how many of the plan's faults fired, so a test knows its fault happened. */
export const FAULTS_FIRED_HEADER = "X-Test-Faults-Fired";

const ruleSchema = z.object({
  /** Which boundary: a D1 statement or batch, an R2 call, or a CreditAccount RPC call. */
  target: z.enum(["d1", "r2", "object"]),
  /**
   * A case-insensitive regular expression tested against the call's label: the SQL text for D1
   * (a batch's statements joined by "; "), "<method> <key or prefix>" for R2, and the method
   * name for the object ("debit", "grant", "refund", ...).
   */
  match: z.string().min(1),
  /** Which matching call of the request fails (1 = the first). */
  nth: z.number().int().positive().default(1),
  /**
   * fail-before: the call fails and writes nothing; later calls work.
   * lose-answer: the call runs to completion, then its caller sees it fail.
   * die-before / die-after: like the two above, and every later call of the request fails too.
   */
  mode: z.enum(["fail-before", "lose-answer", "die-before", "die-after"]),
});
const planSchema = z.array(ruleSchema).max(20);
export type FaultRule = z.input<typeof ruleSchema>;

export class InjectedFault extends Error {
  constructor(message: string) {
    super(`injected fault: ${message}`);
    this.name = "InjectedFault";
  }
}

type Target = FaultRule["target"];

class FaultPlan {
  fired = 0;
  private dead = false;
  private readonly seen: number[];
  constructor(private readonly rules: z.output<typeof ruleSchema>[]) {
    this.seen = rules.map(() => 0);
  }

  async guard<T>(target: Target, label: string, call: () => Promise<T>): Promise<T> {
    if (this.dead) throw new InjectedFault(`${target} ${label}: the request had already died`);
    const index = this.rules.findIndex(
      (rule, i) => rule.target === target && new RegExp(rule.match, "i").test(label) && ++this.seen[i] === rule.nth,
    );
    if (index < 0) return call();
    const { mode } = this.rules[index];
    this.fired++;
    if (mode === "die-before" || mode === "die-after") this.dead = true;
    if (mode === "lose-answer" || mode === "die-after") {
      await call();
      throw new InjectedFault(`${target} ${label}: done, but the answer was lost`);
    }
    throw new InjectedFault(`${target} ${label}: failed before it ran`);
  }
}

/**
 * The request's bindings with the plan of the header applied, and `report`, which stamps on the
 * response how many faults fired. Without a header both leave everything unchanged.
 */
export function withFaults<B extends Bindings>(bindings: B, header: string | null) {
  if (!header) return { bindings, report: (response: Response) => response };
  const plan = new FaultPlan(planSchema.parse(JSON.parse(header)));
  return {
    bindings: {
      ...bindings,
      DB: faultyD1(bindings.DB, plan),
      IMAGES: faultyR2(bindings.IMAGES, plan),
      CREDIT_ACCOUNT: faultyNamespace(bindings.CREDIT_ACCOUNT, plan),
    } as B,
    report(response: Response) {
      const stamped = new Response(response.body, response);
      stamped.headers.set(FAULTS_FIRED_HEADER, String(plan.fired));
      return stamped;
    },
  };
}

function faultyD1(db: D1Database, plan: FaultPlan): D1Database {
  // batch() needs the real statements back; the wrapper only remembers which one it wraps.
  const real = new WeakMap<object, { statement: D1PreparedStatement; sql: string }>();
  const wrap = (statement: D1PreparedStatement, sql: string): D1PreparedStatement => {
    const wrapper = {
      bind: (...values: unknown[]) => wrap(statement.bind(...values), sql),
      first: (column?: string) => plan.guard("d1", sql, () => statement.first(column as string)),
      run: () => plan.guard("d1", sql, () => statement.run()),
      all: () => plan.guard("d1", sql, () => statement.all()),
      raw: (options?: { columnNames?: boolean }) =>
        plan.guard("d1", sql, () => statement.raw(options as { columnNames: true })),
    };
    real.set(wrapper, { statement, sql });
    return wrapper as unknown as D1PreparedStatement;
  };
  return {
    prepare: (sql: string) => wrap(db.prepare(sql), sql),
    batch: (statements: D1PreparedStatement[]) => {
      const unwrapped = statements.map((s) => real.get(s) ?? { statement: s, sql: "?" });
      return plan.guard("d1", unwrapped.map((s) => s.sql).join("; "), () =>
        db.batch(unwrapped.map((s) => s.statement)),
      );
    },
    exec: (sql: string) => plan.guard("d1", sql, () => db.exec(sql)),
    dump: () => db.dump(),
    withSession: (...args: Parameters<D1Database["withSession"]>) => db.withSession(...args),
  } as unknown as D1Database;
}

const keyOf = (argument: unknown): string => {
  if (typeof argument === "string") return argument;
  if (Array.isArray(argument)) return argument.join(" ");
  if (argument && typeof argument === "object" && "prefix" in argument) return String(argument.prefix ?? "");
  return "";
};

function faultyR2(bucket: R2Bucket, plan: FaultPlan): R2Bucket {
  return new Proxy(bucket, {
    get(target, property) {
      const value = Reflect.get(target, property);
      if (typeof value !== "function" || typeof property !== "string") return value;
      return (...args: unknown[]) =>
        plan.guard("r2", `${property} ${keyOf(args[0])}`, () => Reflect.apply(value, target, args) as Promise<unknown>);
    },
  });
}

/** Every RPC call on a stub from this namespace goes through the plan; ids and names do not. */
function faultyNamespace<N extends object>(namespace: N, plan: FaultPlan): N {
  const faultyStub = (stub: Record<string, unknown>) =>
    new Proxy(
      {},
      {
        get(_, property) {
          if (property === "then" || typeof property !== "string") return undefined;
          if (property === "id" || property === "name") return stub[property];
          return (...args: unknown[]) =>
            plan.guard("object", property, async () =>
              Reflect.apply(stub[property] as (...a: unknown[]) => unknown, stub, args),
            );
        },
      },
    );
  return new Proxy(namespace, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property);
      if (typeof value !== "function") return value;
      if (property === "get" || property === "getByName")
        return (...args: unknown[]) => faultyStub(Reflect.apply(value, target, args) as Record<string, unknown>);
      return value.bind(target);
    },
  });
}
