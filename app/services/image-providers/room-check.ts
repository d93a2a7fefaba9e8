/**
 * The room check's question and how its answer is read, the same for every provider: a photo is
 * refused only when the model clearly answers "no" (anything else lets the photo through).
 */
import type { RoomGuess, RoomTypeOption, RoomVerdict } from "./types";

/** The side the photo is scaled to before it is asked about: enough to tell a room, cheap to send. */
export const ROOM_CHECK_SIDE = 512;
/**
 * A cap on the answer: one word takes a few tokens, and a reasoning model needs room to think
 * before it (an answer cut off is "unsure", which lets the photo through).
 */
export const ROOM_CHECK_MAX_TOKENS = 256;

export const ROOM_CHECK_QUESTION =
  "Does this photo show a room or a building's space that could be redesigned: an interior (any room, " +
  "hall, kitchen, bathroom, office, shop) or an exterior (a facade, a garden, a terrace, a patio, a " +
  "balcony)? Answer with one word: yes, no or unsure.";

/** Reads the model's one-word answer; anything but a plain yes or no is "unsure". */
export function roomVerdictOf(answer: string | null | undefined): RoomVerdict {
  const word = /^[\s"'*]*([a-z]+)/i.exec(answer ?? "")?.[1]?.toLowerCase();
  if (word === "yes") return "room";
  if (word === "no") return "not_room";
  return "unsure";
}

/**
 * The same question, asking the model to add the kind of room after a yes, from `roomTypes`
 * (each id with the words a model knows it by, "game-room": "basement game room").
 */
export function roomTypeQuestion(roomTypes: readonly RoomTypeOption[]): string {
  const listed = roomTypes.map((room) => `${room.id} (${room.noun})`).join(", ");
  return (
    `${ROOM_CHECK_QUESTION} After a yes, add the one kind of room it shows, as one id from this list: ${listed}; ` +
    'for example "yes kitchen". If none fits, answer yes alone.'
  );
}

/** Reads "yes bedroom": the verdict as roomVerdictOf does, and the first listed id after it (only after a yes). */
export function roomGuessOf(answer: string | null | undefined, roomTypeIds: readonly string[]): RoomGuess {
  const verdict = roomVerdictOf(answer);
  if (verdict !== "room") return { verdict, roomType: null };
  // "Living room", "living_room" and "living-room" are the same id; the longest id is tried first.
  const words = `-${(answer ?? "").toLowerCase().replace(/[^a-z]+/g, "-")}-`;
  const ids = [...roomTypeIds].sort((a, b) => b.length - a.length);
  const found = ids
    .map((id) => ({ id, at: words.indexOf(`-${id}-`) }))
    .filter((hit) => hit.at >= 0)
    .sort((a, b) => a.at - b.at)[0];
  return { verdict, roomType: found?.id ?? null };
}
