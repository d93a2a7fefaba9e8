import { describe, expect, it } from "vitest";
import { HOSTILE_REDIRECTS } from "../../tests/support/hostile-redirects";
import { safeRedirectPath } from "./redirect";

/** Where a browser on our origin ends up when it follows `location`. */
const landsOn = (location: string) => new URL(location, "https://roommuse.test/app/page").origin;

describe("safeRedirectPath (open redirect)", () => {
  it("keeps same-origin paths with their query and hash", () => {
    expect(safeRedirectPath("/app/recolor?x=1#top", "/")).toBe("/app/recolor?x=1#top");
    expect(safeRedirectPath("/app/./recolor/../thumbnail?next=//evil.example", "/")).toBe(
      "/app/thumbnail?next=//evil.example",
    );
  });

  it.each(HOSTILE_REDIRECTS)("keeps %j on the origin", (value) => {
    const path = safeRedirectPath(value, "/fallback");
    expect(landsOn(path)).toBe("https://roommuse.test");
    expect(decodeURIComponent(decodeURIComponent(path))).not.toMatch(/^\/[/\\]/);
  });

  it.each(["app/recolor", "", "/".padEnd(4000, "a"), null, undefined])("refuses %j", (value) => {
    expect(safeRedirectPath(value as string | null | undefined, "/fallback")).toBe("/fallback");
  });
});
