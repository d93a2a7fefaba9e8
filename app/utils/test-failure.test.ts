import { describe, expect, it } from "vitest";
import { failIfTestAsks, requestedTestFailure } from "./test-failure.server";

const request = (query: string) => new Request(`http://localhost/app/recolor${query}`);
const context = (env: Record<string, string | undefined>) =>
  ({ env }) as unknown as Parameters<typeof requestedTestFailure>[0];

describe("test-only failure switch", () => {
  it("answers only in development with the test switch FAULT_INJECTION=on", async () => {
    const on = context({ ENVIRONMENT: "development", FAULT_INJECTION: "on" });
    expect(requestedTestFailure(on, request("?testFailure=wizard"))).toBe("wizard");
    await expect(failIfTestAsks(on, request("?testFailure=loader"), "loader")).rejects.toThrow(/test-only failure/);
    await expect(failIfTestAsks(on, request("?testFailure=loader"), "action")).resolves.toBeUndefined();
    expect(requestedTestFailure(on, request("?testFailure=anything"))).toBeNull();
  });

  it("reads a failing action's whole body before it throws, as a real action would", async () => {
    const on = context({ ENVIRONMENT: "development", FAULT_INJECTION: "on" });
    const upload = new Request("http://localhost/app/recolor?testFailure=action", { method: "POST", body: "photo" });
    await expect(failIfTestAsks(on, upload, "action")).rejects.toThrow(/test-only failure/);
    expect(upload.bodyUsed).toBe(true);
  });

  it("is ignored without the switch and in production", async () => {
    for (const env of [{ ENVIRONMENT: "development" }, { ENVIRONMENT: "production", FAULT_INJECTION: "on" }]) {
      expect(requestedTestFailure(context(env), request("?testFailure=loader"))).toBeNull();
      await expect(failIfTestAsks(context(env), request("?testFailure=loader"), "loader")).resolves.toBeUndefined();
    }
  });
});
