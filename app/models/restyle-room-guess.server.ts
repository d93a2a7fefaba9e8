/**
 * Restyle Room's room-type guess (decision 0037): the room photo, as soon as it is chosen, goes
 * to the active provider's room check with the question that also asks which of the tool's room
 * types it shows, and the wizard preselects the answer. Nothing is charged and nothing is stored;
 * an engine without a classifier (local), the check turned off, a failure, a slow answer or no
 * clear type all answer `roomType: null`, and the wizard then shows no guess.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { hitRateLimit } from "./rate-limits.server";
import { askAboutPhoto, roomCheckStatus } from "./room-check.server";
import { ApiError, invalidInput } from "~/services/api.server";
import { getModelProvider } from "~/services/image-providers/index.server";
import { validateImage } from "~/services/images/validate.server";
import { MAX_UPLOAD_BYTES } from "~/tools/limits";
import { restyleSlots } from "~/tools/restyle";
import { RESTYLE_ROOMS } from "~/tools/restyle.server";

/** Why there is no guess: the engine cannot make one, or this photo got none. */
export type RoomGuessAnswer = { roomType: string } | { roomType: null; reason: "unavailable" | "no_guess" };

/** A guess costs the operator one cheap check: a person choosing photos needs far fewer than this. */
export const ROOM_GUESS_LIMIT = { limit: 30, windowMs: 10 * 60_000 };

export async function guessRestyleRoom(
  context: AppLoadContext,
  userId: string,
  request: Request,
): Promise<RoomGuessAnswer> {
  const slot = restyleSlots.image;
  if (Number(request.headers.get("Content-Length") ?? "0") > MAX_UPLOAD_BYTES + 64 * 1024)
    throw new ApiError({ status: 413, code: "payload_too_large", message: "tools.errors.bodyTooLarge" });
  const form = await request.formData().catch(() => {
    throw new ApiError({ status: 400, code: "bad_request", message: "common.api.badRequest" });
  });
  const file = form.get(slot.name);
  if (!(file instanceof File) || file.size === 0)
    throw invalidInput([{ field: slot.name, key: "common.api.issues.required" }]);
  // The same checks as a run's photo: real image bytes, within the size and pixel limits.
  const image = validateImage(slot.name, slot.name, new Uint8Array(await file.arrayBuffer()));
  const provider = getModelProvider(context);
  const check = provider.roomCheck;
  if (!check || roomCheckStatus(context, provider).status === "off") return { roomType: null, reason: "unavailable" };
  const limited = await hitRateLimit(context, { key: `room-guess:${userId}`, ...ROOM_GUESS_LIMIT });
  if (!limited.ok)
    throw new ApiError({
      status: 429,
      code: "too_many_requests",
      message: "common.api.rateLimited",
      headers: { "Retry-After": String(Math.ceil(limited.retryAfterMs / 1000)) },
    });
  try {
    const guess = await askAboutPhoto(context, image, (small, signal) => check.guess(small, RESTYLE_ROOMS, signal));
    console.log(`room guess (${check.model}): ${guess.verdict}, ${guess.roomType ?? "no type"}`);
    return guess.roomType ? { roomType: guess.roomType } : { roomType: null, reason: "no_guess" };
  } catch (error) {
    // A guess is a convenience: a failing check means the person picks the type themselves.
    console.warn(
      `room guess (${provider.name} ${check.model}) failed: ${error instanceof Error ? error.message : error}`,
    );
    return { roomType: null, reason: "no_guess" };
  }
}
