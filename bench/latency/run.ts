/**
 * Latency bench: the built Worker in workerd (Miniflare), with an artificial delay on every D1
 * call (default 50 ms) and every Durable Object call (default 20 ms), the way a faraway primary
 * database and object would add them. Prints p50 / p99 of the landing, the dashboard, a tool
 * page, the pricing API and one recolor through a zero-latency model (a loopback fake of
 * Gemini), with the round trips each request made (the Worker's Server-Timing header).
 *
 * Usage: npm run bench:latency [-- --requests 40 --d1 50 --do 20]
 * Run from another checkout's directory (npx tsx <this file>), it measures that checkout's build.
 */
import { execSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { remoteProviderOptions, startFakeImageModels } from "../../tests/fakes/image-models";
import { fixture, validBody } from "../../tests/support/images";
import { createUser } from "../../tests/support/users";
import { startWorker } from "../../tests/support/worker";

const args: Record<string, number> = Object.fromEntries(
  process.argv.slice(2).flatMap((arg, i, all) => (arg.startsWith("--") ? [[arg.slice(2), Number(all[i + 1])]] : [])),
);
const REQUESTS = args.requests ?? 40;
const D1_DELAY = args.d1 ?? 50;
const DO_DELAY = args.do ?? 20;

if (!existsSync("build/worker/index.js")) execSync("npm run build", { stdio: "inherit" });

const fake = await startFakeImageModels(fixture("room-small.png"));
const worker = await startWorker(
  remoteProviderOptions("gemini", fake, {
    ...(D1_DELAY > 0 ? { SIMULATED_D1_DELAY_MS: String(D1_DELAY) } : {}),
    ...(DO_DELAY > 0 ? { SIMULATED_DO_DELAY_MS: String(DO_DELAY) } : {}),
  }),
);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

try {
  const user = await createUser(worker, { credits: 1_000_000 });
  const recolor = JSON.stringify(validBody("recolor"));
  const targets: [string, () => Promise<Response>][] = [
    ["GET /", () => worker.fetch("/", { headers: { "Accept-Language": "en" } }) as unknown as Promise<Response>],
    [
      "GET /app/dashboard",
      () => worker.fetch("/app/dashboard", { headers: user.headers }) as unknown as Promise<Response>,
    ],
    ["GET /app/recolor", () => worker.fetch("/app/recolor", { headers: user.headers }) as unknown as Promise<Response>],
    [
      "GET /api/image-editing/pricing",
      () => worker.fetch("/api/image-editing/pricing", { headers: user.headers }) as unknown as Promise<Response>,
    ],
    [
      "POST /api/image-editing/recolor",
      () =>
        worker.fetch("/api/image-editing/recolor", {
          method: "POST",
          headers: { ...user.headers, "Content-Type": "application/json" },
          body: recolor,
        }) as unknown as Promise<Response>,
    ],
  ];
  const rows = [];
  for (const [name, request] of targets) {
    const times: number[] = [];
    let timing = "";
    for (let i = 0; i < REQUESTS + 3; i++) {
      const started = performance.now();
      const response = await request();
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${name}: ${response.status}`);
      // The first three warm the isolate and the objects.
      if (i >= 3) times.push(performance.now() - started);
      timing = response.headers.get("Server-Timing") ?? "";
    }
    times.sort((a, b) => a - b);
    const count = (metric: string) => new RegExp(`(?:^|, )${metric};[^,]*desc="(\\d+)"`).exec(timing)?.[1] ?? "?";
    rows.push({
      name,
      p50: percentile(times, 50),
      p99: percentile(times, 99),
      d1: count("d1"),
      do: count("do"),
      sequential: count("sequential"),
    });
  }
  console.log(
    `\nLatency bench (workerd via Miniflare, +${D1_DELAY} ms per D1 call, +${DO_DELAY} ms per Durable Object call, ` +
      `${REQUESTS} requests each, ${new Date().toISOString()})\n`,
  );
  console.log("request                           p50 ms    p99 ms   D1 calls  DO calls  sequential");
  for (const r of rows)
    console.log(
      `${r.name.padEnd(32)} ${r.p50.toFixed(0).padStart(7)} ${r.p99.toFixed(0).padStart(9)} ` +
        `${String(r.d1).padStart(10)} ${String(r.do).padStart(9)} ${String(r.sequential).padStart(11)}`,
    );
  const dashboard = rows.find((r) => r.name === "GET /app/dashboard");
  if (dashboard)
    console.log(
      `\n/app/dashboard p50 ${dashboard.p50.toFixed(0)} ms ` +
        `against the goal of < ${3 * D1_DELAY} ms (3× the D1 delay): ` +
        (dashboard.p50 < 3 * D1_DELAY ? "met" : "NOT met"),
    );
  mkdirSync("bench/results", { recursive: true });
  writeFileSync("bench/results/latency.json", JSON.stringify({ at: new Date().toISOString(), rows }, null, 2));
} finally {
  await worker.dispose();
  await fake.close();
}
