import { describe, expect, it } from "vitest";
import { TimeoutError, withTimeout } from "./timeout";

describe("withTimeout", () => {
  it("answers the work's result while there is time, and its signal stays unaborted", async () => {
    let seen: AbortSignal | undefined;
    const answer = await withTimeout(async (signal) => {
      seen = signal;
      return "done";
    }, 1000);
    expect(answer).toBe("done");
    expect(seen?.aborted).toBe(false);
  });

  it("gives up with a TimeoutError and aborts the signal, even for work that ignores it", async () => {
    let seen: AbortSignal | undefined;
    const never = withTimeout((signal) => {
      seen = signal;
      return new Promise<never>(() => {});
    }, 5);
    await expect(never).rejects.toBeInstanceOf(TimeoutError);
    expect(seen?.aborted).toBe(true);
  });

  it("passes the work's own failure on as it is", async () => {
    const failing = withTimeout(async () => {
      throw new RangeError("the model said no");
    }, 1000);
    await expect(failing).rejects.toThrow(RangeError);
  });
});
