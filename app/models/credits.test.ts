import { describe, expect, it } from "vitest";
import { transactionLimit } from "./credits.server";

describe("transaction limits", () => {
  it("defaults to 20, clamps to 100, ignores nonsense", () => {
    expect(transactionLimit(null)).toBe(20);
    expect(transactionLimit("10")).toBe(10);
    expect(transactionLimit("500")).toBe(100);
    expect(transactionLimit("0")).toBe(20);
    expect(transactionLimit("-3")).toBe(20);
    expect(transactionLimit("abc")).toBe(20);
    expect(transactionLimit(7.9)).toBe(7);
  });
});
