import { describe, expect, it } from "vitest";
import { TOOLS } from "~/tools";
import { ACCOUNT_PATH, APP_HOME, CREDIT_HISTORY_PATH, DELETE_ACCOUNT_PATH, DESIGNS_PATH } from "~/utils/paths";
import { isCurrentEntry } from "./tool-list";

describe("the current navigation entry", () => {
  it("is the Dashboard's on the pages it leads to, with or without a trailing slash", () => {
    for (const page of ["/app", "/app/", "/app/dashboard", DESIGNS_PATH, `${CREDIT_HISTORY_PATH}/`])
      expect(isCurrentEntry(APP_HOME, page), page).toBe(true);
    expect(isCurrentEntry(APP_HOME, TOOLS.recolor.path)).toBe(false);
    expect(isCurrentEntry(APP_HOME, ACCOUNT_PATH)).toBe(false);
  });

  it("covers the pages under an entry, not a path that merely starts with the same letters", () => {
    expect(isCurrentEntry(ACCOUNT_PATH, DELETE_ACCOUNT_PATH)).toBe(true);
    expect(isCurrentEntry(TOOLS.recolor.path, TOOLS.recolor.path)).toBe(true);
    expect(isCurrentEntry(TOOLS.recolor.path, `${TOOLS.recolor.path}-draft`)).toBe(false);
    expect(isCurrentEntry(TOOLS.recolor.path, DESIGNS_PATH)).toBe(false);
  });
});
