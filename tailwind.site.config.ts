import type { Config } from "tailwindcss";
import app from "./tailwind.config";

/**
 * The public website's Tailwind config (app/styles/site.css, docs/decisions/0042): the app's theme
 * and plugins, with only the classes the public pages (and sign-in) can render. The files are the
 * site's routes and what they are made of; website.test.ts checks that every class those pages
 * use is in their stylesheet.
 */
export default {
  ...app,
  content: [
    "./app/root.tsx",
    "./app/routes/{_index,about,contact,$}.tsx",
    "./app/routes/landing.*.tsx",
    "./app/routes/{legal.*,auth,auth_.magic}/*.tsx",
    "./app/components/{site,auth}/**/*.tsx",
    "./app/components/*.tsx",
  ],
} satisfies Config;
