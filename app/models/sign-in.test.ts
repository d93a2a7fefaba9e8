import { describe, expect, it } from "vitest";
import { emailSchema } from "./magic-links.server";
import { afterSignInPath, intentQuery, readSignInIntent } from "./sign-in-intent.server";

const state = "a".repeat(32);
const challenge = "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM";

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

  it("sends an extension sign-in to the handoff page, only with a strong state, a challenge, an extension id", () => {
    const extension = {
      source: "extension",
      state,
      code_challenge: challenge,
      code_challenge_method: "S256",
      client: "abcdefghijklmnopabcdefghijklmnop",
      redirect_uri: "https://abcdefghijklmnopabcdefghijklmnop.chromiumapp.org/roommuse",
    };
    const intent = readSignInIntent(new URLSearchParams(extension));
    const query = new URLSearchParams(extension).toString();
    expect(afterSignInPath(intent)).toBe(`/auth/callback?${query}`);
    expect(intentQuery(intent)).toBe(`?${query}`);
    for (const weak of [
      { ...extension, state: "short" },
      { ...extension, code_challenge: "too-short" },
      { ...extension, code_challenge_method: "plain" },
      { ...extension, client: "evil-extension" },
      // The browser names of decision 0009's first version are not ids.
      { ...extension, client: "chrome" },
      { ...extension, redirect_uri: `https://x.example/${"a".repeat(2048)}` },
      { source: "extension", state },
    ]) {
      const refused = readSignInIntent(new URLSearchParams({ ...weak, redirect_to: "/app" }));
      expect(refused.extension).toBeNull();
      expect(afterSignInPath(refused)).toBe("/app");
    }
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
