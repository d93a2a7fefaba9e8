#!/usr/bin/env node
// Lighthouse (mobile) on the landing page served by `wrangler dev`, with Debian's Chromium.
// Prints the four category scores and the JavaScript the page downloads (gzipped bytes, as the
// browser counts them), plus the gzipped size of the client bundle hydrated pages would load.
// Usage: npm run bench:lighthouse [-- /path ...]   (default: / /landing/design-studio /about /legal/privacy)
import { execFileSync, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { developmentVarArgs, offlineEnv } from "../../scripts/offline-env.mjs";

const TARGETS = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 };
const JS_BUDGET = 100 * 1024;
const paths = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ["/", "/landing/design-studio", "/about", "/legal/privacy"];
const env = offlineEnv({ NO_COLOR: "1", CI: "true" });
const wrangler = join(process.cwd(), "node_modules/.bin/wrangler");

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

execFileSync("npx", ["remix", "build"], { stdio: "ignore", env });
const state = mkdtempSync(join(tmpdir(), "roommuse-lh-"));
execFileSync(wrangler, ["d1", "migrations", "apply", "DB", "--local", "--persist-to", state], { env, stdio: "ignore" });
const [port, inspector] = [await freePort(), await freePort()];
const dev = spawn(
  wrangler,
  [
    "dev",
    "--local",
    "--ip",
    "127.0.0.1",
    "--port",
    String(port),
    "--inspector-port",
    String(inspector),
    "--persist-to",
    state,
    "--show-interactive-dev-session=false",
    ...developmentVarArgs(),
  ],
  { env, stdio: "ignore" },
);
const origin = `http://127.0.0.1:${port}`;
for (let i = 0; i < 240; i++) {
  try {
    if ((await fetch(`${origin}/api/health`)).ok) break;
  } catch {}
  await new Promise((r) => setTimeout(r, 250));
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH || "/usr/bin/chromium",
  chromeFlags: ["--headless", "--no-sandbox", "--disable-gpu"],
});
const results = [];
let failed = false;
try {
  for (const path of paths) {
    const { lhr } = await lighthouse(
      `${origin}${path}`,
      { port: chrome.port, output: "json", logLevel: "error" },
      {
        extends: "lighthouse:default",
        settings: {
          formFactor: "mobile",
          screenEmulation: { mobile: true, width: 412, height: 823, deviceScaleFactor: 1.75, disabled: false },
        },
      },
    );
    const scores = Object.fromEntries(
      Object.keys(TARGETS).map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
    );
    const requests = lhr.audits["network-requests"].details.items;
    const js = requests.filter((r) => r.resourceType === "Script");
    // The dev server does not compress; count each script as it would travel gzipped.
    let jsGzip = 0;
    for (const r of js) jsGzip += gzipSync(Buffer.from(await (await fetch(r.url)).arrayBuffer())).length;
    const failing = lhr.categories
      ? Object.values(lhr.categories).flatMap((c) =>
          c.auditRefs
            .filter((a) => a.weight > 0 && lhr.audits[a.id].score !== null && lhr.audits[a.id].score < 1)
            .map((a) => `${c.id}:${a.id}`),
        )
      : [];
    results.push({
      path,
      ...scores,
      jsFiles: js.length,
      jsGzipBytes: jsGzip,
      fcp: lhr.audits["first-contentful-paint"].displayValue,
      lcp: lhr.audits["largest-contentful-paint"].displayValue,
      cls: lhr.audits["cumulative-layout-shift"].displayValue,
      tbt: lhr.audits["total-blocking-time"].displayValue,
      notPerfect: failing,
    });
    for (const [id, target] of Object.entries(TARGETS)) if (scores[id] < target) failed = true;
    if (jsGzip > JS_BUDGET) failed = true;
  }
} finally {
  await chrome.kill();
  dev.kill("SIGINT");
  await new Promise((r) => setTimeout(r, 1000));
  rmSync(state, { recursive: true, force: true });
}

// What a hydrated page (the signed-in app) downloads before any route code: entry, shared chunks, root.
const buildDir = "public/build";
const manifestFile = readdirSync(buildDir).find((f) => f.startsWith("manifest-"));
const manifestText = readFileSync(join(buildDir, manifestFile), "utf8");
const manifest = JSON.parse(manifestText.slice(manifestText.indexOf("{"), manifestText.lastIndexOf("}") + 1));
const baseFiles = new Set([
  manifest.entry.module,
  ...manifest.entry.imports,
  manifest.routes.root.module,
  ...(manifest.routes.root.imports ?? []),
]);
const baseGzip = [...baseFiles].reduce((sum, url) => sum + gzipSync(readFileSync(join("public", url))).length, 0);

console.log(
  "\nLighthouse, mobile (Moto G-class throttling), wrangler dev, Chromium",
  execFileSync(process.env.CHROME_PATH || "/usr/bin/chromium", ["--version"], { stdio: ["ignore", "pipe", "ignore"] })
    .toString()
    .trim(),
);
console.table(results.map(({ notPerfect, ...row }) => row));
for (const r of results) if (r.notPerfect.length) console.log(`${r.path} audits below 1: ${r.notPerfect.join(", ")}`);
console.log(
  `Public pages' JavaScript budget: ${JS_BUDGET} bytes gzipped. Hydrated-page base bundle (React + Remix + i18next, not loaded by public pages): ${baseGzip} bytes gzipped in ${baseFiles.size} files.`,
);
mkdirSync("bench/results", { recursive: true });
writeFileSync(
  "bench/results/lighthouse.json",
  JSON.stringify({ date: new Date().toISOString(), results, hydratedBaseGzipBytes: baseGzip }, null, 2),
);
if (failed) {
  console.log("Below target.");
  process.exitCode = 1;
}
