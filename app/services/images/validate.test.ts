import { describe, expect, it } from "vitest";
import { ApiError } from "~/services/api.server";
import { b64, fixture, wholePngOfSize } from "../../../tests/support/images";
import { validateImage } from "./validate.server";

const png = (width: number, height: number) => b64(wholePngOfSize(width, height));

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

  it("refuses an image whose data ends early, as base64 or as bytes, naming the field", () => {
    const room = fixture("room.jpg");
    const cut = room.slice(0, room.length >> 1);
    for (const data of [b64(cut), cut]) {
      let refusal: unknown;
      try {
        validateImage("imageBase64", "image", data);
      } catch (error) {
        refusal = error;
      }
      expect(refusal instanceof ApiError && refusal.init).toMatchObject({
        status: 422,
        code: "image_unreadable",
        message: "tools.errors.imageIncomplete",
        details: { field: "imageBase64" },
      });
    }
    expect(validateImage("imageBase64", "image", room)).toMatchObject({ mime: "image/jpeg", bytes: room });
  });
});
