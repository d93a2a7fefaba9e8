import { describe, expect, it } from "vitest";
import { DEFAULT_CREDIT_COSTS } from "../app/models/pricing";
import { ConfigurationError, parseEnv } from "./env";

const COMPLETE_PRODUCTION = {
  ENVIRONMENT: "production",
  APP_URL: "https://roommuse.example",
  SESSION_SECRET: "x".repeat(40),
  EMAIL_PROVIDER: "http",
  EMAIL_API_URL: "https://mail.example/send",
  EMAIL_API_KEY: "key",
  EMAIL_FROM: "RoomMuse <hello@roommuse.example>",
  MODEL_PROVIDER: "workers-ai",
};

describe("parseEnv", () => {
  it("treats an environment that does not say as production, and refuses its development defaults", () => {
    expect(() => parseEnv({})).toThrow(ConfigurationError);
    expect(() => parseEnv({ ENVIRONMENT: "test" })).toThrow(/ENVIRONMENT/);
  });

  it("refuses the test harness's one fault switch in production, even in a complete configuration", () => {
    expect(() => parseEnv({ ENVIRONMENT: "production", FAULT_INJECTION: "on" })).toThrow(/FAULT_INJECTION/);
    expect(() => parseEnv({ ...COMPLETE_PRODUCTION, FAULT_INJECTION: "on" })).toThrow(/FAULT_INJECTION/);
    expect(() => parseEnv({ ENVIRONMENT: "development", FAULT_INJECTION: "yes" })).toThrow(/FAULT_INJECTION/);
    expect(parseEnv({ ENVIRONMENT: "development", FAULT_INJECTION: "on" }).FAULT_INJECTION).toBe("on");
  });

  it("runs development on embedded defaults", () => {
    const env = parseEnv({ ENVIRONMENT: "development" });
    expect(env).toMatchObject({ ENVIRONMENT: "development", MODEL_PROVIDER: "local", EMAIL_PROVIDER: "dev" });
  });

  it("names every missing production setting at once", () => {
    let error: unknown;
    try {
      parseEnv({ ENVIRONMENT: "production" });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigurationError);
    const text = (error as ConfigurationError).message;
    for (const key of ["APP_URL", "SESSION_SECRET", "EMAIL_PROVIDER", "MODEL_PROVIDER"]) expect(text).toContain(key);
  });

  it("accepts a complete production configuration", () => {
    const env = parseEnv(COMPLETE_PRODUCTION);
    expect(env.ENVIRONMENT).toBe("production");
  });

  it("accepts Cloudflare Email Sending in production with a sender alone, and refuses it without one", () => {
    const { EMAIL_API_URL: _url, EMAIL_API_KEY: _key, ...rest } = COMPLETE_PRODUCTION;
    expect(parseEnv({ ...rest, EMAIL_PROVIDER: "cloudflare" }).EMAIL_PROVIDER).toBe("cloudflare");
    const { EMAIL_FROM: _from, ...noSender } = rest;
    expect(() => parseEnv({ ...noSender, EMAIL_PROVIDER: "cloudflare" })).toThrow(/EMAIL_FROM/);
    expect(() => parseEnv({ ...COMPLETE_PRODUCTION, EMAIL_PROVIDER: "smtp" })).toThrow(/EMAIL_PROVIDER/);
  });

  it("refuses the latency bench's simulated delays in production", () => {
    expect(() => parseEnv({ ...COMPLETE_PRODUCTION, SIMULATED_D1_DELAY_MS: "50" })).toThrow(/SIMULATED_D1_DELAY_MS/);
    expect(parseEnv({ ENVIRONMENT: "development", SIMULATED_DO_DELAY_MS: "20" }).SIMULATED_DO_DELAY_MS).toBe(20);
  });

  it("rejects a Stripe key without a webhook secret", () => {
    expect(() => parseEnv({ STRIPE_SECRET_KEY: "sk_test_x", ENVIRONMENT: "production" })).toThrow(
      /STRIPE_WEBHOOK_SECRET/,
    );
  });

  it("treats blank values as unset", () => {
    expect(parseEnv({ ENVIRONMENT: "development", GOOGLE_CLIENT_ID: "  " }).GOOGLE_CLIENT_ID).toBeUndefined();
  });
});

describe("CREDIT_COSTS", () => {
  const dev = (CREDIT_COSTS?: string) => parseEnv({ ENVIRONMENT: "development", CREDIT_COSTS });

  it("is the whole pricing table, with the overrides it names applied", () => {
    expect(dev().CREDIT_COSTS).toEqual(DEFAULT_CREDIT_COSTS);
    expect(dev('{"RECOLOR": 12}').CREDIT_COSTS).toEqual({ ...DEFAULT_CREDIT_COSTS, RECOLOR: 12 });
  });

  it("refuses to start on a setting it cannot read, and says what is wrong with it", () => {
    expect(() => dev("{RECOLOR: 12")).toThrow(/CREDIT_COSTS: is not JSON/);
    expect(() => dev("[12]")).toThrow(/CREDIT_COSTS: must be a JSON object/);
    expect(() => dev('{"RECOLOUR": 12}')).toThrow(/CREDIT_COSTS: names an unknown cost "RECOLOUR"/);
    expect(() => dev('{"CLEAR": 0}')).toThrow(/CREDIT_COSTS: gives CLEAR 0; a cost is a positive whole number/);
    expect(() => dev('{"CLEAR": 2.5}')).toThrow(ConfigurationError);
  });
});

describe("EXTENSION_IDS", () => {
  const dev = (EXTENSION_IDS?: string) => parseEnv({ ENVIRONMENT: "development", EXTENSION_IDS });

  it("lists the registered extensions by browser and id, none when unset", () => {
    expect(dev().EXTENSION_IDS).toEqual([]);
    expect(dev(" chrome:abcdefghijklmnopabcdefghijklmnop , firefox:roommuse@roommuse.app").EXTENSION_IDS).toEqual([
      { browser: "chrome", id: "abcdefghijklmnopabcdefghijklmnop" },
      { browser: "firefox", id: "roommuse@roommuse.app" },
    ]);
    expect(dev("firefox:{0b6b1b2c-1d2e-4f50-8a9b-0c1d2e3f4a5b}").EXTENSION_IDS).toHaveLength(1);
  });

  it("refuses to start on an entry that is not a browser and its kind of id", () => {
    expect(() => dev("abcdefghijklmnopabcdefghijklmnop")).toThrow(/EXTENSION_IDS: .* is not browser:id/);
    expect(() => dev("safari:abcdefghijklmnopabcdefghijklmnop")).toThrow(/is not browser:id/);
    expect(() => dev("chrome:ABCDEFGHIJKLMNOPABCDEFGHIJKLMNOP")).toThrow(/is not an extension id for chrome/);
    expect(() => dev("edge:https://evil.example")).toThrow(/is not an extension id for edge/);
  });
});
