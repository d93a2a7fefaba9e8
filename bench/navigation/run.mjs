#!/usr/bin/env node
// What a signed-in user feels of the browser runtime, in Debian's Chromium with 4x CPU slowdown,
// 40 ms of added latency and 10 Mbps each way, on this checkout and on earlier commits served
// side by side (`-- --against <ref>`, repeatable), their runs interleaved:
// - first load to interactive: a document load of the dashboard and of recolor (a first visit,
//   with its tour), from the navigation's start until React has hydrated the page (<html
//   data-hydrated>, set by every build compared) and its LCP;
// - in-app navigation: dashboard -> recolor -> dashboard by clicking the links, from the press
//   until the new page is interactive (its path, its title and a hydrated document), with the
//   bytes the browser moved from the hover on (a prefetch included) and the D1 and object round
//   trips the server's Server-Timing headers count; the pointer rests on a link 200 ms before
//   the press, as a person's does;
// - interaction latency in the wizard (Event Timing, the longest event of each interaction):
//   choosing a photo, Next, picking a colour on recolor; Next and picking a style on restyle.
// Each run is a new account and a new browser context (a cold HTTP cache for the first loads).
//
// Usage: npm run bench:navigation [-- --runs 7] [-- --against <ref> ...]
import { cpus, loadavg } from "node:os";
import { chromium } from "playwright-core";
import { CHROMIUM_PATH } from "../../scripts/chromium.mjs";
import { signInNewAccount } from "../support/dev-account.mjs";
import { againstRefs, prepareCheckout, serveCheckout } from "../support/checkouts.mjs";

const argv = process.argv.slice(2);
const runsAt = argv.indexOf("--runs");
const RUNS = runsAt >= 0 ? Number(argv[runsAt + 1]) : 7;
const CPU_SLOWDOWN = 4;
const NETWORK = { offline: false, latency: 40, downloadThroughput: 10e6 / 8, uploadThroughput: 10e6 / 8 };
const DWELL_MS = 200;
const VIEWPORT = { width: 1280, height: 800 };
const PHOTO = "tests/fixtures/room.jpg";

const median = (values) => {
  const sorted = values.filter((v) => typeof v === "number").sort((a, b) => a - b);
  if (!sorted.length) return null;
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * In every document: when the pointer goes down, and the first frame at which the page named in
 * sessionStorage's "bench:target" ({ path, title }) is on screen and hydrated, in epoch
 * milliseconds, so that a press and a page drawn by the next document can be compared.
 */
function instrument() {
  const now = () => performance.timeOrigin + performance.now();
  const bench = { lcp: null, events: [] };
  window.__bench = bench;
  addEventListener("pointerdown", () => sessionStorage.setItem("bench:down", String(now())), true);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) bench.lcp = entry.startTime;
  }).observe({ type: "largest-contentful-paint", buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      bench.events.push({ name: entry.name, duration: entry.duration, id: entry.interactionId });
  }).observe({ type: "event", durationThreshold: 16, buffered: true });
  const watch = () => {
    const target = JSON.parse(sessionStorage.getItem("bench:target") ?? "null");
    if (!target || sessionStorage.getItem("bench:ready")) return;
    const html = document.documentElement;
    if (location.pathname === target.path && document.title === target.title && html.hasAttribute("data-hydrated")) {
      sessionStorage.setItem("bench:ready", String(now()));
      return;
    }
    requestAnimationFrame(watch);
  };
  const hydratedAt = () => {
    if (document.documentElement.hasAttribute("data-hydrated")) bench.hydrated = performance.now();
    else requestAnimationFrame(hydratedAt);
  };
  addEventListener("DOMContentLoaded", () => {
    requestAnimationFrame(hydratedAt);
    watch();
  });
  addEventListener("pointerdown", () => requestAnimationFrame(watch), true);
}

async function throttledPage(browser, server) {
  const context = await browser.newContext({ viewport: VIEWPORT, locale: "en-US" });
  await context.addCookies([await signInNewAccount(server.url, "navigation")]);
  await context.addInitScript(instrument);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", NETWORK);
  const traffic = { bytes: 0, d1: 0, do: 0, documents: 0, data: 0 };
  cdp.on("Network.loadingFinished", (event) => {
    traffic.bytes += event.encodedDataLength;
  });
  cdp.on("Network.responseReceived", ({ response, type }) => {
    const timing = Object.entries(response.headers).find(([name]) => name.toLowerCase() === "server-timing")?.[1];
    const count = (name) => Number(timing?.match(new RegExp(`\\b${name};[^,]*desc="(\\d+)"`))?.[1] ?? 0);
    traffic.d1 += count("d1");
    traffic.do += count("do");
    if (type === "Document") traffic.documents += 1;
    if (new URL(response.url).pathname.endsWith(".data")) traffic.data += 1;
  });
  return { context, page, traffic };
}

/** A document load of `path`: ms from its start until hydrated, and its LCP. */
async function firstLoad(page, origin, path) {
  await page.goto(`${origin}${path}`);
  await page.waitForFunction(() => window.__bench.hydrated !== undefined);
  return page.evaluate(() => ({ interactive: window.__bench.hydrated, lcp: window.__bench.lcp }));
}

/** Clicks the link to `path` as a person does and answers ms until that page is interactive, bytes and trips. */
async function navigate(page, traffic, link, target) {
  await page.evaluate((next) => {
    sessionStorage.setItem("bench:target", JSON.stringify(next));
    sessionStorage.removeItem("bench:ready");
  }, target);
  Object.assign(traffic, { bytes: 0, d1: 0, do: 0, documents: 0, data: 0 });
  await link.hover();
  await page.waitForTimeout(DWELL_MS);
  await link.click();
  await page.waitForFunction(() => sessionStorage.getItem("bench:ready"));
  const ms = await page.evaluate(
    () => Number(sessionStorage.getItem("bench:ready")) - Number(sessionStorage.getItem("bench:down")),
  );
  return { ms, ...traffic };
}

/** The longest event of the interaction `act` starts, by Event Timing (under 16 ms: reported as 16). */
async function interaction(page, act) {
  const before = await page.evaluate(() => window.__bench.events.length);
  await act();
  // Event Timing reports an interaction after its next paint; two frames later it is in.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const events = await page.evaluate((from) => window.__bench.events.slice(from), before);
  return Math.max(16, ...events.map((event) => event.duration));
}

/** Runs `act`, naming `what` in its error, with a screenshot of the page as it was then. */
async function step(page, what, act) {
  try {
    return await act();
  } catch (error) {
    await page.screenshot({ path: "bench/results/navigation-failure.png" }).catch(() => {});
    throw new Error(`${what}: ${error.message.split("\n")[0]} (bench/results/navigation-failure.png)`);
  }
}

/** Closes a tool's first-visit tour with its close button, once it is open ("Don't show this again" is ticked). */
async function closeTour(page) {
  const tour = page.getByTestId("onboarding");
  await tour.locator('button[type="submit"]').first().click();
  await tour.waitFor({ state: "hidden" });
}

async function measure(browser, server) {
  const row = {};
  // Each first load with a cold cache, in a context (and an account) of its own.
  const cold = await throttledPage(browser, server);
  try {
    const recolor = await firstLoad(cold.page, server.url, "/app/recolor");
    Object.assign(row, { "recolor load ms": recolor.interactive, "recolor LCP ms": recolor.lcp });
  } finally {
    await cold.context.close();
  }
  const { context, page, traffic } = await throttledPage(browser, server);
  try {
    const dashboard = await firstLoad(page, server.url, "/app/dashboard");
    Object.assign(row, { "dashboard load ms": dashboard.interactive, "dashboard LCP ms": dashboard.lcp });
    const titles = { dashboard: await page.title() };
    titles.recolor = await (await context.request.get(`${server.url}/app/recolor`))
      .text()
      .then((html) => html.match(/<title>([^<]*)<\/title>/)?.[1] ?? "");
    const toRecolor = await step(page, "dashboard → recolor", () =>
      navigate(page, traffic, page.locator('main a[href="/app/recolor"]').first(), {
        path: "/app/recolor",
        title: titles.recolor,
      }),
    );
    await step(page, "the tour on recolor", () => closeTour(page));
    const back = await step(page, "recolor → dashboard", () =>
      navigate(page, traffic, page.locator('a[href="/app"]:visible').first(), {
        path: "/app",
        title: titles.dashboard,
      }),
    );
    Object.assign(row, {
      "→ recolor ms": toRecolor.ms,
      "→ recolor KB": toRecolor.bytes / 1024,
      "→ recolor trips": toRecolor.d1 + toRecolor.do,
      "→ recolor documents": toRecolor.documents,
      "→ dashboard ms": back.ms,
      "→ dashboard KB": back.bytes / 1024,
      "→ dashboard trips": back.d1 + back.do,
      "→ dashboard documents": back.documents,
    });
    // The wizard, on recolor: its tour was closed for good above, so this visit shows none.
    await page.goto(`${server.url}/app/recolor`);
    await page.waitForFunction(() => window.__bench.hydrated !== undefined);
    const upload = page.getByTestId("upload-image");
    row["photo ms"] = await step(page, "choosing a photo", async () => {
      const ms = await interaction(page, () => upload.locator('input[type="file"]').setInputFiles(PHOTO));
      await upload.locator("img").waitFor();
      return ms;
    });
    row["Next ms"] = await step(page, "Next", () => interaction(page, () => page.getByTestId("next-step").click()));
    row["colour ms"] = await step(page, "a colour", () =>
      interaction(page, () => page.locator('main button[aria-pressed="false"]').nth(2).click()),
    );
    return row;
  } finally {
    await context.close();
  }
}

const refs = [null, ...againstRefs(argv)];
const checkouts = refs.map(prepareCheckout);
const servers = [];
for (const checkout of checkouts) servers.push(await serveCheckout(checkout));
process.on("exit", () => {
  for (const server of servers) server.stopNow();
});
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run"],
});
const rows = new Map(servers.map((server) => [server.name, []]));
try {
  for (let run = 0; run < RUNS; run++)
    for (const server of servers) {
      try {
        rows.get(server.name).push(await measure(browser, server));
      } catch (error) {
        console.error(`${server.name}, run ${run + 1}: ${error.message.split("\n")[0]}`);
      }
    }
} finally {
  await browser.close();
  for (const server of servers) await server.stop();
}

const table = [];
for (const [name, runs] of rows) {
  const medians = { build: name, runs: runs.length };
  for (const key of Object.keys(runs[0] ?? {})) {
    const value = median(runs.map((row) => row[key]));
    medians[key] = value === null ? "—" : Number(value.toFixed(key.endsWith("KB") ? 1 : 0));
  }
  table.push(medians);
}
const machine = `${cpus().length} cores, load average ${loadavg()
  .map((l) => l.toFixed(1))
  .join(" ")}`;
console.log(`\nNavigation bench: median of ${RUNS} interleaved runs; ${CPU_SLOWDOWN}x CPU, 40 ms, 10 Mbps; ${machine}`);
// One build a column: the rows are the measures, easier to read side by side than 20 columns.
const keys = Object.keys(table[0] ?? {}).filter((key) => key !== "build");
console.table(Object.fromEntries(keys.map((key) => [key, Object.fromEntries(table.map((t) => [t.build, t[key]]))])));
