/**
 * The memory of the app's V8 isolate in workerd, read over the inspector protocol while
 * requests run: the JS heap plus ArrayBuffer backing stores, which is what Cloudflare's
 * 128 MB per-isolate limit counts. Sampled every few milliseconds, so a spike that lives
 * only inside one synchronous stretch of code can slip between samples: a lower bound.
 */
import WebSocket from "ws";

interface HeapUsage {
  usedSize: number;
  backingStorageSize?: number;
}

export interface IsolateMemoryWatch {
  /** The isolate's memory now, in bytes. */
  current(): Promise<number>;
  /** Runs `work` and returns the highest memory sampled while it ran, in bytes. */
  peakDuring(work: () => Promise<unknown>): Promise<number>;
  close(): void;
}

export async function watchIsolateMemory(inspectorPort: number, workerName = "app"): Promise<IsolateMemoryWatch> {
  const socket = new WebSocket(`ws://127.0.0.1:${inspectorPort}/core:user:${workerName}`);
  await new Promise<void>((resolve, reject) => {
    socket.once("open", () => resolve());
    socket.once("error", reject);
  });
  let nextId = 0;
  const pending = new Map<number, (result: unknown) => void>();
  socket.on("message", (data) => {
    const message = JSON.parse(String(data)) as { id?: number; result?: unknown };
    if (message.id !== undefined) pending.get(message.id)?.(message.result);
    if (message.id !== undefined) pending.delete(message.id);
  });
  const call = <T>(method: string) =>
    new Promise<T>((resolve) => {
      const id = ++nextId;
      pending.set(id, resolve as (result: unknown) => void);
      socket.send(JSON.stringify({ id, method }));
    });
  const usage = async () => {
    const heap = await call<HeapUsage>("Runtime.getHeapUsage");
    return heap.usedSize + (heap.backingStorageSize ?? 0);
  };

  return {
    // (workerd's inspector never answers HeapProfiler.collectGarbage, so there is no forced GC.)
    current: usage,
    async peakDuring(work) {
      let peak = await usage();
      let done = false;
      const sampling = (async () => {
        while (!done) {
          peak = Math.max(peak, await usage());
          await new Promise((resolve) => setTimeout(resolve, 2));
        }
      })();
      try {
        await work();
      } finally {
        done = true;
        await sampling;
      }
      return peak;
    },
    close: () => socket.close(),
  };
}
