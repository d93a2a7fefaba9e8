#!/usr/bin/env node
// Rasterizes public/favicon.svg into the favicon set (ICO, Apple touch icon, manifest icons) and
// draws the Open Graph share image, with Debian's Chromium. Run after changing the logo or the
// hero images: node scripts/generate-site-icons.mjs
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { CHROMIUM_PATH } from "./chromium.mjs";

const PUBLIC = join(import.meta.dirname, "../public");
const logo = readFileSync(join(PUBLIC, "favicon.svg"), "utf8");
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: ["--headless", "--no-sandbox", "--disable-gpu"],
});

async function render(html, width, height, options = {}) {
  const page = await browser.newPage({ viewport: { width, height } });
  await page.setContent(`<!doctype html><html><body style="margin:0">${html}</body></html>`);
  await page.waitForTimeout(100);
  const image = await page.screenshot({ omitBackground: true, ...options });
  await page.close();
  return image;
}

/** The logo drawn `size` pixels wide and high. */
const sizedLogo = (size) => logo.replace("<svg ", `<svg width="${size}" height="${size}" `);
/** An inline style attribute's value from its declarations. */
const style = (...declarations) => declarations.join(";");

const icon = (size) => render(`<div style="width:${size}px;height:${size}px">${sizedLogo(size)}</div>`, size, size);
// Maskable icons keep their content inside the central 80% safe zone on a full-bleed background.
const maskableStyle = (size) =>
  style(
    `width:${size}px`,
    `height:${size}px`,
    "background:#1f625d",
    "display:flex",
    "align-items:center",
    "justify-content:center",
  );
const maskable = (size) => render(`<div style="${maskableStyle(size)}">${sizedLogo(size * 0.7)}</div>`, size, size);

/** An ICO file holding one PNG image (supported by every current browser). */
function ico(png, size) {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt16LE(1, 12);
  header.writeUInt16LE(32, 14);
  header.writeUInt32LE(png.length, 16);
  header.writeUInt32LE(22, 18);
  return Buffer.concat([header, png]);
}

writeFileSync(join(PUBLIC, "favicon.ico"), ico(await icon(32), 32));
writeFileSync(
  join(PUBLIC, "apple-touch-icon.png"),
  await render(`<div style="width:180px;height:180px;background:#1f625d">${sizedLogo(180)}</div>`, 180, 180),
);
writeFileSync(join(PUBLIC, "icon-192.png"), await icon(192));
writeFileSync(join(PUBLIC, "icon-512.png"), await icon(512));
writeFileSync(join(PUBLIC, "icon-maskable-512.png"), await maskable(512));

// As data URIs, so that the two drawings' gradient ids cannot collide.
const dataUri = (name) =>
  `data:image/svg+xml;base64,${readFileSync(join(PUBLIC, `images/${name}.svg`)).toString("base64")}`;
const before = `<img src="${dataUri("hero-before")}" style="position:absolute;inset:0;width:100%;height:100%">`;
const afterStyle = style("position:absolute", "inset:0", "width:100%", "height:100%", "clip-path:inset(0 0 0 50%)");
const after = `<img src="${dataUri("hero-after")}" style="${afterStyle}">`;

const ogStyles = {
  card: style(
    "width:1200px",
    "height:630px",
    "display:flex",
    "align-items:center",
    "gap:48px",
    "padding:0 64px",
    "box-sizing:border-box",
    "background:linear-gradient(135deg,#effaf8,#fbe8de)",
    "font-family:Inter,system-ui,sans-serif",
  ),
  brand: style("display:flex", "align-items:center", "gap:14px", "font-size:34px", "font-weight:800", "color:#1c1917"),
  title: style(
    "margin-top:28px",
    "font-size:52px",
    "line-height:1.08",
    "font-weight:800",
    "color:#1c1917",
    "letter-spacing:-1px",
  ),
  tagline: style("margin-top:20px", "font-size:24px", "color:#57534e"),
  photo: style(
    "position:relative",
    "width:520px",
    "height:390px",
    "border-radius:28px",
    "overflow:hidden",
    "box-shadow:0 30px 60px rgba(26,66,63,.3)",
  ),
  divider: style(
    "position:absolute",
    "top:0",
    "bottom:0",
    "left:50%",
    "width:5px",
    "margin-left:-2px",
    "background:#fff",
  ),
};
const og = `<div style="${ogStyles.card}">
  <div style="flex:1">
    <div style="${ogStyles.brand}">${sizedLogo(56)}RoomMuse</div>
    <div style="${ogStyles.title}">Your room, restyled in seconds</div>
    <div style="${ogStyles.tagline}">Restyle Room · Recolor walls · Clear the space · Replace furniture</div>
  </div>
  <div style="${ogStyles.photo}">${before}${after}
    <div style="${ogStyles.divider}"></div>
  </div>
</div>`;
writeFileSync(
  join(PUBLIC, "images/og-image.jpg"),
  await render(og, 1200, 630, { type: "jpeg", quality: 85, omitBackground: false }),
);
if (process.env.PREVIEW) writeFileSync(process.env.PREVIEW, await render(og, 1200, 630));

await browser.close();
console.log("favicon set and og-image.jpg written");
