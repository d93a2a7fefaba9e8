import { describe, expect, it } from "vitest";
import { formatMoment } from "~/utils/moment";
import { signedAmount } from "./transaction-list";

describe("transaction display", () => {
  it("signs amounts: plus added, minus spent", () => {
    expect(signedAmount(200)).toBe("+200");
    expect(signedAmount(-10)).toBe("−10");
  });

  it("uses en-US short dates (month, day, hour, minute)", () => {
    expect(formatMoment("2026-03-05T14:07:00.000Z", "en", "UTC")).toBe("Mar 5, 2:07 PM");
    expect(formatMoment("2026-03-05T14:07:00.000Z", "es", "UTC")).toBe("5 mar, 14:07");
  });
});
