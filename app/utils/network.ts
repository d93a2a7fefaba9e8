/**
 * The browser's calls to our own API. A call that gets no answer never shows the browser's own
 * words ("Failed to fetch", "NetworkError when attempting to fetch resource"): it fails with a
 * NetworkError whose `kind` says what the person can do about it, and `messageKey` is the text
 * to show (docs/error-handling.md).
 */

/** Ordinary calls (pricing, profile, checkout start) give up after 30 s. */
export const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;
/** The browser waits this long after the server's own model timeout before giving a generation up. */
export const GENERATION_GRACE_MS = 15_000;

export type NetworkFailure = "offline" | "timeout" | "unreachable";

export class NetworkError extends Error {
  constructor(
    readonly kind: NetworkFailure,
    /** False when the request never left the browser (it was already offline). */
    readonly sent: boolean,
    options?: { cause?: unknown },
  ) {
    super(`request failed: ${kind}`, options);
    this.name = "NetworkError";
  }

  /** The translation key of what the person reads. */
  get messageKey() {
    return `common.network.${this.kind}` as const;
  }
}

const browserSaysOffline = () => typeof navigator !== "undefined" && navigator.onLine === false;

/**
 * fetch() with a timeout. Resolves with any answer the server gave (errors included); rejects
 * with a NetworkError when there was none: "offline" when the browser reports it is offline,
 * "timeout" after `timeoutMs`, else "unreachable".
 */
export async function request(
  input: string,
  { timeoutMs = DEFAULT_REQUEST_TIMEOUT_MS, ...init }: RequestInit & { timeoutMs?: number } = {},
): Promise<Response> {
  if (browserSaysOffline()) throw new NetworkError("offline", false);
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    return await fetch(input, { ...init, signal: controller.signal });
  } catch (error) {
    const kind = timedOut ? "timeout" : browserSaysOffline() ? "offline" : "unreachable";
    throw new NetworkError(kind, true, { cause: error });
  } finally {
    clearTimeout(timer);
  }
}
