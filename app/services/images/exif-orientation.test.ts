import { describe, expect, it } from "vitest";
import { jpegWithOrientation } from "../../../tests/support/images";
import { jpegOrientation } from "./exif-orientation";

/** The smallest JPEG body: start of image, then a scan. */
const SCAN = new Uint8Array([0xff, 0xd8, 0xff, 0xda, 0, 2]);

describe("jpegOrientation", () => {
  it.each([1, 3, 6, 8])("reads orientation %i in either byte order", (orientation) => {
    expect(jpegOrientation(jpegWithOrientation(SCAN, orientation, "II"))).toBe(orientation);
    expect(jpegOrientation(jpegWithOrientation(SCAN, orientation, "MM"))).toBe(orientation);
  });

  it("says upright when there is no EXIF, the file is not a JPEG, or the tag is out of range", () => {
    expect(jpegOrientation(new Uint8Array([0xff, 0xd8, 0xff, 0xda, 0, 2]))).toBe(1);
    expect(jpegOrientation(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toBe(1);
    expect(jpegOrientation(jpegWithOrientation(SCAN, 9, "II"))).toBe(1);
  });

  it("does not read past a truncated segment", () => {
    const cut = jpegWithOrientation(SCAN, 6, "MM").subarray(0, 24);
    expect(jpegOrientation(cut)).toBe(1);
  });
});
