import { describe, expect, it } from "vitest";
import { classNames } from "./class-names";

describe("classNames", () => {
  it("joins the parts that are strings and leaves out the conditions that did not hold", () => {
    const compact = false;
    expect(classNames("flex gap-2", compact && "py-6", undefined, null, "", "text-sm")).toBe("flex gap-2 text-sm");
  });
});
