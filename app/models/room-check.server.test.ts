import type { AppLoadContext } from "@remix-run/cloudflare";
import { describe, expect, it, vi } from "vitest";
import type { ModelProvider } from "~/services/image-providers/types";
import type { ValidatedImage } from "~/services/images/validate.server";
import { getTool } from "~/tools";

const tool = (id: string) => {
  const found = getTool(id);
  if (!found) throw new Error(`no tool ${id}`);
  return found;
};
import { assertRoomPhotos, roomCheckStatus } from "./room-check.server";

const photo = (slot: string, field: string): ValidatedImage & { field: string } => ({
  slot,
  field,
  bytes: new Uint8Array([0xff, 0xd8]),
  byteLength: 2,
  mime: "image/jpeg",
  format: "jpeg",
  width: 64,
  height: 48,
});

/** A provider whose check says "not a room" to everything, and counts the calls. */
function refusingProvider() {
  const ask = vi.fn(async (_image: ValidatedImage, _signal: AbortSignal) => "not_room" as const);
  const provider: ModelProvider = {
    name: "gemini",
    model: "gemini-3.1-flash-image",
    maxResultSide: 3840,
    generate: async () => ({ bytes: new Uint8Array(), mime: "" }),
    roomCheck: { model: "gemini-3.1-flash-image", ask, guess: async () => ({ verdict: "not_room", roomType: null }) },
  };
  return { provider, ask };
}

const contextWith = (ROOM_CHECK: "on" | "off") => ({ env: { ROOM_CHECK }, bindings: {} }) as unknown as AppLoadContext;

describe("the room check before the debit", () => {
  it("ROOM_CHECK=off skips the call: even a check that would refuse is never asked", async () => {
    const { provider, ask } = refusingProvider();
    await assertRoomPhotos(contextWith("off"), provider, tool("clear-space"), [photo("image", "imageBase64")]);
    expect(ask).not.toHaveBeenCalled();
    expect(roomCheckStatus(contextWith("off"), provider)).toEqual({ status: "off", reason: "ROOM_CHECK=off" });
  });

  it("on, it asks about the room photo only and refuses a clear no with 422 not_a_room", async () => {
    const { provider, ask } = refusingProvider();
    const images = [
      photo("room", "roomImageBase64"),
      photo("item1", "item1ImageBase64"),
      photo("item2", "item2ImageBase64"),
    ];
    await expect(
      assertRoomPhotos(contextWith("on"), provider, tool("interior-designer"), images),
    ).rejects.toMatchObject({ init: { status: 422, code: "not_a_room", details: { field: "roomImageBase64" } } });
    expect(ask).toHaveBeenCalledTimes(1);
    expect(ask.mock.calls[0][0]).toMatchObject({ slot: "room" });
  });

  it("a face photo is not checked: the thumbnail's face slot is skipped", async () => {
    const { provider, ask } = refusingProvider();
    await expect(
      assertRoomPhotos(contextWith("on"), provider, tool("thumbnail"), [photo("face", "refImageBase64")]),
    ).resolves.toBeUndefined();
    expect(ask).not.toHaveBeenCalled();
  });
});
