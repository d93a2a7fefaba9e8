import { describe, expect, it } from "vitest";
import { fittedSize, releaseStagedBytes, type ImageTransforms } from "./fit.server";
import type { ValidatedImage } from "./validate.server";

const MB = 1024 * 1024;
const photo = (width: number, height: number, byteLength: number): ValidatedImage => ({
  slot: "room",
  bytes: new Uint8Array(8),
  byteLength,
  mime: "image/jpeg",
  format: "jpeg",
  width,
  height,
});

describe("fittedSize", () => {
  it("scales the long side down to what the model takes, keeping the aspect ratio", () => {
    expect(fittedSize(photo(4000, 3000, MB), { maxInputSide: 512 })).toEqual({ width: 512, height: 384 });
    expect(fittedSize(photo(3000, 4000, MB), { maxInputSide: 3840 })).toEqual({ width: 2880, height: 3840 });
  });

  it("leaves a photo that fits alone, and one for an engine without limits", () => {
    expect(fittedSize(photo(2048, 1536, MB), { maxInputSide: 3840, maxInputBytes: 4 * MB })).toBeNull();
    expect(fittedSize(photo(8000, 5000, 10 * MB), {})).toBeNull();
  });

  it("takes pixels away in proportion when the bytes are over the model's cap", () => {
    const size = fittedSize(photo(3000, 2000, 16 * MB), { maxInputSide: 3840, maxInputBytes: 4 * MB });
    expect(size).toEqual({ width: 1500, height: 1000 });
  });
});

describe("releaseStagedBytes", () => {
  const transforms = {} as ImageTransforms;
  it("drops the bytes of a photo that will be fitted from its staged copy, keeping its size", () => {
    const released = releaseStagedBytes(transforms, photo(4000, 3000, 9 * MB), { maxInputSide: 512 });
    expect(released.bytes.length).toBe(0);
    expect(released.byteLength).toBe(9 * MB);
  });

  it("keeps the bytes of a photo that goes as it is, or when there is no binding to fit it", () => {
    expect(releaseStagedBytes(transforms, photo(400, 300, MB), { maxInputSide: 512 }).bytes.length).toBe(8);
    expect(releaseStagedBytes(undefined, photo(4000, 3000, MB), { maxInputSide: 512 }).bytes.length).toBe(8);
  });
});
