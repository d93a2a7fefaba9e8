// Draws the Restyle Room style swatches as small SVG files in public/images/styles/: one small
// room per style, painted from the style's own palette (the tool module's data, so a palette
// change is one edit and one run), with the four palette colours as chips underneath.
// Run: npx tsx scripts/generate-style-swatches.ts
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { StyleLook } from "../app/tools/restyle";
import { RESTYLE_STYLES } from "../app/tools/restyle.server";

const OUT = join(import.meta.dirname, "../public/images/styles");
const W = 160;
const H = 120;

/** Which palette colour paints which surface: dark styles get dark walls and light furniture. */
function surfaces(look: StyleLook) {
  const [darkest, deep, middle, lightest] = look.palette;
  if (look.value === "dark") return { wall: darkest, floor: deep, sofa: middle, accent: lightest, trim: lightest };
  if (look.value === "mid") return { wall: middle, floor: deep, sofa: darkest, accent: lightest, trim: lightest };
  return { wall: lightest, floor: middle, sofa: deep, accent: darkest, trim: darkest };
}

function swatch(id: string, look: StyleLook): string {
  const s = surfaces(look);
  const chips = look.palette
    .map((hex, i) => `<rect x="${i * 40}" y="100" width="40" height="20" fill="${hex}"/>`)
    .join("");
  const size = `viewBox="0 0 ${W} ${H}" width="${W}" height="${H}"`;
  return `<svg xmlns="http://www.w3.org/2000/svg" ${size} role="img" aria-label="${id}">
<rect width="${W}" height="100" fill="${s.wall}"/>
<rect x="18" y="14" width="34" height="42" rx="2" fill="${s.trim}" opacity=".35"/>
<rect x="21" y="17" width="28" height="36" fill="#dfeef5" opacity=".8"/>
<rect x="98" y="18" width="38" height="26" rx="2" fill="${s.accent}"/>
<circle cx="117" cy="31" r="7" fill="${s.sofa}" opacity=".8"/>
<rect y="76" width="${W}" height="24" fill="${s.floor}"/>
<ellipse cx="80" cy="90" rx="50" ry="7" fill="${s.accent}" opacity=".45"/>
<rect x="44" y="58" width="72" height="22" rx="6" fill="${s.sofa}"/>
<rect x="50" y="52" width="60" height="12" rx="5" fill="${s.sofa}" opacity=".85"/>
<rect x="56" y="60" width="14" height="9" rx="3" fill="${s.accent}"/>
<rect x="48" y="80" width="3" height="6" fill="${s.trim}"/><rect x="109" y="80" width="3" height="6" fill="${s.trim}"/>
<rect x="140" y="40" width="2" height="40" fill="${s.trim}"/><path d="M133 40 h16 l-4 -10 h-8z" fill="${s.accent}"/>
<circle cx="22" cy="70" r="9" fill="${look.palette[1]}"/>
<rect x="18" y="74" width="8" height="10" rx="1" fill="${s.trim}"/>
${chips}
</svg>
`;
}

mkdirSync(OUT, { recursive: true });
for (const style of RESTYLE_STYLES) writeFileSync(join(OUT, `${style.id}.svg`), swatch(style.id, style.look));
console.log(`wrote ${RESTYLE_STYLES.length} swatches to public/images/styles/`);
