import { describe, expect, it } from "vitest";
import { fixture } from "../../../tests/support/images";
import { isImageComplete } from "./integrity";
import { sniffFormat } from "./sniff";

const complete = (bytes: Uint8Array) => isImageComplete(bytes, sniffFormat(bytes)!);
const half = (bytes: Uint8Array) => bytes.slice(0, Math.floor(bytes.length / 2));

describe("isImageComplete", () => {
  it.each(["room.jpg", "face.jpg", "room-small.png", "item-armchair.png", "room.webp", "item-armchair.webp"])(
    "%s is complete, and its first half is not",
    (name) => {
      const bytes = fixture(name);
      expect(complete(bytes)).toBe(true);
      expect(complete(half(bytes))).toBe(false);
      expect(complete(bytes.slice(0, bytes.length - 1))).toBe(false);
    },
  );

  it("a JPEG may carry padding after its end marker", () => {
    const bytes = fixture("room.jpg");
    const padded = new Uint8Array(bytes.length + 100);
    padded.set(bytes);
    expect(complete(padded)).toBe(true);
  });

  it("a JPEG cut inside its headers, before any scan, is incomplete", () => {
    expect(complete(fixture("room.jpg").slice(0, 200))).toBe(false);
  });

  it("a PNG with one changed byte fails its chunk's CRC", () => {
    const bytes = fixture("room-small.png");
    const damaged = bytes.slice();
    damaged[Math.floor(bytes.length / 2)] ^= 0xff;
    expect(complete(damaged)).toBe(false);
  });

  it("a WebP whose chunk runs past its container is damaged", () => {
    const bytes = fixture("room.webp").slice();
    bytes.set([0xff, 0xff, 0xff, 0x0f], 16); // the first chunk's size
    expect(complete(bytes)).toBe(false);
  });
});
