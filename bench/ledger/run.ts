/**
 * Ledger benchmark on local workerd (Miniflare): debits per second and p50/p99 latency of the
 * real CreditAccount Durable Object from the built Worker (build/worker/), over local D1.
 *
 * A small driver Worker inside the same workerd calls the objects over RPC, so the figures are
 * what a route sees, without Node-to-workerd proxy overhead. Scenarios:
 *   1. one user, debits one after another (latency of a single debit);
 *   2. one user, 50 debits in flight at once (the object serializes them);
 *   3. 100 users in parallel, each debiting one after another.
 *
 * Usage: npm run bench:ledger [-- --debits 400 --users 100 --per-user 40]
 * (runs with tsx, which drizzle-kit brings along)
 */
import { execSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { Miniflare } from "miniflare";
import { DEVELOPMENT_VARS } from "../../scripts/offline-env.mjs";
import { migrationStatements } from "../../tests/support/migrations";
import { builtWorkerScript } from "../../tests/support/worker";

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
  return { debits: latencies.length, succeeded: ok, seconds: elapsed / 1000, perSecond: Math.round((latencies.length / elapsed) * 1000), p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted[sorted.length - 1] };
}
async function timed(call) {
  const start = performance.now();
  const result = await call();
  if (!("value" in result)) throw new Error(JSON.stringify(result));
  return [performance.now() - start, result.value.ok];
}
export default {
  async fetch(request, env) {
    const url = new URL(request.url);
    const users = url.searchParams.get("users").split(",");
    const mode = url.searchParams.get("mode");
    const count = Number(url.searchParams.get("count"));
    const stub = (id) => env.CREDIT_ACCOUNT.get(env.CREDIT_ACCOUNT.idFromName(id));
    if (mode === "setup") {
      for (const id of users) {
        await env.DB.prepare("INSERT INTO user_profiles (id, email) VALUES (?, ?)").bind(id, id + "@bench.test").run();
        const granted = await stub(id).grant({ userId: id, amount: 1000000, reason: "bonus", idempotencyKey: "bench-seed:" + id });
        if (!("value" in granted)) throw new Error(JSON.stringify(granted));
      }
      return Response.json({ ok: true });
    }
    const latencies = [];
    let ok = 0;
    const debit = (id, i) => timed(() => stub(id).debit({ userId: id, amount: 1, idempotencyKey: mode + ":" + id + ":" + i })).then(([ms, success]) => { latencies.push(ms); if (success) ok++; });
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

const mf = new Miniflare({
  workers: [
    {
      name: "driver",
      modules: true,
      script: driver,
      compatibilityDate: "2025-04-01",
      d1Databases: { DB: "bench-db" },
      durableObjects: { CREDIT_ACCOUNT: { className: "CreditAccount", scriptName: "app", useSQLite: true } },
    },
    {
      name: "app",
      ...builtWorkerScript(),
      compatibilityDate: "2025-04-01",
      d1Databases: { DB: "bench-db" },
      r2Buckets: ["IMAGES"],
      durableObjects: { CREDIT_ACCOUNT: { className: "CreditAccount", useSQLite: true } },
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

  const results = {
    "1 user, sequential": await call(`mode=sequential&count=${DEBITS}&users=${single}`),
    [`1 user, ${BURST} in flight`]: await call(`mode=burst&count=${BURST * 8}&users=${burstUser}`),
    [`${USERS} users in parallel`]: await call(`mode=parallel&count=${PER_USER}&users=${crowd.join(",")}`),
  };
  const check = await db
    .prepare(
      "SELECT (SELECT SUM(credits) FROM user_profiles) AS balances, (SELECT SUM(amount) FROM credit_transactions) AS ledger",
    )
    .first<{ balances: number; ledger: number }>();
  if (!check) throw new Error("no totals");
  console.log(`\nLedger benchmark (local workerd via Miniflare, D1 local, ${new Date().toISOString()})\n`);
  console.log("scenario                      debits   debits/s    p50 ms    p99 ms    max ms");
  for (const [name, r] of Object.entries(results)) {
    console.log(
      `${name.padEnd(28)} ${String(r.debits).padStart(7)} ${String(r.perSecond).padStart(10)} ${r.p50.toFixed(1).padStart(9)} ${r.p99.toFixed(1).padStart(9)} ${r.max.toFixed(1).padStart(9)}`,
    );
  }
  console.log(
    `\nbooks balance: sum of balances ${check.balances} == ledger sum ${check.ledger}: ${check.balances === check.ledger}`,
  );
  mkdirSync("bench/results", { recursive: true });
  writeFileSync("bench/results/ledger.json", JSON.stringify({ at: new Date().toISOString(), results, check }, null, 2));
} finally {
  await mf.dispose();
}
