import { existsSync, readdirSync } from "node:fs";
import { ACCOUNT_PATH, CREDIT_HISTORY_PATH, DESIGNS_PATH } from "~/utils/paths";

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

/**
 * The signed-in pages made of links and plain forms (route handle `hydrate: false`): opened as a
 * document, they load no script (docs/decisions/0029).
 */
export const SCRIPTLESS_APP_PAGES: readonly string[] = [CREDIT_HISTORY_PATH, DESIGNS_PATH, ACCOUNT_PATH];
