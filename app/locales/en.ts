/** Every English text, one module per area of the product. */
import common from "./en/common";
import landing from "./en/landing";
import app from "./en/app";

const en = { common, landing, app };
export default en;
export type Messages = typeof en;
