/** Every Spanish text: the same keys as English, checked by the compiler. */
import type { Messages } from "./en";
import type { Translation } from "./types";
import common from "./es/common";
import site from "./es/site";

const es: Translation<Messages> = { common, site };
export default es;
