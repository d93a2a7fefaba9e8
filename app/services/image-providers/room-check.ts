/**
 * The room check's question and how its answer is read, the same for every provider: a photo is
 * refused only when the model clearly answers "no" (anything else lets the photo through).
 */
import type { RoomVerdict } from "./types";

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
