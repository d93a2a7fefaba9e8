/**
 * The per-request Content-Security-Policy nonce (docs/decisions/0010). The server renders it on
 * every script it writes; in the browser the value is "" (browsers hide it after parsing, and
 * hydration adds no inline scripts).
 */
import { createContext, useContext } from "react";

const NonceContext = createContext("");

export const NonceProvider = NonceContext.Provider;

export const useNonce = () => useContext(NonceContext);
