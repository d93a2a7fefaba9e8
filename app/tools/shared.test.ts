import { describe, expect, it } from "vitest";
import { optionFileName } from "./shared";

describe("optionFileName", () => {
  it("numbers an option before the extension, and after a name that has none", () => {
    expect(optionFileName("restyled-room.png", 2)).toBe("restyled-room-option-2.png");
    expect(optionFileName("interior-design-iteration-3.jpg", 4)).toBe("interior-design-iteration-3-option-4.jpg");
    expect(optionFileName("design", 1)).toBe("design-option-1");
  });
});
