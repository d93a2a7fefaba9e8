import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./redirect";

describe("safeRedirectPath", () => {
  it("keeps same-origin paths with their query and hash", () => {
    expect(safeRedirectPath("/app/recolor?x=1#top", "/")).toBe("/app/recolor?x=1#top");
  });

  it.each([
    "https://evil.example/",
    "//evil.example/x",
    "/\\evil.example",
    "javascript:alert(1)",
    "app/recolor",
    "",
    null,
    undefined,
  ])("refuses %s", (value) => {
    expect(safeRedirectPath(value as string | null | undefined, "/fallback")).toBe("/fallback");
  });
});
