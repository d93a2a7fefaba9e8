import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { crc32, type ZipEntry, type ZipLimits, zipLength, zipStream } from "./zip";

/** Writes the archive to disk and lets Info-ZIP's unzip (an independent reader) judge it. */
async function written(entries: ZipEntry[], limits?: ZipLimits): Promise<string> {
  const bytes = new Uint8Array(await new Response(zipStream(entries, limits)).arrayBuffer());
  // The length declared before the first byte is the length written.
  expect(bytes.length).toBe(zipLength(entries, limits));
  const dir = mkdtempSync(join(tmpdir(), "zip-test-"));
  const file = join(dir, "archive.zip");
  writeFileSync(file, bytes);
  return file;
}

function streamOf(chunks: Uint8Array[]): ReadableStream<Uint8Array> {
  let i = 0;
  return new ReadableStream({
    pull(controller) {
      if (i < chunks.length) controller.enqueue(chunks[i++]);
      else controller.close();
    },
  });
}

/** unzip reads names as UTF-8 (the archive's flag) only under a UTF-8 locale. */
const utf8 = { env: { ...process.env, LC_ALL: "C.UTF-8" } };
const modified = new Date(Date.UTC(2026, 10, 24, 8, 30, 10));

describe("zipStream", () => {
  it("computes the CRC-32 that ZIP uses (the standard check value)", () => {
    expect(crc32(new TextEncoder().encode("123456789"))).toBe(0xcbf43926);
    // Continuing over two halves gives the same value as one pass.
    const all = new TextEncoder().encode("hello, world");
    expect(crc32(all.subarray(6), crc32(all.subarray(0, 6)))).toBe(crc32(all));
  });

  it("writes an archive that unzip tests clean and extracts byte for byte", async () => {
    const big = new Uint8Array(300_000).map((_, i) => (i * 31) % 251);
    const chunks = [big.subarray(0, 65_536), big.subarray(65_536, 200_000), big.subarray(200_000)];
    const file = await written([
      { name: "data.json", modified, size: 7, open: async () => new TextEncoder().encode('{"a":1}') },
      { name: "photos/salón-1.png", modified, size: big.length, open: async () => streamOf(chunks) },
      { name: "empty.txt", modified, size: 0, open: async () => new Uint8Array(0) },
    ]);
    expect(execFileSync("unzip", ["-t", file]).toString()).toContain("No errors detected");
    const listing = execFileSync("unzip", ["-Z1", file], utf8).toString().trim().split("\n");
    expect(listing).toEqual(["data.json", "photos/salón-1.png", "empty.txt"]);
    expect(execFileSync("unzip", ["-p", file, "data.json"]).toString()).toBe('{"a":1}');
    const out = mkdtempSync(join(tmpdir(), "zip-out-"));
    execFileSync("unzip", ["-q", file, "-d", out], utf8);
    expect(Buffer.compare(readFileSync(join(out, "photos/salón-1.png")), Buffer.from(big))).toBe(0);
    expect(execFileSync("zipinfo", ["-T", file, "data.json"]).toString()).toContain("20261124.083010");
  });

  it("pulls: nothing is opened before the reader asks for it", async () => {
    const opened: string[] = [];
    const entry = (name: string): ZipEntry => ({
      name,
      modified,
      size: 3,
      open: async () => {
        opened.push(name);
        return new Uint8Array([1, 2, 3]);
      },
    });
    const reader = zipStream([entry("a"), entry("b")]).getReader();
    expect(opened).toEqual([]);
    await reader.read(); // a's header
    expect(opened).toEqual(["a"]);
    await reader.cancel();
    expect(opened).toEqual(["a"]);
  });
});

describe("zipStream past the classic format's limits (ZIP64)", () => {
  const tiny = (i: number): ZipEntry => ({
    name: `photos/${i}.txt`,
    modified,
    size: String(i).length,
    open: async () => new TextEncoder().encode(String(i)),
  });

  it("writes more than 65,535 files that unzip tests clean and lists in full", async () => {
    const count = 70_000;
    const file = await written(Array.from({ length: count }, (_, i) => tiny(i)));
    const test = execFileSync("unzip", ["-tq", file]).toString();
    expect(test).toContain("No errors detected");
    const listing = execFileSync("unzip", ["-Z1", file], { maxBuffer: 64 * 1024 * 1024 })
      .toString()
      .trim()
      .split("\n");
    expect(listing).toHaveLength(count);
    expect(listing.at(-1)).toBe(`photos/${count - 1}.txt`);
    expect(execFileSync("unzip", ["-p", file, "photos/69999.txt"]).toString()).toBe("69999");
  }, 60_000);

  it("records offsets past the 32-bit fields in ZIP64 fields that unzip follows", async () => {
    // The threshold lowered to 100 bytes: the same ZIP64 records an archive past 4 GiB carries.
    const limits = { zip64From: 100 };
    const file = await written(
      Array.from({ length: 12 }, (_, i) => tiny(i)),
      limits,
    );
    expect(execFileSync("unzip", ["-t", file]).toString()).toContain("No errors detected");
    expect(execFileSync("unzip", ["-p", file, "photos/11.txt"]).toString()).toBe("11");
    expect(execFileSync("zipinfo", ["-v", file, "photos/11.txt"]).toString()).toMatch(
      /minimum software version[^\n]*4\.5/,
    );
  });

  it("errors the stream, instead of ending it, when a file's bytes differ from its declared size", async () => {
    const short: ZipEntry = { ...tiny(123), size: 10 };
    await expect(new Response(zipStream([tiny(1), short])).arrayBuffer()).rejects.toThrow(/fewer bytes/);
    const broken: ZipEntry = {
      name: "broken.png",
      modified,
      size: 6,
      open: async () =>
        new ReadableStream({
          start(controller) {
            controller.enqueue(new Uint8Array(3));
          },
          pull(controller) {
            controller.error(new Error("storage read failed"));
          },
        }),
    };
    await expect(new Response(zipStream([broken])).arrayBuffer()).rejects.toThrow("storage read failed");
  });
});
