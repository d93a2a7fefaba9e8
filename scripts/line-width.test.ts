import { describe, expect, it } from "vitest";
import { longLines } from "./line-width.mjs";

const wide = "x".repeat(121);
const read = (files: Record<string, string>) => (file: string) => files[file];

describe("the line-width check", () => {
  it("names each line over 120 columns by file and line, and passes 120 exactly", () => {
    const files = { "app/a.ts": `ok\n${"y".repeat(120)}\n${wide}\n` };
    expect(longLines(Object.keys(files), read(files))).toEqual(["app/a.ts:3 (121 columns)"]);
  });

  it("counts characters, not bytes: 120 accented letters fit", () => {
    const files = { "app/locales/es/x.ts": "é".repeat(120) };
    expect(longLines(Object.keys(files), read(files))).toEqual([]);
  });

  it("leaves out generated files and images, and Markdown table rows but not Markdown prose", () => {
    const files = {
      "worker-configuration.d.ts": wide,
      "package-lock.json": wide,
      "migrations/0000_init.sql": wide,
      "public/images/a.svg": wide,
      "docs/a.md": `| ${wide} |\n${wide}`,
    };
    expect(longLines(Object.keys(files), read(files))).toEqual(["docs/a.md:2 (121 columns)"]);
  });
});
