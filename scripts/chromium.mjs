import { existsSync } from "node:fs";

/** The one place that names the browsers every test, bench and script drives. */

/**
 * Debian's full Chromium (package chromium), or CHROMIUM_PATH: the benches (Lighthouse, navigation),
 * which measure what a user's browser does, and the scripts that draw with it.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

/** Debian's package of the same Chromium built for headless use only, and where it installs it. */
export const HEADLESS_SHELL_PACKAGE = "chromium-headless-shell";
export const HEADLESS_SHELL_PATH = `/usr/bin/${HEADLESS_SHELL_PACKAGE}`;

/**
 * The tests' browser: Debian's chromium-headless-shell (TEST_CHROMIUM_PATH overrides it), the same
 * engine without the full browser's shell. Measured on this 2-core machine in one run, four e2e
 * files took 46–63 s each in it against 72–83 s in the full Chromium (a browser context costs it
 * 0.22 s of CPU against 0.58 s). Without it, the full Chromium serves.
 */
export const TEST_CHROMIUM_PATH =
  process.env.TEST_CHROMIUM_PATH || (existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : CHROMIUM_PATH);
