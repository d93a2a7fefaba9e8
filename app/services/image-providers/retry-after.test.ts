import { describe, expect, it } from "vitest";
import { retryAfterSeconds } from "./types";

describe("retryAfterSeconds reads a provider's retry hint", () => {
  it.each([
    ["17", 17], // Retry-After in seconds (OpenAI)
    ["34s", 34], // google.rpc.RetryInfo retryDelay (Gemini)
    ["1.5s", 2], // a fractional duration rounds up
    [null, undefined],
    ["", undefined],
    ["soon", undefined],
  ] as const)("%s → %s", (value, seconds) => {
    expect(retryAfterSeconds(value)).toBe(seconds);
  });

  it("reads an HTTP date as the seconds until then", () => {
    const now = Date.parse("2026-11-24T09:00:00Z");
    expect(retryAfterSeconds("Tue, 24 Nov 2026 09:01:00 GMT", now)).toBe(60);
  });
});
