/**
 * Pay only for a room: before any debit (and before any row is written), each photo a tool's
 * facts say shows a room is shown, scaled small, to the active provider's cheap vision check. A
 * clear "no" refuses the request with 422 not_a_room and nothing charged; a yes, an unsure
 * answer, a provider failure or a check that takes too long let the photo through (logged).
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { fieldError } from "~/services/api.server";
import { fitImageForModel } from "~/services/images/fit.server";
import type { ValidatedImage } from "~/services/images/validate.server";
import { ROOM_CHECK_SIDE } from "~/services/image-providers/room-check";
import type { ModelProvider } from "~/services/image-providers/types";
import type { AnyTool } from "~/tools";
import { withTimeout } from "~/utils/timeout";

/** A check that has not answered by then lets the photo through: it must not hold up a paid run. */
export const ROOM_CHECK_TIMEOUT_MS = 15_000;

/** Whether the check runs, and if not why (GET /api/health reports it). */
export function roomCheckStatus(
  context: Pick<AppLoadContext, "env">,
  provider: ModelProvider,
): { status: "on"; model: string } | { status: "off"; reason: string } {
  if (context.env.ROOM_CHECK === "off") return { status: "off", reason: "ROOM_CHECK=off" };
  if (!provider.roomCheck) return { status: "off", reason: `the ${provider.name} engine has no classifier` };
  return { status: "on", model: provider.roomCheck.model };
}

/** The photos the check will be asked about: none when it is off or the engine has none. */
export function photosToCheck<I extends Pick<ValidatedImage, "slot">>(
  context: Pick<AppLoadContext, "env">,
  provider: ModelProvider,
  tool: AnyTool,
  images: readonly I[],
): I[] {
  if (roomCheckStatus(context, provider).status === "off") return [];
  const roomSlots = new Set(tool.imageSlots.filter((slot) => slot.shows === "room").map((slot) => slot.name));
  return images.filter((image) => roomSlots.has(image.slot));
}

/**
 * Asks the room check about `image`, shown at ROOM_CHECK_SIDE, giving up after
 * ROOM_CHECK_TIMEOUT_MS: the question is `ask` (is it a room; which room is it).
 */
export function askAboutPhoto<R>(
  context: AppLoadContext,
  image: ValidatedImage,
  ask: (small: ValidatedImage, signal: AbortSignal) => Promise<R>,
): Promise<R> {
  return withTimeout(async (signal) => {
    const small = await fitImageForModel(
      context.bindings.IMAGE_TRANSFORMS,
      image,
      { maxInputSide: ROOM_CHECK_SIDE },
      async () => null,
    );
    return ask(small, signal);
  }, ROOM_CHECK_TIMEOUT_MS);
}

export async function assertRoomPhotos(
  context: AppLoadContext,
  provider: ModelProvider,
  tool: AnyTool,
  images: readonly (ValidatedImage & { field: string })[],
): Promise<void> {
  const check = provider.roomCheck;
  if (!check) return;
  for (const image of photosToCheck(context, provider, tool, images)) {
    const started = Date.now();
    let verdict: Awaited<ReturnType<typeof check.ask>>;
    try {
      verdict = await askAboutPhoto(context, image, (small, signal) => check.ask(small, signal));
    } catch (error) {
      console.warn(
        `room check (${tool.id}, ${provider.name} ${check.model}) failed, the ${image.slot} photo is allowed: ${
          error instanceof Error ? error.message : String(error)
        }`,
      );
      continue;
    }
    console.log(`room check (${tool.id}, ${check.model}): ${image.slot} → ${verdict} in ${Date.now() - started} ms`);
    if (verdict === "not_room")
      throw fieldError(image.field, { status: 422, code: "not_a_room", message: "tools.errors.notARoom" });
  }
}
