import { describe, expect, it } from "vitest";
import { deployPreflightProblems } from "./deploy-preflight";
import { DEVELOPMENT_SESSION_SECRET } from "./env";

const ready = {
  vars: {
    ENVIRONMENT: "production",
    APP_URL: "https://roommuse.example",
    EMAIL_PROVIDER: "http",
    EMAIL_API_URL: "https://api.resend.com/emails",
    EMAIL_FROM: "RoomMuse <hello@roommuse.example>",
    MODEL_PROVIDER: "workers-ai",
  },
  secretNames: ["SESSION_SECRET", "EMAIL_API_KEY", "STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET"],
  d1DatabaseIds: ["3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f"],
  sendEmailBindings: ["EMAIL"],
};

describe("deploy preflight: a deploy with development or missing settings", () => {
  it("lets a complete production configuration through", () => {
    expect(deployPreflightProblems(ready)).toEqual([]);
  });

  it("refuses the repository's own wrangler.toml as it ships: every missing setting is named", () => {
    const problems = deployPreflightProblems({
      vars: { ENVIRONMENT: "production" },
      secretNames: [],
      d1DatabaseIds: ["00000000-0000-0000-0000-000000000000"],
      sendEmailBindings: ["EMAIL"],
    }).join("\n");
    for (const name of [
      "APP_URL",
      "SESSION_SECRET",
      "EMAIL_PROVIDER",
      "MODEL_PROVIDER",
      "STRIPE_SECRET_KEY",
      "STRIPE_WEBHOOK_SECRET",
      "database_id",
    ])
      expect(problems).toContain(name);
  });

  it.each([
    ["a development top level", { ENVIRONMENT: "development" }, /ENVIRONMENT/],
    ["the development mailbox", { EMAIL_PROVIDER: "dev" }, /EMAIL_PROVIDER/],
    ["the local image engine", { MODEL_PROVIDER: "local" }, /MODEL_PROVIDER/],
    ["a loopback public origin", { APP_URL: "http://127.0.0.1:8787" }, /APP_URL points at this machine/],
    ["a plain-http public origin", { APP_URL: "http://roommuse.example" }, /https/],
    ["a loopback Stripe fake", { STRIPE_API_URL: "http://localhost:12111" }, /STRIPE_API_URL points at this machine/],
    ["a secret written in wrangler.toml", { SESSION_SECRET: "y".repeat(40) }, /secret put SESSION_SECRET/],
    ["the development session secret", { SESSION_SECRET: DEVELOPMENT_SESSION_SECRET }, /development secret/],
  ])("refuses %s", (_name, change, problem) => {
    const problems = deployPreflightProblems({ ...ready, vars: { ...ready.vars, ...change } });
    expect(problems.join("\n")).toMatch(problem);
  });

  it("lets Cloudflare Email Sending through with its binding and a sender, and no HTTP provider settings", () => {
    const { EMAIL_API_URL: _url, ...vars } = ready.vars;
    const secretNames = ready.secretNames.filter((name) => name !== "EMAIL_API_KEY");
    expect(deployPreflightProblems({ ...ready, vars: { ...vars, EMAIL_PROVIDER: "cloudflare" }, secretNames })).toEqual(
      [],
    );
  });

  it("refuses Cloudflare Email Sending without the send_email binding or without a sender", () => {
    const vars = { ...ready.vars, EMAIL_PROVIDER: "cloudflare" };
    expect(deployPreflightProblems({ ...ready, vars, sendEmailBindings: [] }).join("\n")).toMatch(
      /no \[\[send_email\]\] binding named EMAIL/,
    );
    const { EMAIL_FROM: _from, ...noSender } = vars;
    expect(deployPreflightProblems({ ...ready, vars: noSender }).join("\n")).toMatch(/EMAIL_FROM is required/);
  });

  it("refuses when a required secret was never put", () => {
    const problems = deployPreflightProblems({ ...ready, secretNames: ["EMAIL_API_KEY", "STRIPE_SECRET_KEY"] });
    expect(problems.join("\n")).toMatch(/SESSION_SECRET/);
    expect(problems.join("\n")).toMatch(/STRIPE_WEBHOOK_SECRET/);
  });
});
