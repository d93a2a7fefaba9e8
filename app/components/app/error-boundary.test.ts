import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const ROUTES = join(import.meta.dirname, "../../routes");

/** Every screen under /app, as a route file or a route folder's route.tsx. */
const appScreens = () =>
  readdirSync(ROUTES, { withFileTypes: true }).flatMap((entry) => {
    // app.tsx is the shell itself: its own failures go to the root boundary.
    if (!entry.name.startsWith("app.") || entry.name === "app.tsx") return [];
    if (entry.isDirectory()) return [join(entry.name, "route.tsx")];
    return entry.name.endsWith(".tsx") ? [entry.name] : [];
  });

describe("app screens", () => {
  it("each renders its errors inside the app shell (exports an ErrorBoundary)", () => {
    const screens = appScreens();
    expect(screens.length).toBeGreaterThan(8);
    const without = screens.filter(
      (file) => !/export \{[^}]*ErrorBoundary[^}]*\}/.test(readFileSync(join(ROUTES, file), "utf8")),
    );
    expect(without).toEqual([]);
  });
});
