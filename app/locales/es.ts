/** Every Spanish text: the same keys as English, checked by the compiler. */
import type { Messages } from "./en";
import type { Translation } from "./types";
import common from "./es/common";
import credits from "./es/credits";
import landing from "./es/landing";

const es: Translation<Messages> = { common, credits, landing };
export default es;
