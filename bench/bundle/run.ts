/**
 * Client bundle bench: the script files each page makes the browser download and their gzipped
 * size, from the built Worker in workerd (Miniflare) and its own assets, signed in as a new
 * account for /app pages. The floor, measured in the same run, is a bare Remix v2 page
 * (bench/lighthouse/floor) built with the same classic compiler. Also names any library found
 * in more than one of a page's files. Targets (issue: signed-in pages that paint first): at most
 * 8 files and 90 KB gzipped per signed-in page.
 *
 * Usage: npm run bench:bundle [-- /path ...]   (default: /, /auth and every /app page)
 * Run from another checkout's directory (npx tsx <this file>), it measures that checkout's build.
 */
import { execFileSync, execSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { offlineEnv } from "../../scripts/offline-env.mjs";
import { APP_PAGES } from "../../tests/support/app-pages";
import { announcedScripts, librariesByFile, loadedScripts, type LoadedScript } from "../../tests/support/page-scripts";
import { createUser } from "../../tests/support/users";
import { startWorker } from "../../tests/support/worker";

const MAX_FILES = 8;
const MAX_KB = 90;
const FLOOR = "floor: bare Remix v2 page";
const paths = process.argv.slice(2).filter((arg) => arg.startsWith("/"));
const PAGES = paths.length ? paths : ["/", "/auth", ...APP_PAGES];

if (!existsSync("build/worker/index.js")) execSync("npm run build", { stdio: "inherit" });

interface Row {
  page: string;
  files: number;
  "KB gz": number;
  "largest file KB gz": number;
  "in 2+ files": string;
}

function row(page: string, scripts: Map<string, LoadedScript>): Row {
  const sizes = [...scripts.values()].map((s) => s.gzipBytes);
  const kb = (bytes: number) => Number((bytes / 1024).toFixed(1));
  return {
    page,
    files: scripts.size,
    "KB gz": kb(sizes.reduce((a, b) => a + b, 0)),
    "largest file KB gz": kb(Math.max(0, ...sizes)),
    "in 2+ files": Object.entries(librariesByFile(scripts))
      .filter(([, files]) => files.length > 1)
      .map(([name, files]) => `${name} (${files.length})`)
      .join(", "),
  };
}

const rows: Row[] = [];
const worker = await startWorker();
try {
  const user = await createUser(worker, { credits: 30 });
  for (const page of PAGES) {
    const res = await worker.fetch(page, { headers: page.startsWith("/app") ? { Cookie: user.cookie } : {} });
    if (res.status !== 200) throw new Error(`${page} answered ${res.status}`);
    rows.push(row(page, await loadedScripts(worker.fetch, announcedScripts(await res.text()))));
  }
} finally {
  await worker.dispose();
}

// The floor: built inside the checkout (bench/results is ignored by git) so that it finds node_modules.
mkdirSync("bench/results", { recursive: true });
const floorDir = mkdtempSync(join(process.cwd(), "bench/results/floor-"));
try {
  execFileSync("npx", ["remix", "build", "bench/lighthouse/floor"], {
    stdio: "ignore",
    env: { ...offlineEnv(), FLOOR_BUILD_DIR: floorDir },
  });
  const { createRequestHandler } = await import("@remix-run/server-runtime");
  const handler = createRequestHandler(await import(pathToFileURL(join(floorDir, "index.mjs")).href), "production");
  const html = await (await handler(new Request("http://127.0.0.1/"))).text();
  const fromDisk = async (path: string) => {
    const file = join(floorDir, "public", path);
    return existsSync(file)
      ? { status: 200, text: async () => readFileSync(file, "utf8") }
      : { status: 404, text: async () => "" };
  };
  rows.push(row(FLOOR, await loadedScripts(fromDisk, announcedScripts(html))));
} finally {
  rmSync(floorDir, { recursive: true, force: true });
}

const floor = rows.at(-1)!;
console.log("\nScripts per page (gzipped as they travel), the built Worker in workerd");
console.table(
  rows.map((r) => ({ ...r, "vs floor": r === floor ? "" : `${(r["KB gz"] / floor["KB gz"]).toFixed(2)}x` })),
);
const over = rows.filter(
  (r) => r.page.startsWith("/app") && (r.files > MAX_FILES || r["KB gz"] > MAX_KB || r["in 2+ files"]),
);
const targets = `<= ${MAX_FILES} files, <= ${MAX_KB} KB gz, no library in 2 files`;
console.log(
  over.length
    ? `Over the targets (${targets}): ${over.map((r) => r.page).join(", ")}`
    : `Every signed-in page within the targets (${targets}).`,
);
writeFileSync("bench/results/bundle.json", JSON.stringify({ date: new Date().toISOString(), rows }, null, 2));
if (over.length) process.exitCode = 1;
