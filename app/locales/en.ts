/** Every English text, one module per area of the product. */
import common from "./en/common";
import landing from "./en/landing";

const en = { common, landing };
export default en;
export type Messages = typeof en;
