/** Every English text, one module per area of the product. */
import common from "./en/common";
import landing from "./en/landing";
import app from "./en/app";
import tools from "./en/tools";

const en = { common, landing, app, tools };
export default en;
export type Messages = typeof en;
