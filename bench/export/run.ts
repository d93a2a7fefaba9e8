/**
 * npm run bench:export
 * The data export's memory in the Worker's isolate (heap + ArrayBuffers, what the 128 MB limit
 * counts) while a whole account downloads, for a small account and one whose images add up to
 * more than the limit itself. The small account's peak is the floor, measured in the same run:
 * a streaming export stays near it however large the archive; one that buffered would grow
 * with the archive (and the large one could not finish at all).
 */
import { randomBytes } from "node:crypto";
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

/** Downloads the export, reading it as a browser would (chunk by chunk), and answers its size. */
async function download(worker: TestWorker, cookie: string): Promise<number> {
  const res = await worker.fetch("/app/account/export", { headers: { Cookie: cookie } });
  if (res.status !== 200 || !res.body) throw new Error(`export answered ${res.status}`);
  let bytes = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.byteLength;
  return bytes;
}

const inspectorPort = await freePort();
const worker = await startWorker({ inspectorPort });
const memory = await watchIsolateMemory(inspectorPort);
try {
  const rows: { label: string; archiveMb: number; peakAboveSettledMb: number }[] = [];
  for (const [label, generations] of [
    ["small (2 generations)", 2],
    ["large (20 generations)", 20],
  ] as const) {
    const user = await seededAccount(worker, generations);
    await download(worker, user.cookie); // warm: code loaded, first allocations made
    const settled = await memory.current();
    let archive = 0;
    const peak = await memory.peakDuring(async () => {
      archive = await download(worker, user.cookie);
    });
    rows.push({ label, archiveMb: archive / MB, peakAboveSettledMb: (peak - settled) / MB });
  }
  const [floor, large] = rows;
  console.log("account export: isolate memory (heap + ArrayBuffers) while the whole ZIP downloads");
  for (const row of rows)
    console.log(
      `  ${row.label.padEnd(24)} archive ${row.archiveMb.toFixed(1).padStart(6)} MB   ` +
        `peak above settled ${row.peakAboveSettledMb.toFixed(1).padStart(5)} MB`,
    );
  console.log(
    `  floor (small account's peak): ${floor.peakAboveSettledMb.toFixed(1)} MB; large account's peak is ` +
      `${(large.peakAboveSettledMb - floor.peakAboveSettledMb).toFixed(1)} MB above it for an archive ` +
      `${(large.archiveMb / floor.archiveMb).toFixed(1)}× the size (the isolate limit is 128 MB)`,
  );
} finally {
  memory.close();
  await worker.dispose();
}
