/** Every English text, one module per area of the product. */
import account from "./en/account";
import auth from "./en/auth";
import common from "./en/common";
import landing from "./en/landing";

const en = { common, landing, auth, account };
export default en;
export type Messages = typeof en;
