import { useCallback, useState } from "react";

/**
 * State the screen may change locally, that starts over at `initial` whenever `key` changes
 * (by default, whenever `initial` itself changes: a newer value from the server wins).
 * The reset happens during render, as React recommends for state that follows a prop, instead
 * of in an effect: no frame ever shows the stale value.
 */
export function useStateResetOn<T>(initial: T, key: unknown = initial): [T, (next: T) => void] {
  const [state, setState] = useState<{ key: unknown; value: T }>({ key, value: initial });
  const set = useCallback((next: T) => setState((current) => ({ key: current.key, value: next })), []);
  if (!Object.is(state.key, key)) {
    setState({ key, value: initial });
    return [initial, set];
  }
  return [state.value, set];
}
