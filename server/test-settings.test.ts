import { describe, expect, it } from "vitest";
import { requestedTestSettings, TEST_SETTINGS_HEADER, TestSettingsError } from "./test-settings";

const HARNESS = { ENVIRONMENT: "development", FAULT_INJECTION: "on", DB: { prepare() {} } };
const asking = (settings: unknown, url = "http://127.0.0.1:8787/app") =>
  new Request(url, {
    headers: { [TEST_SETTINGS_HEADER]: typeof settings === "string" ? settings : JSON.stringify(settings) },
  });

describe("settings a test sends with its request", () => {
  it("are read under the test switch, in development, on a loopback host", () => {
    expect(requestedTestSettings(HARNESS, asking({ CREDIT_COSTS: '{"RECOLOR":5}' }))).toEqual({
      CREDIT_COSTS: '{"RECOLOR":5}',
    });
    expect(requestedTestSettings(HARNESS, asking({ SUPPORT_EMAIL: "a@b.test" }, "http://localhost/"))).toEqual({
      SUPPORT_EMAIL: "a@b.test",
    });
    expect(requestedTestSettings(HARNESS, new Request("http://127.0.0.1/"))).toBeNull();
  });

  it("are ignored without the switch, in production, or from any other host", () => {
    const header = { CREDIT_COSTS: '{"RECOLOR":0}' };
    expect(requestedTestSettings({ ENVIRONMENT: "development" }, asking(header))).toBeNull();
    expect(requestedTestSettings({ ...HARNESS, ENVIRONMENT: "production" }, asking(header))).toBeNull();
    expect(requestedTestSettings(HARNESS, asking(header, "https://roommuse.example/app"))).toBeNull();
  });

  it("never change which world the Worker runs in, the switch itself, or a binding", () => {
    for (const name of ["ENVIRONMENT", "FAULT_INJECTION", "DB"])
      expect(() => requestedTestSettings(HARNESS, asking({ [name]: "x" }))).toThrow(TestSettingsError);
  });

  it("say what is wrong with a malformed header", () => {
    expect(() => requestedTestSettings(HARNESS, asking("{"))).toThrow(/not JSON/);
    expect(() => requestedTestSettings(HARNESS, asking([]))).toThrow(/JSON object/);
    expect(() => requestedTestSettings(HARNESS, asking({ MODEL_TIMEOUT_MS: 5 }))).toThrow(/must be a string/);
  });
});
