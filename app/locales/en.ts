/** Every English text, one module per area of the product. */
import common from "./en/common";
import site from "./en/site";

const en = { common, site };
export default en;
export type Messages = typeof en;
