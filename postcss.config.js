/**
 * PostCSS before Tailwind, which Remix's compiler adds after these plugins: `postcss-import` inlines
 * a stylesheet's local `@import`s, so that app/styles/site.css is app.css's rules compiled with
 * the public website's Tailwind config (docs/decisions/0042).
 */
export default {
  plugins: { "postcss-import": {} },
};
