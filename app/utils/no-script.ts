/**
 * A screen the server draws twice (a tool page: the wizard's first step, and the plain form that
 * works without JavaScript). A browser that runs scripts shows the first at once, so the first
 * frame is what React will take over; one that runs none shows the second. The root writes both
 * rules into every page that ships scripts (app/root.tsx); React drops the plain version once it
 * runs.
 */
export const SCRIPT_ONLY = "script-only";
export const NO_SCRIPT_ONLY = "no-script-only";

/** Always: the plain version waits unless the browser runs no script. */
export const SCRIPT_STYLE = `.${NO_SCRIPT_ONLY}{display:none}`;
/** Inside <noscript>: a browser without JavaScript shows the plain version, never the other. */
export const NO_SCRIPT_STYLE = `.${SCRIPT_ONLY}{display:none!important}.${NO_SCRIPT_ONLY}{display:block!important}`;
