/**
 * npm run bench:export
 * The data export's memory in the Worker's isolate (heap + ArrayBuffers, what the 128 MB limit
 * counts) while a whole account downloads, for a small account, one whose images add up to more
 * than the limit itself, and one of 33,000 designs (66,000 files: past the 65,535 a ZIP without
 * ZIP64 holds, and 33,000 rows of JSON). The small account's peak is the floor, measured in the
 * same run: a streaming export stays near it however large the archive; one that buffered would
 * grow with the archive. Each archive is written to disk and judged by Info-ZIP's `unzip -t`.
 */
import { execFileSync } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { createWriteStream, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "../../scripts/dev-server.mjs";
import { storeGeneration } from "../../tests/support/generations";
import { createUser } from "../../tests/support/users";
import { startWorker, type TestWorker } from "../../tests/support/worker";
import { watchIsolateMemory } from "../support/isolate-memory";

const MB = 1024 * 1024;
const IMAGE_BYTES = 4 * MB;

/** A user with `generations` finished generations, each with one photo and one result of IMAGE_BYTES. */
async function seededAccount(worker: TestWorker, generations: number) {
  const user = await createUser(worker, { credits: 0 });
  const bucket = await worker.bucket();
  for (let i = 0; i < generations; i++) {
    const id = crypto.randomUUID();
    const prefix = `users/${user.id}/generations/${id}/`;
    const [input, output] = [`${prefix}input-1-room.jpg`, `${prefix}result.png`];
    // One at a time: large parallel puts through Miniflare's proxy can drop connections.
    await bucket.put(input, new Uint8Array(randomBytes(IMAGE_BYTES)));
    await bucket.put(output, new Uint8Array(randomBytes(IMAGE_BYTES)));
    await storeGeneration(worker, user, { id, inputKeys: [input], outputKey: output });
  }
  return user;
}

/**
 * A user with `designs` finished generations (rows in statements of 200: D1 caps one at 100 KB).
 * Their photos and results are two tiny objects every row names: 66,000 distinct R2 objects took 40 minutes and more to
 * write on this loaded machine. The archive still holds a photo and a result per design (66,000
 * entries, each read from R2); what this leaves out is the listing's map of object sizes, which
 * for 66,000 distinct keys would add an estimated 10 MB (see docs/decisions/0036).
 */
async function manyDesigns(worker: TestWorker, designs: number) {
  const user = await createUser(worker, { credits: 0 });
  const [db, bucket] = [await worker.db(), await worker.bucket()];
  const prefix = `users/${user.id}/generations/shared/`;
  const [input, output] = [`${prefix}input-1-room.jpg`, `${prefix}result.png`];
  await bucket.put(input, new Uint8Array(randomBytes(2000)));
  await bucket.put(output, new Uint8Array(randomBytes(3000)));
  const start = Date.now() - designs * 1000;
  for (let from = 0; from < designs; from += 200) {
    // One statement of literal rows per batch (ids are UUIDs): Miniflare's synchronous proxy fails
    // under load when each row is prepared through it.
    const rows = Array.from({ length: Math.min(200, designs - from) }, (_, i) => {
      const at = start + (from + i) * 1000;
      return (
        `('${randomUUID()}', '${user.id}', 'recolor', 'succeeded', 10, 'local', '${JSON.stringify([input])}', ` +
        `'${output}', 'image/png', '{"targetColor":"#22c55e"}', ${at}, ${at + 500})`
      );
    });
    await db.exec(
      "INSERT INTO generations (id, user_id, tool, status, cost, provider, input_keys, output_key, output_mime, " +
        `params, created_at, completed_at) VALUES ${rows.join(", ")}`,
    );
  }
  return user;
}

/**
 * Downloads the export over the Worker's own socket, reading it as a browser would (chunk by
 * chunk, into a file), and answers its size and whether `unzip -t` found it whole.
 */
async function download(worker: TestWorker, cookie: string): Promise<{ bytes: number; unzipOk: boolean }> {
  const res = await worker.directFetch("/app/account/export", { headers: { Cookie: cookie } });
  if (res.status !== 200 || !res.body) throw new Error(`export answered ${res.status}`);
  const dir = mkdtempSync(join(tmpdir(), "bench-export-"));
  const file = createWriteStream(join(dir, "export.zip"));
  let bytes = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.byteLength;
    if (!file.write(chunk)) await new Promise((resolve) => file.once("drain", resolve));
  }
  await new Promise((resolve) => file.end(resolve));
  let unzipOk = false;
  try {
    unzipOk = execFileSync("unzip", ["-tq", join(dir, "export.zip")])
      .toString()
      .includes("No errors detected");
  } catch {}
  rmSync(dir, { recursive: true });
  return { bytes, unzipOk };
}

const inspectorPort = await freePort();
const worker = await startWorker({ inspectorPort });
const memory = await watchIsolateMemory(inspectorPort);
try {
  const rows: { label: string; archiveMb: number; peakAboveSettledMb: number; files: number; unzipOk: boolean }[] = [];
  for (const [label, seed, files] of [
    ["small (2 generations)", () => seededAccount(worker, 2), 5],
    ["33,000 designs", () => manyDesigns(worker, 33_000), 66_001],
    ["large (20 generations)", () => seededAccount(worker, 20), 41],
  ] as const) {
    const started = Date.now();
    const user = await seed();
    console.log(`  (${label}: seeded in ${((Date.now() - started) / 1000).toFixed(0)} s)`);
    // Warm (code loaded, first allocations made) on the small accounts; the large one is not read twice.
    if (files < 1000) await download(worker, user.cookie);
    const settled = await memory.current();
    let archive = { bytes: 0, unzipOk: false };
    const peak = await memory.peakDuring(async () => {
      archive = await download(worker, user.cookie);
    });
    rows.push({ label, files, archiveMb: archive.bytes / MB, peakAboveSettledMb: (peak - settled) / MB, ...archive });
    console.log(
      `  (${label}: peak ${((peak - settled) / MB).toFixed(1)} MB above settled, unzip -t ${archive.unzipOk})`,
    );
  }
  const [floor, many, large] = rows;
  console.log("account export: isolate memory (heap + ArrayBuffers) while the whole ZIP downloads");
  for (const row of rows)
    console.log(
      `  ${row.label.padEnd(24)} ${String(row.files).padStart(6)} files, ` +
        `archive ${row.archiveMb.toFixed(1).padStart(6)} MB   ` +
        `peak above settled ${row.peakAboveSettledMb.toFixed(1).padStart(5)} MB   ` +
        `unzip -t ${row.unzipOk ? "ok" : "FAILED"}`,
    );
  console.log(
    `  floor (small account's peak): ${floor.peakAboveSettledMb.toFixed(1)} MB; the large account's peak is ` +
      `${(large.peakAboveSettledMb - floor.peakAboveSettledMb).toFixed(1)} MB above it for an archive ` +
      `${(large.archiveMb / floor.archiveMb).toFixed(1)}× the size, the 33,000 designs' ` +
      `${(many.peakAboveSettledMb - floor.peakAboveSettledMb).toFixed(1)} MB (the isolate limit is 128 MB)`,
  );
} finally {
  memory.close();
  await worker.dispose();
}
