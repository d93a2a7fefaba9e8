/** Collects what Workers started by tests write to stderr, so tests can fail on it. */
const pending: string[] = [];

export function recordWorkerError(line: string) {
  if (line.trim()) pending.push(line);
}

export function takeUnexpectedWorkerErrors(): string[] {
  return pending.splice(0, pending.length);
}
