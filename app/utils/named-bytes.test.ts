import { describe, expect, it } from "vitest";
import { fileNameOf, NamedBytes } from "./named-bytes";

describe("NamedBytes", () => {
  it("keeps the file's name and behaves as the bytes it holds", () => {
    const bytes = new NamedBytes(new Uint8Array([1, 2, 3, 4, 5]).buffer, "kitchen.png");
    expect(fileNameOf(bytes)).toBe("kitchen.png");
    expect([...bytes]).toEqual([1, 2, 3, 4, 5]);
    // The image parsers cut views out of the bytes: each is exactly the part asked for, and nameless.
    const part = bytes.subarray(1, 3);
    expect(part).toBeInstanceOf(Uint8Array);
    expect([...part]).toEqual([2, 3]);
    expect(fileNameOf(part)).toBeNull();
    expect([...bytes.slice(3)]).toEqual([4, 5]);
    expect(fileNameOf(new Uint8Array([1]))).toBeNull();
  });
});
