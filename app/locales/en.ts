/** Every English text, one module per area of the product. */
import account from "./en/account";
import auth from "./en/auth";
import common from "./en/common";
import credits from "./en/credits";
import landing from "./en/landing";
import app from "./en/app";
import tools from "./en/tools";

const en = { common, landing, app, tools, auth, account, credits };
export default en;
export type Messages = typeof en;
