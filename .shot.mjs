import { chromium } from "playwright-core";
const [url, out, width, lang, js, seg] = process.argv.slice(2);
const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless","--no-sandbox","--disable-gpu"] });
const ctx = await b.newContext({ viewport: { width: +width, height: 800 }, locale: lang || "en-US", javaScriptEnabled: js !== "nojs" });
const p = await ctx.newPage();
p.on("console", m => m.type()==="error" && console.log("console.error", m.text()));
await p.goto(url, { waitUntil: "networkidle" });
for (let y = 0; y < 30000; y += 600) { await p.evaluate((y) => window.scrollTo(0, y), y); }
await p.evaluate(() => window.scrollTo(0, 0)); await p.waitForTimeout(300);
const H = await p.evaluate(() => document.documentElement.scrollHeight);
const step = +(seg || 1600);
let n = 0;
for (let y = 0; y < H; y += step, n++) await p.screenshot({ path: `${out}-${n}.png`, fullPage: true, clip: { x: 0, y, width: +width, height: Math.min(step, H - y) } });
console.log(n, "segments");
await b.close();
