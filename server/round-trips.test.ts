import { describe, expect, it } from "vitest";
import { RoundTrips } from "./round-trips";

const answerLater = () => {
  let settle = () => {};
  const promise = new Promise<void>((resolve) => {
    settle = resolve;
  });
  return { promise, settle };
};

describe("RoundTrips", () => {
  it("counts the longest chain of calls that each started after the one before it finished", async () => {
    const meter = new RoundTrips();
    const first = answerLater();
    const second = answerLater();
    const a = meter.track("d1", () => first.promise);
    const b = meter.track("durableObject", () => second.promise);
    first.settle();
    await a;
    // a has finished, b is still in flight: c may have waited on a, so it is a second step.
    const c = meter.track("d1", async () => undefined);
    second.settle();
    await Promise.all([b, c]);
    // After c: a third step.
    await meter.track("durableObject", async () => undefined);
    expect({ d1: meter.d1, durableObject: meter.durableObject, sequential: meter.sequential }).toEqual({
      d1: 2,
      durableObject: 2,
      sequential: 3,
    });
    expect(meter.serverTiming()).toMatch(/^d1;dur=\d+;desc="2", do;dur=\d+;desc="2", sequential;desc="3"$/);
  });
});
