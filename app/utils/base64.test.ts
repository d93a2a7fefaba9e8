import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { base64Length, base64Pieces, base64ToBytes, bytesToBase64 } from "./base64";

describe("base64", () => {
  it("round-trips bytes in both alphabets, as Node's own encoder writes them", () => {
    for (const length of [0, 1, 2, 3, 1000, 100_003]) {
      const bytes = new Uint8Array(randomBytes(length));
      const standard = Buffer.from(bytes).toString("base64");
      const url = Buffer.from(bytes).toString("base64url");
      expect(bytesToBase64(bytes)).toBe(standard);
      expect(bytesToBase64(bytes, "base64url")).toBe(url);
      expect(Buffer.from(base64ToBytes(standard)).equals(Buffer.from(bytes))).toBe(true);
      expect(Buffer.from(base64ToBytes(url, "base64url")).equals(Buffer.from(bytes))).toBe(true);
    }
  });

  it("reads text without padding or with line breaks, and refuses other characters", () => {
    expect(Array.from(base64ToBytes("AQID"))).toEqual([1, 2, 3]);
    expect(Array.from(base64ToBytes("AQ"))).toEqual([1]);
    expect(Array.from(base64ToBytes("AQ\nID"))).toEqual([1, 2, 3]);
    expect(() => base64ToBytes("A*B=")).toThrow();
  });

  it("writes a large image's base64 in pieces that join to the whole, as long as it said", () => {
    const piece = 48 * 1024;
    for (const length of [0, 1, 2, piece - 1, piece, piece + 1, 3 * piece + 2]) {
      const bytes = new Uint8Array(randomBytes(length));
      const pieces = [...base64Pieces(bytes)];
      const joined = Buffer.concat(pieces).toString("latin1");
      expect(joined).toBe(Buffer.from(bytes).toString("base64"));
      expect(joined.length).toBe(base64Length(length));
      // Only the last piece may be short, so no piece but the last ends in padding.
      expect(pieces.slice(0, -1).every((p) => p.length === (piece / 3) * 4)).toBe(true);
    }
  });
});
