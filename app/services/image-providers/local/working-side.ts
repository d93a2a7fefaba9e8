/** Longest side the local engine works at: large enough to judge, small enough for a Worker. */
export const LOCAL_WORKING_SIDE = 1600;
