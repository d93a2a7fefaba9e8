import { describe, expect, it } from "vitest";
import { emailSchema } from "./magic-links.server";
import { afterSignInPath, intentQuery, readSignInIntent } from "./sign-in-intent.server";

const state = "a".repeat(32);

describe("sign-in intent", () => {
  it("defaults to /app/recolor and only follows same-origin paths", () => {
    expect(readSignInIntent(new URLSearchParams()).redirectTo).toBe("/app/recolor");
    expect(readSignInIntent(new URLSearchParams({ redirect_to: "/app/thumbnail?x=1" })).redirectTo).toBe(
      "/app/thumbnail?x=1",
    );
    for (const evil of ["//evil.example", "https://evil.example/", "/\\evil.example", "javascript:alert(1)"]) {
      expect(readSignInIntent(new URLSearchParams({ redirect_to: evil })).redirectTo).toBe("/app/recolor");
    }
  });

  it("sends an extension sign-in to the handoff page, only with a strong state", () => {
    const intent = readSignInIntent(new URLSearchParams({ source: "extension", state }));
    expect(afterSignInPath(intent)).toBe(`/auth/callback?source=extension&state=${state}`);
    expect(intentQuery(intent)).toBe(`?source=extension&state=${state}`);
    const weak = readSignInIntent(new URLSearchParams({ source: "extension", state: "short", redirect_to: "/app" }));
    expect(weak.state).toBeNull();
    expect(afterSignInPath(weak)).toBe("/app");
  });
});

describe("e-mail validation", () => {
  it("uses the spec's messages and normalizes the address", () => {
    const message = (value: unknown) => emailSchema.safeParse(value).error?.issues[0].message;
    expect(message("")).toBe("auth.errors.emailRequired");
    expect(message("   ")).toBe("auth.errors.emailRequired");
    expect(message(undefined)).toBe("auth.errors.emailRequired");
    expect(message("a@b")).toBe("auth.errors.emailInvalid");
    expect(message("no at sign")).toBe("auth.errors.emailInvalid");
    expect(emailSchema.parse("  Someone@Example.COM ")).toBe("someone@example.com");
  });
});
