/** Paths that more than one route, component or e-mail leads to, each written once. */
export const APP_HOME = "/app";
export const DASHBOARD_PATH = "/app/dashboard";
/** The id of the dashboard's credit packages, and the address that scrolls to them. */
export const BUY_CREDITS_ANCHOR = "buy-credits";
export const BUY_CREDITS_PATH = `${DASHBOARD_PATH}#${BUY_CREDITS_ANCHOR}`;
/** Where a pack's button on the public site sends the visitor after signing in; the pack's name follows. */
export const BUY_ON_ARRIVAL_PATH = `${DASHBOARD_PATH}?buy=`;
/** Every design the user made, newest first, page by page (`?before=` a cursor for older ones). */
export const DESIGNS_PATH = "/app/designs";
/** Every credit movement, page by page (View All under the dashboard's Recent Activity). */
export const CREDIT_HISTORY_PATH = "/app/credits/history";
export const ACCOUNT_PATH = "/app/account";
export const ACCOUNT_EXPORT_PATH = `${ACCOUNT_PATH}/export`;
export const DELETE_ACCOUNT_PATH = `${ACCOUNT_PATH}/delete`;

/** The terms, and their section on what results may be used for (the licences). */
export const TERMS_PATH = "/legal/terms";
export const TERMS_LICENCE_PATH = `${TERMS_PATH}#content`;

export const SIGN_IN_PATH = "/auth";
export const MAGIC_LINK_PATH = "/auth/magic";
export const AUTH_CALLBACK_PATH = "/auth/callback";

/** The sign-in screen with a query already made (e.g. a sign-in intent's), or none. */
export const signInPath = (query = "") => `${SIGN_IN_PATH}${query}`;

/** The sign-in screen that sends the user back to `path` once signed in. */
export const signInReturningTo = (path: string) => `${SIGN_IN_PATH}?redirect_to=${encodeURIComponent(path)}`;

/** Where a tool keeps the user's photo and choices while they buy credits (and `/<slot>`: a kept photo). */
export const toolDraftPath = (toolId: string) => `/api/tool-drafts/${toolId}`;
