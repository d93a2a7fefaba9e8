#!/usr/bin/env node
// No tracked source line is wider than the formatter's lineWidth (biome.json, the one home of the
// number). Biome wraps code, but not comments, strings, JSX text, regexes or Markdown, so this
// catches what it leaves. Run by `npm test`; `node scripts/line-width.mjs` alone prints file:line.
// What is checked, and why the exceptions are exceptions: docs/conventions.md, "Line width".
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

const width = JSON.parse(readFileSync("biome.json", "utf8")).formatter.lineWidth;

// Text we write by hand. Images (SVG included: scripts/generate-*.mjs draws them), fonts and
// binaries are not source lines.
const checked = /\.(ts|tsx|js|mjs|cjs|css|json|jsonc|toml|sql|md)$/;
// Written by tools, not people: regenerating them would undo any wrapping.
const generated = [
  /^worker-configuration\.d\.ts$/, // wrangler types (scripts/worker-types.mjs)
  /(^|\/)package-lock\.json$/, // npm
  /^migrations\//, // drizzle-kit generate; an applied migration is history and is never edited
];
// A Markdown table row cannot be split over lines; prose, lists and code blocks can.
const markdownTableRow = /^\s*\|/;

/** Lines wider than `width`, as "file:line (columns)", for the given tracked files. */
export function longLines(files, read = (file) => readFileSync(file, "utf8")) {
  const found = [];
  for (const file of files) {
    if (!checked.test(file) || generated.some((pattern) => pattern.test(file))) continue;
    const lines = read(file).split(/\r?\n/);
    lines.forEach((line, index) => {
      const columns = [...line].length;
      if (columns <= width) return;
      if (file.endsWith(".md") && markdownTableRow.test(line)) return;
      found.push(`${file}:${index + 1} (${columns} columns)`);
    });
  }
  return found;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const files = execFileSync("git", ["ls-files", "-z"], { encoding: "utf8" }).split("\0").filter(Boolean);
  const found = longLines(files);
  for (const line of found) console.error(line);
  if (found.length) {
    console.error(
      `${found.length} line(s) over ${width} columns: wrap the comment, split the string or name the regex.`,
    );
    process.exit(1);
  }
  console.log(`line width: every checked line is at most ${width} columns`);
}
