/**
 * npm run bench:bombs
 * What a PNG decompression bomb costs before it is refused: a recolor is sent through the JSON
 * API with a 1000×1000 PNG whose IDAT inflates to 400 MB and to 1,200 MB of zeros (about 0.4
 * and 1.2 MB on the wire), and the Worker's memory is sampled while it answers 422. Two views:
 * the isolate (JS heap + ArrayBuffers, what the 128 MB limit counts) and the workerd process's
 * resident memory (native buffers included). The floor, measured in the same run, is one real
 * recolor of the room photo: a refusal should cost no more than a run that succeeds.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { freePort } from "../../scripts/dev-server.mjs";
import { b64, pngBomb, validBody } from "../../tests/support/images";
import { createUser } from "../../tests/support/users";
import { jsonPost, startWorker, type TestWorker } from "../../tests/support/worker";
import { watchIsolateMemory } from "../support/isolate-memory";

const MB = 1024 * 1024;

/** The workerd processes under this one (Miniflare's runtime), by pid. */
function workerdPids(): number[] {
  const out = execFileSync("ps", ["-eo", "pid,ppid,comm"]).toString().trim().split("\n").slice(1);
  const rows = out
    .map((line) => line.trim().split(/\s+/))
    .map(([pid, ppid, comm]) => ({ pid: +pid, ppid: +ppid, comm }));
  const mine = new Set([process.pid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const row of rows)
      if (mine.has(row.ppid) && !mine.has(row.pid)) {
        mine.add(row.pid);
        grew = true;
      }
  }
  return rows.filter((row) => mine.has(row.pid) && row.comm.includes("workerd")).map((row) => row.pid);
}

const status = (pid: number, field: string) =>
  Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) * 1024;

/** Runs `work`; answers how far the workerd processes' peak resident memory rose above what it was before. */
async function rssGrowthDuring(pids: number[], work: () => Promise<unknown>): Promise<number> {
  // Writing 5 to clear_refs resets the peak (VmHWM) to the current resident size.
  for (const pid of pids) writeFileSync(`/proc/${pid}/clear_refs`, "5");
  const before = pids.reduce((sum, pid) => sum + status(pid, "VmRSS"), 0);
  await work();
  return pids.reduce((sum, pid) => sum + status(pid, "VmHWM"), 0) - before;
}

async function recolor(worker: TestWorker, body: Record<string, unknown>) {
  const user = await createUser(worker, { credits: 100 });
  const res = await worker.fetch(
    "/api/image-editing/recolor",
    jsonPost(body, { Cookie: user.cookie, Origin: worker.origin }),
  );
  await res.arrayBuffer();
  const credits = await worker.fetch(`/api/user/${user.id}/credits`, { headers: { Cookie: user.cookie } });
  return { status: res.status, credits: ((await credits.json()) as { credits: number }).credits };
}

const cases = [
  { label: "floor: a real recolor (JPEG)", body: () => validBody("recolor") },
  { label: "400 MB bomb", body: async () => bombBody(await pngBomb(1000, 1000, 400 * MB)) },
  { label: "1,200 MB bomb", body: async () => bombBody(await pngBomb(1000, 1000, 1200 * MB)) },
];
const bombBody = (bomb: Uint8Array) => ({ ...validBody("recolor"), imageBase64: b64(bomb), mimeType: "image/png" });

const inspectorPort = await freePort();
const worker = await startWorker({ inspectorPort });
const memory = await watchIsolateMemory(inspectorPort);
const pids = workerdPids();
try {
  await recolor(worker, validBody("recolor")); // warm: code loaded, engine compiled
  console.log("PNG bomb check: memory while a recolor is answered (isolate: heap + ArrayBuffers; process: RSS)");
  for (const item of cases) {
    const body = await item.body();
    const settled = await memory.current();
    let answer = { status: 0, credits: 0 };
    let rss = 0;
    const peak = await memory.peakDuring(async () => {
      rss = await rssGrowthDuring(pids, async () => {
        answer = await recolor(worker, body);
      });
    });
    console.log(
      `  ${item.label.padEnd(30)} HTTP ${answer.status}, credits after ${String(answer.credits).padStart(3)}/100   ` +
        `isolate peak +${((peak - settled) / MB).toFixed(1).padStart(7)} MB   ` +
        `workerd RSS peak +${(rss / MB).toFixed(1).padStart(7)} MB`,
    );
  }
} finally {
  memory.close();
  await worker.dispose();
}
