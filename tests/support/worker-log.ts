/** Collects what Workers started by tests write to stderr, so tests can fail on it. */
const pending: string[] = [];

/**
 * A client that drops its connection while workerd still writes (a browser navigating away or
 * closing a tab mid-response) is logged by workerd as an error, but it is not the app's.
 */
const CLIENT_DISCONNECT = /kj\/async-io-unix\.c\+\+:\d+: disconnected: .*(Connection reset by peer|Broken pipe)/;

export function recordWorkerError(line: string) {
  if (line.trim() && !CLIENT_DISCONNECT.test(line)) pending.push(line);
}

export function takeUnexpectedWorkerErrors(): string[] {
  return pending.splice(0, pending.length);
}
