/**
 * Reads made once per request: the layout's loader and the page's loader run side by side and
 * often need the same row (the session, the balance). The first caller starts the read; the
 * others share its promise. Keyed by an object that lives exactly as long as the request (the
 * Request or the load context), so nothing is shared across requests.
 */
const reads = new WeakMap<object, Map<string, Promise<unknown>>>();

export function oncePerRequest<T>(owner: object, key: string, read: () => Promise<T>): Promise<T> {
  let mine = reads.get(owner);
  if (!mine) {
    mine = new Map();
    reads.set(owner, mine);
  }
  const known = mine.get(key) as Promise<T> | undefined;
  if (known) return known;
  const started = read();
  mine.set(key, started);
  // A failed read is not remembered: a later caller in the same request may try again.
  started.catch(() => mine.delete(key));
  return started;
}

/**
 * Records a value another read already fetched (the session lookup joins the user's profile),
 * so a later `oncePerRequest` of the same key is served without a round trip.
 */
export function rememberPerRequest<T>(owner: object, key: string, value: T): void {
  let mine = reads.get(owner);
  if (!mine) {
    mine = new Map();
    reads.set(owner, mine);
  }
  mine.set(key, Promise.resolve(value));
}

/** The per-request key of a user's profile row (read by the session lookup and by the users model). */
export const profileReadKey = (userId: string) => `profile:${userId}`;

/** After a write that changes what was read (a session ended), the request reads afresh. */
export function forgetPerRequest(owner: object): void {
  reads.delete(owner);
}
