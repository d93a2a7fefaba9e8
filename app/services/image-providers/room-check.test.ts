import { describe, expect, it } from "vitest";
import { roomVerdictOf } from "./room-check";

describe("roomVerdictOf reads the model's one-word answer", () => {
  it.each([
    ["yes", "room"],
    ["Yes.", "room"],
    ["**No**", "not_room"],
    ["no\n", "not_room"],
    ["unsure", "unsure"],
    ["Nothing to say", "unsure"], // a word that starts with "no" is not a no
    ["", "unsure"],
    [null, "unsure"],
  ] as const)("%j → %s", (answer, verdict) => {
    expect(roomVerdictOf(answer)).toBe(verdict);
  });
});
