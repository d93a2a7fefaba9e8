/**
 * The English texts a hydrated page can need: every area but the public site's, whose pages ship no
 * scripts (docs/decisions/0005) and are rendered on the server only. The browser downloads this.
 */
import type { Messages } from "../en";
import account from "./account";
import app from "./app";
import auth from "./auth";
import common from "./common";
import credits from "./credits";
import tools from "./tools";

const browser: Omit<Messages, "site"> = { common, app, tools, auth, account, credits };
export default browser;
