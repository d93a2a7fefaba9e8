/** The sign-in providers, shared by the server and the sign-in screen. */
export const OAUTH_PROVIDERS = ["google", "facebook"] as const;
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];
export const isOAuthProvider = (value: unknown): value is OAuthProvider =>
  OAUTH_PROVIDERS.includes(value as OAuthProvider);
