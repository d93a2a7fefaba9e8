/**
 * The browser extensions of RoomMuse that may ask for a session. Each says which one it is when
 * it starts signing in, and the confirmation page names it (auth.callback.clients.<id>).
 */
export const EXTENSION_CLIENTS = ["chrome", "firefox", "edge"] as const;
export type ExtensionClient = (typeof EXTENSION_CLIENTS)[number];
