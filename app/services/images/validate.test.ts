import { describe, expect, it } from "vitest";
import { ApiError } from "~/services/api.server";
import { validateImage } from "./validate.server";

const png = (width: number, height: number) => {
  const b = new Uint8Array(64);
  b.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(b.buffer).setUint32(16, width);
  new DataView(b.buffer).setUint32(20, height);
  return Buffer.from(b).toString("base64");
};

const statusOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    if (error instanceof ApiError) return error.init.status;
    throw error;
  }
  return 200;
};

describe("validateImage", () => {
  it("accepts a data: URL prefix and reports the sniffed type, not the claimed one", () => {
    const image = validateImage("imageBase64", "image", `data:image/jpeg;base64,${png(800, 600)}`);
    expect(image).toMatchObject({ mime: "image/png", width: 800, height: 600 });
  });

  it("gives each problem its status", () => {
    expect(statusOf(() => validateImage("f", "s", "%%%"))).toBe(400);
    expect(statusOf(() => validateImage("f", "s", Buffer.from("plain text").toString("base64")))).toBe(415);
    expect(statusOf(() => validateImage("f", "s", png(8193, 100)))).toBe(422);
    expect(statusOf(() => validateImage("f", "s", png(7000, 6000)))).toBe(422); // 42 MP
    expect(statusOf(() => validateImage("f", "s", png(8192, 4882)))).toBe(200); // 39.99 MP
    expect(statusOf(() => validateImage("f", "s", "A".repeat(14_000_000)))).toBe(413);
  });
});
