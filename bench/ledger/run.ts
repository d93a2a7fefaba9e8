/**
 * Ledger benchmark on local workerd (Miniflare): debits per second and p50/p99 latency of the
 * real CreditAccount Durable Object from the built Worker (build/worker/).
 *
 * A small driver Worker inside the same workerd calls the objects over RPC, so the figures are
 * what a route sees, without Node-to-workerd proxy overhead. Scenarios:
 *   0. the floor: a bare Durable Object counter in SQLite storage, incremented one call after
 *      another over the same RPC path (measured in the same run, before and after the ledger);
 *   1. one user, debits one after another (latency of a single debit), and its ratio to 0;
 *   2. one user, 50 debits in flight at once (the object serializes them);
 *   3. 100 users in parallel, each debiting one after another.
 * At the end every object flushes its outbox and the D1 projection must equal the objects'
 * balances. (Run from another checkout's directory, it measures that checkout's build.)
 *
 * Usage: npm run bench:ledger [-- --debits 400 --users 100 --per-user 40]
 * (runs with tsx, which drizzle-kit brings along)
 */
import { execSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { Miniflare } from "miniflare";
import { DEVELOPMENT_VARS } from "../../scripts/offline-env.mjs";
import { migrationStatements } from "../../tests/support/migrations";
import { builtWorkerScript } from "../../tests/support/worker";
import { COMPATIBILITY_DATE, storageBindings } from "../../tests/support/wrangler-config";

const args: Record<string, number> = Object.fromEntries(
  process.argv.slice(2).flatMap((arg, i, all) => (arg.startsWith("--") ? [[arg.slice(2), Number(all[i + 1])]] : [])),
);
const DEBITS = args.debits ?? 400;
const USERS = args.users ?? 100;
const PER_USER = args["per-user"] ?? 40;
const BURST = args.burst ?? 50;

if (!existsSync("build/worker/index.js")) execSync("npm run build", { stdio: "inherit" });

const driver = /* js */ `
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
function summary(latencies, elapsed, ok) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    debits: latencies.length,
    succeeded: ok,
    seconds: elapsed / 1000,
    perSecond: Math.round((latencies.length / elapsed) * 1000),
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1],
  };
}
async function timed(call) {
  const start = performance.now();
  const result = await call();
  if (!("value" in result)) throw new Error(JSON.stringify(result));
  return [performance.now() - start, result.value.ok];
}
import { DurableObject } from "cloudflare:workers";
export class Counter extends DurableObject {
  constructor(ctx, env) {
    super(ctx, env);
    ctx.storage.sql.exec("CREATE TABLE IF NOT EXISTS counter (id INTEGER PRIMARY KEY, n INTEGER NOT NULL)");
  }
  increment() {
    const n = this.ctx.storage.sql
      .exec("INSERT INTO counter (id, n) VALUES (1, 1) ON CONFLICT (id) DO UPDATE SET n = n + 1 RETURNING n")
      .one().n;
    return { value: { ok: true, n } };
  }
}
export default {
  async fetch(request, env) {
    const url = new URL(request.url);
    const users = url.searchParams.get("users").split(",");
    const mode = url.searchParams.get("mode");
    const count = Number(url.searchParams.get("count"));
    const stub = (id) => env.CREDIT_ACCOUNT.get(env.CREDIT_ACCOUNT.idFromName(id));
    if (mode === "counter") {
      const counter = env.COUNTER.get(env.COUNTER.idFromName(users[0]));
      const latencies = [];
      const start = performance.now();
      for (let i = 0; i < count; i++) latencies.push((await timed(() => counter.increment()))[0]);
      return Response.json(summary(latencies, performance.now() - start, count));
    }
    if (mode === "check") {
      let balances = 0;
      for (const id of users) {
        const balance = await stub(id).balance(id);
        if (!("value" in balance)) throw new Error(JSON.stringify(balance));
        balances += balance.value;
        // The object's outbox to D1 (absent where D1 itself is the ledger).
        await stub(id).flushProjection().catch(() => undefined);
      }
      const d1 = await env.DB.prepare(
        "SELECT (SELECT SUM(credits) FROM user_profiles) AS profiles, " +
          "(SELECT SUM(amount) FROM credit_transactions) AS ledger",
      ).first();
      return Response.json({ balances, ...d1 });
    }
    if (mode === "setup") {
      for (const id of users) {
        await env.DB.prepare("INSERT INTO user_profiles (id, email) VALUES (?, ?)").bind(id, id + "@bench.test").run();
        const seed = { userId: id, amount: 1000000, reason: "bonus", idempotencyKey: "bench-seed:" + id };
        const granted = await stub(id).grant(seed);
        if (!("value" in granted)) throw new Error(JSON.stringify(granted));
      }
      return Response.json({ ok: true });
    }
    const latencies = [];
    let ok = 0;
    const debit = (id, i) =>
      timed(() => stub(id).debit({ userId: id, amount: 1, idempotencyKey: mode + ":" + id + ":" + i })).then(
        ([ms, success]) => {
          latencies.push(ms);
          if (success) ok++;
        },
      );
    const start = performance.now();
    if (mode === "sequential") {
      for (let i = 0; i < count; i++) await debit(users[0], i);
    } else if (mode === "burst") {
      await Promise.all(Array.from({ length: count }, (_, i) => debit(users[0], i)));
    } else {
      await Promise.all(users.map(async (id) => { for (let i = 0; i < count; i++) await debit(id, i); }));
    }
    return Response.json(summary(latencies, performance.now() - start, ok));
  },
};
`;

/** The driver reaches the app's database and credit objects (defined by the "app" Worker) by the same names. */
const appStorage = storageBindings("bench-db", "app");

const mf = new Miniflare({
  workers: [
    {
      name: "driver",
      modules: true,
      script: driver,
      compatibilityDate: COMPATIBILITY_DATE,
      ...appStorage,
      durableObjects: { ...appStorage.durableObjects, COUNTER: { className: "Counter", useSQLite: true } },
    },
    {
      name: "app",
      ...builtWorkerScript(),
      compatibilityDate: COMPATIBILITY_DATE,
      ...storageBindings("bench-db"),
      bindings: { ...DEVELOPMENT_VARS },
    },
  ],
});

try {
  const db = await mf.getD1Database("DB", "app");
  for (const statement of migrationStatements()) await db.prepare(statement).run();
  interface Summary {
    debits: number;
    perSecond: number;
    p50: number;
    p99: number;
    max: number;
  }
  const call = async (query: string): Promise<Summary> => {
    const res = await mf.dispatchFetch(`http://bench/?${query}`);
    if (!res.ok) throw new Error(await res.text());
    return (await res.json()) as Summary;
  };
  const ids = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}-${i}`);
  const single = ids("solo", 1);
  const burstUser = ids("burst", 1);
  const crowd = ids("crowd", USERS);
  await call(`mode=setup&users=${[...single, ...burstUser, ...crowd].join(",")}`);
  // Warm-up: the first calls start each object and prepare statements.
  await call(`mode=parallel&count=3&users=${[...single, ...burstUser, ...crowd].join(",")}`);

  await call(`mode=counter&count=20&users=anchor`);

  const counterBefore = await call(`mode=counter&count=${DEBITS}&users=anchor`);
  const results: Record<string, Summary> = {
    "1 user, sequential": await call(`mode=sequential&count=${DEBITS}&users=${single}`),
    [`1 user, ${BURST} in flight`]: await call(`mode=burst&count=${BURST * 8}&users=${burstUser}`),
    [`${USERS} users in parallel`]: await call(`mode=parallel&count=${PER_USER}&users=${crowd.join(",")}`),
  };
  const counterAfter = await call(`mode=counter&count=${DEBITS}&users=anchor`);
  // The floor: the better of the two counter runs that bracket the ledger's.
  const anchor = counterBefore.perSecond >= counterAfter.perSecond ? counterBefore : counterAfter;
  const everyone = [...single, ...burstUser, ...crowd].join(",");
  const check = (await call(`mode=check&users=${everyone}`)) as unknown as {
    balances: number;
    profiles: number;
    ledger: number;
  };
  console.log(`\nLedger benchmark (local workerd via Miniflare, ${new Date().toISOString()})\n`);
  console.log("scenario                      debits   debits/s    p50 ms    p99 ms    max ms");
  const line = (name: string, r: Summary) =>
    console.log(
      `${name.padEnd(28)} ${String(r.debits).padStart(7)} ${String(r.perSecond).padStart(10)} ` +
        `${r.p50.toFixed(1).padStart(9)} ${r.p99.toFixed(1).padStart(9)} ${r.max.toFixed(1).padStart(9)}`,
    );
  line("floor: DO counter (before)", counterBefore);
  for (const [name, r] of Object.entries(results)) line(name, r);
  line("floor: DO counter (after)", counterAfter);
  const ratio = results["1 user, sequential"].perSecond / anchor.perSecond;
  console.log(
    `\n1 user, sequential debits / DO counter: ${ratio.toFixed(2)}× ` +
      `(goal ≥ 0.80×: ${ratio >= 0.8 ? "met" : "NOT met"})`,
  );
  const balanced = check.balances === check.ledger && check.balances === check.profiles;
  console.log(
    `books balance: objects ${check.balances} == D1 projection rows ${check.ledger} ` +
      `== D1 profiles ${check.profiles}: ${balanced}`,
  );
  mkdirSync("bench/results", { recursive: true });
  writeFileSync(
    "bench/results/ledger.json",
    JSON.stringify({ at: new Date().toISOString(), counterBefore, counterAfter, results, ratio, check }, null, 2),
  );
} finally {
  await mf.dispose();
}
