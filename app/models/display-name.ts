/** The longest display name: the account page's form says it, its action enforces it (account.server.ts). */
export const DISPLAY_NAME_MAX = 60;
