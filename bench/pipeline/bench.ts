/**
 * Pipeline benchmark (issue #5).
 *
 * 1. Pipeline overhead: the built Worker in Miniflare (workerd), MODEL_PROVIDER=workers-ai with
 *    a zero-latency AI binding (a second Worker that answers a fixed 1×1 PNG at once, without
 *    reading the upload). What is measured is everything the app does around the model: JSON
 *    parse, base64 decode, header checks, R2 staging, the ledger debit, D1 rows, storing and
 *    returning the result. p50/p99 per JPEG size; the peak memory of the app's isolate (JS heap
 *    plus ArrayBuffers, what Cloudflare's 128 MB limit counts, sampled over the inspector); and
 *    the peak RSS of the workerd process (a fresh one per size, so the peak belongs to it).
 *    Then the largest request the API takes: the interior designer with three 10 MB photos.
 * 2. The local engine on a 12-megapixel photo, in this Node process (same JS, same V8), as
 *    JPEG for every tool and as WebP for recolor (the WebP decoder is the same WebAssembly).
 * 3. The local engine in workerd on the heaviest request: the interior designer with three
 *    10 MB JPEGs. Wall time and the workerd peak RSS (a fresh process).
 * 4. Every remote adapter (Gemini, OpenAI, Workers AI) against the loopback fakes, on the heaviest
 *    request, sent as JSON (base64) and as multipart (the web app's way): the peak of the app's
 *    isolate against Cloudflare's 128 MB, beside a floor measured in the same workerd (an idle
 *    GET /api/health). Photos larger than a model takes go through the Images binding's local
 *    mode (Sharp, in this Node process), as they go through Cloudflare's service in production.
 *    The local engine follows in the same table: its inputs are fitted to its working side the
 *    same way, so a full-resolution photo is not decoded at full size inside the isolate.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { encode as encodePng } from "fast-png";
import jpeg from "jpeg-js";
import encodeWebp, { init as initWebpEncoder } from "@jsquash/webp/encode.js";
import webpEncoderWasm from "@jsquash/webp/codec/enc/webp_enc_simd.wasm?module";
import { type LocalRequest, runLocal } from "~/services/image-providers/local/index.server";
import type { ProviderImage } from "~/services/image-providers/types";
import { RECOLOR_SUBJECT } from "~/tools/recolor";
import {
  geminiWorkerVars,
  type RemoteProvider,
  remoteProviderOptions,
  startFakeImageModels,
} from "../../tests/fakes/image-models";
import { freePort } from "../../scripts/dev-server.mjs";
import { fixture } from "../../tests/support/images";
import { createUser, grantPremiumPurchase } from "../../tests/support/users";
import { startWorker } from "../../tests/support/worker";
import { COMPATIBILITY_DATE } from "../../tests/support/wrangler-config";
import { watchIsolateMemory } from "../support/isolate-memory";
import { writePreviews } from "./previews";

const ONE_PIXEL_PNG =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==";

const zeroLatencyAi = {
  name: "zero-latency-ai",
  modules: true,
  compatibilityDate: COMPATIBILITY_DATE,
  script: `
    import { WorkerEntrypoint } from "cloudflare:workers";
    export default class Ai extends WorkerEntrypoint {
      async run(model, inputs) { inputs.multipart.body.cancel(); return { image: "${ONE_PIXEL_PNG}" }; }
      async fetch() { return new Response(null, { status: 404 }); }
    }`,
};

/** A photo-like JPEG of about `targetBytes`: a rendered room, scaled up, with sensor-like grain. */
function jpegOfSize(targetBytes: number): Uint8Array {
  const room = jpeg.decode(fixture("room.jpg"), { useTArray: true });
  let side = Math.sqrt(targetBytes / 0.9);
  for (let attempt = 0; attempt < 6; attempt++) {
    const width = Math.min(8000, Math.round((side * 4) / 3));
    const height = Math.round(width * 0.75);
    const data = new Uint8Array(width * height * 4);
    let seed = 7;
    for (let y = 0; y < height; y++) {
      const sy = Math.floor((y * room.height) / height);
      for (let x = 0; x < width; x++) {
        const sx = Math.floor((x * room.width) / width);
        const s = (sy * room.width + sx) * 4;
        const o = (y * width + x) * 4;
        seed = (seed * 1103515245 + 12345) & 0x7fffffff;
        const grain = ((seed >> 8) % 33) - 16;
        data[o] = room.data[s] + grain;
        data[o + 1] = room.data[s + 1] + grain;
        data[o + 2] = room.data[s + 2] + grain;
        data[o + 3] = 255;
      }
    }
    const bytes = jpeg.encode({ width, height, data }, 92).data;
    const ratio = bytes.length / targetBytes;
    if (ratio > 0.93 && ratio <= 1) return new Uint8Array(bytes);
    side /= Math.sqrt(ratio * 1.02);
  }
  throw new Error(`could not make a ${targetBytes}-byte JPEG`);
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

function workerdPeakRssMb(): number {
  // The workerd child of this process; VmHWM is its peak resident set.
  const pids = execFileSync("pgrep", ["-P", String(process.pid)])
    .toString()
    .trim()
    .split("\n");
  let peak = 0;
  for (const pid of pids) {
    try {
      const status = readFileSync(`/proc/${pid}/status`, "utf8");
      if (!/Name:\s*workerd/.test(status)) continue;
      peak = Math.max(peak, Number(/VmHWM:\s*(\d+)/.exec(status)?.[1] ?? 0) / 1024);
    } catch {
      /* gone */
    }
  }
  return peak;
}

const MB = 1024 * 1024;
const TEN_MB = 10 * MB - 64 * 1024;
const photoField = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64");

/** The largest request the API takes: the interior designer with the same photo in all three slots. */
const interiorDesignerBody = (photo: Uint8Array) => ({
  roomImageBase64: photoField(photo),
  roomImageMime: "image/jpeg",
  item1ImageBase64: photoField(photo),
  item1ImageMime: "image/jpeg",
  item2ImageBase64: photoField(photo),
  item2ImageMime: "image/jpeg",
});

/** Runs `request` `runs` times, one after another; the wall times in ms, sorted. */
async function timeRequests(request: () => Promise<void>, runs: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await request();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

/** One POST of `body` to a tool endpoint, failing on anything but 200. */
function poster(
  worker: Awaited<ReturnType<typeof startWorker>>,
  headers: Record<string, string>,
  endpoint: string,
  body: string,
) {
  return async () => {
    const response = await worker.fetch(`/api/image-editing/${endpoint}`, {
      method: "POST",
      headers: { ...headers, "Content-Type": "application/json" },
      body,
    });
    const answer = await response.arrayBuffer();
    if (response.status !== 200)
      throw new Error(`${endpoint}: status ${response.status} ${Buffer.from(answer).toString("utf8", 0, 300)}`);
  };
}

async function pipelineOverhead() {
  const photos = new Map<number, Uint8Array>();
  const photoOf = (bytes: number) => photos.get(bytes) ?? photos.set(bytes, jpegOfSize(bytes)).get(bytes)!;
  const cases: [label: string, endpoint: string, runs: number, body: () => Record<string, unknown>][] = [
    [
      "recolor 1 MB",
      "recolor",
      40,
      () => ({ imageBase64: photoField(photoOf(1 * MB)), mimeType: "image/jpeg", targetColor: "#22c55e" }),
    ],
    [
      "recolor 4 MB",
      "recolor",
      25,
      () => ({ imageBase64: photoField(photoOf(4 * MB)), mimeType: "image/jpeg", targetColor: "#22c55e" }),
    ],
    [
      "recolor 10 MB",
      "recolor",
      15,
      () => ({ imageBase64: photoField(photoOf(TEN_MB)), mimeType: "image/jpeg", targetColor: "#22c55e" }),
    ],
    ["interior 3×10 MB", "interior-designer", 8, () => interiorDesignerBody(photoOf(TEN_MB))],
  ];
  console.log("\nPipeline overhead (zero-latency provider, sequential requests)");
  console.log("request            n   p50 ms   p99 ms   isolate (idle → peak)   workerd RSS (idle → peak)");
  for (const [label, endpoint, runs, makeBody] of cases) {
    const body = JSON.stringify(makeBody());
    const inspectorPort = await freePort();
    const worker = await startWorker({
      vars: { MODEL_PROVIDER: "workers-ai" },
      workers: [zeroLatencyAi],
      serviceBindings: { AI: "zero-latency-ai" },
      inspectorPort,
    });
    const memory = await watchIsolateMemory(inspectorPort);
    try {
      const user = await createUser(worker, { credits: 30 * (runs + 5) });
      const idle = workerdPeakRssMb();
      const request = poster(worker, user.headers, endpoint, body);
      await timeRequests(request, 2); // warm-up
      const settled = await memory.current();
      const times = await timeRequests(request, runs);
      // Memory in separate runs: sampling interrupts the isolate and would skew the times.
      let isolatePeak = 0;
      for (let i = 0; i < 3; i++) isolatePeak = Math.max(isolatePeak, await memory.peakDuring(request));
      console.log(
        `${label.padEnd(18)} ${String(runs).padEnd(3)} ${percentile(times, 50).toFixed(1).padStart(6)}   ` +
          `${percentile(times, 99).toFixed(1).padStart(6)}   ` +
          `${(settled / MB).toFixed(0).padStart(4)} MB → ${(isolatePeak / MB).toFixed(0).padStart(4)} MB          ` +
          `${idle.toFixed(0)} MB → ${workerdPeakRssMb().toFixed(0)} MB`,
      );
    } finally {
      memory.close();
      await worker.dispose();
    }
  }
}

async function localEngine() {
  const width = 4000;
  const height = 3000;
  const room = jpeg.decode(fixture("room.jpg"), { useTArray: true });
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    const sy = Math.floor((y * room.height) / height);
    for (let x = 0; x < width; x++) {
      const s = (sy * room.width + Math.floor((x * room.width) / width)) * 4;
      data.set([room.data[s], room.data[s + 1], room.data[s + 2], 255], (y * width + x) * 4);
    }
  }
  const photo = new Uint8Array(jpeg.encode({ width, height, data }, 90).data);
  await initWebpEncoder(webpEncoderWasm);
  const webp = new Uint8Array(
    await encodeWebp({ width, height, data: new Uint8ClampedArray(data.buffer), colorSpace: "srgb" } as ImageData, {
      quality: 85,
    }),
  );
  const face = fixture("face.jpg");
  const reference = fixture("reference-sofa.jpg");
  const img = (slot: string, bytes: Uint8Array, mime: ProviderImage["mime"] = "image/jpeg") => ({ slot, bytes, mime });
  const cases: LocalRequest[] = [
    { tool: "recolor", params: { targetColor: "#22C55E", subject: RECOLOR_SUBJECT }, images: [img("image", photo)] },
    { tool: "clear-space", params: {}, images: [img("image", photo)] },
    {
      tool: "magic-furniture",
      params: { targetElement: "sofa", newElementDescription: "red velvet sofa" },
      images: [img("image", photo)],
    },
    {
      tool: "combine-rooms",
      params: { elementType: "sofa" },
      images: [img("room", photo), img("reference", reference)],
    },
    {
      tool: "interior-designer",
      params: { item1Description: "", item2Description: "" },
      images: [img("room", photo), img("item1", reference), img("item2", face)],
    },
    {
      tool: "thumbnail",
      params: { titleText: "BEFORE & AFTER", style: "youtube" },
      images: [img("base", photo), img("face", face)],
    },
  ];
  const webpCase: LocalRequest = {
    tool: "recolor",
    params: { targetColor: "#22C55E", subject: RECOLOR_SUBJECT },
    images: [img("image", webp, "image/webp")],
  };
  console.log(
    `\nLocal engine on a 12-megapixel photo (${width}×${height} JPEG, ${(photo.length / 1e6).toFixed(1)} MB), ` +
      "decode → process → encode",
  );
  for (const request of [...cases, webpCase]) {
    const { tool, images } = request;
    const label = images[0].mime === "image/jpeg" ? tool : `${tool} (WebP, ${(webp.length / 1e6).toFixed(1)} MB)`;
    const times = await timeRequests(async () => void (await runLocal(request)), 3);
    console.log(
      `${label.padEnd(18)} median ${times[1].toFixed(0)} ms (min ${times[0].toFixed(0)}, max ${times[2].toFixed(0)})`,
    );
  }
}

async function heaviestLocalRequest() {
  const photo = jpegOfSize(TEN_MB);
  const worker = await startWorker({ vars: { MODEL_TIMEOUT_MS: "300000" } });
  try {
    const user = await createUser(worker, { credits: 200 });
    const idle = workerdPeakRssMb();
    const times = await timeRequests(
      poster(worker, user.headers, "interior-designer", JSON.stringify(interiorDesignerBody(photo))),
      3,
    );
    console.log(`\nLocal engine in workerd: interior designer, three ${(photo.length / 1e6).toFixed(1)} MB JPEGs`);
    console.log(
      `median ${times[1].toFixed(0)} ms (min ${times[0].toFixed(0)}, max ${times[2].toFixed(0)}); ` +
        `workerd peak RSS ${idle.toFixed(0)} MB → ${workerdPeakRssMb().toFixed(0)} MB`,
    );
  } finally {
    await worker.dispose();
  }
}

/** The interior designer's three photos as the web app sends them: one multipart file part per slot. */
async function interiorDesignerForm(photo: Uint8Array) {
  const form = new FormData();
  for (const slot of ["room", "item1", "item2"])
    form.append(slot, new Blob([photo as BlobPart], { type: "image/jpeg" }), `${slot}.jpg`);
  const encoded = new Response(form);
  return {
    contentType: encoded.headers.get("Content-Type") ?? "",
    body: new Uint8Array(await encoded.arrayBuffer()),
  };
}

/** The highest isolate memory sampled over three runs of `request`, after a warm-up. */
async function highestOfThree(memory: Awaited<ReturnType<typeof watchIsolateMemory>>, request: () => Promise<void>) {
  await request(); // warm-up
  let peak = 0;
  for (let i = 0; i < 3; i++) peak = Math.max(peak, await memory.peakDuring(request));
  return peak;
}

/** The floor's request: an idle GET /api/health. */
const idleRequest = (worker: Awaited<ReturnType<typeof startWorker>>) => async () =>
  void (await (await worker.fetch("/api/health")).arrayBuffer());

/** Cloudflare's per-isolate memory limit. */
const ISOLATE_LIMIT = 128 * MB;

async function remoteAdapters() {
  const photo = jpegOfSize(TEN_MB);
  const { width, height } = jpeg.decode(photo, { useTArray: true });
  const json = JSON.stringify(interiorDesignerBody(photo));
  const form = await interiorDesignerForm(photo);
  const fake = await startFakeImageModels(fixture("room-small.png"));
  const adapters: [name: string, options: () => Parameters<typeof startWorker>[0]][] = [
    ["gemini", () => ({ vars: geminiWorkerVars(fake, 120_000) })],
    ["openai", () => remoteProviderOptions("openai", fake)],
    ["workers-ai", () => remoteProviderOptions("workers-ai", fake)],
    // The development engine: its inputs are fitted to its working side outside the isolate too.
    ["local", () => ({ vars: { MODEL_PROVIDER: "local", MODEL_TIMEOUT_MS: "300000" } })],
  ];
  console.log(
    `\nIsolate peak, interior designer with three ${(photo.length / 1e6).toFixed(1)} MB JPEGs (${width}×${height}), ` +
      "remote adapters against loopback fakes, and the local engine",
  );
  console.log(
    "Read over workerd's inspector (Runtime.getHeapUsage on the app's isolate: used JS heap plus\n" +
      "ArrayBuffer backing stores, what the 128 MB limit counts), sampled every ~2 ms while the\n" +
      "request runs: a lower bound of the true peak. Highest of 3 runs after a warm-up. The floor is\n" +
      "the same sampling around an idle GET /api/health in the same workerd.",
  );
  console.log("adapter      floor     JSON (base64)   multipart   under 128 MB");
  try {
    for (const [name, options] of adapters) {
      const inspectorPort = await freePort();
      const worker = await startWorker({ ...options(), inspectorPort });
      const memory = await watchIsolateMemory(inspectorPort);
      try {
        const user = await createUser(worker, { credits: 1000 });
        const send = (contentType: string, body: string | Uint8Array) => async () => {
          const response = await worker.fetch("/api/image-editing/interior-designer", {
            method: "POST",
            headers: { ...user.headers, "Content-Type": contentType },
            body,
          });
          const text = await response.text();
          if (response.status !== 200) throw new Error(`${name}: status ${response.status} ${text.slice(0, 200)}`);
        };
        const peakOf = (request: () => Promise<void>) => highestOfThree(memory, request);
        const floor = await peakOf(idleRequest(worker));
        const viaJson = await peakOf(send("application/json", json));
        const viaForm = await peakOf(send(form.contentType, form.body));
        const mb = (bytes: number) => `${(bytes / MB).toFixed(0).padStart(4)} MB`;
        const verdict = Math.max(viaJson, viaForm) < ISOLATE_LIMIT ? "yes" : "NO";
        console.log(`${name.padEnd(10)} ${mb(floor)}    ${mb(viaJson)}        ${mb(viaForm)}     ${verdict}`);
      } finally {
        memory.close();
        await worker.dispose();
      }
    }
  } finally {
    await fake.close();
  }
}

/** A photo-like PNG of `width`×`height` (the rendered room, scaled, with grain), as a model draws one. */
function pngResult(width: number, height: number): Uint8Array {
  const room = jpeg.decode(fixture("room.jpg"), { useTArray: true });
  const data = new Uint8Array(width * height * 3);
  let seed = 11;
  for (let y = 0; y < height; y++) {
    const sy = Math.floor((y * room.height) / height);
    for (let x = 0; x < width; x++) {
      const s = (sy * room.width + Math.floor((x * room.width) / width)) * 4;
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const grain = ((seed >> 8) % 41) - 20;
      const o = (y * width + x) * 3;
      data[o] = room.data[s] + grain;
      data[o + 1] = room.data[s + 1] + grain;
      data[o + 2] = room.data[s + 2] + grain;
    }
  }
  return encodePng({ width, height, data, channels: 3 });
}

/**
 * A Premium account's largest result, per remote adapter: recolor of a 4 MB 4:3 photo whose answer
 * is the largest PNG the model makes for it: Gemini's 4K, 3840×2880; gpt-image-2's, 3312×2480 (its
 * 8.3-megapixel cap); Workers AI's, 1920×1440 (1920 px a side at most). The size the adapter asked
 * for is checked. The fakes stream the documented answer with no Content-Length, as the providers
 * do. The isolate's peak covers reading the answer, storing it in R2 and the run's JSON answer.
 */
async function premiumResults() {
  const photo = jpegOfSize(4 * MB);
  const body = JSON.stringify({ imageBase64: photoField(photo), mimeType: "image/jpeg", targetColor: "#22c55e" });
  const fake = await startFakeImageModels(fixture("room-small.png"));
  const adapters: [name: RemoteProvider, width: number, height: number, asked: string][] = [
    ["gemini", 3840, 2880, "4K"],
    ["openai", 3312, 2480, "3312x2480"],
    ["workers-ai", 1920, 1440, "1920x1440"],
  ];
  console.log("\nIsolate peak, a Premium account's largest result (recolor of a 4 MB photo), same sampling as above");
  console.log("adapter      result                     answer      floor     peak    under 128 MB");
  try {
    for (const [name, width, height, asked] of adapters) {
      const result = pngResult(width, height);
      const size = `${width}×${height}`;
      fake.image = result;
      const inspectorPort = await freePort();
      const worker = await startWorker({
        ...remoteProviderOptions(name, fake, { MODEL_TIMEOUT_MS: "120000", ROOM_CHECK: "off" }),
        inspectorPort,
      });
      const memory = await watchIsolateMemory(inspectorPort);
      try {
        const user = await createUser(worker, { credits: 1000 });
        await grantPremiumPurchase(worker, user.id);
        const request = poster(worker, user.headers, "recolor", body);
        const floor = await highestOfThree(memory, idleRequest(worker));
        const peak = await highestOfThree(memory, request);
        if (fake.requests.at(-1)?.resultSize !== asked)
          throw new Error(`${name}: asked for ${fake.requests.at(-1)?.resultSize}, not the Premium size ${asked}`);
        const mb = (bytes: number) => `${(bytes / MB).toFixed(0).padStart(4)} MB`;
        const answer = `${((Math.ceil(result.length / 3) * 4) / MB).toFixed(1)} MB b64`;
        console.log(
          `${name.padEnd(10)}   ${`${size} PNG, ${(result.length / MB).toFixed(1)} MB`.padEnd(25)}  ${answer}` +
            `  ${mb(floor)}  ${mb(peak)}    ${peak < ISOLATE_LIMIT ? "yes" : "NO"}`,
        );
      } finally {
        memory.close();
        await worker.dispose();
      }
    }
  } finally {
    await fake.close();
  }
}

/**
 * The room check's cost and latency: the same clear-space request (one room photo) with the check
 * on and off, for each remote adapter against the loopback fakes, which answer at once; so the
 * difference is the check's own work in the Worker (fitting the photo to 512 px outside the
 * isolate, encoding and sending it, reading the answer), the floor being the run without it. The
 * provider's own thinking time comes on top in production. Its cost is one extra call per room
 * photo; what that call carries is the bytes printed here.
 */
async function roomCheck() {
  const runs = 7;
  const photos: [label: string, bytes: Uint8Array][] = [
    ["1 MB", jpegOfSize(1_000_000)],
    ["10 MB", jpegOfSize(TEN_MB)],
  ];
  const fake = await startFakeImageModels(fixture("room-small.png"));
  const adapters: [name: RemoteProvider, vars: Record<string, string>][] = [
    ["gemini", { MODEL_TIMEOUT_MS: "120000" }],
    ["openai", {}],
    ["workers-ai", {}],
  ];
  console.log(
    `\nRoom check before the debit: clear-space, p50 of ${runs} sequential requests, check off (floor) vs on`,
  );
  console.log("adapter      photo    off p50   on p50   added   check request (image sent)");
  const p50 = (times: number[]) => times[Math.floor(times.length / 2)];
  try {
    for (const [name, vars] of adapters) {
      const workers = {
        off: await startWorker(remoteProviderOptions(name, fake, { ...vars, ROOM_CHECK: "off" })),
        on: await startWorker(remoteProviderOptions(name, fake, { ...vars, ROOM_CHECK: "on" })),
      };
      try {
        for (const [label, photo] of photos) {
          const body = JSON.stringify({ imageBase64: photoField(photo), mimeType: "image/jpeg" });
          const time = async (worker: Awaited<ReturnType<typeof startWorker>>) => {
            const user = await createUser(worker, { credits: 100_000 });
            const request = poster(worker, user.headers, "clear-space", body);
            await request(); // warm-up
            return p50(await timeRequests(request, runs));
          };
          const off = await time(workers.off);
          const checks = fake.roomChecks.length;
          const on = await time(workers.on);
          const check = fake.roomChecks.at(-1);
          if (fake.roomChecks.length !== checks + runs + 1 || !check || check.problems.length)
            throw new Error(`${name}: the room check was not asked once per request`);
          const [offMs, onMs, extra] = [off, on, on - off].map((ms, i) => ms.toFixed(0).padStart(i < 2 ? 6 : 5));
          console.log(
            `${name.padEnd(10)}   ${label.padEnd(6)} ${offMs} ms ${onMs} ms ` +
              `${extra} ms   ${(check.bytes / 1024).toFixed(0)} KB (${check.imageSize})`,
          );
        }
      } finally {
        await workers.off.dispose();
        await workers.on.dispose();
      }
    }
  } finally {
    await fake.close();
  }
}

const args = process.argv.slice(2);
if (args.includes("--previews"))
  await writePreviews(args[args.indexOf("--previews") + 1] ?? ".wrangler/tmp/local-previews");
else {
  // --only overhead | local | adapters | premium | room-check: one part of the run (adapters includes premium).
  const only = args.includes("--only") ? args[args.indexOf("--only") + 1] : undefined;
  if (!only || only === "overhead") await pipelineOverhead();
  if (!only || only === "adapters") await remoteAdapters();
  if (!only || only === "adapters" || only === "premium") await premiumResults();
  if (!only || only === "room-check") await roomCheck();
  if (!only || only === "local") {
    await localEngine();
    await heaviestLocalRequest();
  }
}
