/** Every English text, one module per area of the product. */
import common from "./en/common";
import credits from "./en/credits";
import landing from "./en/landing";

const en = { common, credits, landing };
export default en;
export type Messages = typeof en;
