import { describe, expect, it } from "vitest";
import { ROOM_CHECK_QUESTION, roomGuessOf, roomTypeQuestion, roomVerdictOf } from "./room-check";

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

describe("roomGuessOf reads the room type a model names after its yes", () => {
  const ids = ["living-room", "bedroom", "kids-room", "walk-in-closet", "game-room", "patio"];
  it.each([
    ["yes bedroom", "room", "bedroom"],
    ["Yes, Living room.", "room", "living-room"],
    ["**yes** walk-in closet", "room", "walk-in-closet"],
    ["yes kids_room", "room", "kids-room"],
    ["yes", "room", null],
    ["yes garage", "room", null], // not one of the ids asked about
    ["no bedroom", "not_room", null], // a no names nothing
    ["unsure patio", "unsure", null],
    [null, "unsure", null],
  ] as const)("%j → %s, %s", (answer, verdict, roomType) => {
    expect(roomGuessOf(answer, ids)).toEqual({ verdict, roomType });
  });

  it("asks the plain question, then for one id from the list", () => {
    const question = roomTypeQuestion([
      { id: "bedroom", noun: "bedroom" },
      { id: "game-room", noun: "basement game room" },
    ]);
    expect(question.startsWith(ROOM_CHECK_QUESTION)).toBe(true);
    expect(question).toContain("bedroom (bedroom), game-room (basement game room)");
  });
});
