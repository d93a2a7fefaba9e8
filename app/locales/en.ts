/** Every English text, one module per area of the product. */
import account from "./en/account";
import auth from "./en/auth";
import common from "./en/common";
import credits from "./en/credits";
import app from "./en/app";
import site from "./en/site";
import tools from "./en/tools";

const en = { common, site, app, tools, auth, account, credits };
export default en;
export type Messages = typeof en;
