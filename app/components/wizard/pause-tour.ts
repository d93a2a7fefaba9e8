import { createContext } from "react";

/**
 * The wizard's Out of Credits dialog, open on arrival, has the floor: it pauses the first-visit
 * tour (./onboarding.tsx) with this (given by the tool page), and the tour shows when it closes.
 */
export const PauseTour = createContext<(paused: boolean) => void>(() => {});
