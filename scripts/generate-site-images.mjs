#!/usr/bin/env node
// Draws the public website's before/after room illustrations as small SVG files in public/images/.
// Each pair is the same room drawn twice with one thing changed, the way a RoomMuse tool would
// change it: the walls recolored, the clutter cleared, or the sofa replaced.
// Run: node scripts/generate-site-images.mjs
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const OUT = join(import.meta.dirname, "../public/images");
const W = 800;
const H = 600;
const HORIZON = 430;

const shade = (hex, amount) => {
  const n = parseInt(hex.slice(1), 16);
  const f = (c) => Math.max(0, Math.min(255, Math.round(c + (amount < 0 ? c * amount : (255 - c) * amount))));
  const r = f(n >> 16),
    g = f((n >> 8) & 255),
    b = f(n & 255);
  return `#${((1 << 24) | (r << 16) | (g << 8) | b).toString(16).slice(1)}`;
};

function defs(o) {
  return `<defs>
<linearGradient id="wall" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="${shade(o.wall, 0.12)}"/>
<stop offset="1" stop-color="${shade(o.wall, -0.1)}"/>
</linearGradient>
<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1">
<stop offset="0" stop-color="${shade(o.floor, -0.12)}"/>
<stop offset="1" stop-color="${o.floor}"/>
</linearGradient>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
<stop offset="0" stop-color="#bfe3f2"/>
<stop offset="1" stop-color="#eef8fb"/>
</linearGradient>
<linearGradient id="beam" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="#fffbe8" stop-opacity=".55"/>
<stop offset="1" stop-color="#fffbe8" stop-opacity="0"/>
</linearGradient>
<radialGradient id="glow" cx=".5" cy=".5" r=".5">
<stop offset="0" stop-color="#fff6d5" stop-opacity=".9"/>
<stop offset="1" stop-color="#fff6d5" stop-opacity="0"/>
</radialGradient>
</defs>`;
}

const curtains = (color) => `<path d="M70 64 H112 C108 160 116 260 104 356 H70Z" fill="${color}"/>
<path d="M268 64 H310 V356 H276 C264 260 272 160 268 64Z" fill="${color}"/>
<rect x="60" y="58" width="260" height="8" rx="4" fill="#6b5b4b"/>`;

const windowEl = (o) => `<g>
<rect x="92" y="78" width="196" height="250" rx="6" fill="#f7f4ef"/>
<rect x="104" y="90" width="172" height="226" fill="url(#sky)"/>
<path d="M104 270 C150 230 190 250 276 214 V316 H104Z" fill="#9fd0a8" opacity=".8"/>
<path d="M104 292 C160 268 220 280 276 262 V316 H104Z" fill="#7dbb8a" opacity=".8"/>
<rect x="186" y="90" width="8" height="226" fill="#f7f4ef"/>
<rect x="104" y="196" width="172" height="8" fill="#f7f4ef"/>
<rect x="82" y="326" width="216" height="12" rx="3" fill="#ece6dc"/>
${o.curtains ? curtains(o.curtains) : ""}
</g>
<polygon points="104,316 276,316 430,600 140,600" fill="url(#beam)"/>`;

const floorEl = (o) => {
  let planks = "";
  for (let i = 1; i < 6; i++) {
    const y = HORIZON + i * i * 6.2;
    const stroke = `stroke="${shade(o.floor, -0.22)}" stroke-width="1.4" opacity=".5"`;
    planks += `<line x1="0" y1="${y.toFixed(1)}" x2="${W}" y2="${y.toFixed(1)}" ${stroke}/>`;
  }
  for (let i = -6; i <= 14; i++) {
    const x1 = 400 + (i - 4) * 70;
    const x2 = 400 + (i - 4) * 150;
    const stroke = `stroke="${shade(o.floor, -0.2)}" stroke-width="1.2" opacity=".35"`;
    planks += `<line x1="${x1}" y1="${HORIZON}" x2="${x2}" y2="${H}" ${stroke}/>`;
  }
  return `<rect y="${HORIZON}" width="${W}" height="${H - HORIZON}" fill="url(#floor)"/>${planks}
<rect y="${HORIZON - 14}" width="${W}" height="16" fill="${shade(o.wall, 0.5)}"/>
<rect y="${HORIZON}" width="${W}" height="3" fill="#00000018"/>`;
};

const art = (o) => `<g>
<rect x="430" y="112" width="210" height="140" rx="4" fill="#3b3228"/>
<rect x="440" y="122" width="190" height="120" fill="${o.artBg}"/>
<circle cx="590" cy="158" r="22" fill="${o.artSun}"/>
<path d="M440 242 L500 170 L540 210 L575 182 L630 242Z" fill="${o.artHill}"/>
<path d="M440 242 L470 214 L520 242Z" fill="${shade(o.artHill, -0.25)}"/>
</g>`;

const oldSofa = `<g>
<ellipse cx="540" cy="520" rx="230" ry="22" fill="#00000022"/>
<rect x="330" y="338" width="420" height="110" rx="10" fill="#7a5a3f"/>
<rect x="344" y="350" width="392" height="20" rx="4" fill="#8b6a4c" opacity=".7"/>
<rect x="312" y="398" width="456" height="104" rx="10" fill="#6a4c33"/>
<rect x="346" y="404" width="190" height="46" rx="8" fill="#86654a"/>
<rect x="544" y="404" width="190" height="46" rx="8" fill="#86654a"/>
<rect x="298" y="378" width="60" height="128" rx="14" fill="#5c412b"/>
<rect x="722" y="378" width="60" height="128" rx="14" fill="#5c412b"/>
<rect x="318" y="502" width="16" height="16" fill="#3d2a1b"/>
<rect x="746" y="502" width="16" height="16" fill="#3d2a1b"/>
<path d="M380 370 l40 -6 l10 26 l-44 4Z" fill="#a58a6d"/>
</g>`;

const modernSofa = (c) => `<g>
<ellipse cx="540" cy="528" rx="240" ry="20" fill="#00000026"/>
<rect x="322" y="332" width="436" height="112" rx="40" fill="${shade(c, -0.08)}"/>
<rect x="338" y="344" width="196" height="98" rx="32" fill="${shade(c, 0.08)}"/>
<rect x="546" y="344" width="196" height="98" rx="32" fill="${shade(c, 0.08)}"/>
<rect x="300" y="420" width="480" height="88" rx="30" fill="${c}"/>
<rect x="334" y="414" width="204" height="40" rx="18" fill="${shade(c, 0.14)}"/>
<rect x="542" y="414" width="204" height="40" rx="18" fill="${shade(c, 0.14)}"/>
<rect x="286" y="386" width="58" height="122" rx="29" fill="${shade(c, -0.04)}"/>
<rect x="736" y="386" width="58" height="122" rx="29" fill="${shade(c, -0.04)}"/>
<path d="M330 508 l-8 22 h8 l10 -22Z M752 508 l8 22 h-8 l-10 -22Z" fill="#c9a16b"/>
<rect x="372" y="370" width="84" height="60" rx="16" fill="#f3e6cf" transform="rotate(-8 414 400)"/>
<rect x="628" y="372" width="80" height="58" rx="16" fill="#e9b48f" transform="rotate(7 668 400)"/>
</g>`;

const rug = (c) =>
  `<ellipse cx="470" cy="548" rx="330" ry="46" fill="${c}" opacity=".9"/>` +
  `<ellipse cx="470" cy="548" rx="300" ry="36" fill="none" ` +
  `stroke="#ffffff" stroke-opacity=".45" stroke-width="3" stroke-dasharray="10 8"/>`;

const table = `<g><ellipse cx="470" cy="566" rx="120" ry="14" fill="#00000026"/>
<rect x="370" y="510" width="200" height="16" rx="8" fill="#c9a16b"/>
<rect x="388" y="526" width="8" height="40" fill="#8d6a40"/>
<rect x="544" y="526" width="8" height="40" fill="#8d6a40"/>
<rect x="420" y="490" width="50" height="20" rx="3" fill="#e6ddd0"/>
<rect x="426" y="482" width="40" height="8" rx="2" fill="#1f625d"/>
<path d="M500 510 q10 -34 30 -30 q-6 18 -30 30Z" fill="#4f8a5b"/>
<rect x="508" y="492" width="20" height="18" rx="4" fill="#f3ede4"/>
</g>`;

const plant = `<g><ellipse cx="180" cy="562" rx="46" ry="8" fill="#00000024"/>
<path d="M150 500 h60 l-8 62 h-44Z" fill="#d7c6b0"/><path d="M150 500 h60 l-2 12 h-56Z" fill="#c2ad93"/>
<path d="M180 500 C150 440 120 430 104 400 C140 410 170 440 180 500Z" fill="#3f7d52"/>
<path d="M180 500 C190 430 220 410 250 392 C238 440 210 470 180 500Z" fill="#4f9a63"/>
<path d="M180 500 C176 440 184 380 196 344 C206 400 198 450 180 500Z" fill="#5fae72"/>
<path d="M180 500 C160 470 140 470 118 462 C144 452 166 470 180 500Z" fill="#4f9a63"/></g>`;

const lamp = `<g><ellipse cx="810" cy="0" rx="0" ry="0"/><rect x="262" y="250" width="4" height="300" fill="#2f2a25"/>
<ellipse cx="264" cy="552" rx="30" ry="6" fill="#2f2a25"/><path d="M226 250 h76 l-14 -52 h-48Z" fill="#f3e3c3"/>
<circle cx="264" cy="262" r="70" fill="url(#glow)" opacity=".7"/></g>`;

const clutter = `<g>
<rect x="560" y="470" width="110" height="84" rx="3" fill="#c49a6c"/>
<rect x="560" y="470" width="110" height="16" fill="#b38858"/>
<rect x="608" y="470" width="14" height="84" fill="#d9c29a"/>
<rect x="590" y="408" width="86" height="64" rx="3" fill="#b88d5f"/>
<rect x="626" y="408" width="12" height="64" fill="#d9c29a"/>
<rect x="690" y="500" width="80" height="60" rx="3" fill="#a97d50"/>
<path d="M380 540 q40 -30 90 -8 q30 16 70 -4 l6 24 q-90 30 -170 8Z" fill="#6c7a91"/>
<path d="M240 560 q30 -20 60 -6 l-8 20 q-30 6 -52 -14Z" fill="#b45a5a"/>
<rect x="130" y="470" width="84" height="86" rx="10" fill="#8aa0a8"/>
<path d="M130 480 h84" stroke="#6d848c" stroke-width="6"/>
<path d="M140 470 q20 -30 40 -6 q20 -24 30 6Z" fill="#e0d6c8"/>
<rect x="440" y="500" width="26" height="40" rx="4" fill="#d1c4b1" transform="rotate(20 453 520)"/>
<path d="M700 330 h40 v90 h-40Z" fill="#9c8f80"/><path d="M704 336 h32 v30 h-32Z" fill="#c7bcae"/>
</g>`;

const shelf = `<g><rect x="680" y="150" width="90" height="8" rx="2" fill="#8d6a40"/>
<rect x="688" y="118" width="12" height="32" fill="#1f625d"/>
<rect x="702" y="124" width="10" height="26" fill="#dc6139"/>
<rect x="714" y="114" width="12" height="36" fill="#e9d8b8"/>
<circle cx="748" cy="138" r="12" fill="#7fae86"/>
<rect x="740" y="138" width="16" height="12" rx="3" fill="#f3ede4"/>
</g>`;

const stripe = (i) => `<rect x="${i * 40}" width="18" height="${HORIZON}" fill="#000"/>`;

function room(o) {
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img">`,
    defs(o),
    `<rect width="${W}" height="${HORIZON}" fill="url(#wall)"/>`,
    o.stripes ? `<g opacity=".08">${Array.from({ length: 20 }, (_, i) => stripe(i)).join("")}</g>` : "",
    windowEl(o),
    floorEl(o),
    o.art ? art(o) : "",
    o.shelf ? shelf : "",
    o.rug ? rug(o.rug) : "",
    o.lamp ? lamp : "",
    o.sofa === "old" ? oldSofa : o.sofa ? modernSofa(o.sofa) : "",
    o.table ? table : "",
    o.plant ? plant : "",
    o.clutter ? clutter : "",
    `</svg>`,
  ];
  return parts.join("\n").replace(/\n\s*\n/g, "\n");
}

const base = { floor: "#c8a27a", curtains: "#e7dccb", artBg: "#f4ead9", artSun: "#e5805a", artHill: "#4fb3a8" };
/** The living room the site shows recolored: furnished and styled. */
const livingRoom = {
  ...base,
  wall: "#d9cbb3",
  sofa: "#5a7d8c",
  rug: "#d8c7ae",
  art: true,
  table: true,
  plant: true,
  lamp: true,
  shelf: true,
};
/** A packed, tired room: old sofa, clutter, drab curtains and faded art. */
const packed = {
  sofa: "old",
  clutter: true,
  curtains: "#b9ab93",
  art: true,
  artBg: "#ddd3c2",
  artSun: "#b7a58a",
  artHill: "#8f8a7a",
};
const furnitureBefore = { ...base, wall: "#e7ddd0", sofa: "old", rug: "#cbbba3", art: true, plant: true };
/** Each "after" is its "before" with only what the tool changes. */
const rooms = {
  // Recolor: the same living room, beige walls → sage green.
  "recolor-before": livingRoom,
  "recolor-after": { ...livingRoom, wall: "#8fae94", curtains: "#f4efe6" },
  // Clear space: a packed room → an empty, bright room ready to stage.
  "clear-before": { ...base, ...packed, wall: "#cfc6b8", floor: "#b99471" },
  "clear-after": { ...base, wall: "#efe9df", floor: "#cda882", curtains: false },
  // Magic furniture: the dated brown sofa → a modern terracotta one.
  "furniture-before": furnitureBefore,
  "furniture-after": { ...furnitureBefore, sofa: "#c95f3d", table: true, lamp: true },
  // Hero: a tired, striped room → restyled in Mid-Century Modern (its palette in app/tools/restyle.server.ts:
  // teal walls, a terracotta sofa, a mustard rug, walnut and cream), as the landing's caption says.
  "hero-before": { ...base, ...packed, wall: "#d6cdbf", stripes: true },
  "hero-after": {
    ...livingRoom,
    wall: "#2f6f73",
    sofa: "#c8643b",
    rug: "#e3b448",
    curtains: "#f4efe6",
    artBg: "#fbefd9",
    artSun: "#e3b448",
    artHill: "#4a2c1a",
  },
};

mkdirSync(OUT, { recursive: true });
for (const [name, options] of Object.entries(rooms)) {
  const svg = room(options);
  writeFileSync(join(OUT, `${name}.svg`), svg);
  console.log(`${name}.svg ${svg.length} bytes`);
}
