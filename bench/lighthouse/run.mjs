#!/usr/bin/env node
// Mobile Lighthouse on the pages a visitor and a paying user see, served by `wrangler dev`, with
// Debian's Chromium, against a floor measured in the same run: a bare Remix v2 page (React +
// Remix and nothing else, bench/lighthouse/floor) built with the same classic compiler.
//
// Each page runs RUNS times (default 5); the table shows the medians of the four category
// scores, LCP and TBT, and the JavaScript the page downloads (gzipped, as it would travel; the
// dev server does not compress) with its file count. Signed-in pages (/app/...) are loaded with
// the session cookie of a new account signed in through the development mailbox, so
// /app/recolor is a first visit (its onboarding tour shows).
//
// Earlier commits can be measured beside this checkout in the same run (`-- --against <ref>`,
// repeatable; bench/support/checkouts.mjs): each page is then measured on every build in turn.
//
// Usage (tsx, for the app modules it imports): npm run bench:lighthouse [-- --runs 5] [-- /path ...]
//   default pages: / /auth /app/dashboard /app/recolor /app/restyle /app/account /app/credits/history
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, mkdirSync, writeFileSync, existsSync } from "node:fs";
import { createServer as createHttpServer } from "node:http";
import { cpus, loadavg } from "node:os";
import { extname, join, normalize } from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromium as playwright } from "playwright-core";
import { CHROMIUM_PATH as chromePath } from "../../scripts/chromium.mjs";
import { freePort } from "../../scripts/dev-server.mjs";
import { offlineEnv } from "../../scripts/offline-env.mjs";
import { againstRefs, prepareCheckout, serveCheckout } from "../support/checkouts.mjs";
import { signInNewAccount } from "../support/dev-account.mjs";

const argv = process.argv.slice(2);
const runsAt = argv.indexOf("--runs");
const RUNS = runsAt >= 0 ? Number(argv[runsAt + 1]) : 5;
const paths = argv.filter((arg, i) => arg.startsWith("/") && !["--runs", "--against"].includes(argv[i - 1]));
const PAGES = paths.length
  ? paths
  : ["/", "/auth", "/app/dashboard", "/app/recolor", "/app/restyle", "/app/account", "/app/credits/history"];
const FLOOR = "floor: bare Remix v2 page";
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
/** The public site's targets (docs/decisions/0005); signed-in pages are reported against them too. */
const TARGETS = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 };
const env = offlineEnv({ NO_COLOR: "1", CI: "true" });

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

// --- the app, as `wrangler dev` serves it, and any earlier commits beside it -----------------
const servers = [];
for (const checkout of [null, ...againstRefs(argv)].map(prepareCheckout)) servers.push(await serveCheckout(checkout));
// However the bench ends (a failed build of the floor, a thrown error), the servers go with it.
process.on("exit", () => {
  for (const server of servers) server.stopNow();
});
/** A page's name in the table: its path, and which build served it when there are several. */
const named = (path, server) => (servers.length > 1 ? `${path} @ ${server.name}` : path);

// --- the floor: a bare Remix v2 page, built and served by Node ------------------------------
// Built inside the checkout (bench/results is ignored by git) so that it finds node_modules.
mkdirSync("bench/results", { recursive: true });
const floorDir = mkdtempSync(join(process.cwd(), "bench/results/floor-"));
execFileSync("npx", ["remix", "build", "bench/lighthouse/floor"], {
  stdio: "ignore",
  env: { ...env, FLOOR_BUILD_DIR: floorDir },
});
const { createRequestHandler } = await import("@remix-run/server-runtime");
const floorHandler = createRequestHandler(await import(pathToFileURL(join(floorDir, "index.mjs")).href), "production");
// Compressed as `wrangler dev` compresses the app's responses: Lighthouse's simulated network
// times what travels, so an uncompressed floor would load about three times the bytes.
const floorServer = createHttpServer(async (req, res) => {
  const url = new URL(req.url, "http://127.0.0.1");
  const gzip = /\bgzip\b/.test(req.headers["accept-encoding"] ?? "");
  const send = (status, headers, body) => {
    res.writeHead(status, gzip ? { ...headers, "Content-Encoding": "gzip", Vary: "Accept-Encoding" } : headers);
    res.end(gzip ? gzipSync(body) : body);
  };
  if (url.pathname.startsWith("/build/")) {
    const file = join(floorDir, "public", normalize(url.pathname));
    if (!file.startsWith(floorDir) || !existsSync(file)) return res.writeHead(404).end();
    return send(
      200,
      {
        "Content-Type": extname(file) === ".js" ? "text/javascript" : "application/octet-stream",
        "Cache-Control": "public, max-age=31536000, immutable",
      },
      readFileSync(file),
    );
  }
  if (url.pathname !== "/") return res.writeHead(404).end();
  const response = await floorHandler(new Request(url, { headers: req.headers }));
  const headers = Object.fromEntries(response.headers);
  delete headers["content-length"];
  send(response.status, headers, Buffer.from(await response.arrayBuffer()));
});
const floorPort = await freePort();
await new Promise((resolve) => floorServer.listen(floorPort, "127.0.0.1", resolve));

const gzippedCache = new Map();
async function gzippedSize(url) {
  if (!gzippedCache.has(url)) {
    gzippedCache.set(url, gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer())).length);
  }
  return gzippedCache.get(url);
}

const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ["--headless", "--no-sandbox", "--disable-gpu"],
});
// The browser's cookie jar, through the DevTools protocol: Lighthouse keeps cookies between
// runs, and a cookie a page set (the D1 bookmark, say) would otherwise ride along.
const jar = (await playwright.connectOverCDP(`http://127.0.0.1:${chrome.port}`)).contexts()[0];
const rows = [];
let failed = false;
try {
  const targets = [
    ...PAGES.flatMap((path) =>
      servers.map((server) => ({
        name: named(path, server),
        origin: server.url,
        url: `${server.url}${path}`,
        signedIn: path.startsWith("/app"),
      })),
    ),
    { name: FLOOR, url: `http://127.0.0.1:${floorPort}/`, signedIn: false },
  ];
  for (const target of targets) {
    const runs = [];
    for (let run = 0; run < RUNS; run++) {
      // Every run of a signed-in page is a new account's first visit.
      await jar.clearCookies();
      if (target.signedIn) await jar.addCookies([await signInNewAccount(target.origin, "lighthouse")]);
      const { lhr } = await lighthouse(
        target.url,
        { port: chrome.port, output: "json", logLevel: "error" },
        {
          extends: "lighthouse:default",
          settings: {
            formFactor: "mobile",
            screenEmulation: { mobile: true, width: 412, height: 823, deviceScaleFactor: 1.75, disabled: false },
          },
        },
      );
      if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(target.url).pathname) {
        throw new Error(`${target.name} ended on ${lhr.finalDisplayedUrl}`);
      }
      const scripts = lhr.audits["network-requests"].details.items.filter((r) => r.resourceType === "Script");
      let jsGzip = 0;
      for (const script of scripts) jsGzip += await gzippedSize(script.url);
      runs.push({
        scores: Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)])),
        lcp: lhr.audits["largest-contentful-paint"].numericValue,
        tbt: lhr.audits["total-blocking-time"].numericValue,
        jsGzip,
        jsFiles: scripts.length,
        lcpElement: lhr.audits["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node?.selector,
        belowOne: Object.values(lhr.categories).flatMap((c) =>
          c.auditRefs
            .filter((a) => a.weight > 0 && lhr.audits[a.id].score !== null && lhr.audits[a.id].score < 1)
            .map((a) => `${c.id}:${a.id}`),
        ),
      });
    }
    const row = {
      page: target.name,
      ...Object.fromEntries(CATEGORIES.map((id) => [id, median(runs.map((r) => r.scores[id]))])),
      "LCP s": Number((median(runs.map((r) => r.lcp)) / 1000).toFixed(2)),
      "TBT ms": Math.round(median(runs.map((r) => r.tbt))),
      "JS KB gz": Number((median(runs.map((r) => r.jsGzip)) / 1024).toFixed(1)),
      "JS files": median(runs.map((r) => r.jsFiles)),
    };
    rows.push({ row, runs });
    if (target.name !== FLOOR) for (const [id, target] of Object.entries(TARGETS)) if (row[id] < target) failed = true;
  }
} finally {
  await chrome.kill();
  floorServer.close();
  for (const server of servers) await server.stop();
  rmSync(floorDir, { recursive: true, force: true });
}

const chromium = execFileSync(chromePath, ["--version"], { stdio: ["ignore", "pipe", "ignore"] })
  .toString()
  .trim();
const machine = `${cpus().length} cores, load average ${loadavg()
  .map((l) => l.toFixed(1))
  .join(" ")} (shared; LCP/TBT are Lighthouse's simulated mobile throttling, scores vary with load)`;
console.log(`\nLighthouse mobile, median of ${RUNS} runs per page, wrangler dev, ${chromium}; ${machine}`);
console.table(rows.map(({ row }) => row));
const landing = rows.find(({ row }) => row.page === named("/", servers[0]));
const floor = rows.find(({ row }) => row.page === FLOOR);
for (const { row, runs } of rows) {
  const notes = [
    landing && row !== landing.row ? `LCP ${(row["LCP s"] / landing.row["LCP s"]).toFixed(2)}x the landing's` : "",
    floor && row.page !== FLOOR ? `JS ${(row["JS KB gz"] / floor.row["JS KB gz"]).toFixed(2)}x the floor's` : "",
    `LCP element: ${[...new Set(runs.map((r) => r.lcpElement ?? "?"))].join(" | ")}`,
  ].filter(Boolean);
  console.log(`${row.page}: ${notes.join("; ")}`);
  const belowOne = [...new Set(runs.flatMap((r) => r.belowOne))];
  if (belowOne.length) console.log(`  audits below 1 in some run: ${belowOne.join(", ")}`);
}
mkdirSync("bench/results", { recursive: true });
writeFileSync(
  "bench/results/lighthouse.json",
  JSON.stringify({ date: new Date().toISOString(), runs: RUNS, machine, chromium, pages: rows }, null, 2),
);
if (failed) {
  console.log("Below target.");
  process.exitCode = 1;
}
