/**
 * Cold start of the production Worker against a bare Remix Worker (docs/decisions/0030).
 *
 * Each round starts a fresh workerd (Miniflare) with one Worker and times two things: until it
 * is ready (workerd up, the Worker's modules compiled and evaluated) and until its first answer
 * to GET / has arrived whole (the first request runs the code that loads lazily and renders the
 * page). Then the process is stopped. The Workers take turns, round after round, so a busy
 * machine weighs on each alike; the medians are printed.
 *   - floor: the bare Remix v2 page of bench:lighthouse as a Cloudflare Worker (Remix's request
 *     handler and nothing else), built in this run with the app's compiler settings, given the
 *     app's storage bindings (D1, R2, Images) and assets, so that mostly the code differs;
 *   - the production upload (build/worker/, alone, as `wrangler deploy` uploads it), with a
 *     complete production configuration, so GET / renders the landing page;
 *   - with `--compare DIR`, another checkout's build/worker/ the same way (e.g. before a change).
 *
 * Usage: npm run bench:cold-start [-- --rounds 15 --compare ../other/build/worker]
 */
import { execFileSync, execSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { Miniflare, type WorkerOptions } from "miniflare";
import { offlineEnv } from "../../scripts/offline-env.mjs";
import { PRODUCTION_VARS } from "../../tests/support/worker";
import { ASSETS, COMPATIBILITY_DATE, storageBindings } from "../../tests/support/wrangler-config";
import { gzipSync } from "node:zlib";

const argument = (name: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at < 0 ? undefined : process.argv[at + 1];
};
const ROUNDS = Number(argument("rounds") ?? 15);
const compare = argument("compare");

if (!existsSync("build/worker/index.js")) execSync("npm run build", { stdio: "inherit" });

/** A built Worker folder's modules, as the upload holds them (index.js and any WebAssembly). */
function uploadOf(dir: string): Pick<WorkerOptions, "modules" | "modulesRoot"> & { gzipKiB: number } {
  // index.js first: the first module is the main one.
  const files = readdirSync(dir)
    .filter((file) => /\.(js|wasm)$/.test(file))
    .sort((a, b) => Number(b === "index.js") - Number(a === "index.js"));
  const gzipKiB = files.reduce((sum, file) => sum + gzipSync(readFileSync(join(dir, file))).length, 0) / 1024;
  return {
    modulesRoot: dir,
    modules: files.map((file) => ({
      type: file.endsWith(".wasm") ? ("CompiledWasm" as const) : ("ESModule" as const),
      path: join(dir, file),
    })),
    gzipKiB,
  };
}

/** The app as production runs it: its bindings, its assets and a complete production configuration. */
const appWorker = (dir: string) => {
  const { gzipKiB, ...script } = uploadOf(dir);
  const worker = {
    name: "app",
    ...script,
    compatibilityDate: COMPATIBILITY_DATE,
    ...storageBindings("cold-start"),
    bindings: PRODUCTION_VARS,
    assets: { ...ASSETS, routerConfig: { has_user_worker: true } },
  } as WorkerOptions;
  return { worker, gzipKiB };
};

// Built inside the checkout (bench/results is ignored by git) so that it finds node_modules.
mkdirSync("bench/results", { recursive: true });
const floorDir = mkdtempSync(join(process.cwd(), "bench/results/cold-start-floor-"));
try {
  execFileSync("npx", ["remix", "build", "bench/cold-start/floor"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: offlineEnv({ FLOOR_BUILD_DIR: floorDir }),
  });
  const floor = uploadOf(floorDir);
  // The object namespace needs its class, which only the app defines.
  const { durableObjects: _objects, ...floorStorage } = storageBindings("cold-start-floor");
  const subjects: { name: string; worker: WorkerOptions; gzipKiB: number }[] = [
    {
      name: "floor: bare Remix v2 Worker",
      // With the app's bindings, so what differs from the app is the code alone.
      worker: {
        name: "floor",
        ...floor,
        compatibilityDate: COMPATIBILITY_DATE,
        ...floorStorage,
        assets: { ...ASSETS, routerConfig: { has_user_worker: true } },
      } as WorkerOptions,
      gzipKiB: floor.gzipKiB,
    },
    { name: "production upload (build/worker)", ...appWorker(resolve("build/worker")) },
    ...(compare ? [{ name: `compared: ${compare}`, ...appWorker(resolve(compare)) }] : []),
  ];

  const times = subjects.map(() => ({ ready: [] as number[], first: [] as number[] }));
  for (let round = 0; round < ROUNDS + 1; round++)
    for (const [i, { name, worker }] of subjects.entries()) {
      const started = performance.now();
      const mf = new Miniflare(worker);
      try {
        await mf.ready;
        const ready = performance.now();
        const response = await mf.dispatchFetch("https://roommuse.example/");
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`${name}: GET / answered ${response.status}`);
        // The first round warms the machine's caches (the files, workerd's binary): not counted.
        if (round > 0) {
          times[i].ready.push(ready - started);
          times[i].first.push(performance.now() - started);
        }
      } finally {
        await mf.dispose();
      }
    }

  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  console.log(`\nCold start: a fresh workerd per round, ${ROUNDS} rounds taking turns, medians (ms)`);
  console.log("Worker                                            gzip KiB   ready   first answer   vs floor");
  const floorFirst = median(times[0].first);
  for (const [i, { name, gzipKiB }] of subjects.entries()) {
    const first = median(times[i].first);
    console.log(
      `${name.padEnd(48)} ${gzipKiB.toFixed(0).padStart(8)} ${median(times[i].ready).toFixed(0).padStart(7)}` +
        ` ${first.toFixed(0).padStart(14)}   ${i === 0 ? "" : `+${(first - floorFirst).toFixed(0)} ms`}`,
    );
  }
} finally {
  rmSync(floorDir, { recursive: true, force: true });
}
