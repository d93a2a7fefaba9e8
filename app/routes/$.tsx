/** Any unknown page path shows the landing page (spec section 2). */
export { loader, meta } from "./_index";
export { default } from "./_index";
