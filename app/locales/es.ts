/** Every Spanish text: the same keys as English, checked by the compiler. */
import type { Messages } from "./en";
import type { Translation } from "./types";
import account from "./es/account";
import auth from "./es/auth";
import common from "./es/common";
import credits from "./es/credits";
import app from "./es/app";
import site from "./es/site";
import tools from "./es/tools";

const es: Translation<Messages> = { common, site, app, tools, auth, account, credits };
export default es;
