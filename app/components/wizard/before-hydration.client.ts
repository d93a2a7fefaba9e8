/**
 * What a tool page's HTML holds of the code it loads on demand (./on-demand.ts), loaded before the
 * page hydrates: hydration must find that code in place, or React would replace what the server
 * painted. The page's scripts wait for it (a top-level await) only when the server painted it:
 * - back from a paid checkout started in the tool (`?payment=success&session_id=`), the
 *   payment's confirmation, which is the tools kit's;
 * - a balance below the tool's price, Out of Credits over the wizard's first step (the kit's too);
 * - on the tool's first visit, the tour (the server leaves it out once dismissed).
 * A `.client` module: the server build replaces it with an empty one (the server loads both at
 * start-up).
 */
import { toolsKit, tourCode } from "./on-demand";

const query = new URLSearchParams(window.location.search);

const [kit, tour] = await Promise.all([
  (query.get("payment") === "success" && query.has("session_id")) ||
  document.querySelector('[data-testid="out-of-credits-dialog"]')
    ? toolsKit.load()
    : undefined,
  document.querySelector('[data-testid="onboarding-dialog"]') ? tourCode.load() : undefined,
]);

/** The tools kit and the tour's code when the server painted them; otherwise undefined. */
export const paintedByServer = { kit, tour };
