/** A wait that gives up: the work's signal is aborted and the caller gets a TimeoutError. */
export class TimeoutError extends Error {}

/**
 * Runs `work` with an abort signal that fires after `timeoutMs`; the answer is the work's, or a
 * TimeoutError once the time is up, whether or not the work heeds its signal.
 */
export async function withTimeout<R>(work: (signal: AbortSignal) => Promise<R>, timeoutMs: number): Promise<R> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new TimeoutError(`no answer within ${timeoutMs} ms`));
    }, timeoutMs);
  });
  try {
    return await Promise.race([work(controller.signal), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
