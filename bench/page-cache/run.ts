/**
 * Public pages from the edge cache, in CPU: the built Worker in workerd (Miniflare), requests
 * sent one at a time, and the CPU time the workerd process spent on them (user + system, from
 * /proc/<pid>/stat, sampled before and after each scenario) divided by the number of requests.
 *
 * Why the process and not the app's isolate: a static asset never enters the app's isolate
 * (Workers Static Assets answers it), so its floor is only visible as the process's work. The
 * process figure is everything workerd did for a request: Miniflare's entry worker, the asset
 * router, the app isolate and, for the edge cache, Miniflare's cache worker (in production the
 * cache is the platform's own, so a hit is if anything cheaper there than here). The same
 * overhead is in every row, so the ratios compare like with like. V8's sampling profiler over
 * the inspector was tried too: workerd runs every isolate on the same threads, and each isolate's
 * profile counted the others' work, so it was not used.
 *
 * Rows: two static assets (the floor: a small icon and an image as large as a page), a public
 * page served from the cache (hit), rendered and kept (miss: a new query string each time), and
 * rendered without the cache (a made-up address, which shows the landing and is never kept).
 *
 * A warm isolate answers a hit from its own memory (server/page-cache.ts, `RecentPages`), the
 * page already gzipped for a client that takes gzip (this bench's client does, as browsers do),
 * so the hits measured here read neither Miniflare's emulated Cache API nor compress anything.
 *
 * The machine is shared, so the scenarios run interleaved in rounds and each row is its median
 * round: a busy moment then shifts one round, not one row.
 *
 * Usage: npm run bench:page-cache [-- --requests 300 --rounds 3]
 * Run from another checkout's directory (npx tsx <this file>), it measures that checkout's build
 * (a build without the edge cache shows every page as rendered).
 */
import { execSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { startWorker } from "../../tests/support/worker";

const args: Record<string, number> = Object.fromEntries(
  process.argv.slice(2).flatMap((arg, i, all) => (arg.startsWith("--") ? [[arg.slice(2), Number(all[i + 1])]] : [])),
);
const REQUESTS = args.requests ?? 300;
/** Every scenario runs in this many rounds, interleaved with the others; a row is the median round. */
const ROUNDS = args.rounds ?? 3;
const TICKS_PER_SECOND = Number(execSync("getconf CLK_TCK").toString().trim()) || 100;

if (!existsSync("build/worker/index.js")) execSync("npm run build", { stdio: "inherit" });

/** The workerd processes Miniflare started under this one. */
function workerdPids(): number[] {
  return readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
        const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
        return stat.includes("(workerd)") && Number(fields[1]) === process.pid;
      } catch {
        return false;
      }
    });
}

/** CPU seconds (user + system) the processes have used so far. */
function cpuSeconds(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    // Fields 14 and 15 of stat (utime, stime), counted after the ")" that ends the name.
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks / TICKS_PER_SECOND;
}

const worker = await startWorker();
const pids = workerdPids();
if (!pids.length) throw new Error("no workerd process found under this one");

interface Row {
  name: string;
  path: string;
  cpuMs: number;
  wallMs: number;
  bytes: number;
  outcome: string;
}

async function scenario(name: string, pathFor: (i: number) => string): Promise<Row> {
  const headers = { "Accept-Language": "en", "Accept-Encoding": "gzip, deflate, br" };
  let bytes = 0;
  let outcome = "";
  const run = async (i: number) => {
    const response = await worker.fetch(pathFor(i), { headers });
    const body = await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${name}: ${response.status}`);
    bytes = body.byteLength;
    outcome = /edge-cache;desc="([^"]+)"/.exec(response.headers.get("Server-Timing") ?? "")?.[1] ?? "—";
  };
  for (let i = 0; i < 10; i++) await run(-1 - i);
  const cpuBefore = cpuSeconds(pids);
  const started = performance.now();
  const perRound = Math.ceil(REQUESTS / ROUNDS);
  for (let i = 0; i < perRound; i++) await run(i);
  const wallMs = (performance.now() - started) / perRound;
  const cpuMs = ((cpuSeconds(pids) - cpuBefore) * 1000) / perRound;
  return { name, path: pathFor(0), cpuMs, wallMs, bytes, outcome };
}

try {
  const rows: Row[] = [];
  const scenarios: [string, (i: number) => string][] = [
    ["static asset, small", () => "/favicon.svg"],
    ["static asset, page-sized", () => "/images/og-image.jpg"],
    ["/ from the cache (hit)", () => "/"],
    ["/about from the cache (hit)", () => "/about"],
    ["/about rendered and kept (miss)", (i) => `/about?bench=${Date.now()}-${i}`],
    ["landing rendered, no cache", () => "/no-such-page"],
  ];
  const rounds: Row[][] = scenarios.map(() => []);
  for (let round = 0; round < ROUNDS; round++)
    for (const [index, [name, pathFor]] of scenarios.entries()) rounds[index].push(await scenario(name, pathFor));
  const median = (runs: Row[]) => [...runs].sort((a, b) => a.cpuMs - b.cpuMs)[Math.floor(runs.length / 2)];
  rows.push(...rounds.map(median));
  const floor = rows[1].cpuMs;
  console.log(
    `\nPublic pages from the edge cache: CPU of the workerd process per request ` +
      `(${REQUESTS} sequential requests each in ${ROUNDS} interleaved rounds, median round; ` +
      `${new Date().toISOString()})\n`,
  );
  console.log("request                            cache     bytes   CPU ms/req   × floor   wall ms/req");
  for (const r of rows)
    console.log(
      `${r.name.padEnd(34)} ${r.outcome.padEnd(6)} ${String(r.bytes).padStart(8)} ${r.cpuMs.toFixed(2).padStart(12)} ` +
        `${(r.cpuMs / floor).toFixed(2).padStart(9)} ${r.wallMs.toFixed(2).padStart(13)}`,
    );
  const hits = rows.filter((r) => r.outcome === "hit");
  const small = rows[0].cpuMs;
  for (const hit of hits)
    console.log(
      `${hit.name}: ${(hit.cpuMs / floor).toFixed(2)}× the page-sized static asset, ` +
        `${(hit.cpuMs / small).toFixed(2)}× the small one; goal ≤ 1.5×: ` +
        `${hit.cpuMs <= 1.5 * floor ? "met" : "NOT met"} (page-sized), ` +
        `${hit.cpuMs <= 1.5 * small ? "met" : "NOT met"} (small)`,
    );
  if (!hits.length) console.log("\nNo cache hits: this build renders every public page.");
  mkdirSync("bench/results", { recursive: true });
  writeFileSync("bench/results/page-cache.json", JSON.stringify({ at: new Date().toISOString(), rows }, null, 2));
} finally {
  await worker.dispose();
}
