import { describe, expect, it } from "vitest";
import { readImageHeader, sniffFormat } from "./sniff";

function png(width: number, height: number) {
  const b = new Uint8Array(33);
  b.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(b.buffer).setUint32(16, width);
  new DataView(b.buffer).setUint32(20, height);
  return b;
}

function jpeg(width: number, height: number) {
  // SOI, an APP0 segment to skip, then SOF0.
  const app0 = [0xff, 0xe0, 0x00, 0x10, ...new Array(14).fill(0)];
  const sof = [
    0xff,
    0xc0,
    0x00,
    0x11,
    0x08,
    height >> 8,
    height & 255,
    width >> 8,
    width & 255,
    3,
    ...new Array(9).fill(0),
  ];
  return new Uint8Array([0xff, 0xd8, ...app0, ...sof]);
}

function webp(chunk: string, payload: number[]) {
  const b = new Uint8Array(40);
  b.set(
    [..."RIFF"].map((c) => c.charCodeAt(0)),
    0,
  );
  b.set(
    [..."WEBP"].map((c) => c.charCodeAt(0)),
    8,
  );
  b.set(
    [...chunk].map((c) => c.charCodeAt(0)),
    12,
  );
  b.set(payload, 20);
  return b;
}

describe("readImageHeader", () => {
  it("reads PNG, JPEG and each WebP flavour", () => {
    expect(readImageHeader(png(20000, 20000))).toEqual({ format: "png", width: 20000, height: 20000 });
    expect(readImageHeader(jpeg(4032, 3024))).toEqual({ format: "jpeg", width: 4032, height: 3024 });
    expect(
      readImageHeader(webp("VP8 ", [0, 0, 0, 0x9d, 0x01, 0x2a, 640 & 255, 640 >> 8, 480 & 255, 480 >> 8])),
    ).toEqual({ format: "webp", width: 640, height: 480 });
    const bits = (800 - 1) | ((600 - 1) << 14);
    expect(
      readImageHeader(webp("VP8L", [0x2f, bits & 255, (bits >> 8) & 255, (bits >> 16) & 255, (bits >>> 24) & 255])),
    ).toEqual({ format: "webp", width: 800, height: 600 });
    expect(readImageHeader(webp("VP8X", [0, 0, 0, 0, 0x1f, 0x03, 0x00, 0x0f, 0x02, 0x00]))).toEqual({
      format: "webp",
      width: 800,
      height: 528,
    });
  });

  it("refuses text, even named .png, and truncated headers", () => {
    const text = new TextEncoder().encode("hello, I am not an image at all");
    expect(sniffFormat(text)).toBeNull();
    expect(readImageHeader(text)).toBeNull();
    expect(readImageHeader(png(10, 10).subarray(0, 12))).toBeNull();
    expect(readImageHeader(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 4, 0, 0]))).toBeNull();
  });
});
