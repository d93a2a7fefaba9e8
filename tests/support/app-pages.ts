import { existsSync, readdirSync } from "node:fs";

/** Every page under /app, from the route files (a new page is covered without editing a test). */
export const APP_PAGES = readdirSync("app/routes", { withFileTypes: true })
  .filter((entry) =>
    entry.isDirectory()
      ? existsSync(`app/routes/${entry.name}/route.tsx`) && /^app\./.test(entry.name)
      : /^app\..+\.tsx$/.test(entry.name),
  )
  .map((entry) =>
    `/app/${entry.name
      .replace(/^app\./, "")
      .replace(/\.tsx$/, "")
      .replace(/\./g, "/")}`.replace(/\/_index$/, ""),
  );
