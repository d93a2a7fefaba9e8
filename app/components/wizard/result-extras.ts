/**
 * What a result adds once it is on screen in the browser: the before/after slider and the
 * full-screen view. Loaded on demand (./on-demand.ts): the wizard asks for it when a run starts,
 * a stored result once the page has hydrated; neither is in the server's HTML.
 * Loaded on demand, it is an entry of the browser build of its own, and like every entry it
 * takes something from the client kit, so React's file stays whole (docs/decisions/0023).
 */
export { useTranslation } from "~/components/kit";
export { CompareSlider } from "./compare-slider";
export { FullScreenImage } from "./full-screen-image";
